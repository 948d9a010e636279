import Testing

@testable import CollapsingNavBarCore

@Suite struct ObservedDistanceSamplesTests {
  @Test func measuresNothingBeforeTwoSamples() {
    var samples = ObservedDistanceSamples()
    #expect(samples.estimate == nil)
    samples.record(100, at: 1)
    #expect(samples.estimate == nil)
  }

  @Test func measuresBetweenTheLastTwoSamplesOnly() {
    var samples = ObservedDistanceSamples()
    samples.record(0, at: 0.990)
    samples.record(100, at: 1.000)
    samples.record(116, at: 1.016)
    #expect(samples.estimate.map { abs($0 - 1) < 1e-9 } == true)
    #expect(samples.previous == .init(distance: 100, time: 1.000))
    samples.record(108, at: 1.024)
    #expect(samples.estimate.map { abs($0 + 1) < 1e-9 } == true)
  }

  @Test func staleOrNoisySamplesMeasureNothing() {
    var samples = ObservedDistanceSamples()
    samples.record(100, at: 1)
    samples.record(300, at: 1.2)
    #expect(samples.estimate == nil)
    samples.record(301, at: 1.2004)
    #expect(samples.estimate == nil)
  }
}
