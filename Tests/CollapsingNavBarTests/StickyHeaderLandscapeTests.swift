#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarSwiftUI
  import SwiftUI
  import UIKit
  import XCTest

  /// `StickyHeaderScrollView` under side safe areas (a landscape iPhone's notch): the header runs
  /// under them, edge to edge, while the content stays inside.
  final class StickyHeaderLandscapeTests: XCTestCase {
    /// Where a view was drawn, in the window (a reference: writing it renders nothing).
    final class Frames {
      var header: CGRect = .null
      var content: CGRect = .null
    }

    @MainActor func testThePinnedHeaderReachesUnderTheSideSafeAreasAndTheContentStaysInside() throws {
      guard #available(iOS 17.0, *) else { throw XCTSkip("the scroll view clips its content before iOS 17") }
      let frames = Frames()
      let screen = UIHostingController(
        rootView: StickyHeaderScrollView { _ in
          GeometryReader { proxy in
            Color.purple.onAppear { frames.header = proxy.frame(in: .global) }
          }
        } content: {
          GeometryReader { proxy in
            Color.gray.onAppear { frames.content = proxy.frame(in: .global) }
          }
          .frame(height: 2000)
        })
      // A landscape iPhone: 59 pt of notch on each side.
      screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
      // SwiftUI may wait for a display frame to render: a window of the host's scene gets them.
      let window = try makeSceneHostedWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
      window.rootViewController = screen
      window.isHidden = false
      defer { window.isHidden = true }
      spinMainRunLoop { !frames.header.isNull && !frames.content.isNull }

      // The scene's own side insets, if the host runs in landscape, come on top of the notch's.
      let system = window.safeAreaInsets
      XCTAssertEqual(frames.header.minX, 0, accuracy: 0.5, "the header starts at the screen's edge")
      XCTAssertEqual(frames.header.width, 852, accuracy: 0.5, "the header runs edge to edge")
      XCTAssertEqual(frames.content.minX, system.left + 59, accuracy: 0.5, "the content stays inside the safe area")
      XCTAssertEqual(frames.content.width, 852 - system.left - system.right - 2 * 59, accuracy: 0.5)
    }
  }
#endif
