import Testing

@testable import CollapsingNavBarCore

@Suite struct KeyframeTrackTests {
  let track = ElementKeyframeTrack([
    ElementKeyframe(progress: 0, x: 100, y: 200, width: 80, height: 80, scale: 1, alpha: 1),
    ElementKeyframe(progress: 0.5, x: 60, y: 100, width: 80, height: 40, scale: 0.8, alpha: 0.5),
    ElementKeyframe(progress: 1, x: 20, y: 50, width: 40, height: 40, scale: 0.5, alpha: 0),
  ])

  @Test(arguments: [
    // (progress, x, y, width, height, scale, alpha)
    (0.0, 100.0, 200.0, 80.0, 80.0, 1.0, 1.0),
    (0.25, 80.0, 150.0, 80.0, 60.0, 0.9, 0.75),
    (0.5, 60.0, 100.0, 80.0, 40.0, 0.8, 0.5),
    (0.75, 40.0, 75.0, 60.0, 40.0, 0.65, 0.25),
    (1.0, 20.0, 50.0, 40.0, 40.0, 0.5, 0.0),
    (-0.5, 100.0, 200.0, 80.0, 80.0, 1.0, 1.0),  // clamped before the first stop
    (1.5, 20.0, 50.0, 40.0, 40.0, 0.5, 0.0),  // clamped after the last stop
    (Double.nan, 100.0, 200.0, 80.0, 80.0, 1.0, 1.0),
  ])
  func interpolatesLinearlyBetweenStopsAndClampsOutside(
    progress: Double, x: Double, y: Double, width: Double, height: Double, scale: Double, alpha: Double
  ) {
    let a = track.attributes(at: progress)
    let expected = ElementAttributes(x: x, y: y, width: width, height: height, scale: scale, alpha: alpha)
    for (got, want) in zip([a.x, a.y, a.width, a.height, a.scale, a.alpha], [x, y, width, height, scale, alpha]) {
      #expect(abs(got - want) < 1e-12, "\(a) ≠ \(expected)")
    }
  }

  @Test func stopsAreSortedByProgress() {
    let shuffled = ElementKeyframeTrack([track.keyframes[2], track.keyframes[0], track.keyframes[1]])
    #expect(shuffled == track)
    #expect(shuffled.attributes(at: 0.25) == track.attributes(at: 0.25))
  }

  @Test func aSegmentFollowsItsFirstStopsCurve() {
    let eased = ElementKeyframeTrack([
      ElementKeyframe(progress: 0, x: 0, curve: .easeIn),
      ElementKeyframe(progress: 0.5, x: 100),
      ElementKeyframe(progress: 1, x: 200),
    ])
    #expect(abs(eased.attributes(at: 0.25).x - 100 * TimingCurve.easeIn.value(at: 0.5)) < 1e-12)
    #expect(abs(eased.attributes(at: 0.75).x - 150) < 1e-12)  // the second segment stays linear
  }

  @Test func anOvershootingCurveExtrapolatesButKeepsAlphaInRange() {
    let springy = ElementKeyframeTrack([
      ElementKeyframe(progress: 0, x: 0, alpha: 0, curve: .springLike),
      ElementKeyframe(progress: 1, x: 100, alpha: 1),
    ])
    let middle = springy.attributes(at: 0.5)
    #expect(middle.x > 100)
    #expect(middle.alpha == 1)
  }

  @Test func stopsAtTheSameProgressMakeAStepToTheLaterOne() {
    let step = ElementKeyframeTrack([
      ElementKeyframe(progress: 0, alpha: 1),
      ElementKeyframe(progress: 0.5, alpha: 1),
      ElementKeyframe(progress: 0.5, alpha: 0),
      ElementKeyframe(progress: 1, alpha: 0),
    ])
    #expect(step.attributes(at: 0.499).alpha == 1)
    #expect(step.attributes(at: 0.5).alpha == 0)
  }

  @Test func invalidStopsAreDroppedOrSanitized() {
    let messy = ElementKeyframeTrack([
      ElementKeyframe(progress: .nan, x: 999),
      ElementKeyframe(progress: 0, x: .infinity, width: -4, scale: .nan, alpha: 3),
      ElementKeyframe(progress: 1, x: 10),
    ])
    #expect(messy.keyframes.count == 2)
    #expect(messy.attributes(at: 0) == ElementAttributes(x: 0, width: 0, scale: 0, alpha: 1))
    #expect(messy.attributes(at: 0.5).x == 5)
  }

  @Test func anEmptyTrackGivesTheDefaultAttributes() {
    #expect(ElementKeyframeTrack([]).attributes(at: 0.3) == ElementAttributes())
    #expect(ElementAttributes() == ElementAttributes(x: 0, y: 0, width: 0, height: 0, scale: 1, alpha: 1))
  }

  @Test func aSingleStopHoldsEverywhere() {
    let single = ElementKeyframeTrack([ElementKeyframe(progress: 0.3, x: 7)])
    #expect(single.attributes(at: 0).x == 7 && single.attributes(at: 1).x == 7)
  }
}
