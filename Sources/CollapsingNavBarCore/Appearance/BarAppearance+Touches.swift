extension BarAppearance {
  /// The background alpha from which a gradient bar's background takes touches; below it the
  /// bar is see-through and a touch on it (outside its buttons) reaches the hero image.
  public static let touchableBackgroundAlpha = 0.5

  /// Whether the bar's background (not only its buttons) takes touches: once it is at least
  /// half opaque, so a touch never lands on content the user can barely see.
  public var backgroundTakesTouches: Bool { backgroundAlpha >= Self.touchableBackgroundAlpha }
}
