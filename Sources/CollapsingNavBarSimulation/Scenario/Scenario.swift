import CollapsingNavBarCore

/// A scripted session: a phone screen, a bar, one or more scroll containers (tabs) and the
/// gestures and events to play on them.
///
/// Build one in code or load it from JSON with ``Scenario/init(json:)``; ``Simulator`` plays it.
public struct Scenario: Hashable, Sendable {
  /// A name for the outputs.
  public var name: String
  /// The screen.
  public var device: Device
  /// The bar.
  public var bar: Bar
  /// The scroll containers; the first is attached at the start.
  public var containers: [Container]
  /// What happens, in order.
  public var script: [Step]
  /// What the app's own screen does inside UIKit's callbacks (none by default).
  public var screen: [Reaction]
  /// What the simulated scroll views assume of UIKit where no evidence decides, and the faults
  /// they inject (the model's choices by default).
  public var uikit: UIKitAssumptions
  /// Rules the scenario waives, each with the reason it cannot hold here.
  ///
  /// A sectioned list with `.followsBar`, whose pinned header floats while the content travels,
  /// waives ``Invariant/pinnedHeaderUnderBar``. Their breaks are counted and reported
  /// (``InvariantReport/waivedFrames``), never failures. ``Invariant/finite`` cannot be waived.
  /// None by default; the fuzzer never waives.
  public var waivers: [Invariant: String] = [:]

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: A name for the outputs.
  ///   - device: The screen.
  ///   - bar: The bar.
  ///   - containers: The scroll containers (at least one).
  ///   - script: The steps to play.
  ///   - screen: What the app's screen does inside UIKit's callbacks.
  ///   - uikit: What the scroll views assume of UIKit, and the faults they inject.
  public init(
    name: String, device: Device = Device(), bar: Bar, containers: [Container] = [Container()], script: [Step],
    screen: [Reaction] = [], uikit: UIKitAssumptions = .standard
  ) {
    self.uikit = uikit
    self.name = name
    self.device = device
    self.bar = bar
    self.containers = containers
    self.script = script
    self.screen = screen
  }

  /// The most steps a script may hold.
  public static let maximumStepCount = 10_000
  /// The most simulated time a script may ask for, in seconds.
  public static let maximumDuration = 600.0
  /// The most containers a scenario may hold.
  public static let maximumContainerCount = 64
  /// The tallest content a container may have, in points.
  public static let maximumContentHeight = 10_000_000.0
  /// The most other `scrollsToTop` scroll views a container's screen may have
  /// (``Container/otherScrollsToTop``).
  public static let maximumOtherScrollsToTop = 100

  /// A phone screen.
  public struct Device: Hashable, Sendable {
    /// The screen's width in points.
    public var width: Double
    /// The screen's height in points (the scroll container's viewport).
    public var height: Double
    /// The top safe-area inset in points.
    public var safeAreaTop: Double
    /// The display scale.
    public var scale: Double
    /// The Dynamic Type factor of the large title.
    public var largeTitleScale: Double
    /// Whether the height is compact (a landscape iPhone): the bar drops its large title.
    ///
    /// The screen's size class at the start; a `resize` step sets it as a rotation does
    /// (``verticallyCompactAfterRotation(width:height:)``).
    public var verticallyCompact: Bool
    /// The Dynamic Type factor of panels that scale with the content size.
    public var contentSizeScale: Double
    /// Whether the language reads right to left: the bar is drawn mirrored.
    public var rightToLeft: Bool
    /// The major version of the iOS the app runs on, or `nil` for one before iOS 26.
    ///
    /// The app is built with the iOS 26 SDK (``sdk``).
    public var os: Int?
    /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` (``BarLookSystem``).
    public var designRequiresCompatibility: Bool

    /// The major version of the SDK a simulated app is built with.
    public static let sdk = 26

    /// Creates a screen; the defaults are a 390×844 pt phone at scale 3, on a system before iOS 26.
    public init(
      width: Double = 390, height: Double = 844, safeAreaTop: Double = 47, scale: Double = 3,
      largeTitleScale: Double = 1, verticallyCompact: Bool = false, contentSizeScale: Double = 1,
      rightToLeft: Bool = false, os: Int? = nil, designRequiresCompatibility: Bool = false
    ) {
      self.os = os
      self.designRequiresCompatibility = designRequiresCompatibility
      self.rightToLeft = rightToLeft
      self.width = width
      self.height = height
      self.safeAreaTop = safeAreaTop
      self.scale = scale
      self.largeTitleScale = largeTitleScale
      self.verticallyCompact = verticallyCompact
      self.contentSizeScale = contentSizeScale
    }

    /// The shorter side below which a screen is a phone's, in points: every iPhone's is at most
    /// 440, every iPad's at least 744.
    public static let phoneShorterSideLimit = 600.0

    /// The vertical size class a rotation to `width` × `height` gives, as iOS sets it: a phone in
    /// landscape has a compact height, a phone in portrait and a tablet either way a regular one
    /// (Apple's Human Interface Guidelines, "Layout", device size classes).
    ///
    /// - Parameters:
    ///   - width: The screen's new width in points.
    ///   - height: The screen's new height in points.
    /// - Returns: Whether the height is compact.
    public static func verticallyCompactAfterRotation(width: Double, height: Double) -> Bool {
      width > height && height < phoneShorterSideLimit
    }

    /// What the system tells of its bars' look: iOS ``os`` (18 when `nil`), the ``sdk``, the
    /// compatibility key.
    public var lookSystem: BarLookSystem {
      BarLookSystem(
        systemMajorVersion: os ?? 18, sdkMajorVersion: Self.sdk,
        requiresDesignCompatibility: designRequiresCompatibility)
    }

    /// The bar's environment on this screen.
    public var environment: BarEnvironment {
      var environment = BarEnvironment(
        safeAreaTop: safeAreaTop, width: width, scale: scale, largeTitleScale: largeTitleScale,
        isVerticallyCompact: verticallyCompact, contentSizeScale: contentSizeScale,
        layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
      let system = lookSystem
      environment.systemLook = system.look
      environment.automaticEdgeEffectStyle = system.automaticEdgeEffectStyle
      return environment
    }
  }

  /// One panel as the scenario lists it.
  public struct PanelSpec: Hashable, Sendable {
    /// The panel's kind.
    public var kind: PanelKind
    /// Its id (the kind's name for the unnamed kinds).
    public var id: String
    /// Its height in points.
    public var height: Double
    /// The text drawn in it (the title of `top` and `largeTitle`, the label of other panels).
    public var title: String?
    /// Whether ``title`` is the scenario's name standing in for a title the scenario did not
    /// give (the page says so); such a title is not written back.
    public var titleIsPlaceholder: Bool = false
    /// A `top` panel's back button: its label (empty for the chevron alone), or `nil` for none.
    public var backButton: String?
    /// A `top` panel's trailing bar button items, by title, leading first.
    public var items: [String] = []
    /// Whether its height grows with the device's `contentSizeScale`.
    public var scalesWithContentSize: Bool

    /// Creates a panel.
    ///
    /// - Parameters:
    ///   - kind: The panel's kind.
    ///   - id: Its id; defaults to the kind's name.
    ///   - height: Its height; defaults to ``defaultHeight(of:)``.
    ///   - title: The text drawn in it.
    ///   - scalesWithContentSize: Whether its height grows with Dynamic Type.
    ///   - backButton: A `top` panel's back button label (empty: the chevron alone), or `nil`.
    ///   - items: A `top` panel's trailing bar button items, by title.
    public init(
      kind: PanelKind, id: String? = nil, height: Double? = nil, title: String? = nil,
      scalesWithContentSize: Bool = false, backButton: String? = nil, items: [String] = []
    ) {
      self.kind = kind
      self.id = id ?? kind.rawValue
      self.height = height ?? Self.defaultHeight(of: kind)
      self.title = title
      self.scalesWithContentSize = scalesWithContentSize
      self.backButton = backButton
      self.items = items
    }

    /// A kind's default height: the core's for a built-in panel (``PanelKind/defaultHeight``),
    /// 44 for a closable or pinned panel (one row of controls), whose height the app always
    /// gives in code.
    public static func defaultHeight(of kind: PanelKind) -> Double { kind.defaultHeight ?? 44 }
  }

  /// The bar: its panels and options.
  public struct Bar: Hashable, Sendable {
    /// The panels as listed.
    ///
    /// ``configuration`` adds a spacer before the large title and a separator at the end unless
    /// they are listed.
    public var panels: [PanelSpec]
    /// How the collapse follows the content.
    public var mode: BarMode
    /// What a quick-return reveal brings back deep in the content.
    public var quickReturnReveal: QuickReturnReveal
    /// Who owns the top inset.
    public var insetStrategy: InsetStrategy
    /// Whether the bar snaps to whole states.
    public var snapping: Bool
    /// Panel ids in collapse order, or `nil` for the default order.
    public var collapseOrder: [String]?
    /// The large-title progress past which the compact title shows.
    public var titleCrossFadeThreshold: Double
    /// The look the bar asks for (``BarConfiguration/look``).
    public var look: BarLookPreference
    /// The scroll edge effect a glass bar asks for (``BarConfiguration/scrollEdgeEffect``).
    public var scrollEdgeEffect: BarEdgeEffect

    /// Creates a bar.
    public init(
      panels: [PanelSpec], mode: BarMode = .collapsesWithContent, quickReturnReveal: QuickReturnReveal = .compactBar,
      insetStrategy: InsetStrategy = .collapsedWithSpacer, snapping: Bool = true, collapseOrder: [String]? = nil,
      titleCrossFadeThreshold: Double = 0.5, look: BarLookPreference = .automatic,
      scrollEdgeEffect: BarEdgeEffect = BarEdgeEffect()
    ) {
      self.look = look
      self.scrollEdgeEffect = scrollEdgeEffect
      self.panels = panels
      self.mode = mode
      self.quickReturnReveal = quickReturnReveal
      self.insetStrategy = insetStrategy
      self.snapping = snapping
      self.collapseOrder = collapseOrder
      self.titleCrossFadeThreshold = titleCrossFadeThreshold
    }

    /// The panels of the configuration, each with the index of the listed panel it comes from
    /// (`nil` for the added spacer and separator).
    public var resolvedPanels: [(spec: PanelSpec, listedIndex: Int?)] {
      var result: [(spec: PanelSpec, listedIndex: Int?)] = []
      let hasSpacer = panels.contains { $0.kind == .spacer }
      for (index, panel) in panels.enumerated() {
        if panel.kind == .largeTitle && !hasSpacer { result.append((PanelSpec(kind: .spacer), nil)) }
        result.append((panel, index))
      }
      if !panels.contains(where: { $0.kind == .separator }) { result.append((PanelSpec(kind: .separator), nil)) }
      return result
    }

    /// The core configuration of this bar.
    public var configuration: BarConfiguration {
      var configuration = BarConfiguration(
        panels: resolvedPanels.map {
          Panel(
            kind: $0.spec.kind, id: $0.spec.id, height: $0.spec.height,
            scalesWithContentSize: $0.spec.scalesWithContentSize)
        },
        collapseOrder: collapseOrder, mode: mode, quickReturnReveal: quickReturnReveal, insetStrategy: insetStrategy,
        snapPolicy: snapping ? .nearest : SnapPolicy(isEnabled: false),
        titleCrossFadeThreshold: titleCrossFadeThreshold)
      configuration.look = look
      configuration.scrollEdgeEffect = scrollEdgeEffect
      return configuration
    }

    /// The text drawn in the panel with the given id, if any.
    public func title(of id: String) -> String? { panels.first { $0.id == id }?.title }
  }

  /// A scroll container (one tab's list).
  public struct Container: Hashable, Sendable {
    /// `contentSize.height`.
    public var contentHeight: Double
    /// The container's own top inset before the bar takes over.
    public var contentInsetTop: Double
    /// `contentInset.bottom`.
    public var contentInsetBottom: Double
    /// UIKit's fast deceleration rate (0.99) instead of the normal one (0.998).
    public var fastDeceleration: Bool
    /// Whether the container has a refresh control.
    public var refreshControl: Bool
    /// How far the content is scrolled from its top when the scenario starts, in points (0: at
    /// its top), so that the bar can attach to a container that is already deep in its content.
    public var initialScroll: Double
    /// `contentInsetAdjustmentBehavior`, or `nil` for the plain model: no system share of the
    /// inset at all (no safe area, and the refresh control's height left to whoever writes the
    /// inset), as scenarios without the key have always been played.
    public var insetAdjustment: InsetAdjustmentBehavior?
    /// The container's `safeAreaInsets.top` at the start.
    public var safeAreaTop: Double
    /// The container's `safeAreaInsets.bottom` at the start.
    public var safeAreaBottom: Double
    /// Whether the container is someone else's and the bar only observes it (a SwiftUI
    /// container): its ``contentInsetTop`` is the space its owner reserved for the bar, the bar
    /// writes no inset to it, and a fling's target cannot be moved (there is no delegate).
    public var observesOnly: Bool
    /// The height of the header of a plain-style table's section that starts at the content's top
    /// (0: none).
    ///
    /// The header pins at `contentOffset.y + adjustedContentInset.top`
    /// (``PinnedSectionHeader``); the simulator draws it and checks that, pinned, it sits right
    /// under the bar (``Invariant/pinnedHeaderUnderBar``).
    public var sectionHeaderHeight: Double
    /// Whether the owner of a container the bar observes only places an empty spacer first in
    /// its content (a SwiftUI `CollapsingNavBarSpacer` row under `.collapsingNavigationBar`), as
    /// tall as the bar's collapsible range when the scenario starts
    /// (``CollapsingNavBarCore/BarMetrics/reservedTopSpace(holdingSpacer:)``).
    ///
    /// Its ``contentInsetTop`` is then the space the owner reserves with the spacer: the collapsed
    /// bar below the safe area. The container's pin line is the bar's bottom edge, and the bar sees
    /// the content without the spacer. The owner keeps the spacer it started with (a new bar
    /// height reaches it only when SwiftUI lays the row out again); ``contentHeight`` counts the
    /// app's rows, without it.
    public var ownerSpacer: Bool
    /// What kind of scroll view it is: a table (the default) always bounces vertically, a
    /// collection view and a plain scroll view do not.
    public var kind: ContainerKind
    /// `alwaysBounceVertical`, or `nil` for the kind's default.
    public var alwaysBounceVertical: Bool?
    /// Whether its view controller is inside a navigation or tab controller (the default), where
    /// `.automatic` adjusts the vertical edges whether or not the content scrolls.
    public var inNavigationController: Bool
    /// Whether the scroll view is its view controller's view (the default), not one of its subviews.
    ///
    /// Apple's documentation of `.automatic`: content is always adjusted vertically
    /// "when the scroll view is the content view of a view controller that is currently
    /// displayed by a navigation or tab bar controller"; a subview plays `.scrollableAxes`.
    public var contentViewOfViewController: Bool
    /// How many other scroll views on the container's screen keep `scrollsToTop` on (an app's
    /// horizontal carousel), 0 to ``Scenario/maximumOtherScrollsToTop``.
    ///
    /// On iPhone a status-bar tap scrolls to the top only when exactly one scroll view in the
    /// window has `scrollsToTop` on (UIScrollView.h); the bar's own catcher is one, so with any
    /// other the tap does nothing: no scroll to the top starts.
    public var otherScrollsToTop: Int

    /// Creates a container.
    public init(
      contentHeight: Double = 4000, contentInsetTop: Double = 0, contentInsetBottom: Double = 0,
      fastDeceleration: Bool = false, refreshControl: Bool = true, initialScroll: Double = 0,
      insetAdjustment: InsetAdjustmentBehavior? = nil, safeAreaTop: Double = 0, safeAreaBottom: Double = 0,
      observesOnly: Bool = false, sectionHeaderHeight: Double = 0, kind: ContainerKind = .table,
      alwaysBounceVertical: Bool? = nil, inNavigationController: Bool = true, otherScrollsToTop: Int = 0,
      contentViewOfViewController: Bool = true, ownerSpacer: Bool = false
    ) {
      self.ownerSpacer = ownerSpacer
      self.contentViewOfViewController = contentViewOfViewController
      self.otherScrollsToTop = otherScrollsToTop
      self.observesOnly = observesOnly
      self.sectionHeaderHeight = sectionHeaderHeight
      self.kind = kind
      self.alwaysBounceVertical = alwaysBounceVertical
      self.inNavigationController = inNavigationController
      self.contentHeight = contentHeight
      self.contentInsetTop = contentInsetTop
      self.contentInsetBottom = contentInsetBottom
      self.fastDeceleration = fastDeceleration
      self.refreshControl = refreshControl
      self.initialScroll = initialScroll
      self.insetAdjustment = insetAdjustment
      self.safeAreaTop = safeAreaTop
      self.safeAreaBottom = safeAreaBottom
    }

    /// The farthest ``initialScroll`` on a screen of the given height: the content's end at the
    /// bottom of the viewport (0 when the content fits).
    ///
    /// - Parameter viewportHeight: The screen's height in points.
    /// - Returns: The largest scroll in points.
    public func maximumScroll(viewportHeight: Double) -> Double {
      max(0, contentHeight + contentInsetBottom + contentInsetTop - viewportHeight)
    }

    /// The deceleration rate (`UIScrollView.DecelerationRate`).
    public var decelerationRate: DecelerationRate { fastDeceleration ? .fast : .normal }

    /// `alwaysBounceVertical` as set, or the kind's default.
    public var bouncesVertically: Bool { alwaysBounceVertical ?? kind.alwaysBouncesVertically }
  }

  /// What the search field does.
  public enum SearchAction: String, Hashable, Sendable, CaseIterable {
    /// The field begins editing.
    case activate
    /// Search is cancelled.
    case cancel
  }

  /// One step of a script.
  ///
  /// Drags and waits take their duration; every other step takes one frame.
  public enum Step: Hashable, Sendable {
    /// Puts the finger down (unless it is) and moves it so the content offset would change by
    /// `by` points (positive toward the end) over `duration` seconds; past an edge the content
    /// follows against the rubber band. The finger stays down.
    case drag(by: Double, duration: Double)
    /// Lifts the finger with a velocity in points per millisecond (positive toward the end).
    case release(velocity: Double)
    /// Lets time pass.
    case wait(Double)
    /// Taps the status bar (scroll to top).
    case tapStatusBar
    /// Pulls the content down past the refresh control's trigger over `duration` seconds and lets go.
    case pullToRefresh(duration: Double)
    /// Ends refreshing.
    case endRefreshing
    /// Activates or cancels search.
    case search(SearchAction)
    /// Switches to another container (a tab switch): the bar detaches and attaches to it. The
    /// other container is on screen, also after ``leaveWindow`` (a switch to the attached
    /// container changes nothing).
    case switchContainer(Int)
    /// Changes the screen (rotation): the viewport and the bar's environment change.
    case resize(width: Double, height: Double, safeAreaTop: Double)
    /// Expands the bar programmatically.
    case expand(animated: Bool)
    /// Collapses the bar programmatically.
    case collapse(animated: Bool)
    /// Another component (a keyboard handler, a SwiftUI host) writes the attached container's
    /// `contentInset`: the given edges change (`nil` keeps an edge), which fires its KVO.
    case setContentInset(top: Double?, bottom: Double?)
    /// The app calls the refresh control's `beginRefreshing()`.
    case beginRefreshing
    /// The safe area of every container changes (a tab bar hidden on push, a rotation, a split-view
    /// resize); `nil` keeps an edge. The bar's own safe area changes with ``resize(width:height:safeAreaTop:)``.
    case safeArea(top: Double?, bottom: Double?)
    /// The attached scroll view leaves its window (a screen pushed over this one, a tab or a
    /// list switched away without detaching): nothing is seen and no display link runs until
    /// ``enterWindow``.
    case leaveWindow
    /// The attached scroll view is back in its window.
    case enterWindow
    /// A finger goes down on the content, rests there for `duration` seconds without panning and
    /// lifts: whatever moved the content (a deceleration, a bounce, an animation, the bar's own
    /// scroll-to-top) stops where it is while the finger rests.
    case touch(duration: Double)

    /// The step's name in scenarios.
    public var name: String {
      switch self {
      case .drag: return "drag"
      case .release: return "release"
      case .wait: return "wait"
      case .tapStatusBar: return "tapStatusBar"
      case .pullToRefresh: return "pullToRefresh"
      case .endRefreshing: return "endRefreshing"
      case .search: return "search"
      case .switchContainer: return "switchContainer"
      case .resize: return "resize"
      case .expand: return "expand"
      case .collapse: return "collapse"
      case .setContentInset: return "setContentInset"
      case .beginRefreshing: return "beginRefreshing"
      case .safeArea: return "safeArea"
      case .leaveWindow: return "leaveWindow"
      case .enterWindow: return "enterWindow"
      case .touch: return "touch"
      }
    }

    /// The names of every step.
    public static let names = [
      "drag", "release", "wait", "tapStatusBar", "pullToRefresh", "endRefreshing", "search", "switchContainer",
      "resize", "expand", "collapse", "setContentInset", "beginRefreshing", "safeArea", "leaveWindow", "enterWindow",
      "touch",
    ]

    /// The frames a ``touch(duration:)`` finger rests on the content (at least one); the lift
    /// takes one more.
    static func restingFrames(_ duration: Double, step: Double) -> Int { max(1, Int((duration / step).rounded())) }

    /// The frames the step takes at a time step.
    func frameCount(step: Double) -> Int {
      switch self {
      case .drag(_, let duration), .pullToRefresh(let duration): return max(1, Int((duration / step).rounded()))
      case .wait(let seconds): return Int((seconds / step).rounded())
      case .touch(let duration): return Self.restingFrames(duration, step: step) + 1
      default: return 1
      }
    }
  }
}
