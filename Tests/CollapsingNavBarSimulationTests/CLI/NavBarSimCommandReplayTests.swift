import Testing

@testable import CollapsingNavBarCore

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// `navbar-sim --record`, `--replay` (with `--check`, `--compare` and `--as-scenario`) and
/// `--fuzz --round-trip`, through the command.
@Suite struct NavBarSimCommandReplayTests {
  /// A world holding the default session's recording as `session.json`.
  static func world() -> FakeWorld {
    let world = FakeWorld()
    #expect(world.run("--record", "session.json", "-q", "-o", "recorded") == 0)
    return world
  }

  @Test func recordWritesTheSessionAsARecordingBesideThePage() throws {
    let world = Self.world()
    let text = try #require(world.files["session.json"])
    let recording = try NavBarRecording(json: text)
    #expect(recording.entries.count > 500)
    #expect(world.files["recorded/index.html"] != nil)
  }

  @Test func replayWritesThePageAndTheCSVOfTheRecordedSession() throws {
    let world = Self.world()
    #expect(world.run("--replay", "session.json", "-o", "out") == 0)
    #expect(world.files["out/index.html"]?.hasPrefix("<!doctype html>") == true)
    let csv = try #require(world.files["out/trace.csv"])
    #expect(csv.hasPrefix("frame,t,phase"))
    // One row per frame at 120 Hz, from the first entry to the last (the scenario's page goes on
    // through the frames after them, where nothing happened).
    let recording = try NavBarRecording(json: try #require(world.files["session.json"]))
    let rows = csv.split(separator: "\n").count - 1
    #expect(rows == Int((recording.duration / Simulator.timeStep).rounded()) + 1)
    #expect(rows <= (world.files["recorded/trace.csv"] ?? "").split(separator: "\n").count - 1)
    #expect(world.output.contains("navbar-sim · replay of session.json"))
    #expect(world.output.contains("the engine answers every entry as the device did"))
  }

  @Test func replayCheckListsTheFramesWhoseAnswersNowDifferAndExitsOne() throws {
    let world = Self.world()
    var recording = try NavBarRecording(json: try #require(world.files["session.json"]))
    let changed = recording.entries.indices.filter { recording.entries[$0].answer.contentInsetTop != nil }.prefix(2)
    for index in changed { recording.entries[index].answer.contentInsetTop! += 10 }
    world.files["changed.json"] = recording.json
    #expect(world.run("--replay", "changed.json", "--check") == NavBarSimCommand.checkFailed)
    #expect(world.output.contains("2 entries answered differently"), "\(world.output)")
    #expect(world.output.contains("contentInsetTop"), "\(world.output)")
    #expect(world.errors.contains("check failed: 2 entries answered differently than on the device; first: frame 0"))
    #expect(world.files["navbar-sim-out/index.html"] == nil, "--check alone writes nothing")
  }

  @Test func compareReplaysASecondRecordingOrPlaysAScenarioBesideIt() throws {
    let world = Self.world()
    world.files["copy.json"] = world.files["session.json"]
    #expect(world.run("--replay", "session.json", "--compare", "copy.json", "-o", "two") == 0)
    #expect(world.files["two/trace-b.csv"] != nil)
    #expect(world.output.contains("navbar-sim · B · copy.json"))
    world.output = ""
    world.files["scenario.json"] = DefaultScenario.json
    #expect(world.run("--replay", "session.json", "--compare", "scenario.json", "-o", "vs") == 0)
    #expect(world.files["vs/trace-b.csv"] != nil)
    #expect(world.output.contains("(a scenario, simulated)"))
    #expect(world.output.contains("rests             0 of 6 differ"), "\(world.output)")
  }

  @Test func asScenarioWritesTheInferredScenarioAndSaysWhereTheSessionsPart() throws {
    let world = Self.world()
    #expect(world.run("--replay", "session.json", "--as-scenario", "-o", "inferred") == 0)
    let text = try #require(world.files["inferred/inferred-scenario.json"])
    #expect(try Scenario(json: text).script.contains { $0.name == "release" })
    #expect(world.files["inferred/trace-b.csv"] != nil)
    #expect(world.output.contains("parts      nowhere"), "\(world.output)")
  }

  @Test(arguments: [
    (["--as-scenario"], "--as-scenario applies only to --replay"),
    (["--round-trip"], "--round-trip applies only to --fuzz"),
    (["--replay", "a.json", "--fuzz", "3"], "--replay cannot be combined with --fuzz"),
    (["--replay", "a.json", "b.json"], "--replay cannot be combined with a scenario"),
    (["--record", "r.json", "--fuzz", "3"], "--record applies only to playing a scenario"),
  ])
  func misusedOptionsExitTwoNamingTheRule(_ arguments: [String], _ message: String) {
    let world = FakeWorld()
    #expect(NavBarSimCommand.run(arguments, environment: world.environment) == NavBarSimCommand.badInput)
    #expect(world.errors.contains(message), "\(world.errors)")
    #expect(world.files.isEmpty)
  }

  @Test func fuzzRoundTripRecordsEachScenarioAndReplaysItToTheSameAnswers() {
    let world = FakeWorld()
    #expect(world.run("--fuzz", "12", "--seed", "4", "--round-trip") == 0)
    #expect(world.output.contains("replayed to the same answers (round trip)"), "\(world.output)")
    #expect(world.output.contains("failures   0"))
  }

  @Test func theRoundTripCheckNamesAnEntryThatReplaysDifferently() throws {
    var simulator = try Simulator(scenario: DefaultScenario.scenario, recording: Fuzzer.unboundedRecording)
    for step in DefaultScenario.scenario.script.prefix(3) { try simulator.play(step) }
    #expect(Fuzzer.checkRoundTrip(simulator) == nil)
    // A change made to the controller behind the driver's back (and so never recorded) does not
    // replay.
    _ = simulator.bar.driver.controllerStorage.collapse(animated: false)
    try simulator.play(.drag(by: 20, duration: 0.1))
    let failure = try #require(Fuzzer.checkRoundTrip(simulator))
    #expect(failure.property == .roundTrip)
    #expect(failure.detail.contains("replays to a different answer"), "\(failure.detail)")
  }
}
