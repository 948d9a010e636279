extension BarMetrics {
  /// The space a host must reserve above a container it owns (one the bar observes only, such as
  /// a SwiftUI one), below the top safe area, so that the content rests under the expanded bar:
  /// the expanded height less the safe-area top, never negative.
  public var reservedContentTopInset: Double {
    // (In whole pixels, then points: the same panels give the same value under any safe area,
    // to the last bit, so a host that reserved it before the bar existed sees no change.)
    let pixels = Int((expandedHeight * environment.scale).rounded()) - safeAreaPixels
    return max(0, Double(pixels) / environment.scale)
  }
}

extension BarMetrics {
  /// The space a host reserves before its bar is laid out, so that the first frame already has it
  /// (a tab's first selection, launch, a state restored without animation): the
  /// ``reservedContentTopInset`` of the bar the host will make, from what the host knows at
  /// creation.
  ///
  /// The reserved space does not depend on the safe-area top or the width, so a host that knows
  /// the configuration and the traits has the bar's value exactly, and the bar's own value, once
  /// published, changes nothing. An invalid configuration reserves the space of the bar shown
  /// instead (``BarConfiguration/validated(orFallback:)`` with ``BarConfiguration/system``), and
  /// an environment out of range reserves nothing.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the host was handed.
  ///   - scale: The display scale.
  ///   - largeTitleScale: The Dynamic Type factor for the large title.
  ///   - isVerticallyCompact: Whether the height is compact (a landscape iPhone).
  ///   - contentSizeScale: The Dynamic Type factor of the body text style, which panels with
  ///     ``Panel/scalesWithContentSize`` grow by (``BarEnvironment/contentSizeScale``).
  /// - Returns: The space in points.
  public static func initialReservedContentTopInset(
    configuration: BarConfiguration, scale: Double, largeTitleScale: Double, isVerticallyCompact: Bool,
    contentSizeScale: Double = 1
  ) -> Double {
    initialMetrics(
      configuration: configuration, scale: scale, largeTitleScale: largeTitleScale,
      isVerticallyCompact: isVerticallyCompact, contentSizeScale: contentSizeScale)?.reservedContentTopInset ?? 0
  }

  /// The metrics of the bar a host will make, from what it knows at creation (no safe area, a
  /// phone's width: the reserved space depends on neither); `nil` for an environment out of range.
  private static func initialMetrics(
    configuration: BarConfiguration, scale: Double, largeTitleScale: Double, isVerticallyCompact: Bool,
    contentSizeScale: Double
  ) -> BarMetrics? {
    let usable = configuration.forObservedContainer.validated(orFallback: .system).configuration
    let environment = BarEnvironment(
      safeAreaTop: 0, width: BarEnvironment.phone.width, scale: scale, largeTitleScale: largeTitleScale,
      isVerticallyCompact: isVerticallyCompact, contentSizeScale: contentSizeScale)
    return try? BarMetrics(configuration: usable, environment: environment)
  }
}

/// The space a host reserves for the bar above a container it owns (one the bar observes only,
/// such as a SwiftUI `List`), and the empty spacer it places first in the container's content.
///
/// Without a spacer the host reserves the expanded bar: the content rests under it, and the
/// container pins its section headers at the expanded bar's edge for good. With a spacer of the
/// collapsible range first in the content, the host reserves only the *collapsed* bar: the
/// content still rests under the expanded bar (below the spacer), and the container's pin line
/// is the bar's bottom edge while the bar collapses, as with
/// ``InsetStrategy/collapsedWithSpacer`` in a table the bar owns. The bar, observing, sees the
/// content without the spacer (the container reports it: ``ScrollContainer/leadingSpacerHeight``),
/// so it follows the content exactly as under the expanded reserved space.
///
/// ```swift
/// let metrics = try BarMetrics(configuration: .systemWithSearch, environment: .phone)
/// let space = metrics.reservedTopSpace(holdingSpacer: true)
/// // space.inset: the collapsed bar below the safe area; space.leadingSpacer: expanded − collapsed
/// ```
public struct ReservedTopSpace: Hashable, Sendable {
  /// The space above the content, below the top safe area, in points.
  public var inset: Double
  /// The height of the empty spacer first in the content, in points (0 for none).
  public var leadingSpacer: Double

  /// A reserved space.
  ///
  /// - Parameters:
  ///   - inset: The space above the content, below the top safe area.
  ///   - leadingSpacer: The spacer's height (0 for none).
  public init(inset: Double, leadingSpacer: Double) {
    self.inset = inset
    self.leadingSpacer = leadingSpacer
  }

  /// The space as a host reserves it, whether a spacer leads its content or not: with one, this
  /// space; without, the spacer's height reserved above the content too, and no spacer.
  ///
  /// A host that learns only later whether the app placed the spacer (a SwiftUI
  /// `CollapsingNavBarSpacer` row appears) keeps the space with the spacer, and reserves this.
  ///
  /// - Parameter holdsSpacer: Whether a spacer leads the content.
  /// - Returns: The space to reserve and the spacer's height the container reports.
  public func reserved(holdsSpacer: Bool) -> ReservedTopSpace {
    holdsSpacer ? self : ReservedTopSpace(inset: inset + leadingSpacer, leadingSpacer: 0)
  }
}

extension BarMetrics {
  /// The space a host reserves above a container it owns, with or without an empty spacer first
  /// in the container's content (``ReservedTopSpace``).
  ///
  /// A spacer is asked for only under a bar that collapses with the content: quick return's bar
  /// moves on its own, so no pin line follows it, and the host reserves the expanded bar (the
  /// spacer then has no height). The two add up to ``reservedContentTopInset``, each in whole
  /// pixels.
  ///
  /// - Parameter holdingSpacer: Whether the host places the spacer.
  /// - Returns: The space and the spacer's height.
  public func reservedTopSpace(holdingSpacer: Bool) -> ReservedTopSpace {
    let expandedPixels = max(0, Int((expandedHeight * environment.scale).rounded()) - safeAreaPixels)
    guard holdingSpacer, case .collapsesWithContent = configuration.mode else {
      return ReservedTopSpace(inset: reservedContentTopInset, leadingSpacer: 0)
    }
    let collapsedPixels = min(
      expandedPixels, max(0, Int((collapsedHeight * environment.scale).rounded()) - safeAreaPixels))
    return ReservedTopSpace(
      inset: Double(collapsedPixels) / environment.scale,
      leadingSpacer: Double(expandedPixels - collapsedPixels) / environment.scale)
  }

  /// The space a host reserves before its bar is laid out, with or without a spacer
  /// (``reservedTopSpace(holdingSpacer:)``), from what the host knows at creation, as
  /// ``initialReservedContentTopInset(configuration:scale:largeTitleScale:isVerticallyCompact:contentSizeScale:)``
  /// works it out.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the host was handed.
  ///   - scale: The display scale.
  ///   - largeTitleScale: The Dynamic Type factor for the large title.
  ///   - isVerticallyCompact: Whether the height is compact (a landscape iPhone).
  ///   - contentSizeScale: The Dynamic Type factor of the body text style.
  ///   - holdingSpacer: Whether the host places the spacer.
  /// - Returns: The space and the spacer's height; nothing for an environment out of range.
  public static func initialReservedTopSpace(
    configuration: BarConfiguration, scale: Double, largeTitleScale: Double, isVerticallyCompact: Bool,
    contentSizeScale: Double = 1, holdingSpacer: Bool
  ) -> ReservedTopSpace {
    initialMetrics(
      configuration: configuration, scale: scale, largeTitleScale: largeTitleScale,
      isVerticallyCompact: isVerticallyCompact, contentSizeScale: contentSizeScale)?
      .reservedTopSpace(holdingSpacer: holdingSpacer) ?? ReservedTopSpace(inset: 0, leadingSpacer: 0)
  }
}
