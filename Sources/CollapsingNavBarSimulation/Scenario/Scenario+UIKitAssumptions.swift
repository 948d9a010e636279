import CollapsingNavBarCore

extension UIKitAssumptions {
  /// The assumptions from a scenario's `uikit` object; omitted keys keep the model's choice.
  ///
  /// - Parameters:
  ///   - value: The JSON value.
  ///   - path: Its path, for errors.
  /// - Throws: A ``ScenarioError`` naming the key at fault.
  init(json value: JSONValue, path: String) throws(ScenarioError) {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "linearTailSpeed", "refreshReturn", "animatedOffsetDuration", "animatedOffsetCurve", "bounceDampingRatio",
      "bounceResponse", "animatedOffsetWhileDecelerating", "callbackOrder", "insetWriteFault", "dropsViewportEvents",
      "refreshInsetOrder", "sameOffsetWrite", "sameOffsetWriteStop", "dragAnchor", "interruptedAnimationEnds",
      "redirectedLanding", "safeAreaShiftWhileMoving", "adjustedInsetCallbackOrder", "kvoOrder",
      "animatedMoveToCurrentOffset", "insetWriteCallbackOrder", "refreshReturnDuration", "refreshReturnCurve",
      "refreshControlHeight", "refreshTriggerDistance",
      "rubberBandCoefficient", "releaseOntoCurrentOffset", "bounceRest", "touchOnBounce", "animatedMoveUnderFinger",
      "refreshReturnTarget", "adjustedInsetCallbackTiming", "safeAreaCallbackTiming", "offWindowMotion",
      "touchLift", "releasePastEdgeTarget",
    ])
    let defaults = UIKitAssumptions.standard
    self.init(
      linearTailSpeed: try object.number("linearTailSpeed") ?? defaults.linearTailSpeed,
      refreshReturn: try object.choice("refreshReturn", RefreshReturn.allCases.map(\.rawValue))
        .flatMap(RefreshReturn.init) ?? defaults.refreshReturn,
      animatedOffsetDuration: try object.number("animatedOffsetDuration") ?? defaults.animatedOffsetDuration,
      animatedOffsetCurve: try object.choice("animatedOffsetCurve", OffsetCurve.allCases.map(\.rawValue))
        .flatMap(OffsetCurve.init) ?? defaults.animatedOffsetCurve,
      bounceDampingRatio: try object.number("bounceDampingRatio") ?? defaults.bounceDampingRatio,
      bounceResponse: try object.number("bounceResponse") ?? defaults.bounceResponse,
      animatedOffsetWhileDecelerating: try object.choice(
        "animatedOffsetWhileDecelerating", AnimatedOffsetWhileDecelerating.allCases.map(\.rawValue)
      ).flatMap(AnimatedOffsetWhileDecelerating.init) ?? defaults.animatedOffsetWhileDecelerating,
      callbackOrder: try object.choice("callbackOrder", CallbackOrder.allCases.map(\.rawValue))
        .flatMap(CallbackOrder.init) ?? defaults.callbackOrder,
      insetWriteFault: try object.choice("insetWriteFault", InsetWriteFault.allCases.map(\.rawValue))
        .flatMap(InsetWriteFault.init) ?? defaults.insetWriteFault,
      dropsViewportEvents: try object.bool("dropsViewportEvents") ?? defaults.dropsViewportEvents,
      refreshInsetOrder: try object.choice("refreshInsetOrder", RefreshInsetOrder.allCases.map(\.rawValue))
        .flatMap(RefreshInsetOrder.init) ?? defaults.refreshInsetOrder,
      sameOffsetWrite: try object.choice("sameOffsetWrite", SameOffsetWrite.allCases.map(\.rawValue))
        .flatMap(SameOffsetWrite.init) ?? defaults.sameOffsetWrite,
      sameOffsetWriteStop: try object.choice("sameOffsetWriteStop", SameOffsetWriteStop.allCases.map(\.rawValue))
        .flatMap(SameOffsetWriteStop.init) ?? defaults.sameOffsetWriteStop,
      dragAnchor: try Self.choice(object, "dragAnchor") ?? defaults.dragAnchor,
      interruptedAnimationEnds: try Self.interruptions(object) ?? defaults.interruptedAnimationEnds,
      redirectedLanding: try Self.choice(object, "redirectedLanding") ?? defaults.redirectedLanding,
      safeAreaShiftWhileMoving: try Self.choice(object, "safeAreaShiftWhileMoving")
        ?? defaults.safeAreaShiftWhileMoving,
      adjustedInsetCallbackOrder: try Self.choice(object, "adjustedInsetCallbackOrder")
        ?? defaults.adjustedInsetCallbackOrder,
      kvoOrder: try Self.choice(object, "kvoOrder") ?? defaults.kvoOrder,
      animatedMoveToCurrentOffset: try Self.choice(object, "animatedMoveToCurrentOffset")
        ?? defaults.animatedMoveToCurrentOffset,
      insetWriteCallbackOrder: try Self.choice(object, "insetWriteCallbackOrder") ?? defaults.insetWriteCallbackOrder,
      refreshReturnDuration: try object.number("refreshReturnDuration") ?? defaults.refreshReturnDuration,
      refreshReturnCurve: try Self.choice(object, "refreshReturnCurve") ?? defaults.refreshReturnCurve,
      refreshControlHeight: try object.number("refreshControlHeight") ?? defaults.refreshControlHeight,
      refreshTriggerDistance: try object.number("refreshTriggerDistance") ?? defaults.refreshTriggerDistance,
      rubberBandCoefficient: try object.number("rubberBandCoefficient") ?? defaults.rubberBandCoefficient,
      releaseOntoCurrentOffset: try Self.choice(object, "releaseOntoCurrentOffset")
        ?? defaults.releaseOntoCurrentOffset,
      bounceRest: try Self.choice(object, "bounceRest") ?? defaults.bounceRest,
      touchOnBounce: try Self.choice(object, "touchOnBounce") ?? defaults.touchOnBounce,
      animatedMoveUnderFinger: try Self.choice(object, "animatedMoveUnderFinger") ?? defaults.animatedMoveUnderFinger,
      refreshReturnTarget: try Self.choice(object, "refreshReturnTarget") ?? defaults.refreshReturnTarget,
      adjustedInsetCallbackTiming: try Self.choice(object, "adjustedInsetCallbackTiming")
        ?? defaults.adjustedInsetCallbackTiming,
      safeAreaCallbackTiming: try Self.choice(object, "safeAreaCallbackTiming") ?? defaults.safeAreaCallbackTiming,
      offWindowMotion: try Self.choice(object, "offWindowMotion") ?? defaults.offWindowMotion,
      touchLift: try Self.choice(object, "touchLift") ?? defaults.touchLift,
      releasePastEdgeTarget: try Self.choice(object, "releasePastEdgeTarget") ?? defaults.releasePastEdgeTarget)
  }

  /// One of an enumeration's cases, by its raw value.
  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ object: JSONObject, _ key: String
  ) throws(ScenarioError) -> Choice? where Choice.RawValue == String {
    try object.choice(key, Choice.allCases.map(\.rawValue)).flatMap(Choice.init)
  }

  /// The `interruptedAnimationEnds` array: each member once, each a known interruption.
  private static func interruptions(_ object: JSONObject) throws(ScenarioError) -> Set<AnimationInterruption>? {
    guard let values = try object.array("interruptedAnimationEnds") else { return nil }
    var set = Set<AnimationInterruption>()
    let names = AnimationInterruption.allCases.map(\.rawValue)
    for (index, value) in values.enumerated() {
      let itemPath = object.child("interruptedAnimationEnds") + "[\(index)]"
      guard case .string(let name) = value else {
        throw ScenarioError(path: itemPath, problem: "expected a string, found \(value.kindDescription)")
      }
      guard let interruption = AnimationInterruption(rawValue: name) else {
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        throw ScenarioError(
          path: itemPath,
          problem: "unknown value \"\(name)\" (expected one of: \(list))\(Suggestion.hint(for: name, among: names))")
      }
      guard set.insert(interruption).inserted else {
        throw ScenarioError(path: itemPath, problem: "\"\(name)\" is listed twice")
      }
    }
    return set
  }

  /// The members that differ from the model's choice, for a scenario's `uikit` object.
  var members: [(key: String, value: String)] {
    let defaults = UIKitAssumptions.standard
    var members: [(key: String, value: String)] = []
    if linearTailSpeed != defaults.linearTailSpeed {
      members.append(("linearTailSpeed", JSONText.number(linearTailSpeed)))
    }
    if refreshReturn != defaults.refreshReturn {
      members.append(("refreshReturn", JSONText.string(refreshReturn.rawValue)))
    }
    if animatedOffsetDuration != defaults.animatedOffsetDuration {
      members.append(("animatedOffsetDuration", JSONText.number(animatedOffsetDuration)))
    }
    if animatedOffsetCurve != defaults.animatedOffsetCurve {
      members.append(("animatedOffsetCurve", JSONText.string(animatedOffsetCurve.rawValue)))
    }
    if bounceDampingRatio != defaults.bounceDampingRatio {
      members.append(("bounceDampingRatio", JSONText.number(bounceDampingRatio)))
    }
    if bounceResponse != defaults.bounceResponse {
      members.append(("bounceResponse", JSONText.number(bounceResponse)))
    }
    if animatedOffsetWhileDecelerating != defaults.animatedOffsetWhileDecelerating {
      members.append(("animatedOffsetWhileDecelerating", JSONText.string(animatedOffsetWhileDecelerating.rawValue)))
    }
    if callbackOrder != defaults.callbackOrder {
      members.append(("callbackOrder", JSONText.string(callbackOrder.rawValue)))
    }
    if insetWriteFault != defaults.insetWriteFault {
      members.append(("insetWriteFault", JSONText.string(insetWriteFault.rawValue)))
    }
    if dropsViewportEvents != defaults.dropsViewportEvents { members.append(("dropsViewportEvents", "true")) }
    if refreshInsetOrder != defaults.refreshInsetOrder {
      members.append(("refreshInsetOrder", JSONText.string(refreshInsetOrder.rawValue)))
    }
    if sameOffsetWrite != defaults.sameOffsetWrite {
      members.append(("sameOffsetWrite", JSONText.string(sameOffsetWrite.rawValue)))
    }
    if sameOffsetWriteStop != defaults.sameOffsetWriteStop {
      members.append(("sameOffsetWriteStop", JSONText.string(sameOffsetWriteStop.rawValue)))
    }
    if dragAnchor != defaults.dragAnchor { members.append(("dragAnchor", JSONText.string(dragAnchor.rawValue))) }
    if interruptedAnimationEnds != defaults.interruptedAnimationEnds {
      let names = interruptedAnimationEnds.sorted().map { JSONText.string($0.rawValue) }
      members.append(("interruptedAnimationEnds", "[" + names.joined(separator: ", ") + "]"))
    }
    if redirectedLanding != defaults.redirectedLanding {
      members.append(("redirectedLanding", JSONText.string(redirectedLanding.rawValue)))
    }
    if safeAreaShiftWhileMoving != defaults.safeAreaShiftWhileMoving {
      members.append(("safeAreaShiftWhileMoving", JSONText.string(safeAreaShiftWhileMoving.rawValue)))
    }
    if adjustedInsetCallbackOrder != defaults.adjustedInsetCallbackOrder {
      members.append(("adjustedInsetCallbackOrder", JSONText.string(adjustedInsetCallbackOrder.rawValue)))
    }
    if kvoOrder != defaults.kvoOrder { members.append(("kvoOrder", JSONText.string(kvoOrder.rawValue))) }
    if animatedMoveToCurrentOffset != defaults.animatedMoveToCurrentOffset {
      members.append(("animatedMoveToCurrentOffset", JSONText.string(animatedMoveToCurrentOffset.rawValue)))
    }
    if insetWriteCallbackOrder != defaults.insetWriteCallbackOrder {
      members.append(("insetWriteCallbackOrder", JSONText.string(insetWriteCallbackOrder.rawValue)))
    }
    if refreshReturnDuration != defaults.refreshReturnDuration {
      members.append(("refreshReturnDuration", JSONText.number(refreshReturnDuration)))
    }
    if refreshReturnCurve != defaults.refreshReturnCurve {
      members.append(("refreshReturnCurve", JSONText.string(refreshReturnCurve.rawValue)))
    }
    if refreshControlHeight != defaults.refreshControlHeight {
      members.append(("refreshControlHeight", JSONText.number(refreshControlHeight)))
    }
    if refreshTriggerDistance != defaults.refreshTriggerDistance {
      members.append(("refreshTriggerDistance", JSONText.number(refreshTriggerDistance)))
    }
    if rubberBandCoefficient != defaults.rubberBandCoefficient {
      members.append(("rubberBandCoefficient", JSONText.number(rubberBandCoefficient)))
    }
    if releaseOntoCurrentOffset != defaults.releaseOntoCurrentOffset {
      members.append(("releaseOntoCurrentOffset", JSONText.string(releaseOntoCurrentOffset.rawValue)))
    }
    if bounceRest != defaults.bounceRest { members.append(("bounceRest", JSONText.string(bounceRest.rawValue))) }
    if touchOnBounce != defaults.touchOnBounce {
      members.append(("touchOnBounce", JSONText.string(touchOnBounce.rawValue)))
    }
    if animatedMoveUnderFinger != defaults.animatedMoveUnderFinger {
      members.append(("animatedMoveUnderFinger", JSONText.string(animatedMoveUnderFinger.rawValue)))
    }
    if refreshReturnTarget != defaults.refreshReturnTarget {
      members.append(("refreshReturnTarget", JSONText.string(refreshReturnTarget.rawValue)))
    }
    if adjustedInsetCallbackTiming != defaults.adjustedInsetCallbackTiming {
      members.append(("adjustedInsetCallbackTiming", JSONText.string(adjustedInsetCallbackTiming.rawValue)))
    }
    if safeAreaCallbackTiming != defaults.safeAreaCallbackTiming {
      members.append(("safeAreaCallbackTiming", JSONText.string(safeAreaCallbackTiming.rawValue)))
    }
    if offWindowMotion != defaults.offWindowMotion {
      members.append(("offWindowMotion", JSONText.string(offWindowMotion.rawValue)))
    }
    if touchLift != defaults.touchLift { members.append(("touchLift", JSONText.string(touchLift.rawValue))) }
    if releasePastEdgeTarget != defaults.releasePastEdgeTarget {
      members.append(("releasePastEdgeTarget", JSONText.string(releasePastEdgeTarget.rawValue)))
    }
    return members
  }

  /// Checks the numeric parameters.
  ///
  /// - Parameter path: The object's path, for errors.
  /// - Throws: A ``ScenarioError`` naming the value out of range.
  func validate(path: String) throws(ScenarioError) {
    try Check.range(linearTailSpeed, Self.linearTailSpeedRange, "\(path).linearTailSpeed", unit: "pt/ms")
    try Check.range(
      animatedOffsetDuration, Self.animatedOffsetDurationRange, "\(path).animatedOffsetDuration", unit: "seconds")
    try Check.range(bounceDampingRatio, Self.bounceDampingRatioRange, "\(path).bounceDampingRatio", unit: nil)
    try Check.range(bounceResponse, Self.bounceResponseRange, "\(path).bounceResponse", unit: "seconds")
    try Check.range(
      refreshReturnDuration, Self.refreshReturnDurationRange, "\(path).refreshReturnDuration", unit: "seconds")
    try Check.range(
      refreshControlHeight, Self.refreshControlHeightRange, "\(path).refreshControlHeight", unit: "pt")
    try Check.range(
      refreshTriggerDistance, Self.refreshTriggerDistanceRange, "\(path).refreshTriggerDistance", unit: "pt")
    try Check.range(
      rubberBandCoefficient, Self.rubberBandCoefficientRange, "\(path).rubberBandCoefficient", unit: nil)
    // (The model's control fires once its whole room is pulled into view.)
    guard refreshTriggerDistance >= refreshControlHeight else {
      // (The key that left its default is the one at fault.)
      if refreshTriggerDistance == SimulatedRefreshControl.triggerDistance {
        throw ScenarioError(
          path: "\(path).refreshControlHeight",
          problem:
            "\(Check.text(refreshControlHeight)) pt is more than refreshTriggerDistance "
            + "(\(Check.text(refreshTriggerDistance)) pt): the refresh control fires once its room is pulled into view")
      }
      throw ScenarioError(
        path: "\(path).refreshTriggerDistance",
        problem:
          "\(Check.text(refreshTriggerDistance)) pt is less than refreshControlHeight "
          + "(\(Check.text(refreshControlHeight)) pt): the refresh control fires once its room is pulled into view")
    }
  }
}
