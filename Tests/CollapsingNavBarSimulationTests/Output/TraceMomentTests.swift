import Testing

@testable import CollapsingNavBarSimulation

@Suite struct TraceMomentTests {
  static let trace = try! Simulator.run(DefaultScenario.scenario)

  @Test func theDefaultScenarioHasItsReleasesTapRefreshAndARestAfterEach() {
    let moments = TraceMoment.moments(of: Self.trace)
    let kinds = moments.map(\.kind)
    #expect(kinds.filter { $0 == .release }.count == 5)
    #expect(kinds.filter { $0 == .tap }.count == 1)
    #expect(kinds.contains(.refreshBegan) && kinds.contains(.refreshEnded))
    #expect(moments.map(\.frame) == moments.map(\.frame).sorted())
    // Every release, tap and refresh is followed by a rest before the next one, at a frame at rest.
    for (index, moment) in moments.enumerated() where moment.kind == .release || moment.kind == .tap {
      let rest = moments[(index + 1)...].first { $0.kind == .rest }
      let frame = try! #require(rest?.frame)
      #expect(Self.trace.value(.rest, frame: frame) == 1)
      #expect(Self.trace.value(.rest, frame: frame - 1) == 0)
    }
  }

  @Test func aTraceWithoutInputHasNoMoments() throws {
    let trace = try Simulator.run(
      Scenario(name: "still", bar: DefaultBar.scenarioBar(title: "Inbox"), script: [.wait(0.2)]))
    #expect(TraceMoment.moments(of: trace).isEmpty)
  }

  @Test func theLiftOfAFingerTheBarHeldForIsAReleaseFollowedByARest() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "touch", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 30, duration: 0.1), .release(velocity: 1.2), .touch(duration: 0.4), .wait(1)]))
    let lift = try #require(trace.log.first { $0.event == .touchEnded }?.frame)
    let moments = TraceMoment.moments(of: trace)
    #expect(moments.contains(TraceMoment(frame: lift, kind: .release)))
    #expect(moments.last?.kind == .rest)
  }
}
