/// Ready-made keyframe tracks for the usual contents of a sticky header.
///
/// They are plain ``ElementKeyframeTrack`` values: copy and change their stops, or build your own.
///
/// Positions are centres in the header's coordinates (origin at the top-leading corner of the
/// screen); the content area starts below the safe area and, on a header that runs under the
/// side safe areas (a landscape iPhone), between them: the elements stay clear of the notch. At progress 0 the header is ``StickyHeaderGeometry/maximumHeight``
/// tall, at 1 ``StickyHeaderGeometry/minimumHeight``.
public enum StickyHeaderElement {
  /// An avatar that sits centred in the expanded header and, as the header collapses, scales
  /// from 1 to 0.5 and moves to the leading edge, centred in the collapsed header.
  ///
  /// - Parameters:
  ///   - geometry: The header's geometry.
  ///   - width: The header's width in points.
  ///   - size: The avatar's diameter at scale 1, in points; 80 by default.
  ///   - leadingInset: The gap between the leading edge and the collapsed avatar, in points.
  ///   - curve: The timing of the move; `nil` for linear.
  ///   - safeAreaLeading: The leading safe-area inset inside `width`, in points (0 unless the
  ///     header runs under the side safe areas).
  ///   - safeAreaTrailing: The trailing safe-area inset inside `width`, in points.
  /// - Returns: A track with stops at progress 0 and 1.
  public static func avatar(
    geometry: StickyHeaderGeometry, width: Double, size: Double = 80, leadingInset: Double = 16,
    curve: TimingCurve? = nil, safeAreaLeading: Double = 0, safeAreaTrailing: Double = 0
  ) -> ElementKeyframeTrack {
    let content = geometry.maximumHeight - geometry.safeAreaTop
    let collapsed = geometry.minimumHeight - geometry.safeAreaTop
    let collapsedScale = 0.5
    let span = HorizontalSpan(width: width, leading: safeAreaLeading, trailing: safeAreaTrailing)
    return ElementKeyframeTrack([
      ElementKeyframe(
        progress: 0, x: span.centre, y: geometry.safeAreaTop + content * 0.4, width: size, height: size,
        curve: curve),
      ElementKeyframe(
        progress: 1, x: span.leading + leadingInset + size * collapsedScale / 2,
        y: geometry.safeAreaTop + collapsed / 2,
        width: size, height: size, scale: collapsedScale),
    ])
  }

  /// A title that sits centred under the avatar in the expanded header and, as the header
  /// collapses, scales from 1 to 0.9 and moves up to the middle of the collapsed header.
  ///
  /// - Parameters:
  ///   - geometry: The header's geometry.
  ///   - width: The header's width in points.
  ///   - height: The title's line height at scale 1, in points; 34 by default.
  ///   - horizontalInset: The gap between the header's edges and the title's frame, in points.
  ///   - curve: The timing of the move; `nil` for linear.
  ///   - safeAreaLeading: The leading safe-area inset inside `width`, in points.
  ///   - safeAreaTrailing: The trailing safe-area inset inside `width`, in points.
  /// - Returns: A track with stops at progress 0 and 1.
  public static func title(
    geometry: StickyHeaderGeometry, width: Double, height: Double = 34, horizontalInset: Double = 16,
    curve: TimingCurve? = nil, safeAreaLeading: Double = 0, safeAreaTrailing: Double = 0
  ) -> ElementKeyframeTrack {
    let content = geometry.maximumHeight - geometry.safeAreaTop
    let collapsed = geometry.minimumHeight - geometry.safeAreaTop
    let span = HorizontalSpan(width: width, leading: safeAreaLeading, trailing: safeAreaTrailing)
    let frameWidth = max(0, span.width - 2 * horizontalInset)
    return ElementKeyframeTrack([
      ElementKeyframe(
        progress: 0, x: span.centre, y: geometry.safeAreaTop + content * 0.8, width: frameWidth, height: height,
        curve: curve),
      ElementKeyframe(
        progress: 1, x: span.centre, y: geometry.safeAreaTop + collapsed / 2, width: frameWidth, height: height,
        scale: 0.9),
    ])
  }

  /// The part of a header's width between its side safe areas.
  struct HorizontalSpan {
    /// Where it starts, from the header's leading edge.
    let leading: Double
    /// Its width.
    let width: Double

    /// The span of a header `width` wide with these side insets (each non-finite or negative
    /// counts as 0; together never more than the width).
    init(width: Double, leading: Double, trailing: Double) {
      let start = leading.isFinite ? max(0, leading) : 0
      let end = trailing.isFinite ? max(0, trailing) : 0
      self.leading = min(start, width)
      self.width = max(0, width - start - end)
    }

    /// Its middle, from the header's leading edge.
    var centre: Double { leading + width / 2 }
  }
}
