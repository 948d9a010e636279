import CollapsingNavBarCore

/// UIKit's unknowns and fault modes, varied per scenario.
extension ScenarioGenerator {
  /// A container kind: mostly a table in a navigation controller, as the model always was.
  mutating func varyKind(_ container: inout Scenario.Container) {
    guard random.chance(0.4) else { return }
    container.kind = random.pick([.table, .collection, .collection, .plain])
    if random.chance(0.2) { container.alwaysBounceVertical = random.chance(0.5) }
    if random.chance(0.3) { container.inNavigationController = false }
    if random.chance(0.2) { container.contentViewOfViewController = false }
  }

  /// The model's unknowns, each at its default half the time, and its fault modes now and then.
  mutating func makeUIKitAssumptions() -> UIKitAssumptions {
    var uikit = UIKitAssumptions.standard
    guard random.chance(0.6) else { return uikit }
    if random.chance(0.5) {
      uikit.linearTailSpeed = random.pick([0.005, 0.02, 0.1, 0.2, random.double(in: 0.001...1)])
    }
    if random.chance(0.5) { uikit.refreshReturn = .jumps }
    if random.chance(0.5) {
      uikit.animatedOffsetDuration = random.pick([0.2, 0.33, 0.5, random.double(in: 0.01...2)])
      uikit.animatedOffsetCurve = random.pick(UIKitAssumptions.OffsetCurve.allCases)
    }
    if random.chance(0.4) {
      // (UIKit's bounce back never visibly oscillates, nor takes a second: springs near critical
      // damping, quicker or slower than the model's.)
      uikit.bounceDampingRatio = random.pick([0.8, 1.3, random.double(in: 0.7...2)])
      uikit.bounceResponse = random.pick([0.3, 0.6, random.double(in: 0.2...0.8)])
    }
    if random.chance(0.5) { uikit.callbackOrder = .observersFirst }
    if random.chance(0.3) { uikit.insetWriteFault = random.pick([.stopsMotion, .perturbsMotion]) }
    if random.chance(0.2) { uikit.dropsViewportEvents = true }
    if random.chance(0.3) { uikit.animatedOffsetWhileDecelerating = .playsOver }
    if random.chance(0.5) { uikit.refreshInsetOrder = .insetFirst }
    if random.chance(0.5) { uikit.sameOffsetWrite = random.pick([.silent, .notifiesObserversAndDelegate]) }
    if random.chance(0.2) { uikit.sameOffsetWriteStop = .ignored }
    if random.chance(0.3) { uikit.dragAnchor = .gestureStart }
    if random.chance(0.4) {
      uikit.interruptedAnimationEnds = Set(
        UIKitAssumptions.AnimationInterruption.allCases.filter { _ in random.chance(0.5) })
    }
    if random.chance(0.4) { uikit.redirectedLanding = .linearTail }
    if random.chance(0.4) { uikit.safeAreaShiftWhileMoving = .always }
    if random.chance(0.4) { uikit.adjustedInsetCallbackOrder = .beforeOffset }
    if random.chance(0.4) { uikit.kvoOrder = .contentOffsetFirst }
    if random.chance(0.3) { uikit.animatedMoveToCurrentOffset = .reportsEnd }
    if random.chance(0.4) { uikit.insetWriteCallbackOrder = .observersFirst }
    if random.chance(0.3) { uikit.refreshReturnCurve = .linear }
    if random.chance(0.3) { uikit.refreshControlHeight = random.pick([44, 80, random.double(in: 30...120).rounded()]) }
    if random.chance(0.3) { uikit.refreshReturnDuration = random.pick([0.2, 0.5, random.double(in: 0.05...1)]) }
    if random.chance(0.3) { uikit.refreshTriggerDistance = random.pick([40, 80, 100, random.double(in: 30...150)]) }
    // (The control fires once its room is pulled into view.)
    uikit.refreshTriggerDistance = max(uikit.refreshTriggerDistance, uikit.refreshControlHeight)
    if random.chance(0.3) { uikit.rubberBandCoefficient = random.pick([0.4, 0.7, random.double(in: 0.3...0.9)]) }
    if random.chance(0.3) { uikit.releaseOntoCurrentOffset = .decelerates }
    if random.chance(0.3) { uikit.bounceRest = .edgeAtStart }
    if random.chance(0.3) { uikit.touchOnBounce = .springsOn }
    if random.chance(0.3) { uikit.animatedMoveUnderFinger = .movesAtOnce }
    if random.chance(0.3) { uikit.refreshReturnTarget = .topAtEndRefreshing }
    if random.chance(0.3) { uikit.adjustedInsetCallbackTiming = .atLayout }
    if random.chance(0.3) { uikit.safeAreaCallbackTiming = .atLayout }
    if random.chance(0.3) { uikit.offWindowMotion = .runsOn }
    if random.chance(0.3) { uikit.touchLift = .silent }
    if random.chance(0.3) { uikit.releasePastEdgeTarget = .ignored }
    return uikit
  }
}
