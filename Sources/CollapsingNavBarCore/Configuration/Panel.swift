/// The kind of a panel in the bar's vertical stack.
public enum PanelKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// The fixed 44 pt row with leading items, the compact title and trailing items. Never collapses.
  case top
  /// The stretchy gap above the large title; it grows when the content is pulled down.
  case spacer
  /// The large title. Below the configuration's threshold the compact title cross-fades in.
  case largeTitle
  /// The search bar: its field shrinks, then moves up; icon and placeholder fade with it.
  case search
  /// A panel that slides away with the content (filter chips, a banner).
  case closable
  /// A panel that always stays (a segmented control, tabs). Never collapses.
  case pinned
  /// The hairline under the bar, shown when content scrolls under it. Takes no height in the stack.
  case separator

  /// Whether panels of this kind can collapse.
  public var isCollapsible: Bool {
    switch self {
    case .spacer, .largeTitle, .search, .closable: return true
    case .top, .pinned, .separator: return false
    }
  }

  /// Whether a configuration may hold more than one panel of this kind.
  public var allowsMany: Bool { self == .closable || self == .pinned }

  /// The height a built-in panel of this kind has when none is given (top 44, spacer 0, large
  /// title 52, search 52, separator 0), or `nil` for the app's own closable and pinned panels,
  /// whose height is always the app's.
  public var defaultHeight: Double? {
    // (The factories' defaults, stated once there.)
    switch self {
    case .top: return Panel.top().height
    case .spacer: return Panel.spacer().height
    case .largeTitle: return Panel.largeTitle().height
    case .search: return Panel.search().height
    case .separator: return Panel.separator.height
    case .closable, .pinned: return nil
    }
  }

  /// The identifiers the built-in panels carry (their kinds' names), which a closable or pinned
  /// panel may not use.
  public static let builtInPanelIDs: Set<String> = Set(
    allCases.filter { !$0.allowsMany }.map(\.rawValue))
}

/// One panel of the bar: its kind, its identifier and its height in points.
///
/// Panels of the unnamed kinds carry their kind's name as identifier (`"top"`, `"spacer"`,
/// `"largeTitle"`, `"search"`, `"separator"`); closable and pinned panels carry the identifier
/// you give them.
public struct Panel: Hashable, Sendable {
  /// What the panel is.
  public var kind: PanelKind
  /// A unique identifier within the configuration.
  public var id: String
  /// The expanded height in points (before rounding to the pixel grid).
  public var height: Double
  /// Whether the panel's height grows with Dynamic Type (times
  /// ``BarEnvironment/contentSizeScale``) instead of staying fixed and clipping its content.
  public var scalesWithContentSize: Bool

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - kind: What the panel is.
  ///   - id: A unique identifier; defaults to the kind's name.
  ///   - height: The expanded height in points.
  ///   - scalesWithContentSize: Whether the height grows with Dynamic Type.
  public init(kind: PanelKind, id: String? = nil, height: Double, scalesWithContentSize: Bool = false) {
    self.kind = kind
    self.id = id ?? kind.rawValue
    self.height = height
    self.scalesWithContentSize = scalesWithContentSize
  }

  /// The fixed top row (leading items, compact title, trailing items).
  public static func top(height: Double = 44) -> Panel { Panel(kind: .top, height: height) }
  /// The stretchy gap above the large title (0 pt at rest by default).
  public static func spacer(height: Double = 0) -> Panel { Panel(kind: .spacer, height: height) }
  /// The large title row's height at the default Dynamic Type size: 52 pt, like UIKit's.
  public static let defaultLargeTitleHeight = 52.0

  /// The large title row (52 pt, like UIKit's, at the default Dynamic Type size).
  public static func largeTitle(height: Double = defaultLargeTitleHeight) -> Panel {
    Panel(kind: .largeTitle, height: height)
  }
  /// The search row (52 pt: a 36 pt field with 8 pt margins).
  public static func search(height: Double = 52) -> Panel { Panel(kind: .search, height: height) }
  /// A closable panel that slides away with the content; with `scalesWithContentSize` its height
  /// grows with Dynamic Type.
  public static func closable(_ id: String, height: Double, scalesWithContentSize: Bool = false) -> Panel {
    Panel(kind: .closable, id: id, height: height, scalesWithContentSize: scalesWithContentSize)
  }
  /// A pinned panel that always stays; with `scalesWithContentSize` its height grows with Dynamic
  /// Type.
  public static func pinned(_ id: String, height: Double, scalesWithContentSize: Bool = false) -> Panel {
    Panel(kind: .pinned, id: id, height: height, scalesWithContentSize: scalesWithContentSize)
  }
  /// The hairline separator under the bar.
  public static var separator: Panel { Panel(kind: .separator, height: 0) }
}
