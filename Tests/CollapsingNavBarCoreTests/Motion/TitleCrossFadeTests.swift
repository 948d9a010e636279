import Testing

@testable import CollapsingNavBarCore

@Suite struct TitleCrossFadeTests {
  func expectAlphas(_ fade: TitleCrossFade, at time: Double, compact: Double) {
    let alphas = fade.alphas(at: time)
    #expect(abs(alphas.compact - compact) < 1e-9)
    #expect(abs(alphas.large - (1 - compact)) < 1e-9)
  }

  @Test func startsSettledOnTheGivenTitle() {
    #expect(TitleCrossFade().alphas(at: 5) == TitleAlphas(large: 1, compact: 0))
    #expect(TitleCrossFade(state: .compact).alphas(at: 5) == TitleAlphas(large: 0, compact: 1))
  }

  @Test func askingForTheShownTitleStartsNothing() {
    var fade = TitleCrossFade()
    #expect(fade.setTarget(.large, at: 3) == nil)
    #expect(!fade.isFading(at: 3))
  }

  @Test func collapsingFadesTheCompactTitleInOverTheDuration() {
    var fade = TitleCrossFade()
    let command = fade.setTarget(.compact, at: 10)
    #expect(
      command
        == TitleFadeCommand(
          target: .compact, from: TitleAlphas(large: 1, compact: 0), to: TitleAlphas(large: 0, compact: 1),
          startTime: 10, duration: 0.1))
    expectAlphas(fade, at: 10, compact: 0)
    expectAlphas(fade, at: 10.025, compact: 0.25)
    expectAlphas(fade, at: 10.1, compact: 1)
    #expect(fade.isFading(at: 10.05) && !fade.isFading(at: 10.1))
  }

  @Test func aRunningFadeTowardTheSameTitleIsNeverRestarted() {
    var fade = TitleCrossFade()
    _ = fade.setTarget(.compact, at: 10)
    for time in [10.01, 10.02, 10.05, 10.09, 10.2, 11] {
      #expect(fade.setTarget(.compact, at: time) == nil)
      expectAlphas(fade, at: 10.05, compact: 0.5)
    }
    expectAlphas(fade, at: 10.08, compact: 0.8)
  }

  @Test func reversingMidFadeContinuesFromTheCurrentAlphas() {
    var fade = TitleCrossFade()
    _ = fade.setTarget(.compact, at: 10)
    let before = fade.alphas(at: 10.04)
    let command = fade.setTarget(.large, at: 10.04)
    #expect(command?.from == before)
    #expect(command?.to == TitleAlphas(large: 1, compact: 0))
    #expect(abs((command?.duration ?? 0) - 0.04) < 1e-12)  // 40% of the way back at full speed
    expectAlphas(fade, at: 10.04, compact: 0.4)
    expectAlphas(fade, at: 10.06, compact: 0.2)
    expectAlphas(fade, at: 10.08, compact: 0)
    #expect(!fade.isFading(at: 10.08))
  }

  @Test func reversalsAreContinuousAtEveryMillisecond() {
    var fade = TitleCrossFade(duration: 0.2)
    var previous = fade.alphas(at: 0).compact
    for step in 1...1000 {
      let time = Double(step) / 1000
      if step % 70 == 0 { _ = fade.setTarget(fade.target == .large ? .compact : .large, at: time) }
      let compact = fade.alphas(at: time).compact
      #expect(abs(compact - previous) <= 0.005 + 1e-9)  // 1 ms of a 0.2 s fade
      previous = compact
    }
  }

  @Test(arguments: [(0.3, 0.15, 0.5), (0.0, 0.0, 1.0), (-1.0, 0.0, 1.0), (Double.nan, 0.0, 1.0)])
  func durationIsConfigurable(duration: Double, probe: Double, compact: Double) {
    var fade = TitleCrossFade(duration: duration)
    let command = fade.setTarget(.compact, at: 2)
    #expect(command?.duration == max(0, duration.isNaN ? 0 : duration))
    expectAlphas(fade, at: 2 + probe, compact: compact)
  }

  @Test func timesOutsideTheFadeAreClampedAndNonFiniteTimesSettle() {
    var fade = TitleCrossFade()
    _ = fade.setTarget(.compact, at: 10)
    expectAlphas(fade, at: 9, compact: 0)
    expectAlphas(fade, at: .nan, compact: 1)
    expectAlphas(fade, at: -.infinity, compact: 1)
    let command = fade.setTarget(.large, at: .nan)
    #expect(command?.from == TitleAlphas(large: 0, compact: 1) && command?.startTime == 10.1)
  }

  @Test(arguments: [
    // (large-title progress, threshold, state)
    (0.0, 0.5, TitleState.large), (0.49, 0.5, .large), (0.5, 0.5, .compact), (1, 0.5, .compact),
    (0.0, 0.0, .large), (0.01, 0.0, .compact), (Double.nan, 0.5, .large),
  ])
  func stateFollowsTheLayoutSolversThreshold(progress: Double, threshold: Double, state: TitleState) {
    #expect(TitleState.forLargeTitleProgress(progress, threshold: threshold) == state)
  }
}
