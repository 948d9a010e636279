import Foundation
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct PageChecksTests {
  /// `docs/examples/sectioned.json`: a sectioned list with `.followsBar`, which waives
  /// `pinnedHeaderUnderBar`.
  static func sectioned(waiving: Bool) throws -> Scenario {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var scenario = try Scenario(
      json: String(contentsOf: root.appendingPathComponent("docs/examples/sectioned.json"), encoding: .utf8))
    if !waiving { scenario.waivers = [:] }
    return scenario
  }

  @Test func thePageHoldsEveryFrameThatBreaksARuleAsTheCheckerCountsThem() throws {
    let trace = try Simulator.run(try Self.sectioned(waiving: false))
    let report = InvariantChecker.check(trace)
    let checks = PageChecks(trace: trace)
    #expect(report.violationCount > 0)
    #expect(checks.breaks.count == report.violationCount)
    #expect(checks.breaks.prefix(report.violations.count).map(\.frame) == report.violations.map(\.frame))
    #expect(checks.breaks.first?.invariant == .pinnedHeaderUnderBar)
    #expect(checks.breaks.first?.detail == report.firstViolation?.detail)
    #expect(checks.waivedBreaks.isEmpty && checks.waivers.isEmpty)
    // The page's script: one entry per position, the first breaking frame's rule and numbers.
    let first = try #require(checks.breaks.first)
    let script = checks.javaScript(step: 1)
    let entry = "[\(first.frame),\"pinnedHeaderUnderBar\",\(HTMLPage.javaScriptString(first.detail))]"
    #expect(script.contains("fails:[" + entry))
    #expect(script.contains("failFrames:\(report.violationCount),"))
    #expect(HTMLPage.render(FrameScene(trace: trace)).contains("failFrames:\(report.violationCount),"))
  }

  @Test func aWaivedRuleIsShownWithItsReasonAndTheFramesThatBrokeIt() throws {
    let trace = try Simulator.run(try Self.sectioned(waiving: true))
    let report = InvariantChecker.check(trace)
    let checks = PageChecks(trace: trace)
    let waived = try #require(report.waivedFrames[.pinnedHeaderUnderBar])
    #expect(report.passed && waived > 0)
    #expect(checks.breaks.isEmpty)
    #expect(checks.waivedBreaks.count == waived)
    #expect(checks.waivedBreaks.allSatisfy { $0.invariants == [.pinnedHeaderUnderBar] })
    let waiver = try #require(checks.waivers.first)
    #expect(waiver.invariant == .pinnedHeaderUnderBar && waiver.frames == waived)
    #expect(waiver.reason.contains("floats while the bar moves"))
    let entry = "[\"pinnedHeaderUnderBar\",\(HTMLPage.javaScriptString(waiver.reason)),\(waived)]"
    #expect(checks.javaScript(step: 1).contains("waivers:[" + entry + "]"))
  }

  @Test func aSampledPageKeepsOneBreakPerPosition() throws {
    let trace = try Simulator.run(try Self.sectioned(waiving: false))
    let checks = PageChecks(trace: trace)
    let positions = Set(checks.breaks.map { $0.frame / 4 })
    let script = checks.javaScript(step: 4)
    let entries = script.components(separatedBy: "\"pinnedHeaderUnderBar\"").count - 1
    #expect(entries == positions.count)
  }

  @Test func theCheckerSaysWhichWaivedRulesAFrameBroke() throws {
    let trace = try Simulator.run(try Self.sectioned(waiving: true))
    var checker = InvariantChecker(waiving: [.pinnedHeaderUnderBar])
    var frames: [Int] = []
    for frame in 0..<trace.frameCount {
      _ = checker.check(trace, frame: frame)
      if checker.waivedInLastFrame.contains(.pinnedHeaderUnderBar) { frames.append(frame) }
    }
    #expect(frames.count == checker.waivedFrames[.pinnedHeaderUnderBar])
    #expect(frames == PageChecks(trace: trace).waivedBreaks.map(\.frame))
  }
}
