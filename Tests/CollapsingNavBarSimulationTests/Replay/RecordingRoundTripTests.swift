import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A session recorded from the simulator, written as JSON, read back and replayed through a new
/// controller answers as it did when it was recorded.
@Suite struct RecordingRoundTripTests {
  @Test func theDefaultSessionReplaysToTheSameAnswersAfterAJSONRoundTrip() throws {
    let (_, recording) = try Simulator.record(DefaultScenario.scenario)
    #expect(recording.entries.count > 500)
    #expect(!recording.droppedEarlierEntries)
    let read = try NavBarRecording(json: recording.json)
    #expect(read == recording)
    #expect(try read.divergences().isEmpty)
  }

  @Test func aChangedAnswerIsReportedAsADivergenceAtItsEntry() throws {
    var (_, recording) = try Simulator.record(DefaultScenario.scenario)
    let index = try #require(recording.entries.firstIndex { $0.answer.contentInsetTop != nil })
    recording.entries[index].answer.contentInsetTop! += 1
    let divergences = try recording.divergences()
    #expect(divergences.map(\.index) == [index])
    #expect(divergences.first?.fields == ["contentInsetTop"])
  }

  @Test func aReportOfTheControlsRoomRoundTripsAndOneWithoutReadsAsNoRoom() throws {
    // Under `.never` the report of a refreshing control carries its room.
    let scenario = try Scenario(
      json: #"""
        {"containers":[{"contentHeight":2000,"refreshControl":true,"insetAdjustment":"never"}],
         "script":[{"beginRefreshing":{}},{"wait":0.5},{"endRefreshing":{}}]}
        """#)
    let (_, recording) = try Simulator.record(scenario)
    let withRoom = recording.entries.filter {
      if case .event(.systemInsetChanged(_, true, let room)) = $0.input { return room == 60 }
      return false
    }
    #expect(!withRoom.isEmpty)
    let json = recording.json
    #expect(json.contains(",true,60]"))
    let read = try NavBarRecording(json: json)
    #expect(read == recording)
    #expect(try read.divergences().isEmpty)
    // A recording written before the room was carried: two values, read as no room.
    let old = json.replacingOccurrences(of: ",true,60]", with: ",true]")
    let oldRead = try NavBarRecording(json: old)
    #expect(
      oldRead.entries.contains {
        if case .event(.systemInsetChanged(_, true, 0)) = $0.input { return true }
        return false
      })
    // Four values are refused, naming the event.
    #expect(throws: ScenarioError.self) {
      try NavBarRecording(json: json.replacingOccurrences(of: ",true,60]", with: ",true,60,1]"))
    }
  }

  @Test func aReplayShowsTheRefreshOfAControlThatHoldsItsRoomInTheListsOwnInset() throws {
    // Under `.never` the control's room is in the list's own inset, not in the system's share:
    // the recorded geometry's refresh share counts it, so the replay shows the refresh as the
    // simulator did.
    let scenario = try Scenario(
      json: #"""
        {"containers":[{"contentHeight":2000,"refreshControl":true,"insetAdjustment":"never"}],
         "script":[{"wait":0.1},{"beginRefreshing":{}},{"wait":0.5},{"endRefreshing":{}},{"wait":0.2}]}
        """#)
    let (trace, recording) = try Simulator.record(scenario)
    let replay = try RecordingReplay(recording, name: "never")
    let simulated = (0..<trace.frameCount).filter { trace.value(.refreshing, frame: $0) != 0 }
    let replayed = (0..<replay.trace.frameCount).filter { replay.trace.value(.refreshing, frame: $0) != 0 }
    #expect(simulated.count > 50)
    #expect(
      replayed.count >= simulated.count - 2 && replayed.count <= simulated.count + 2,
      "\(replayed.count) for \(simulated.count)")
  }

  @Test func aReplayMarksTheFingersMovesAndTheAppsChangesAsInputAndNotUIKitsOwnMotion() throws {
    let scenario = try Scenario(
      json: #"""
        {"containers":[{"contentHeight":4000}],
         "script":[{"drag":{"by":300,"duration":0.3}},{"release":{"velocity":2}},{"wait":1.5},
                   {"expand":{"animated":false}},{"wait":0.1}]}
        """#)
    let (trace, recording) = try Simulator.record(scenario)
    let replay = try RecordingReplay(recording, name: "fling").trace
    let lift = try #require((0..<replay.frameCount).first { replay.value(.release, frame: $0) != 0 })
    let dragging = (1..<lift).filter { replay.value(.input, frame: $0) != 0 }
    #expect(dragging.count >= lift - 3, "the finger moves in nearly every frame of the drag")
    // The app's own change, no finger down, is the outside acting.
    let expand = try #require(
      recording.entries.first {
        if case .change(.expand) = $0.input { return true }
        return false
      })
    let expandFrame = try #require(
      (0..<replay.frameCount).last { replay.value(.time, frame: $0) <= expand.time - recording.startTime + 1e-9 })
    #expect(replay.value(.input, frame: expandFrame) == 1)
    // The fling runs on after the lift: UIKit's motion, not the outside acting.
    let decelerating = (lift + 2..<expandFrame).filter {
      replay.value(.phase, frame: $0) == Double(ContainerPhase.decelerating.rawValue)
    }
    #expect(decelerating.count > 30)
    #expect(decelerating.allSatisfy { replay.value(.input, frame: $0) == 0 })
    #expect(decelerating.allSatisfy { trace.value(.input, frame: $0) == 0 }, "as the simulator marks it")
  }

  @Test(arguments: [
    // Right to left, larger text with a panel that grows with it, the iOS 26 look with its own
    // edge effect: each is part of what the bar decides from, so a recording keeps it.
    #"{"device":{"rightToLeft":true},"script":[{"drag":{"by":80,"duration":0.2}},{"release":{"velocity":0}}]}"#,
    #"{"device":{"contentSizeScale":1.6},"bar":{"panels":[{"kind":"top"},{"kind":"largeTitle"},{"kind":"closable","id":"chips","height":44,"scalesWithContentSize":true}]},"script":[{"drag":{"by":80,"duration":0.2}},{"release":{"velocity":0}}]}"#,
    #"{"device":{"os":26},"bar":{"scrollEdgeEffect":{"style":"hard"}},"script":[{"drag":{"by":80,"duration":0.2}},{"release":{"velocity":0}}]}"#,
    // (A new environment mid-session, packed in the recorder's memory.)
    #"{"device":{"rightToLeft":true,"contentSizeScale":1.3},"bar":{"panels":[{"kind":"top"},{"kind":"largeTitle"},{"kind":"closable","id":"chips","height":44,"scalesWithContentSize":true}]},"script":[{"resize":{"width":844,"height":390,"safeAreaTop":0}},{"drag":{"by":40,"duration":0.2}},{"release":{"velocity":0}}]}"#,
  ])
  func aRecordingKeepsEverythingTheBarDecidesFromThroughItsJSON(json: String) throws {
    let (trace, recording) = try Simulator.record(try Scenario(json: json))
    let read = try NavBarRecording(json: recording.json)
    #expect(read == recording)
    #expect(read.start.environment == trace.metrics(frame: 0).environment)
    #expect(read.start.configuration == trace.metrics(frame: 0).configuration)
    #expect(try read.divergences().isEmpty)
    let environments = read.entries.compactMap { entry -> BarEnvironment? in
      if case .change(.setEnvironment(let environment)) = entry.input { return environment }
      return nil
    }
    #expect(environments.allSatisfy { $0.layoutDirection == read.start.environment.layoutDirection })
    #expect(environments.allSatisfy { $0.contentSizeScale == read.start.environment.contentSizeScale })
    // A recording with none of these reads as before: no new keys.
    let (_, plain) = try Simulator.record(try Scenario(json: #"{"script":[{"wait":0.1}]}"#))
    for key in ["rightToLeft", "contentSizeScale", "look", "scrollEdgeEffect", "scalesWithContentSize"] {
      #expect(!plain.json.contains("\"\(key)\""), "\(key)")
    }
  }
}
