import Foundation
import Testing

@testable import CollapsingNavBarSimulation

/// The slow redirected release of rdar 18746849: UIKit's deceleration, then a linear slide.
@Suite struct LinearTailDecelerationTests {
  @Test func aSlowReleaseDeceleratesThenSlidesAtConstantSpeedToTheTarget() throws {
    // 0.2 pt/ms at 0.998 goes 99.9 pt on its own; the target is 150 pt away.
    let slide = try #require(
      LinearTailDeceleration(start: 0, target: 150, velocity: 0.2, rate: 0.998, tailSpeed: 0.05))
    // The deceleration runs from 200 pt/s down to 50 pt/s: (200 − 50) / 2.002 ≈ 74.9 pt.
    #expect(abs(slide.bendDistance - 150 / -(1000 * log(0.998))) < 1e-9)
    #expect(abs(slide.offset(at: slide.bendTime) - slide.bendDistance) < 1e-9)
    // Past the bend the speed is constant.
    let a = slide.offset(at: slide.bendTime + 0.1)
    let b = slide.offset(at: slide.bendTime + 0.2)
    #expect(abs((b - a) - 5) < 1e-9)
    #expect(abs(slide.velocity(at: slide.bendTime + 0.1) - 50) < 1e-9)
    #expect(abs(slide.duration - (slide.bendTime + (150 - slide.bendDistance) / 50)) < 1e-9)
    #expect(slide.offset(at: slide.duration) == 150)
    #expect(slide.offset(at: 100) == 150)
  }

  @Test func aReleaseAwayFromTheTargetSlidesAllTheWay() throws {
    let slide = try #require(
      LinearTailDeceleration(start: 0, target: -40, velocity: 0.1, rate: 0.998, tailSpeed: 0.05))
    #expect(slide.bendTime == 0)
    #expect(abs(slide.duration - 0.8) < 1e-9)
    #expect(abs(slide.offset(at: 0.4) - -20) < 1e-9)
  }

  @Test func aReleaseThatCarriesPastTheTargetIsNotALinearTail() {
    // 0.2 pt/ms goes 99.9 pt: a target 50 pt away is braked for, not slid to.
    #expect(LinearTailDeceleration(start: 0, target: 50, velocity: 0.2, rate: 0.998, tailSpeed: 0.05) == nil)
  }
}
