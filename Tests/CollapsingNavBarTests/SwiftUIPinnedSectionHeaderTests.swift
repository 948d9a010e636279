#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import XCTest

  import CollapsingNavBarCore
  import CollapsingNavBarSwiftUI

  @testable import CollapsingNavBar

  /// A `List` led by a `CollapsingNavBarSpacer` reserves the collapsed bar and pins its section
  /// header right under the bar as it collapses, a point at a time.
  final class SwiftUIPinnedSectionHeaderTests: XCTestCase {
    @available(iOS 15.0, *)
    struct Screen: View {
      let spacer: Bool

      var body: some View {
        List {
          if spacer { CollapsingNavBarSpacer() }
          Section(header: Text("Today")) {
            ForEach(0..<200, id: \.self) { Text("Row \($0)") }
          }
        }
        .listStyle(.plain)
        .collapsingNavigationBar(configuration: .systemWithSearch, title: "Inbox")
      }
    }

    /// The window, the bar and the list it follows, settled.
    @available(iOS 15.0, *)
    @MainActor private func show(spacer: Bool) throws -> (UIWindow, CollapsingNavBar, UIScrollView) {
      let window = try makeSceneHostedWindow()
      window.rootViewController = UIHostingController(rootView: Screen(spacer: spacer))
      window.isHidden = false
      spinMainRunLoop(timeout: 3) { collapsingNavBar(in: window)?.scrollView != nil }
      // Settled: the spacer appeared, the reserved space is published and laid out.
      RunLoop.main.run(until: Date().addingTimeInterval(0.5))
      let bar = try XCTUnwrap(collapsingNavBar(in: window), "the screen has a bar")
      let list = try XCTUnwrap(bar.scrollView, "the bar follows no scroll view")
      assertAttached(bar, to: list)
      return (window, bar, list)
    }

    /// The top of the section's header on screen (in the window), as the list shows it.
    @MainActor private func headerTop(in list: UIScrollView, window: UIWindow) -> CGFloat? {
      let header: UIView?
      if let collection = list as? UICollectionView {
        header = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
          .min { $0.frame.minY < $1.frame.minY }
      } else if let table = list as? UITableView {
        header = table.headerView(forSection: 0)
      } else {
        header = nil
      }
      guard let header, let superview = header.superview else { return nil }
      return superview.convert(header.frame, to: window).minY
    }

    @MainActor func testTheSpacerReservesTheCollapsedBarAndTheBarSeesTheContentWithoutIt() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      let (window, bar, list) = try show(spacer: true)
      defer { window.isHidden = true }
      let metrics = bar.controller.metrics
      let space = metrics.reservedTopSpace(holdingSpacer: true)
      XCTAssertGreaterThan(space.leadingSpacer, 0)
      XCTAssertEqual(Double(list.adjustedContentInset.top), metrics.collapsedHeight, accuracy: 1.0 / 3)
      // The bar sees the content without the spacer: as under the expanded reserved space.
      XCTAssertEqual(bar.controller.geometry.contentInsetTop, metrics.expandedHeight, accuracy: 1.0 / 3)
      XCTAssertEqual(bar.controller.collapseDistance, 0, accuracy: 1.0 / 3)
      XCTAssertEqual(Double(bar.frame.height), metrics.expandedHeight, accuracy: 1.0 / 3)
    }

    @MainActor func testThePinnedHeaderSitsUnderTheBarAPointAtATime() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      let (window, bar, list) = try show(spacer: true)
      defer { window.isHidden = true }
      let range = bar.controller.metrics.collapsibleRange
      var checked = 0
      for _ in 0..<Int(range + 40) {
        list.contentOffset.y += 1
        list.layoutIfNeeded()
        bar.layoutIfNeeded()
        guard let top = headerTop(in: list, window: window) else { continue }
        let barBottom = bar.convert(bar.bounds, to: window).maxY
        XCTAssertEqual(top, barBottom, accuracy: 0.5, "the header under the bar at offset \(list.contentOffset.y)")
        checked += 1
      }
      XCTAssertGreaterThan(checked, Int(range), "the header was on screen while the bar collapsed")
      XCTAssertEqual(bar.progress, 1, accuracy: 0.001, "the bar collapsed with the content")
    }

    @MainActor func testWithoutTheSpacerTheListReservesTheExpandedBar() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      let (window, bar, list) = try show(spacer: false)
      defer { window.isHidden = true }
      XCTAssertEqual(
        Double(list.adjustedContentInset.top), bar.controller.metrics.expandedHeight, accuracy: 1.0 / 3)
    }
  }
#endif
