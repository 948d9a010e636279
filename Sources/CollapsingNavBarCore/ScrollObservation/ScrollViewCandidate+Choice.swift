extension ScrollViewCandidate {
  /// Why this scroll view cannot be the probe's, or `nil` when it can.
  ///
  /// The checks, in order: the window, the hosting view, the library's own views, text input,
  /// hidden, the frame's values, sideways-only scrolling, paging, and then the placement: inside
  /// the content the scroll view must be an ancestor; beside the container it must not be one,
  /// and its frame must be the probe's (or extend it vertically into the safe area).
  ///
  /// - Parameter probe: The probe.
  /// - Returns: The first reason that rules it out.
  public func rejection(for probe: ScrollProbeSnapshot) -> ScrollViewRejection? {
    if !isInProbeWindow { return .outsideWindow }
    if !isInHostingSubtree { return .outsideHostingSubtree }
    if isLibraryOwned { return .libraryOwned }
    if kind == .textInput { return .textInput }
    if isHidden { return .hidden }
    if !frame.isUsable { return .unusableFrame }
    if scrollsOnlyHorizontally { return .horizontalOnly }
    if isPagingEnabled { return .paged }
    switch probe.placement {
    case .insideContent:
      return isAncestorOfProbe ? nil : .notAnAncestor
    case .beside:
      if isAncestorOfProbe { return .enclosesProbe }
      return matchQuality(for: probe) == nil ? .frameMismatch : nil
    }
  }

  /// How well the frame fits a probe beside the container: 0 for the same frame, 1 for a frame
  /// that extends it vertically into the safe area, `nil` for neither.
  func matchQuality(for probe: ScrollProbeSnapshot) -> Int? {
    if frame.matches(probe.frame, tolerance: Self.frameTolerance) { return 0 }
    if frame.extendsVertically(probe.frame, tolerance: Self.frameTolerance) { return 1 }
    return nil
  }

  /// The scroll view behind the probe's container, or `nil` when there is none yet.
  ///
  /// Among the candidates with no ``rejection(for:)``: inside the content, the nearest ancestor
  /// (the deepest); beside the container, the one with the same frame before one that extends it,
  /// then the deepest. Ties keep the earlier candidate.
  ///
  /// - Parameters:
  ///   - candidates: The scroll views in the window, in any order.
  ///   - probe: The probe.
  /// - Returns: The chosen candidate.
  public static func choose(from candidates: [ScrollViewCandidate], for probe: ScrollProbeSnapshot)
    -> ScrollViewCandidate?
  {
    var best: (candidate: ScrollViewCandidate, quality: Int)?
    for candidate in candidates where candidate.rejection(for: probe) == nil {
      let quality = probe.placement == .beside ? (candidate.matchQuality(for: probe) ?? 1) : 0
      guard let current = best else {
        best = (candidate, quality)
        continue
      }
      if quality < current.quality || (quality == current.quality && candidate.depth > current.candidate.depth) {
        best = (candidate, quality)
      }
    }
    return best?.candidate
  }
}
