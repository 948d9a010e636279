extension PanelLayout {
  /// Whether the panel takes the touches on it: whenever it is laid out with a height, whatever
  /// its content's alpha (a large title faded out under the compact one still covers the content
  /// under it, and a touch there must not reach a cell hidden behind the bar).
  public var takesTouches: Bool { height > 0 }

  /// Whether the panel shows, so that VoiceOver reads it: laid out with a height and not faded
  /// out.
  public var isShown: Bool { height > 0 && alpha > 0 }
}

extension BackgroundLayout {
  /// Whether any of the blur shows (its view can be hidden otherwise).
  public var showsBlur: Bool { blurAlpha > 0 }
}
