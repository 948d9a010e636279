/// One `UIScrollView` in the window around a probe, reduced to what the choice of the scroll view
/// behind a SwiftUI container needs: its kind, frame, scrolling axes and where it sits in the tree.
///
/// The SwiftUI adapter turns the real view tree into candidates; ``choose(from:for:)`` decides.
/// So the rules are tested on Linux against trees shaped like iOS 14 (a `List` is a
/// `UITableView`), iOS 16 and later (a `UICollectionView`), a push, a paged `TabView`, a sheet,
/// a horizontal `ScrollView`, a text field's editor and the library's own views.
///
/// ```swift
/// let screen = WindowRect(x: 0, y: 0, width: 390, height: 844)
/// let onePoint = WindowRect(x: 0, y: 0, width: 1, height: 1)
/// let probe = ScrollProbeSnapshot(placement: .beside, frame: screen)  // a probe beside the container
/// let list = ScrollViewCandidate(id: 1, kind: .collectionView, frame: screen, contentHeight: 4000)
/// let catcher = ScrollViewCandidate(id: 2, kind: .scrollView, frame: onePoint, isLibraryOwned: true)
/// print(ScrollViewCandidate.choose(from: [catcher, list], for: probe)?.id as Any)  // 1
/// ```
public struct ScrollViewCandidate: Hashable, Sendable, Identifiable {
  /// What kind of scroll view it is.
  public enum Kind: Hashable, Sendable {
    /// A plain `UIScrollView` (SwiftUI's `ScrollView`, a paged `TabView` before iOS 16's
    /// collection view, or anything else).
    case scrollView
    /// A `UITableView` (a SwiftUI `List` up to iOS 15).
    case tableView
    /// A `UICollectionView` (a SwiftUI `List` from iOS 16, a paged `TabView`).
    case collectionView
    /// A scroll view that edits text (`UITextView`, the field editor inside a `UITextField`):
    /// never a container's.
    case textInput
  }

  /// Identifies the view for as long as it lives (the adapter uses its object identity).
  public var id: Int
  /// The kind of scroll view.
  public var kind: Kind
  /// The frame in the window.
  public var frame: WindowRect
  /// `contentSize.width`.
  public var contentWidth: Double
  /// `contentSize.height`.
  public var contentHeight: Double
  /// `alwaysBounceVertical`.
  public var bouncesVertically: Bool
  /// `alwaysBounceHorizontal`.
  public var bouncesHorizontally: Bool
  /// `isPagingEnabled` (a paged `TabView`).
  public var isPagingEnabled: Bool
  /// Whether it or an ancestor is hidden.
  public var isHidden: Bool
  /// Whether it is in the probe's window.
  public var isInProbeWindow: Bool
  /// Whether it is inside the probe's hosting view (the root view of the nearest view
  /// controller around the probe): a previous screen, a presenting screen or another tab's
  /// content is not.
  public var isInHostingSubtree: Bool
  /// Whether it is an ancestor of the probe.
  public var isAncestorOfProbe: Bool
  /// Whether the view belongs to this library (the bar's scroll-to-top catcher, a scroll view
  /// in one of the bar's panels).
  public var isLibraryOwned: Bool
  /// How many superviews it has up to the window: deeper is nearer the content.
  public var depth: Int

  /// Creates a candidate; the defaults describe a visible scroll view in the probe's hosting
  /// view, not its ancestor, with no content and no bounce.
  ///
  /// - Parameters:
  ///   - id: Identifies the view for as long as it lives.
  ///   - kind: The kind of scroll view.
  ///   - frame: The frame in the window.
  ///   - contentWidth: `contentSize.width`; the frame's width when `nil`.
  ///   - contentHeight: `contentSize.height`.
  ///   - bouncesVertically: `alwaysBounceVertical`.
  ///   - bouncesHorizontally: `alwaysBounceHorizontal`.
  ///   - isPagingEnabled: `isPagingEnabled`.
  ///   - isHidden: Whether it or an ancestor is hidden.
  ///   - isInProbeWindow: Whether it is in the probe's window.
  ///   - isInHostingSubtree: Whether it is inside the probe's hosting view.
  ///   - isAncestorOfProbe: Whether it is an ancestor of the probe.
  ///   - isLibraryOwned: Whether the view belongs to this library.
  ///   - depth: How many superviews it has up to the window.
  public init(
    id: Int, kind: Kind, frame: WindowRect, contentWidth: Double? = nil, contentHeight: Double = 0,
    bouncesVertically: Bool = false, bouncesHorizontally: Bool = false, isPagingEnabled: Bool = false,
    isHidden: Bool = false, isInProbeWindow: Bool = true, isInHostingSubtree: Bool = true,
    isAncestorOfProbe: Bool = false, isLibraryOwned: Bool = false, depth: Int = 0
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.contentWidth = contentWidth ?? frame.width
    self.contentHeight = contentHeight
    self.bouncesVertically = bouncesVertically
    self.bouncesHorizontally = bouncesHorizontally
    self.isPagingEnabled = isPagingEnabled
    self.isHidden = isHidden
    self.isInProbeWindow = isInProbeWindow
    self.isInHostingSubtree = isInHostingSubtree
    self.isAncestorOfProbe = isAncestorOfProbe
    self.isLibraryOwned = isLibraryOwned
    self.depth = depth
  }

  /// Whether it scrolls only sideways (a row of chips): it bounces or overflows horizontally and
  /// neither bounces nor overflows vertically.
  public var scrollsOnlyHorizontally: Bool {
    let overflowsHorizontally = contentWidth > frame.width + Self.frameTolerance
    let overflowsVertically = contentHeight > frame.height + Self.frameTolerance
    return (bouncesHorizontally || overflowsHorizontally) && !bouncesVertically && !overflowsVertically
  }

  /// How far apart two edges may be and still count as the same edge, in points (frames are on
  /// the pixel grid; a transform during a transition can add a fraction).
  public static let frameTolerance = 1.0
}
