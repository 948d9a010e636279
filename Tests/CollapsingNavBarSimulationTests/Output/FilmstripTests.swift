import Testing

@testable import CollapsingNavBarSimulation

@Suite struct FilmstripTests {
  static let trace = try! Simulator.run(DefaultScenario.scenario)

  @Test func picksTellTheStoryOfTheDefaultScenario() {
    let picks = Filmstrip.picks(count: 8, trace: Self.trace)
    #expect(picks.count == 8)
    #expect(picks.map(\.frame) == picks.map(\.frame).sorted())
    #expect(Set(picks.map(\.frame)).count == 8)
    #expect(picks.first == Filmstrip.Pick(frame: 0, label: "start"))
    let labels = picks.map(\.label)
    for wanted in ["dragging", "rest", "refreshing", "scroll to top"] {
      #expect(labels.contains(wanted), "\(wanted) in \(labels)")
    }
    // The refreshing frame shows the spinner at rest; the scroll-to-top frame is under way.
    let refreshing = picks.first { $0.label == "refreshing" }!.frame
    #expect(Self.trace.value(.refreshing, frame: refreshing) == 1)
    let scrolling = picks.first { $0.label == "scroll to top" }!.frame
    #expect(Self.trace.phase(frame: scrolling) == .scrollToTop)
  }

  @Test func aQuietTraceIsFilledWithEvenlySpacedFrames() throws {
    let trace = try Simulator.run(
      Scenario(name: "still", bar: DefaultBar.scenarioBar(title: "Inbox"), script: [.wait(1)]))
    let picks = Filmstrip.picks(count: 4, trace: trace)
    #expect(picks.count == 4)
    #expect(picks.first?.frame == 0 && picks.last?.frame == trace.frameCount - 1)
    #expect(Set(picks.map(\.frame)).count == 4)
  }

  @Test func neverMorePicksThanFrames() throws {
    let trace = try Simulator.run(Scenario(name: "short", bar: DefaultBar.scenarioBar(title: "Inbox"), script: []))
    #expect(Filmstrip.picks(count: 8, trace: trace).count == min(8, trace.frameCount))
  }

  @Test func captionsSayWhatTheFrameShows() {
    let svg = Filmstrip.render(FrameScene(trace: Self.trace))
    #expect(svg.contains("· refreshing</text>"))
    #expect(svg.contains("t = 0.00 s · start</text>"))
  }
}
