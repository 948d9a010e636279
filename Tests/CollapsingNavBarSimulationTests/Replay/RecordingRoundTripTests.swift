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
}
