/// Ready-made keyframe tracks for the usual contents of a sticky header.
///
/// They are plain ``ElementKeyframeTrack`` values: copy and change their stops, or build your own.
///
/// Positions are centres in the header's coordinates (origin at the top of the screen); the
/// content area starts below the safe area. At progress 0 the header is ``StickyHeaderGeometry/maximumHeight``
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
  /// - Returns: A track with stops at progress 0 and 1.
  public static func avatar(
    geometry: StickyHeaderGeometry, width: Double, size: Double = 80, leadingInset: Double = 16,
    curve: TimingCurve? = nil
  ) -> ElementKeyframeTrack {
    let content = geometry.maximumHeight - geometry.safeAreaTop
    let collapsed = geometry.minimumHeight - geometry.safeAreaTop
    let collapsedScale = 0.5
    return ElementKeyframeTrack([
      ElementKeyframe(
        progress: 0, x: width / 2, y: geometry.safeAreaTop + content * 0.4, width: size, height: size, curve: curve),
      ElementKeyframe(
        progress: 1, x: leadingInset + size * collapsedScale / 2, y: geometry.safeAreaTop + collapsed / 2,
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
  /// - Returns: A track with stops at progress 0 and 1.
  public static func title(
    geometry: StickyHeaderGeometry, width: Double, height: Double = 34, horizontalInset: Double = 16,
    curve: TimingCurve? = nil
  ) -> ElementKeyframeTrack {
    let content = geometry.maximumHeight - geometry.safeAreaTop
    let collapsed = geometry.minimumHeight - geometry.safeAreaTop
    let frameWidth = max(0, width - 2 * horizontalInset)
    return ElementKeyframeTrack([
      ElementKeyframe(
        progress: 0, x: width / 2, y: geometry.safeAreaTop + content * 0.8, width: frameWidth, height: height,
        curve: curve),
      ElementKeyframe(
        progress: 1, x: width / 2, y: geometry.safeAreaTop + collapsed / 2, width: frameWidth, height: height,
        scale: 0.9),
    ])
  }
}
