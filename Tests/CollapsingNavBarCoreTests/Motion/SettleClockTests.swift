import Testing

@testable import CollapsingNavBarCore

@Suite struct SettleClockTests {
  @Test func theFirstFrameStartsTheClockAndLaterFramesCountFromIt() {
    var clock = SettleClock()
    #expect(clock.frame(at: 10, isTracking: false) == .elapsed(0))
    #expect(clock.frame(at: 10.25, isTracking: false) == .elapsed(0.25))
    #expect(clock.startTime == 10)
  }

  @Test func aFingerOnTheContentInterruptsTheSettle() {
    var clock = SettleClock()
    _ = clock.frame(at: 1, isTracking: false)
    #expect(clock.frame(at: 1.1, isTracking: true) == .interrupted)
    // Already at the first frame: a settle never starts under a finger.
    var fresh = SettleClock()
    #expect(fresh.frame(at: 1, isTracking: true) == .interrupted)
    #expect(fresh.startTime == nil)
  }

  @Test func aNonFiniteOrEarlierTimeNeverGivesANegativeOrNonFiniteElapsedTime() {
    var clock = SettleClock()
    #expect(clock.frame(at: .nan, isTracking: false) == .elapsed(0))
    #expect(clock.startTime == nil)
    _ = clock.frame(at: 5, isTracking: false)
    #expect(clock.frame(at: 4, isTracking: false) == .elapsed(0))
    #expect(clock.frame(at: .infinity, isTracking: false) == .elapsed(0))
  }
}
