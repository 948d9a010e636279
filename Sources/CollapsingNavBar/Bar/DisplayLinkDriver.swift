#if canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit

  /// Calls a closure on every display refresh while running, through a weak trampoline so that
  /// the display link (which retains its target) does not keep the owner alive.
  @MainActor
  final class DisplayLinkDriver {
    private var link: CADisplayLink?
    private let tick: @MainActor (CFTimeInterval) -> Void
    private let frameRate: FrameRatePreference?

    /// Creates a stopped driver.
    ///
    /// - Parameters:
    ///   - frameRate: The rates to ask the display for (the bar's own animations by default), or
    ///     `nil` for the display link's default, for a driver that only watches UIKit's motion.
    ///   - tick: Called with the frame's `targetTimestamp`: the time the frame being prepared will
    ///     show (seconds, monotonic), so the motion is sampled where it will be seen.
    init(
      frameRate: FrameRatePreference? = .barAnimation, tick: @escaping @MainActor (CFTimeInterval) -> Void
    ) {
      self.frameRate = frameRate
      self.tick = tick
    }

    /// Whether the display link is running.
    var isRunning: Bool { link != nil }

    /// The running display link, if any.
    var displayLink: CADisplayLink? { link }

    /// Starts the display link in the `.common` run-loop mode (it keeps ticking during tracking),
    /// asking for the driver's frame rate: with the bar's, on a ProMotion display the bar's own
    /// animation runs at 120 Hz next to UIKit's scrolling (iOS 15+; on iPhone the app's Info.plist
    /// also needs `CADisableMinimumFrameDurationOnPhone`).
    func start() {
      guard link == nil else { return }
      let link = CADisplayLink(target: Trampoline(self), selector: #selector(Trampoline.step(_:)))
      if let rate = frameRate {
        if #available(iOS 15.0, *) {
          link.preferredFrameRateRange = CAFrameRateRange(
            minimum: Float(rate.minimum), maximum: Float(rate.maximum), preferred: Float(rate.preferred))
        } else {
          link.preferredFramesPerSecond = 0  // the display's maximum
        }
      }
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops and invalidates the display link.
    func stop() {
      link?.invalidate()
      link = nil
    }

    fileprivate func step(_ link: CADisplayLink) {
      tick(link.targetTimestamp)
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
