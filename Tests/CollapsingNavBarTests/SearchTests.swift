#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class SearchTests: XCTestCase {
    @MainActor func testEditingActivatesSearchAndCancelGivesTheCollapseBack() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = ScreenSearchDelegate()
      stage.bar.searchBar.delegate = screen
      stage.bar.setNeedsLayout()
      stage.bar.layoutIfNeeded()  // the bar notices the new delegate on its next layout and wraps it
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 20)
      let collapse = stage.bar.controller.collapse

      let searchBar = stage.bar.searchBar
      XCTAssertIdentical(searchBar.delegate, stage.bar.searchProxy)
      searchBar.delegate?.searchBarTextDidBeginEditing?(searchBar)
      XCTAssertEqual(screen.began, 1, "the screen hears it first")
      XCTAssertTrue(stage.bar.isSearchActive)
      XCTAssertTrue(searchBar.showsCancelButton)
      XCTAssertEqual(stage.bar.layout.panel("search")?.height, stage.bar.layout.panel("search")?.fullHeight)

      stage.scroll(toDistance: 400)
      XCTAssertEqual(stage.bar.controller.collapse, collapse, "the collapse is frozen while searching")

      searchBar.text = "lisbon"
      searchBar.delegate?.searchBarCancelButtonClicked?(searchBar)
      XCTAssertEqual(screen.cancelled, 1)
      XCTAssertEqual(screen.texts, [""], "the screen hears that the text was cleared")
      XCTAssertFalse(stage.bar.isSearchActive)
      XCTAssertFalse(searchBar.showsCancelButton)
    }

    @MainActor func testTheSearchProxyForwardsWhatItDoesNotHandle() {
      let bar = CollapsingNavBar(configuration: .systemWithSearch)
      let screen = ScreenSearchDelegate()
      bar.searchBar.delegate = screen
      bar.setNeedsLayout()
      bar.layoutIfNeeded()
      let proxy = bar.searchProxy
      XCTAssertTrue(proxy.responds(to: #selector(UISearchBarDelegate.searchBar(_:textDidChange:))))
      XCTAssertFalse(proxy.responds(to: #selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:))))
      bar.searchBar.delegate?.searchBar?(bar.searchBar, textDidChange: "a")
      XCTAssertEqual(screen.texts, ["a"])
    }
  }
#endif
