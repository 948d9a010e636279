#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import XCTest

  import CollapsingNavBarSwiftUI

  @testable import CollapsingNavBar

  /// The screen that holds a `CollapsingNavBarProxy` is not rendered again as the bar moves; the
  /// small view that observes `proxy.progress` is.
  final class SwiftUIProxyRenderTests: XCTestCase {
    /// Counts the renders of a view's body (a reference, so counting re-renders nothing).
    final class Renders {
      var count = 0
    }

    @available(iOS 15.0, *)
    struct ProgressLabel: View {
      @ObservedObject var progress: CollapsingNavBarProgress
      let renders: Renders

      var body: some View {
        renders.count += 1
        return Text("\(Int(progress.value * 100)) %")
      }
    }

    @available(iOS 15.0, *)
    struct Screen: View {
      @StateObject var bar = CollapsingNavBarProxy()
      let screenRenders: Renders
      let labelRenders: Renders
      let onAppear: (CollapsingNavBarProxy) -> Void

      var body: some View {
        screenRenders.count += 1
        return List(0..<200, id: \.self) { Text("Row \($0)") }
          .collapsingNavigationBar(title: "Inbox", proxy: bar)
          .overlay(ProgressLabel(progress: bar.progress, renders: labelRenders), alignment: .bottom)
          .onAppear { onAppear(bar) }
      }
    }

    @MainActor func testHoldingTheProxyRendersNothingWhileTheBarCollapsesAndExpands() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      let screenRenders = Renders()
      let labelRenders = Renders()
      var proxy: CollapsingNavBarProxy?
      // SwiftUI may wait for a display frame to render: a window of the host's scene gets them.
      let window = try makeSceneHostedWindow()
      window.rootViewController = UIHostingController(
        rootView: Screen(screenRenders: screenRenders, labelRenders: labelRenders) { proxy = $0 })
      window.isHidden = false
      defer { window.isHidden = true }
      spinMainRunLoop(timeout: 3) { proxy != nil }
      let bar = try XCTUnwrap(proxy)
      // Settled: the probe found the list, the reserved space is published.
      RunLoop.main.run(until: Date().addingTimeInterval(0.5))
      // The proxy drives a bar that follows the list: else its calls would do nothing.
      let uiBar = try XCTUnwrap(collapsingNavBar(in: window), "the screen has a bar")
      let list = try XCTUnwrap(uiBar.scrollView, "the bar follows no scroll view")
      assertAttached(uiBar, to: list)
      XCTAssertTrue(list.isDescendant(of: window), "the bar follows the screen's list")
      let screenBefore = screenRenders.count
      let labelBefore = labelRenders.count

      bar.collapse(animated: false)
      spinMainRunLoop(timeout: 3) { bar.progress.value == 1 }
      XCTAssertEqual(bar.progress.value, 1, "the bar collapsed (it follows the list)")
      bar.expand(animated: false)
      spinMainRunLoop(timeout: 3) { bar.progress.value == 0 }
      XCTAssertEqual(bar.progress.value, 0, "the bar expanded")

      XCTAssertEqual(screenRenders.count, screenBefore, "the screen holding the proxy was rendered again")
      XCTAssertGreaterThan(labelRenders.count, labelBefore, "the view observing the progress follows it")
    }
  }
#endif
