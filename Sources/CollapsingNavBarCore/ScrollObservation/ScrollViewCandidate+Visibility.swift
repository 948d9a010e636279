extension ScrollViewCandidate {
  /// Whether a view hides what it holds, for ``isHidden``: it is hidden, or fully transparent.
  ///
  /// - Parameters:
  ///   - isHidden: `UIView.isHidden`.
  ///   - alpha: `UIView.alpha`.
  /// - Returns: `true` when the view is hidden or its alpha is 0 or less.
  public static func hidesContent(isHidden: Bool, alpha: Double) -> Bool {
    isHidden || alpha <= 0
  }
}
