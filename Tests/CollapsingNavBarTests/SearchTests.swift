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
      // The bar checks the search bar's delegate when the field begins editing.
      stage.bar.searchProxy.adoptReplacedDelegate(of: stage.bar.searchBar)
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

    @MainActor func testWithNoListAttachedSearchActivatesAndCancelTakesItAway() {
      // A bar shown before its list is attached (a search screen with no results yet).
      let stage = Stage(configuration: .systemWithSearch)
      XCTAssertNil(stage.bar.scrollView)
      let searchBar = stage.bar.searchBar
      stage.bar.searchProxy.adoptReplacedDelegate(of: searchBar)
      searchBar.delegate?.searchBarTextDidBeginEditing?(searchBar)
      XCTAssertTrue(stage.bar.isSearchActive)
      XCTAssertTrue(searchBar.showsCancelButton)
      searchBar.delegate?.searchBarCancelButtonClicked?(searchBar)
      XCTAssertFalse(stage.bar.isSearchActive, "the Cancel button takes search away")
      XCTAssertFalse(searchBar.showsCancelButton)
    }

    @MainActor func testTheSearchProxyForwardsWhatItDoesNotHandle() {
      let bar = CollapsingNavBar(configuration: .systemWithSearch)
      let screen = ScreenSearchDelegate()
      bar.searchBar.delegate = screen
      bar.searchProxy.adoptReplacedDelegate(of: bar.searchBar)
      let proxy = bar.searchProxy
      XCTAssertTrue(proxy.responds(to: #selector(UISearchBarDelegate.searchBar(_:textDidChange:))))
      XCTAssertFalse(proxy.responds(to: #selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:))))
      bar.searchBar.delegate?.searchBar?(bar.searchBar, textDidChange: "a")
      XCTAssertEqual(screen.texts, ["a"])
    }

    @MainActor func testTheFieldBeginningToEditActivatesSearchWhoeverTheDelegateIs() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = ScreenSearchDelegate()
      stage.bar.searchBar.delegate = screen
      NotificationCenter.default.post(
        name: UITextField.textDidBeginEditingNotification, object: stage.bar.searchBar.searchTextField)
      XCTAssertTrue(stage.bar.isSearchActive)
      XCTAssertIdentical(stage.bar.searchBar.delegate, stage.bar.searchProxy, "the new delegate is wrapped")
      XCTAssertIdentical(stage.bar.searchProxy.target, screen)
    }
  }
#endif
