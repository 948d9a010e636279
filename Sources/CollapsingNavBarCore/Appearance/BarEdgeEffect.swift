/// The style of the scroll edge effect under a ``BarLook/glass`` bar, as UIKit's
/// `UIScrollEdgeEffect.Style` names it.
public enum BarEdgeEffectStyle: String, Hashable, Sendable, CaseIterable {
  /// The system's choice (``BarLookSystem/automaticEdgeEffectStyle``).
  case automatic
  /// A soft, progressive blur: the system's choice "in most cases, especially in iOS" (Human
  /// Interface Guidelines, "Scroll views").
  case soft
  /// A hard cutoff with a dividing line.
  case hard
}

/// The scroll edge effect a ``BarLook/glass`` bar asks of the container it is attached to
/// (``BarConfiguration/scrollEdgeEffect``); the bar gives the container's own effect back when
/// it detaches.
///
/// ```swift
/// var configuration = BarConfiguration.system
/// configuration.scrollEdgeEffect = BarEdgeEffect(style: .hard)
/// ```
public struct BarEdgeEffect: Hashable, Sendable {
  /// The style.
  public var style: BarEdgeEffectStyle
  /// Whether the effect is hidden: content shows under the panels with nothing between.
  public var isHidden: Bool

  /// Creates an edge effect.
  ///
  /// - Parameters:
  ///   - style: The style; `.automatic` by default.
  ///   - isHidden: Whether it is hidden; `false` by default.
  public init(style: BarEdgeEffectStyle = .automatic, isHidden: Bool = false) {
    self.style = style
    self.isHidden = isHidden
  }
}

/// The scroll edge effect of one frame under a ``BarLook/glass`` bar.
///
/// UIKit draws the effect and decides when it shows; the bar shapes it
/// (`UIScrollEdgeElementContainerInteraction`: its views' frames) and sets its style. The
/// layout says what the frame's effect covers, for the simulator's drawing and for a host that
/// draws its own.
public struct BarEdgeEffectLayout: Hashable, Sendable {
  /// How far the effect reaches down from the container's top, in points: the bar's current
  /// height, safe area included.
  public var extent: Double
  /// Whether content is under the bar, where the effect shows (it does not fade in with the
  /// offset).
  public var coversContent: Bool
  /// The style asked for.
  public var style: BarEdgeEffectStyle
  /// Whether the effect is hidden.
  public var isHidden: Bool

  /// Creates an edge-effect layout.
  ///
  /// - Parameters:
  ///   - extent: How far the effect reaches down, in points.
  ///   - coversContent: Whether content is under the bar.
  ///   - style: The style asked for.
  ///   - isHidden: Whether the effect is hidden.
  public init(extent: Double, coversContent: Bool, style: BarEdgeEffectStyle, isHidden: Bool) {
    self.extent = extent
    self.coversContent = coversContent
    self.style = style
    self.isHidden = isHidden
  }

  /// Whether the effect is drawn in this frame: not hidden, with content under the bar.
  public var isVisible: Bool { coversContent && !isHidden }
}

extension BarMetrics {
  /// The scroll edge effect the bar asks of its container
  /// (``BarEdgeEffect/requested(by:systemLook:)``).
  public var requestedScrollEdgeEffect: BarEdgeEffect? {
    BarEdgeEffect.requested(by: configuration, systemLook: environment.systemLook)
  }
}

extension BarEdgeEffect {
  /// The scroll edge effect a bar asks of its container: the configuration's under the
  /// ``BarLook/glass`` look, none under the classic one (the container keeps its own).
  ///
  /// - Parameters:
  ///   - configuration: The bar's configuration.
  ///   - systemLook: The look of the system's own bars (``BarLookSystem/look``).
  /// - Returns: The effect, or `nil`.
  public static func requested(by configuration: BarConfiguration, systemLook: BarLook) -> BarEdgeEffect? {
    BarLook.resolve(configuration.look, systemLook: systemLook) == .glass ? configuration.scrollEdgeEffect : nil
  }
}

/// The bar's hold on its container's top scroll edge effect: what it wrote, so that it writes
/// only changes and gives the container's own style and hiding back, once, when it no longer
/// asks for one (a classic look, a detach).
///
/// ```swift
/// var takeover = BarEdgeEffectTakeover()
/// takeover.update(wanting: BarEdgeEffect(style: .soft))  // .takeOver(soft): remember, then write
/// takeover.update(wanting: BarEdgeEffect(style: .soft))  // nil: written already
/// takeover.update(wanting: nil)                             // .giveBack
/// ```
public struct BarEdgeEffectTakeover: Hashable, Sendable {
  /// What the bar last wrote, `nil` while the container's own effect is in place.
  public private(set) var written: BarEdgeEffect?

  /// A takeover that holds nothing yet.
  public init() {}

  /// A write to the container's top edge effect.
  public enum Write: Hashable, Sendable {
    /// Remember the container's own style and hiding, then write these.
    case takeOver(BarEdgeEffect)
    /// Write these (the container's own are remembered already).
    case change(BarEdgeEffect)
    /// Put the container's own style and hiding back.
    case giveBack
  }

  /// The write that brings the container to the effect the bar asks for.
  ///
  /// - Parameter wanted: The effect the bar asks for (``BarMetrics/requestedScrollEdgeEffect``),
  ///   or `nil` for the container's own.
  /// - Returns: The write, or `nil` when the container has it already.
  public mutating func update(wanting wanted: BarEdgeEffect?) -> Write? {
    guard wanted != written else { return nil }
    defer { written = wanted }
    guard let wanted else { return .giveBack }
    return written == nil ? .takeOver(wanted) : .change(wanted)
  }
}
