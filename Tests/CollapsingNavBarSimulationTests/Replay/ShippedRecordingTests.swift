import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// The recording shipped in `docs/examples/recordings/`: what the simulator records for its
/// scenario, replayed to the same answers with every invariant that applies to a replay, and
/// played again as an inferred scenario without parting from it.
@Suite struct ShippedRecordingTests {
  static let folder = DocumentationExamplesTests.root.appendingPathComponent("docs/examples/recordings")

  static func read(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func theShippedRecordingIsWhatTheSimulatorRecordsForItsScenario() throws {
    let scenario = try Scenario(json: try Self.read("inbox-session.scenario.json"))
    let (_, recording) = try Simulator.record(scenario)
    #expect(
      recording.json == (try Self.read("inbox-session.json")),
      "stale: navbar-sim docs/examples/recordings/inbox-session.scenario.json --record docs/examples/recordings/inbox-session.json"
    )
  }

  @Test func theShippedRecordingReplaysToTheSameAnswersAndPassesTheChecks() throws {
    let recording = try NavBarRecording(json: try Self.read("inbox-session.json"))
    let replay = try RecordingReplay(recording, name: "inbox-session.json")
    #expect(replay.divergences.isEmpty)
    #expect(replay.check().passed, "\(replay.check().firstViolation.map(String.init(describing:)) ?? "")")
    #expect(replay.trace.frameCount > 1900)
    // Its rotation and its refresh reached the replay.
    #expect(replay.trace.log.contains { $0.name == "setEnvironment" })
    #expect(replay.trace.log.contains { $0.event == .refreshEnded })
  }

  @Test func theSimulatorPlaysTheInferredScenarioWithoutPartingFromTheRecording() throws {
    let replay = try RecordingReplay(
      try NavBarRecording(json: try Self.read("inbox-session.json")), name: "inbox-session.json")
    let inference = ScenarioInference(replay)
    #expect(inference.scenario.script.contains { $0 == .tapStatusBar })
    #expect(inference.scenario.script.contains { $0.name == "resize" })
    #expect(try inference.compare().partings == [])
  }

  @Test func theCommandReplaysTheShippedRecording() throws {
    let streams = CapturedStreams()
    var environment = CommandEnvironment.live
    environment.standardOutput = { streams.output += $0 }
    environment.standardError = { streams.errors += $0 }
    let path = Self.folder.appendingPathComponent("inbox-session.json").path
    #expect(NavBarSimCommand.run(["--replay", path, "--check"], environment: environment) == NavBarSimCommand.success)
    #expect(streams.output.contains("the engine answers every entry as the device did"), "\(streams.output)")
    #expect(streams.errors.isEmpty)
  }
}
