import Testing

@testable import CollapsingNavBarCore

/// A plain-style table under a status bar.
///
/// UIKit adds the safe area (47 pt) to its adjusted top inset, and it can hold the bar's spacer
/// as its `tableHeaderView`, which its content size counts. A reference, as a `UITableView` is.
final class SpacerTableView {
  var contentOffsetY: Double
  var contentInsetTop = 0.0
  var scrollIndicatorInsetTop = 0.0
  /// The app's rows, without the spacer.
  var rowsHeight = 4000.0
  var viewportHeight = 844.0
  let safeArea = 47.0
  var spacer = 0.0
  var canHoldSpacer = true
  var insetWrites = 0
  var offsetWrites = 0

  init(offset: Double = -47) { contentOffsetY = offset }

  /// Where a plain-style section header that starts right after the spacer shows on screen:
  /// at its place in the content, or pinned at `contentOffset.y + adjustedContentInset.top`.
  var sectionHeaderScreenTop: Double {
    max(spacer, contentOffsetY + contentInsetTop + safeArea) - contentOffsetY
  }
}

/// The ``ScrollContainer`` of a ``SpacerTableView``.
struct SpacerTable: ScrollContainer {
  let view: SpacerTableView

  var contentOffsetY: Double { view.contentOffsetY }
  var contentInsetTop: Double { view.contentInsetTop }
  var contentInsetBottom: Double { 0 }
  var adjustedContentInsetTop: Double { view.contentInsetTop + view.safeArea }
  var adjustedContentInsetBottom: Double { 0 }
  var scrollIndicatorInsetTop: Double { view.scrollIndicatorInsetTop }
  var contentHeight: Double { view.rowsHeight + view.spacer }
  var viewportHeight: Double { view.viewportHeight }
  var safeAreaTop: Double { view.safeArea }
  var safeAreaBottom: Double { 0 }
  var isTracking: Bool { false }
  var isDecelerating: Bool { false }
  var isRefreshing: Bool { false }
  var supportsLeadingSpacer: Bool { view.canHoldSpacer }
  var leadingSpacerHeight: Double { view.spacer }

  func setContentInsetTop(_ top: Double) {
    view.insetWrites += 1
    view.contentInsetTop = top
  }
  func setScrollIndicatorInsetTop(_ top: Double) { view.scrollIndicatorInsetTop = top }
  func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    view.offsetWrites += 1
    view.contentOffsetY = y
  }
  func stopMotion() {}
  func setLeadingSpacerHeight(_ height: Double) { view.spacer = height }
}

/// ``InsetStrategy/collapsedWithSpacer``, the default: the driver keeps a spacer of the
/// collapsible range first in a table's content and shows the controller the content without
/// it, so UIKit's pin line is the bar's bottom edge while nothing is written as the content
/// scrolls.
@Suite struct LeadingSpacerTests {
  static func attached(_ view: SpacerTableView, configuration: BarConfiguration = BarMetricsTests.inbox) throws
    -> NavBarDriver<SpacerTable>
  {
    let driver = NavBarDriver<SpacerTable>(
      controller: try NavBarController(configuration: configuration, environment: .phone))
    driver.attach(SpacerTable(view: view))
    return driver
  }

  @Test func theSpacerIsTheDefaultAndTheTablesInsetIsTheCollapsedBars() throws {
    #expect(BarConfiguration(panels: []).insetStrategy == .collapsedWithSpacer)
    let view = SpacerTableView()
    let driver = try Self.attached(view)
    let metrics = driver.controller.metrics
    #expect(view.spacer == metrics.collapsibleRange)
    #expect(view.contentInsetTop + view.safeArea == metrics.collapsedHeight)
    #expect(view.contentOffsetY == -metrics.collapsedHeight, "the spacer shows under the expanded bar")
    // The controller counts the content without it: as under `.expanded`.
    #expect(driver.controller.geometry.contentOffsetY == -metrics.expandedHeight)
    #expect(driver.controller.geometry.contentInsetTop == metrics.expandedHeight)
    #expect(driver.controller.geometry.contentHeight == view.rowsHeight)
    #expect(driver.controller.layout.height == metrics.expandedHeight)
    #expect(view.sectionHeaderScreenTop == metrics.expandedHeight)
  }

  @Test func scrollingWritesNothingAndTheSectionHeaderStaysUnderTheBarInEveryFrame() throws {
    let view = SpacerTableView()
    let driver = try Self.attached(view)
    let (insets, offsets) = (view.insetWrites, view.offsetWrites)
    let pixel = driver.controller.metrics.environment.pixel
    var y = view.contentOffsetY
    while y < 600 {
      y += 1 / 3
      view.contentOffsetY = y
      driver.send(.offsetChanged(y))
      let bar = driver.controller.layout.height
      #expect(
        abs(view.sectionHeaderScreenTop - bar) <= pixel,
        "offset \(y): header \(view.sectionHeaderScreenTop), bar \(bar)")
    }
    #expect(driver.controller.layout.height == driver.controller.metrics.collapsedHeight)
    #expect(view.insetWrites == insets && view.offsetWrites == offsets, "no write while the content scrolls")
  }

  @Test func theControllerDrivesASpacedTableExactlyAsATableWithoutOne() throws {
    let spaced = SpacerTableView()
    let plain = SpacerTableView()
    plain.canHoldSpacer = false
    let drivers = [try Self.attached(spaced), try Self.attached(plain)]
    #expect(plain.spacer == 0 && spaced.spacer > 0)
    let spacer = spaced.spacer
    for (index, driver) in drivers.enumerated() {
      let view = index == 0 ? spaced : plain
      for step in 0..<60 {
        view.contentOffsetY += 4
        driver.send(.offsetChanged(view.contentOffsetY))
        if step == 30 { driver.send(.dragBegan) }
      }
      let target = view.contentOffsetY + 40
      let pass = try #require(driver.send(.willEndDragging(velocity: 0.5, targetOffset: target)))
      if let adjusted = pass.effects.targetContentOffset { view.contentOffsetY = adjusted }
      driver.send(.didEndDragging(willDecelerate: true))
      driver.send(.offsetChanged(view.contentOffsetY))
      driver.send(.didEndDecelerating)
    }
    var plainGeometry = drivers[1].controller.geometry
    plainGeometry.holdsLeadingSpacer = true
    #expect(drivers[0].controller.geometry == plainGeometry)
    #expect(drivers[0].controller.layout == drivers[1].controller.layout)
    #expect(spaced.contentOffsetY - spacer == plain.contentOffsetY, "a fling's target counts the spacer")
    #expect(spaced.contentInsetTop + spacer == plain.contentInsetTop)
  }

  @Test func aNewPanelGrowsTheSpacerAndTheContentStaysWhereItIsOnScreen() throws {
    let view = SpacerTableView()
    let driver = try Self.attached(view)
    view.contentOffsetY = 900
    driver.send(.offsetChanged(900))
    let before = driver.controller.geometry
    // A row 500 pt into the app's content, on screen.
    let row = { view.spacer + 500 - view.contentOffsetY }
    let onScreen = row()
    var configuration = driver.controller.metrics.configuration
    configuration.panels.insert(.closable("tags", height: 44), at: 5)
    try driver.perform(.setConfiguration(configuration))
    #expect(view.spacer == driver.controller.metrics.collapsibleRange)
    #expect(view.spacer == 52 + 52 + 44 + 44)
    #expect(row() == onScreen)
    #expect(driver.controller.geometry.contentOffsetY == before.contentOffsetY)
    #expect(
      view.contentInsetTop + view.safeArea == driver.controller.metrics.collapsedHeight,
      "the inset is the collapsed bar's")
  }

  /// A pinned panel that starts to collapse: the expanded bar stays, the spacer grows, and the
  /// table's own inset shrinks with it in the same pass, written once.
  @Test func aPanelThatStartsToCollapseGrowsTheSpacerAndShrinksTheInsetInOneWrite() throws {
    let view = SpacerTableView()
    let driver = try Self.attached(view)
    view.contentOffsetY = 900
    driver.send(.offsetChanged(900))
    let expanded = driver.controller.metrics.expandedHeight
    let writes = view.insetWrites
    var configuration = driver.controller.metrics.configuration
    let index = try #require(configuration.panels.firstIndex { $0.id == "segments" })
    configuration.panels[index] = .closable("segments", height: 40)
    try driver.perform(.setConfiguration(configuration))
    #expect(driver.controller.metrics.expandedHeight == expanded)
    #expect(view.spacer == 52 + 52 + 44 + 40)
    #expect(view.contentInsetTop + view.safeArea == driver.controller.metrics.collapsedHeight)
    #expect(view.insetWrites == writes + 1)
    #expect(driver.controller.additionalTopInset == 0, "the new inset is the bar's own")
  }

  @Test func aDetachTakesTheSpacerAwayAndGivesTheTableItsInsetBack() throws {
    let view = SpacerTableView()
    let plain = SpacerTableView()
    plain.canHoldSpacer = false
    for (view, driver) in [(view, try Self.attached(view)), (plain, try Self.attached(plain))] {
      view.contentOffsetY += 120
      driver.send(.offsetChanged(view.contentOffsetY))
      driver.detach()
    }
    #expect(view.spacer == 0)
    #expect(view.contentInsetTop == 0)
    // As from a table that never held one: scrolled as far from its top as it was.
    #expect(view.contentOffsetY == plain.contentOffsetY)
    #expect(view.contentOffsetY + view.safeArea == 120)
  }

  @Test func aBarThatMovesAloneTakesThePinLineWithItWhereTheContentWentUnderIt() throws {
    let view = SpacerTableView()
    let driver = try Self.attached(view)
    view.contentOffsetY = 900
    driver.send(.offsetChanged(900))
    #expect(driver.controller.layout.height == driver.controller.metrics.collapsedHeight)
    // The bar expands over content deep in the list: UIKit's pin line follows it down.
    try driver.perform(.expand(animated: false))
    let bar = driver.controller.layout.height
    #expect(bar == driver.controller.metrics.expandedHeight)
    #expect(view.contentOffsetY == 900, "the content stays")
    #expect(view.sectionHeaderScreenTop == bar)
  }

  /// A phone turned to landscape and back while the content is scrolled deep: the bar stays
  /// collapsed, as the system's does (the large title comes back collapsed), and the table's
  /// spacer and inset follow in one write each way.
  @Test func aPhoneTurnedAndBackOverDeepContentKeepsTheBarCollapsed() throws {
    let view = SpacerTableView()
    // (The large title is the bar's only collapsible section: in a compact height nothing
    // collapses, and the bar is as collapsed as it is expanded.)
    let driver = try Self.attached(view, configuration: BarConfiguration(panels: [.top(), .largeTitle(), .separator]))
    view.contentOffsetY = 900
    driver.send(.offsetChanged(900))
    let portrait = driver.controller.metrics
    #expect(driver.controller.layout.height == portrait.collapsedHeight)
    try driver.perform(.setEnvironment(BarEnvironment(safeAreaTop: 0, width: 844, isVerticallyCompact: true)))
    #expect(view.spacer == driver.controller.metrics.collapsibleRange)
    #expect(driver.controller.layout.height == driver.controller.metrics.collapsedHeight)
    try driver.perform(.setEnvironment(.phone))
    #expect(view.spacer == portrait.collapsibleRange)
    #expect(driver.controller.collapse == portrait.collapsibleRange, "the large title comes back collapsed")
    #expect(driver.controller.layout.height == portrait.collapsedHeight)
    #expect(view.sectionHeaderScreenTop == portrait.collapsedHeight)
  }
}
