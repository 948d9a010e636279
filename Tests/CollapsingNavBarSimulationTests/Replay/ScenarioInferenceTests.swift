import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A scenario inferred from a recording, played by the simulator, parts from the recording where
/// the device did something the simulator's model of UIKit does not: the first frame and the
/// property are named.
@Suite struct ScenarioInferenceTests {
  static func recorded() throws -> NavBarRecording {
    try Simulator.record(DefaultScenario.scenario).recording
  }

  @Test func theSimulatorsOwnSessionIsPlayedAgainWithoutParting() throws {
    let inference = ScenarioInference(try RecordingReplay(try Self.recorded(), name: "default"))
    #expect(inference.scenario.script.contains { $0.name == "release" })
    #expect(try inference.compare().partings == [])
  }

  @Test func anOffsetTheDeviceReachedAndTheSimulatorDoesNotIsNamedAtItsFrame() throws {
    var recording = try Self.recorded()
    // A device whose deceleration ran 3 pt further: from the first deceleration on, the offsets
    // it reported are 3 pt past the simulator's.
    let start = try #require(recording.entries.firstIndex { $0.input == .event(.didEndDragging(willDecelerate: true)) })
    for index in start..<recording.entries.count where recording.entries[index].geometry != nil {
      recording.entries[index].geometry!.contentOffsetY += 3
    }
    let replay = try RecordingReplay(recording, name: "shifted")
    let partings = try ScenarioInference(replay).compare().partings
    let first = try #require(partings.first)
    #expect(first.property == "contentOffsetY")
    #expect(first.frame == replay.entryFrames[start])
  }

  @Test func aCallbackTheSimulatorDoesNotMakeIsNamedAsTheOrderOfCallbacks() throws {
    var recording = try Self.recorded()
    let index = try #require(recording.entries.firstIndex { $0.input == .event(.dragBegan) })
    var extra = recording.entries[index]
    extra.input = .event(.didEndDecelerating)
    extra.answer = NavBarRecording.Answer()
    recording.entries.insert(extra, at: index)
    let replay = try RecordingReplay(recording, name: "extra callback")
    let partings = try ScenarioInference(replay).compare().partings
    let order = try #require(partings.first { $0.property == "callback order" })
    #expect(order.frame == replay.entryFrames[index])
    #expect(order.recorded.hasPrefix("[didEndDecelerating, dragBegan"))
  }
}
