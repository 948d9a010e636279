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
      "refreshInsetOrder", "sameOffsetWrite", "sameOffsetWriteStop",
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
        .flatMap(SameOffsetWriteStop.init) ?? defaults.sameOffsetWriteStop)
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
  }
}
