/// The fixed columns of a ``SimulationTrace``, in order; the per-panel columns (`h.<id>`, the
/// visible height, and `slide.<id>`, how far the panel's content is moved inside it) follow.
public enum TraceColumn: Int, CaseIterable, Hashable, Sendable {
  /// The frame number, from 0.
  case frame
  /// The simulated time in seconds.
  case time
  /// The container's ``ContainerPhase`` (its raw value).
  case phase
  /// The index of the attached container.
  case container
  /// `contentOffset.y`.
  case contentOffsetY
  /// `contentInset.top`.
  case contentInsetTop
  /// `verticalScrollIndicatorInsets.top`.
  case scrollIndicatorInsetTop
  /// `contentSize.height`.
  case contentHeight
  /// `bounds.height`.
  case viewportHeight
  /// The controller's collapse distance `c`.
  case collapseDistance
  /// The bar's height, safe area included.
  case barHeight
  /// The layout's collapse (negative: stretched).
  case collapse
  /// The layout's progress, 0 expanded … 1 collapsed.
  case progress
  /// The large title's alpha as shown (the controller's cross-fade played over time).
  case alphaLargeTitle
  /// The compact title's alpha as shown (the controller's cross-fade played over time).
  case alphaCompactTitle
  /// The solid background's alpha.
  case alphaBackground
  /// The blur's alpha.
  case alphaBlur
  /// The separator's alpha.
  case alphaSeparator
  /// The search field's icon and placeholder alpha (0 without a search panel).
  case alphaSearch
  /// The search field's top inside its panel.
  case searchFieldY
  /// The search field's height.
  case searchFieldHeight
  /// 1 while search is active.
  case searchActive
  /// The refresh control's height the controller adds to the inset (0 when not refreshing).
  case refreshHeight
  /// 1 while the container's refresh control is refreshing.
  case refreshing
  /// The screen's width.
  case width
  /// The safe-area top on the pixel grid.
  case safeAreaTop
  /// The bar's expanded height.
  case expandedHeight
  /// The bar's collapsed height.
  case collapsedHeight
  /// How many times the inset of the attached container was written during the frame.
  case insetWrites
  /// The most inset writes one input event caused during the frame, its echoes included.
  case insetWritesPerEvent
  /// The most writes of any one container property (inset, indicator inset, offset, stop) one
  /// input event caused during the frame, its echoes included.
  case writesPerPropertyPerEvent
  /// How many passes stopped after `CommandApplier.maximumRounds` rounds of echoes (a feedback
  /// loop): the applier loops over the echoes of its writes and never nests.
  case eventOverflow
  /// 1 when nothing moves: no finger, no motion, no bar animation, no title cross-fade.
  case rest
  /// 1 when the finger was lifted during the frame.
  case release
  /// 1 when the script acted during the frame (a step, or the finger moving).
  case input
  /// `adjustedContentInset.top`: `contentInset.top` plus the system's share.
  case adjustedInsetTop
  /// `adjustedContentInset.bottom`.
  case adjustedInsetBottom
  /// 1 when another component wrote the container's `contentInset` during the frame.
  case externalInsetWrite
  /// 1 while the attached scroll view is in its window.
  case inWindow
  /// Calls the app's screen made from inside callbacks in this frame (``Scenario/screen``).
  case screenCalls
  /// Work that reached the bar's driver during a pass in this frame and ran after it (events,
  /// the screen's calls), since the start.
  case deferredWork
  /// Of that work, the reports of the container's state the pass had already read back itself
  /// (the echoes of its own writes), since the start.
  case foldedEchoes
  /// The height of the stacked panels the screen added (panels the scenario did not list).
  case addedPanelsHeight
  /// The height of the empty spacer the bar put first in the shown table's content
  /// (``InsetStrategy/collapsedWithSpacer``): the app's rows and its section header start
  /// below it. Part of ``contentHeight``.
  case leadingSpacer
  /// Top inset another component added on top of the bar's own, which the bar keeps
  /// (``NavBarController/additionalTopInset``: a banner of the app's under the bar).
  case additionalInsetTop

  /// The column's name in `trace.csv`.
  public var name: String {
    switch self {
    case .frame: return "frame"
    case .time: return "t"
    case .phase: return "phase"
    case .container: return "container"
    case .contentOffsetY: return "contentOffsetY"
    case .contentInsetTop: return "contentInsetTop"
    case .scrollIndicatorInsetTop: return "scrollIndicatorInsetTop"
    case .contentHeight: return "contentHeight"
    case .viewportHeight: return "viewportHeight"
    case .collapseDistance: return "collapseDistance"
    case .barHeight: return "barHeight"
    case .collapse: return "collapse"
    case .progress: return "progress"
    case .alphaLargeTitle: return "alpha.largeTitle"
    case .alphaCompactTitle: return "alpha.compactTitle"
    case .alphaBackground: return "alpha.background"
    case .alphaBlur: return "alpha.blur"
    case .alphaSeparator: return "alpha.separator"
    case .alphaSearch: return "alpha.search"
    case .searchFieldY: return "search.y"
    case .searchFieldHeight: return "search.height"
    case .searchActive: return "search.active"
    case .refreshHeight: return "refreshHeight"
    case .refreshing: return "refreshing"
    case .width: return "width"
    case .safeAreaTop: return "safeAreaTop"
    case .expandedHeight: return "expandedHeight"
    case .collapsedHeight: return "collapsedHeight"
    case .insetWrites: return "insetWrites"
    case .insetWritesPerEvent: return "insetWritesPerEvent"
    case .writesPerPropertyPerEvent: return "writesPerPropertyPerEvent"
    case .eventOverflow: return "eventOverflow"
    case .rest: return "rest"
    case .release: return "release"
    case .input: return "input"
    case .adjustedInsetTop: return "adjustedInsetTop"
    case .adjustedInsetBottom: return "adjustedInsetBottom"
    case .externalInsetWrite: return "externalInsetWrite"
    case .inWindow: return "inWindow"
    case .screenCalls: return "screenCalls"
    case .deferredWork: return "deferredWork"
    case .foldedEchoes: return "foldedEchoes"
    case .addedPanelsHeight: return "addedPanelsHeight"
    case .leadingSpacer: return "leadingSpacer"
    case .additionalInsetTop: return "additionalInsetTop"
    }
  }

  /// Whether the column counts the bar's own work (its writes, the work a pass deferred, the
  /// echoes it folded, the screen's calls) rather than what a person sees: a comparison shows
  /// these apart (a replay runs the same answers with other bookkeeping).
  public var isCounter: Bool {
    switch self {
    case .insetWrites, .insetWritesPerEvent, .writesPerPropertyPerEvent, .eventOverflow, .screenCalls, .deferredWork,
      .foldedEchoes:
      return true
    default:
      return false
    }
  }

  /// The decimals the column is written with.
  var decimals: Int {
    switch self {
    case .frame, .container, .searchActive, .refreshing, .insetWrites, .insetWritesPerEvent, .writesPerPropertyPerEvent,
      .eventOverflow, .rest, .release, .input, .phase, .externalInsetWrite, .inWindow, .screenCalls, .deferredWork,
      .foldedEchoes:
      return 0
    case .time: return 4
    default: return 3
    }
  }
}
