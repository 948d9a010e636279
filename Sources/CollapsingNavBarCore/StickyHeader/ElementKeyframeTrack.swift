/// The attributes of one header element as a function of the header's collapse progress,
/// interpolated between any number of stops.
///
/// Between two stops the attributes are interpolated linearly, or along the first stop's
/// ``ElementKeyframe/curve``; before the first stop they are the first stop's, after the last
/// the last's. Stops at the same progress make a step: from that progress on, the later one
/// (in the order given) applies.
///
/// ```swift
/// let (geometry, offset) = (StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47), 40.0)
/// let badge = ElementKeyframeTrack([
///   ElementKeyframe(progress: 0, x: 300, y: 120, width: 24, height: 24),
///   ElementKeyframe(progress: 0.5, x: 300, y: 120, width: 24, height: 24, alpha: 0),
/// ])
/// let now = badge.attributes(at: geometry.progress(at: offset))
/// ```
public struct ElementKeyframeTrack: Hashable, Sendable {
  /// The stops, sorted by progress (stably), without stops of non-finite progress and with
  /// their attributes sanitized (non-finite values are 0, alpha in 0…1, sizes and scale at
  /// least 0).
  public let keyframes: [ElementKeyframe]

  /// Creates a track.
  ///
  /// - Parameter keyframes: The stops in any order. Stops whose progress is not finite are
  ///   dropped. An empty track gives ``ElementAttributes/init(x:y:width:height:scale:alpha:)``'s
  ///   defaults everywhere.
  public init(_ keyframes: [ElementKeyframe]) {
    self.keyframes = keyframes.enumerated()
      .filter { $0.element.progress.isFinite }
      .sorted { ($0.element.progress, $0.offset) < ($1.element.progress, $1.offset) }
      .map {
        ElementKeyframe(
          progress: $0.element.progress, attributes: $0.element.attributes.sanitized, curve: $0.element.curve)
      }
  }

  /// The element's attributes at a progress.
  ///
  /// - Parameter progress: The header's progress; NaN is treated as 0.
  /// - Returns: The interpolated attributes.
  public func attributes(at progress: Double) -> ElementAttributes {
    guard let first = keyframes.first, let last = keyframes.last else { return ElementAttributes() }
    let p = progress.isNaN ? 0 : progress
    if p < first.progress { return first.attributes }
    if p >= last.progress { return last.attributes }
    var index = 0
    while keyframes[index + 1].progress <= p { index += 1 }
    let from = keyframes[index]
    let to = keyframes[index + 1]
    let fraction = (p - from.progress) / (to.progress - from.progress)
    let eased = from.curve?.value(at: fraction) ?? fraction
    return from.attributes.interpolated(to: to.attributes, fraction: eased)
  }
}
