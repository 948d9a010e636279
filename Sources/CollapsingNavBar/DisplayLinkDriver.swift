#if canImport(UIKit)
import QuartzCore
import UIKit

/// Calls a closure on every display refresh while running, through a weak trampoline so that
/// the display link (which retains its target) does not keep the owner alive.
@MainActor
final class DisplayLinkDriver {
  private var link: CADisplayLink?
  private let tick: @MainActor (CFTimeInterval) -> Void

  /// Creates a stopped driver.
  ///
  /// - Parameter tick: Called with the frame's `timestamp` (seconds, monotonic).
  init(tick: @escaping @MainActor (CFTimeInterval) -> Void) {
    self.tick = tick
  }

  /// Whether the display link is running.
  var isRunning: Bool { link != nil }

  /// Starts the display link in the `.common` run-loop mode (it keeps ticking during tracking).
  func start() {
    guard link == nil else { return }
    let link = CADisplayLink(target: Trampoline(self), selector: #selector(Trampoline.step(_:)))
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Stops and invalidates the display link.
  func stop() {
    link?.invalidate()
    link = nil
  }

  fileprivate func step(_ link: CADisplayLink) {
    tick(link.timestamp)
  }

  /// The display link's target: holds the driver weakly and stops the link once it is gone.
  @MainActor
  private final class Trampoline: NSObject {
    weak var driver: DisplayLinkDriver?

    init(_ driver: DisplayLinkDriver) {
      self.driver = driver
    }

    @objc func step(_ link: CADisplayLink) {
      guard let driver else {
        link.invalidate()
        return
      }
      driver.step(link)
    }
  }
}
#endif
