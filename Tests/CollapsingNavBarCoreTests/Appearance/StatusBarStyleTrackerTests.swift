import Testing

@testable import CollapsingNavBarCore

@Suite struct StatusBarStyleTrackerTests {
  @Test(arguments: [
    // (progress fed in order, style after each)
    ([0.0, 0.5, 0.549_999, 0.55], [StatusBarStyle.lightContent, .lightContent, .lightContent, .darkContent]),
    ([0.6, 0.5, 0.450_001, 0.45], [.darkContent, .darkContent, .darkContent, .lightContent]),
    ([0.55, 0.46, 0.54, 0.46, 0.54], [.darkContent, .darkContent, .darkContent, .darkContent, .darkContent]),
    ([0.45, 0.54, 0.46, 0.54, 0.46], [.lightContent, .lightContent, .lightContent, .lightContent, .lightContent]),
    ([1.0, 0.0, 1.0], [.darkContent, .lightContent, .darkContent]),
  ])
  func switchesAtTheEdgesOfTheHysteresisBandOnly(progresses: [Double], styles: [StatusBarStyle]) {
    var tracker = StatusBarStyleTracker(style: .overHeroImage)
    let seen = progresses.map { tracker.update(progress: $0) }
    #expect(seen == styles)
    #expect(tracker.style == styles.last)
  }

  @Test func restingNearTheMiddleNeverFlickers() {
    var tracker = StatusBarStyleTracker(progress: 0.6)
    for step in 0..<200 {
      let jitter = 0.5 + 0.04 * (step.isMultiple(of: 2) ? 1 : -1)
      #expect(tracker.update(progress: jitter) == .darkContent)
    }
  }

  @Test(arguments: [(0.0, false), (0.49, false), (0.5, true), (0.9, true), (Double.nan, false)])
  func initialStyleFollowsTheMiddleOfTheBand(progress: Double, opaque: Bool) {
    #expect(StatusBarStyleTracker(progress: progress).isOpaque == opaque)
  }

  @Test func nanProgressKeepsTheStyle() {
    var tracker = StatusBarStyleTracker(progress: 1)
    #expect(tracker.update(progress: .nan) == .darkContent)
    #expect(tracker.update(progress: 0) == .lightContent)
    #expect(tracker.update(progress: .nan) == .lightContent)
  }

  @Test func usesTheStylesAndThresholdsOfTheGradientStyle() {
    let style = GradientBarStyle(
      transparentStatusBarStyle: .darkContent, opaqueStatusBarStyle: .lightContent,
      statusBarSwitchUpProgress: 0.8, statusBarSwitchDownProgress: 0.2)
    var tracker = StatusBarStyleTracker(style: style)
    #expect(tracker.update(progress: 0.79) == .darkContent)
    #expect(tracker.update(progress: 0.8) == .lightContent)
    #expect(tracker.update(progress: 0.21) == .lightContent)
    #expect(tracker.update(progress: 0.2) == .darkContent)
  }
}
