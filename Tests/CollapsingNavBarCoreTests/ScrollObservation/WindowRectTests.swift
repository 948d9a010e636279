import Testing

@testable import CollapsingNavBarCore

@Suite struct WindowRectTests {
  let frame = WindowRect(x: 0, y: 91, width: 390, height: 719)

  @Test func edgesWithinTheToleranceMatch() {
    #expect(frame.matches(WindowRect(x: 0.5, y: 90.4, width: 389.8, height: 719.9), tolerance: 1))
    #expect(!frame.matches(WindowRect(x: 0, y: 93, width: 390, height: 719), tolerance: 1))
  }

  @Test func aFrameExtendedIntoTheSafeAreaCoversIt() {
    #expect(WindowRect(x: 0, y: 0, width: 390, height: 844).covers(frame, tolerance: 1))
    #expect(WindowRect(x: -47, y: 0, width: 484, height: 844).covers(frame, tolerance: 1))
    #expect(!WindowRect(x: 0, y: 100, width: 390, height: 744).covers(frame, tolerance: 1))
    #expect(!WindowRect(x: 10, y: 0, width: 380, height: 844).covers(frame, tolerance: 1))
  }

  @Test func nonFiniteOrNegativeRectsMatchNothing() {
    let broken = WindowRect(x: 0, y: .infinity, width: 390, height: 719)
    #expect(!broken.isUsable && !broken.matches(broken, tolerance: 1))
    let negative = WindowRect(x: 0, y: 0, width: -1, height: 10)
    #expect(!negative.isUsable && !negative.covers(frame, tolerance: 1))
  }
}
