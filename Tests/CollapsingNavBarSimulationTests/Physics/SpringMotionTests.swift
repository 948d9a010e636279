import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SpringMotionTests {
  @Test func movesFromTheStartToTheTarget() {
    let motion = SpringMotion(from: 200, to: 50, initialVelocity: 0, spring: .bounceBack)
    #expect(motion.value(at: 0) == 200)
    #expect(motion.value(at: .infinity) == 50)
    let duration = motion.duration(tolerance: 0.5)
    #expect(abs(motion.value(at: duration) - 50) <= 0.5 + 1e-9)
    #expect(!motion.isSettled(at: duration - 0.01))
    #expect(motion.isSettled(at: duration))
  }

  @Test func valueIsTheTargetPlusTheSpringsDisplacement() {
    let spring = Spring.gentleOvershoot
    let motion = SpringMotion(from: -30, to: 10, initialVelocity: 120, spring: spring)
    for t in [0.05, 0.2, 0.6] {
      #expect(abs(motion.value(at: t) - (10 + spring.displacement(at: t, from: -40, velocity: 120))) < 1e-12)
      #expect(abs(motion.velocity(at: t) - spring.velocity(at: t, from: -40, velocity: 120)) < 1e-12)
    }
  }

  @Test func underDampedMotionOvershootsTheTargetAndComesBack() {
    let motion = SpringMotion(from: 0, to: 100, spring: .gentleOvershoot)
    let samples = (0...600).map { motion.value(at: Double($0) * 0.001) }
    #expect(samples.max()! > 104)
    #expect(abs(motion.value(at: motion.duration(tolerance: 0.1)) - 100) <= 0.1 + 1e-9)
  }

  @Test func nonFiniteEndsAreTreatedAsZero() {
    let motion = SpringMotion(from: .nan, to: .infinity, initialVelocity: .nan, spring: .bounceBack)
    #expect(motion.value(at: 0.1) == 0)
    #expect(motion.velocity(at: 0.1) == 0)
    #expect(motion.duration() == 0)
    #expect(!SpringMotion(from: 10, to: 0, spring: .bounceBack).isSettled(at: .nan))
  }
}
