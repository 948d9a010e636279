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
}
