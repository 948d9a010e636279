#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A screen's scroll delegate that records what reaches it.
  final class ScreenScrollDelegate: NSObject, UIScrollViewDelegate {
    var beganDragging = 0
    var endedDraggingTargets: [CGFloat] = []
    var didScroll = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      didScroll += 1
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      beganDragging += 1
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      endedDraggingTargets.append(targetContentOffset.pointee.y)
    }
  }

  /// A table screen that implements row selection and nothing about heights.
  final class TableScreen: NSObject, UITableViewDelegate {
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// A screen's search-bar delegate that records what reaches it.
  final class ScreenSearchDelegate: NSObject, UISearchBarDelegate {
    var began = 0
    var cancelled = 0
    var texts: [String] = []

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
      began += 1
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      cancelled += 1
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      texts.append(searchText)
    }
  }

  /// A bar and a scroll container the size of an iPhone screen, side by side in a window (a bar
  /// or a container out of any window comes to rest at once and plays no animation).
  ///
  /// The window is one made with `UIWindow(frame:)` unless the test passes its own: it belongs to
  /// no window scene and may get no display frames, which is enough for a test that checks what
  /// the bar does synchronously (the test may start a settle or the display link and call the
  /// frame handler itself). A test that waits for frames takes a stage from
  /// ``sceneHosted(configuration:scrollView:contentHeight:)``.
  @MainActor
  struct Stage {
    let bar: CollapsingNavBar
    let scrollView: UIScrollView
    let window: UIWindow

    init(
      configuration: BarConfiguration = .system, scrollView: UIScrollView = UIScrollView(),
      contentHeight: CGFloat = 4000, window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ) {
      self.window = window
      bar = CollapsingNavBar(configuration: configuration)
      bar.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
      bar.layoutIfNeeded()
      self.scrollView = scrollView
      scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      scrollView.contentSize = CGSize(width: 390, height: contentHeight)
      window.addSubview(scrollView)
      window.addSubview(bar)
    }

    /// A stage in a window of the test host's window scene (``makeSceneHostedWindow(frame:)``),
    /// shown, for a test that waits for display frames: the bar's settle and scroll-to-top, its
    /// display link, UIKit's animations.
    ///
    /// - Parameters:
    ///   - configuration: The bar's configuration.
    ///   - scrollView: The scroll container.
    ///   - contentHeight: The height of the container's content.
    /// - Returns: The stage; hide its window (`stage.window.isHidden = true`) when done.
    /// - Throws: `XCTSkip` when the test host has no connected window scene.
    static func sceneHosted(
      configuration: BarConfiguration = .system, scrollView: UIScrollView = UIScrollView(),
      contentHeight: CGFloat = 4000
    ) throws -> Stage {
      let stage = Stage(
        configuration: configuration, scrollView: scrollView, contentHeight: contentHeight,
        window: try makeSceneHostedWindow())
      stage.window.isHidden = false
      return stage
    }

    /// The inset the bar owns at its expanded height.
    var basis: CGFloat { CGFloat(bar.controller.basis) }

    /// Moves the content to a collapse distance, as a drag would (KVO reaches the bar).
    func scroll(toDistance c: CGFloat) {
      scrollView.contentOffset.y = c - basis
    }

    /// The proxy the bar put in front of the screen's delegate.
    var proxy: ScrollDelegateProxy? { bar.attachment?.proxy }

    /// Fails the test unless the bar is attached to the stage's scroll view (see
    /// ``assertAttached(_:to:file:line:)``).
    func assertAttached(file: StaticString = #filePath, line: UInt = #line) {
      CollapsingNavBarTests.assertAttached(bar, to: scrollView, file: file, line: line)
    }
  }

  /// Runs the main run loop until `condition` holds, or `timeout` seconds have passed (the caller
  /// asserts what it waited for).
  ///
  /// - Parameters:
  ///   - timeout: The most seconds to wait.
  ///   - condition: What to wait for.
  @MainActor
  func spinMainRunLoop(timeout: TimeInterval = 2, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.02))
    }
  }

  /// A window of the test host's window scene, the size of an iPhone screen, for a test that waits
  /// for display frames.
  ///
  /// UIKit plays a scroll view's animations (an animated `setContentOffset`, the refresh control's
  /// slide back) on the display frames of the screen its window is on. A window made with
  /// `UIWindow(frame:)` belongs to no scene on iOS 13 and later and may never get a frame: a test
  /// waiting for one there would see nothing move, and a test that waits for something not to
  /// happen would pass for that reason alone.
  ///
  /// - Parameter frame: The window's frame.
  /// - Returns: A hidden window in the foreground scene (the first connected one if none is in the
  ///   foreground); show it with `isHidden = false` and hide it again when done.
  /// - Throws: `XCTSkip` when the test host has no connected window scene (a test bundle run
  ///   without a host application): the test cannot run there, and says so rather than pass.
  @MainActor
  func makeSceneHostedWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) throws -> UIWindow {
    // `UIApplication.shared` is declared non-optional, but a test bundle without a host
    // application has no application object: ask the runtime, which may answer nil.
    let application =
      UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
    let scenes = application?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
    guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else {
      throw XCTSkip(
        "no connected UIWindowScene in this test host: a window outside a scene may get no display frames, "
          + "so this test, which waits for them, cannot run here")
    }
    let window = UIWindow(windowScene: scene)
    window.frame = frame
    return window
  }

  /// The first ``CollapsingNavBar`` in a view's tree (the one a SwiftUI screen's modifier made).
  @MainActor
  func collapsingNavBar(in view: UIView) -> CollapsingNavBar? {
    if let bar = view as? CollapsingNavBar { return bar }
    return view.subviews.lazy.compactMap { collapsingNavBar(in: $0) }.first
  }

  /// Fails the test unless the bar is attached to the scroll view.
  ///
  /// A bar that is not attached writes nothing when it is asked to expand, collapse or take a
  /// new configuration, so a test of those calls passes without testing anything: call this in
  /// each test before it calls them.
  ///
  /// - Parameters:
  ///   - bar: The bar.
  ///   - scrollView: The scroll view the test drives.
  @MainActor
  func assertAttached(
    _ bar: CollapsingNavBar, to scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertNotNil(bar.scrollView, "the bar is not attached: it would write nothing", file: file, line: line)
    XCTAssertIdentical(bar.scrollView, scrollView, "the bar drives another scroll view", file: file, line: line)
  }
#endif
