/// Everything a sticky header draws at one scroll position: its geometry, the collapse distance,
/// and what follows from them (height, progress, stretch and the elements' attributes).
///
/// The SwiftUI adapter hands one of these to the header's content on every change, so a header
/// reads its progress or asks for an element's attributes without doing any arithmetic itself.
///
/// ```swift
/// let geometry = StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47)
/// let state = StickyHeaderState(geometry: geometry, collapseDistance: 73.5, width: 390)
/// print(state.progress)          // 0.5
/// print(state.avatar().scale)    // 0.75
/// ```
public struct StickyHeaderState: Hashable, Sendable {
  /// The header's geometry on this screen.
  public var geometry: StickyHeaderGeometry
  /// The collapse distance: 0 at rest, positive scrolled, negative pulled down.
  public var collapseDistance: Double
  /// The header's width in points, the side safe areas included when it runs under them.
  public var width: Double
  /// The leading safe-area inset inside ``width``, in points: the presets keep clear of it.
  public var safeAreaLeading: Double
  /// The trailing safe-area inset inside ``width``, in points.
  public var safeAreaTrailing: Double

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - geometry: The header's geometry.
  ///   - collapseDistance: The collapse distance; non-finite is treated as 0.
  ///   - width: The header's width in points; non-finite or negative is treated as 0.
  ///   - safeAreaLeading: The leading safe-area inset inside `width` (a full-bleed header on a
  ///     landscape iPhone); non-finite or negative is treated as 0.
  ///   - safeAreaTrailing: The trailing safe-area inset inside `width`; likewise.
  public init(
    geometry: StickyHeaderGeometry, collapseDistance: Double = 0, width: Double, safeAreaLeading: Double = 0,
    safeAreaTrailing: Double = 0
  ) {
    self.geometry = geometry
    self.collapseDistance = collapseDistance.isFinite ? collapseDistance : 0
    self.width = width.isFinite ? max(0, width) : 0
    self.safeAreaLeading = safeAreaLeading.isFinite ? max(0, safeAreaLeading) : 0
    self.safeAreaTrailing = safeAreaTrailing.isFinite ? max(0, safeAreaTrailing) : 0
  }

  /// The state of a header that runs under the side safe areas (full bleed, as the rows of a
  /// `List` do on a landscape iPhone): its width is the container's plus both side insets, and
  /// the presets keep the avatar and the title between the insets.
  ///
  /// - Parameters:
  ///   - geometry: The header's geometry.
  ///   - collapseDistance: The collapse distance.
  ///   - safeAreaWidth: The container's width inside its safe area (`GeometryProxy.size.width`).
  ///   - safeAreaLeading: The leading safe-area inset.
  ///   - safeAreaTrailing: The trailing safe-area inset.
  /// - Returns: The state, ``width`` the full width.
  public static func fullBleed(
    geometry: StickyHeaderGeometry, collapseDistance: Double = 0, safeAreaWidth: Double, safeAreaLeading: Double,
    safeAreaTrailing: Double
  ) -> StickyHeaderState {
    let leading = safeAreaLeading.isFinite ? max(0, safeAreaLeading) : 0
    let trailing = safeAreaTrailing.isFinite ? max(0, safeAreaTrailing) : 0
    let inner = safeAreaWidth.isFinite ? max(0, safeAreaWidth) : 0
    return StickyHeaderState(
      geometry: geometry, collapseDistance: collapseDistance, width: inner + leading + trailing,
      safeAreaLeading: leading, safeAreaTrailing: trailing)
  }

  /// How far a full-bleed header laid out centred on the content's width moves toward the
  /// trailing edge so that it covers both side insets (half their difference; 0 when they are
  /// equal, as on a landscape iPhone, and in portrait).
  ///
  /// A header pinned inside scroll content is laid out at the content's width (the content
  /// keeps its place) and drawn ``width`` wide, centred: its leading edge then sits half the two
  /// insets past the content's, where it must sit the leading inset past it.
  public var centredBleedOffset: Double { (safeAreaTrailing - safeAreaLeading) / 2 }

  /// 0 expanded (and stretched) … 1 collapsed.
  public var progress: Double { geometry.progress(at: collapseDistance) }
  /// The header's height in points, safe area included.
  public var height: Double { geometry.height(at: collapseDistance) }
  /// How far the header is stretched past its maximum by a pull, in points.
  public var stretch: Double { geometry.stretch(at: collapseDistance) }

  /// The title preset's line height at the default Dynamic Type size: `.font(.title)`'s.
  public static let titleLineHeight = 34.0

  /// An element's attributes now.
  ///
  /// - Parameter track: The element's keyframes.
  /// - Returns: The attributes at ``progress``.
  public func attributes(of track: ElementKeyframeTrack) -> ElementAttributes {
    track.attributes(at: progress)
  }

  /// The avatar preset's attributes now: centred when expanded, half size at the leading edge
  /// when collapsed (``StickyHeaderElement/avatar(geometry:width:size:leadingInset:curve:safeAreaLeading:safeAreaTrailing:)``).
  ///
  /// - Parameters:
  ///   - size: The avatar's diameter at scale 1, in points.
  ///   - leadingInset: The gap to the leading edge when collapsed, in points.
  ///   - curve: The timing of the move; `nil` for linear.
  /// - Returns: The attributes at ``progress``.
  public func avatar(size: Double = 80, leadingInset: Double = 16, curve: TimingCurve? = nil) -> ElementAttributes {
    attributes(
      of: StickyHeaderElement.avatar(
        geometry: geometry, width: width, size: size, leadingInset: leadingInset, curve: curve,
        safeAreaLeading: safeAreaLeading, safeAreaTrailing: safeAreaTrailing))
  }

  /// The title preset's attributes now: under the avatar when expanded, scaled to 0.9 in the
  /// middle of the collapsed header (``StickyHeaderElement/title(geometry:width:height:horizontalInset:curve:safeAreaLeading:safeAreaTrailing:)``).
  ///
  /// - Parameters:
  ///   - height: The title's line height at scale 1, in points; `nil` for that of `.font(.title)`:
  ///     34 pt at the default Dynamic Type size, times ``StickyHeaderGeometry/contentSizeScale``.
  ///   - horizontalInset: The gap between the header's edges and the title, in points.
  ///   - curve: The timing of the move; `nil` for linear.
  /// - Returns: The attributes at ``progress``.
  public func title(height: Double? = nil, horizontalInset: Double = 16, curve: TimingCurve? = nil)
    -> ElementAttributes
  {
    attributes(
      of: StickyHeaderElement.title(
        geometry: geometry, width: width, height: height ?? Self.titleLineHeight * geometry.contentSizeScale,
        horizontalInset: horizontalInset, curve: curve,
        safeAreaLeading: safeAreaLeading, safeAreaTrailing: safeAreaTrailing))
  }
}
