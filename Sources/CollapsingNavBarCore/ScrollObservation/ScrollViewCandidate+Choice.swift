extension ScrollViewCandidate {
  /// Why this scroll view cannot be the probe's, or `nil` when it can.
  ///
  /// The checks, in order: the window, the hosting view, the library's own views, text input,
  /// hidden, the frame's values, sideways-only scrolling, paging, and then the placement: inside
  /// the content the scroll view must be an ancestor; beside the container it must not be one,
  /// and its frame must be the probe's, cover it (SwiftUI extends scroll views into the safe
  /// area and under a `safeAreaInset`) or lie inside it (the modifier is on a stack around the
  /// scroll view, `VStack { chips; List }`).
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
  /// that covers it, 2 for a frame with an area inside it, `nil` for none of these.
  func matchQuality(for probe: ScrollProbeSnapshot) -> Int? {
    if frame.matches(probe.frame, tolerance: Self.frameTolerance) { return 0 }
    if frame.covers(probe.frame, tolerance: Self.frameTolerance) { return 1 }
    if frame.area > 0, probe.frame.covers(frame, tolerance: Self.frameTolerance) { return 2 }
    return nil
  }

  /// The scroll view behind the probe's container, or `nil` when there is none yet.
  ///
  /// Among the candidates with no ``rejection(for:)``: inside the content, the nearest ancestor
  /// (the deepest); beside the container, one with the same frame before one that covers it, the
  /// tightest cover before a larger one (so the container's own scroll view wins over a bigger
  /// one behind it as soon as it exists), then the deepest; with none of these, the first
  /// vertical scroll view inside the container, in the order of the view tree. Ties keep the
  /// earlier candidate.
  ///
  /// This is the one rule on every iOS version: the modifier observes the scroll view it is
  /// applied to, or else the first one inside the view it is applied to that scrolls vertically
  /// (a row of chips above a `List` is skipped, the `List` is observed).
  ///
  /// - Parameters:
  ///   - candidates: The scroll views in the window, in the order of the view tree (depth first,
  ///     subviews in order).
  ///   - probe: The probe.
  /// - Returns: The chosen candidate.
  public static func choose(from candidates: [ScrollViewCandidate], for probe: ScrollProbeSnapshot)
    -> ScrollViewCandidate?
  {
    var best: (candidate: ScrollViewCandidate, quality: Int, area: Double)?
    for candidate in candidates where candidate.rejection(for: probe) == nil {
      let quality = probe.placement == .beside ? (candidate.matchQuality(for: probe) ?? 1) : 0
      let area = probe.placement == .beside && quality == 1 ? candidate.frame.area : 0
      guard let current = best else {
        best = (candidate, quality, area)
        continue
      }
      let better =
        quality != current.quality
        ? quality < current.quality
        : quality == 2 ? false : area != current.area ? area < current.area : candidate.depth > current.candidate.depth
      if better { best = (candidate, quality, area) }
    }
    return best?.candidate
  }
}
