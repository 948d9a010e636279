#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// Closable and pinned panels: a refused panel throws and changes nothing; adding the same
  /// view again replaces its panel.
  final class PanelTests: XCTestCase {
    /// What a refused panel must leave as it was.
    @MainActor struct Snapshot: Equatable {
      let configuration: BarConfiguration
      let panelViews: [String: ObjectIdentifier]
      let customPanelViews: [String: ObjectIdentifier]
      let switches: [String]
      let subviews: [ObjectIdentifier]

      init(_ bar: CollapsingNavBar) {
        configuration = bar.configuration
        panelViews = bar.panelViews.mapValues { ObjectIdentifier($0) }
        customPanelViews = bar.host.contents.mapValues { ObjectIdentifier($0.view) }
        switches = bar.host.contents.filter { $0.value.scrollsToTop.count > 0 }.keys.sorted()
        subviews = bar.subviews.map { ObjectIdentifier($0) }
      }
    }

    @MainActor func barWithFilters() throws -> (CollapsingNavBar, UIView) {
      let bar = CollapsingNavBar(configuration: .systemWithSearch)
      let filters = UIView()
      XCTAssertEqual(try bar.addClosablePanel(filters, height: 44, id: "filters"), "filters")
      return (bar, filters)
    }

    @MainActor func testADuplicateIDThrowsAndChangesNothing() throws {
      let (bar, filters) = try barWithFilters()
      let before = Snapshot(bar)
      let other = UIScrollView()
      XCTAssertThrowsError(try bar.addPinnedPanel(other, height: 44, id: "filters")) { error in
        XCTAssertEqual(error as? BarConfigurationError, .duplicatePanelID(index: 4, id: "filters"))
      }
      XCTAssertEqual(Snapshot(bar), before)
      XCTAssertIdentical(bar.host.content(ofPanel: "filters")?.view, filters, "the panel keeps its view")
      XCTAssertNil(other.superview)
      XCTAssertTrue(other.scrollsToTop, "the refused view's scroll views are left alone")
    }

    @MainActor func testABuiltInIDThrowsAndChangesNothing() throws {
      let (bar, _) = try barWithFilters()
      let before = Snapshot(bar)
      XCTAssertThrowsError(try bar.addClosablePanel(UIView(), height: 44, id: "search")) { error in
        XCTAssertEqual(error as? BarConfigurationError, .duplicatePanelID(index: 3, id: "search"))
      }
      XCTAssertIdentical(bar.panelViews["search"]?.content, bar.searchPanel, "the search panel keeps its view")
      XCTAssertEqual(Snapshot(bar), before)

      let system = CollapsingNavBar(configuration: .system)
      XCTAssertThrowsError(try system.addPinnedPanel(UIView(), height: 44, id: "search")) { error in
        XCTAssertEqual(error as? BarConfigurationError, .reservedPanelID(index: 3, id: "search"))
      }
      XCTAssertEqual(system.configuration, .system)
    }

    @MainActor func testANaNHeightThrowsAndChangesNothing() throws {
      let (bar, _) = try barWithFilters()
      let before = Snapshot(bar)
      for height in [CGFloat.nan, .infinity, -1, 1e9] {
        XCTAssertThrowsError(try bar.addClosablePanel(UIView(), height: height, id: "banner")) { error in
          guard case .invalidHeight(_, "banner", _) = error as? BarConfigurationError else {
            return XCTFail("\(error)")
          }
        }
        XCTAssertEqual(Snapshot(bar), before)
      }
      XCTAssertThrowsError(try bar.addClosablePanel(UIView(), height: .nan, id: "filters"))
      XCTAssertEqual(Snapshot(bar), before, "a bad height under a used id changes nothing either")
    }

    @MainActor func testAddingTheSameViewAgainReplacesItsPanel() throws {
      let (bar, filters) = try barWithFilters()
      let container = bar.panelViews["filters"]
      // Set-up in viewWillAppear(_:) runs again: same view, same id, or no id at all.
      XCTAssertEqual(try bar.addClosablePanel(filters, height: 44, id: "filters"), "filters")
      XCTAssertEqual(try bar.addClosablePanel(filters, height: 60), "filters")
      XCTAssertEqual(bar.configuration.panel(id: "filters")?.height, 60)
      XCTAssertEqual(bar.configuration.panels.filter { $0.kind == .closable }.count, 1)
      XCTAssertIdentical(bar.panelViews["filters"], container, "the same container shows it")
      // A new kind moves it to that kind's place.
      XCTAssertEqual(try bar.addPinnedPanel(filters, height: 44), "filters")
      XCTAssertEqual(bar.configuration.panel(id: "filters")?.kind, .pinned)
    }

    @MainActor func testRemovingAnUnknownPanelOrTheLastOneIsIgnored() throws {
      let (bar, _) = try barWithFilters()
      let before = Snapshot(bar)
      bar.removePanel(id: "nothing")
      XCTAssertEqual(Snapshot(bar), before)

      let lone = try CollapsingNavBar(validating: BarConfiguration(panels: [.pinned("tabs", height: 44)]))
      let tabs = UIView()
      // A panel the configuration declares takes the view added under its id.
      XCTAssertEqual(try lone.addPinnedPanel(tabs, height: 30, id: "tabs"), "tabs")
      XCTAssertEqual(lone.configuration.panels, [.pinned("tabs", height: 30)])
      XCTAssertIdentical(lone.panelViews["tabs"]?.content, tabs)
      lone.removePanel(id: "tabs")
      XCTAssertEqual(lone.configuration.panels.map(\.id), ["tabs"], "a bar needs a panel")
      XCTAssertIdentical(lone.host.content(ofPanel: "tabs")?.view, tabs)
    }

    @MainActor func testAViewThatIsAnotherPanelsContentIsRefused() throws {
      let (bar, filters) = try barWithFilters()
      let before = Snapshot(bar)
      XCTAssertThrowsError(try bar.addClosablePanel(filters, height: 44, id: "banner")) { error in
        XCTAssertEqual(error as? BarConfigurationError, .panelContentInUse(index: 4, id: "filters"))
      }
      XCTAssertEqual(Snapshot(bar), before)
    }
  }
#endif
