extension NavBarController {
  /// What the controller carries from one event to the next ones of the same change, each with
  /// the events that end it (``forget(before:)``).
  ///
  /// UIKit reports one change of a scroll view as several callbacks, in an order no
  /// documentation fixes: a new safe area moves the offset before or after it reports the new
  /// share; the bar's own inset write echoes back; a refresh's end starts a slide of the content
  /// that no callback ends. What one callback leaves for the next is kept here, and nowhere else.
  struct EventMemory: Sendable {
    /// How far the last event moved the offset, where to and the collapse before, if the last
    /// event moved it: a change of the system's share that follows it in the same UIKit change
    /// may have caused it.
    var offsetMove: OffsetMove?
    /// How far the safe area's share of the adjusted top inset moved in the last event, if it did
    /// and the offset did not move with it yet: UIKit's move of the offset may come next.
    var safeAreaShareMove: Double?
    /// UIKit's slide of the content back to the top after a refresh ends, watched frame by frame:
    /// no callback marks its end, and a finger may stop it anywhere.
    var refreshSlide: RefreshSlideWatch?

    /// Forgets what an event ends, and gives back the moves as the event found them.
    ///
    /// - A move of the offset is kept over what the same change of the container reports in
    ///   between: the echoes of the bar's own inset writes that answer the move, a new viewport or
    ///   content size.
    /// - A move of the safe area's share is kept over the same, and over the reports of the
    ///   system's share and of a refresh's end, which the same change may bring.
    /// - The watch of a slide after a refresh goes on over the content's own reports and frames:
    ///   a finger, a drag, the bar's own motion or search take over from UIKit's slide.
    ///
    /// - Parameter event: The event about to be handled.
    /// - Returns: The moves remembered before the event.
    mutating func forget(before event: ScrollEvent) -> (offsetMove: OffsetMove?, shareMove: Double?) {
      let before = (offsetMove: offsetMove, shareMove: safeAreaShareMove)
      switch event {
      case .offsetChanged, .insetChanged, .viewportChanged, .contentSizeChanged: break
      default: offsetMove = nil
      }
      switch event {
      case .insetChanged, .viewportChanged, .contentSizeChanged, .systemInsetChanged, .refreshEnded: break
      default: safeAreaShareMove = nil
      }
      switch event {
      case .offsetChanged, .insetChanged, .systemInsetChanged, .refreshEnded, .frame, .viewportChanged,
        .contentSizeChanged:
        break
      default: refreshSlide = nil
      }
      return before
    }
  }

  /// Where the content was at the last look during UIKit's slide back after a refresh, whether it
  /// moved since the refresh ended, and for how many frames it has not moved.
  struct RefreshSlideWatch: Hashable, Sendable {
    /// The offset at the last look.
    var offset: Double
    /// Whether the content moved since the refresh ended.
    var moved: Bool
    /// The frames since the content last moved (or since the refresh ended).
    var stillFrames = 0

    /// Frames without a move before a slide that never began is given up: UIKit starts the slide
    /// at the display frame after the refresh's end (seed 9341, scenario 567994: a watch that
    /// ended at the first frame missed the slide, and the finger that stopped it).
    static let framesBeforeASlideBegins = 2
  }

  /// A move of the offset, and the bar as it found it.
  struct OffsetMove {
    /// How far the offset moved.
    var by: Double
    /// Where it moved to.
    var to: Double
    /// The collapse before the move.
    var collapse: Double
    /// How the collapse followed the content before the move.
    var tracking: CollapseTracking
  }

  /// How the bar moves content of its own.
  struct MotionSettings: Sendable {
    /// Whether Reduce Motion is on.
    var reduceMotion = false
    /// How scroll-to-top plans its animation.
    var scrollToTopPlanner = ScrollToTopPlanner.standard
  }
}
