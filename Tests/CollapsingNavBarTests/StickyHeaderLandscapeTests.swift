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
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
      window.rootViewController = screen
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      spinMainRunLoop { !frames.header.isNull && !frames.content.isNull }

      XCTAssertEqual(frames.header.minX, 0, accuracy: 0.5, "the header starts at the screen's edge")
      XCTAssertEqual(frames.header.width, 852, accuracy: 0.5, "the header runs edge to edge")
      XCTAssertEqual(frames.content.minX, 59, accuracy: 0.5, "the content stays inside the safe area")
      XCTAssertEqual(frames.content.width, 852 - 2 * 59, accuracy: 0.5)
    }
  }
#endif
