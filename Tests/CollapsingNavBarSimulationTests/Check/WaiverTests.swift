import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// A rule a scenario cannot keep (a sectioned list with `.followsBar`, whose pinned header floats
/// while the content travels) is waived by name with a reason: counted and reported, never a
/// failure, and never silently.
@Suite struct WaiverTests {
  static let sectioned = #"""
    {"name": "sections", "bar": {"insetStrategy": "followsBar"},
     "containers": [{"insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 34}, "sectionHeader": 28}],
     "script": [{"drag": {"by": 300, "duration": 0.3}}, {"release": {"velocity": 0}}, {"wait": 1}]
    """#

  private func scenario(waive: String? = nil) throws -> Scenario {
    try Scenario(json: Self.sectioned + (waive.map { #", "waive": \#($0)}"# } ?? "}"))
  }

  @Test func aWaivedRuleIsCountedNotReported() throws {
    let plain = InvariantChecker.check(try Simulator.run(try scenario()))
    #expect(plain.firstViolation?.invariant == .pinnedHeaderUnderBar)
    #expect(plain.waivedFrames.isEmpty)

    let waived = InvariantChecker.check(
      try Simulator.run(
        try scenario(waive: #"{"pinnedHeaderUnderBar": "the header floats while the content travels"}"#)))
    #expect(waived.passed)
    #expect(!waived.violations.contains { $0.invariant == .pinnedHeaderUnderBar })
    // Every frame that broke it before is counted.
    #expect(waived.waivedFrames[.pinnedHeaderUnderBar] == plain.violationCount)
  }

  @Test func theOtherRulesAreStillCheckedOnAFrameThatBreaksAWaivedOne() throws {
    let trace = try Simulator.run(try scenario())
    var checker = InvariantChecker(waiving: [.pinnedHeaderUnderBar, .barHeightInRange])
    // A frame whose bar is out of range breaks barHeightInRange first: waived, the frame's later
    // rules still run (and pinnedHeaderUnderBar is counted too, where it breaks).
    var broken = 0
    for frame in 0..<trace.frameCount where checker.check(trace, frame: frame) != nil { broken += 1 }
    #expect(broken == 0)
    #expect(checker.waivedFrames[.pinnedHeaderUnderBar] ?? 0 > 0)
  }

  @Test func waiversRoundTripThroughTheScenarioFile() throws {
    let waived = try scenario(waive: #"{"pinnedHeaderUnderBar": "floats", "wholeStateAtRest": "snapping is off here"}"#)
    #expect(waived.waivers == [.pinnedHeaderUnderBar: "floats", .wholeStateAtRest: "snapping is off here"])
    #expect(try Scenario(json: waived.json) == waived)
  }

  @Test(arguments: [
    (#"{"pinnedHeader": "x"}"#, "waive.pinnedHeader", "did you mean 'pinnedHeaderUnderBar'?"),
    (#"{"finite": "x"}"#, "waive.finite", "finite cannot be waived"),
    (#"{"pinnedHeaderUnderBar": "  "}"#, "waive.pinnedHeaderUnderBar", "needs a reason"),
    (#"{"pinnedHeaderUnderBar": true}"#, "waive.pinnedHeaderUnderBar", "expected a string"),
    (#"["pinnedHeaderUnderBar"]"#, "waive", "expected an object"),
  ])
  func aBadWaiverNamesItsPathAndProblem(waive: String, path: String, problem: String) {
    do throws(ScenarioError) {
      _ = try Scenario(json: Self.sectioned + #", "waive": \#(waive)}"#)
      Issue.record("accepted \(waive)")
    } catch {
      #expect(error.path == path)
      #expect(error.problem.contains(problem), "\(error.problem)")
    }
  }

  @Test func theCommandLineWaivesARuleAndTheSummarySaysWhy() {
    let world = FakeWorld()
    world.files["s.json"] = Self.sectioned + "}"
    #expect(world.run("s.json", "--check") == 1)
    let waived = FakeWorld()
    waived.files["s.json"] = Self.sectioned + "}"
    #expect(waived.run("s.json", "--check", "--waive", "pinnedHeaderUnderBar=floats while the content travels") == 0)
    #expect(waived.output.contains("  waived     pinnedHeaderUnderBar, broken on "))
    #expect(waived.output.contains(": floats while the content travels\n"))
  }

  @Test func aWaiverThatIsNeverNeededSaysItCanGo() {
    let world = FakeWorld()
    world.files["s.json"] = #"{"waive": {"pinnedHeaderUnderBar": "old"}}"#
    #expect(world.run("s.json", "--check") == 0)
    #expect(world.output.contains("  waived     pinnedHeaderUnderBar, never broken here (the waiver can go): old\n"))
  }

  @Test func badWaiversOnTheCommandLineAreUsageErrors() {
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--waive", "pinnedHeaderUnderBar"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--waive", "finite=because"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--waive", "nope=because"]) }
    #expect(throws: UsageError.self) {
      try CommandLineOptions.parse(["--fuzz", "10", "--waive", "pinnedHeaderUnderBar=x"])
    }
  }
}
