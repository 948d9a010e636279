#if canImport(UIKit)
  import Foundation

  /// Whether a callback that UIKit makes on the main thread arrived there, so that it may run
  /// the main actor's code; debug builds stop when it did not.
  ///
  /// Key-value observation calls back on the thread that changed the property, and UIKit changes
  /// a scroll view's offset, insets, size and bounds on the main thread. A callback on another
  /// thread therefore means that the app changed a UIKit property there, which UIKit does not
  /// support either: debug builds stop at an assertion that says so; release builds drop the
  /// callback, and the bar catches up with the next one on the main thread (each reads the
  /// scroll view afresh).
  ///
  /// Callbacks do not call it themselves: they run the main actor's code through
  /// ``onMainThread(_:file:line:_:)``, which asks it first.
  ///
  /// - Parameters:
  ///   - file: The caller's file, for the debug message.
  ///   - line: The caller's line, for the debug message.
  /// - Returns: Whether the caller runs on the main thread.
  package func arrivedOnMainThread(file: StaticString = #fileID, line: UInt = #line) -> Bool {
    let isMain = Thread.isMainThread
    #if DEBUG
      assert(
        isMain, "CollapsingNavBar: a UIKit property changed off the main thread (UIKit supports the main thread only)",
        file: file, line: line)
    #endif
    return isMain
  }

  /// What a callback that arrived off the main thread means.
  package enum OffMainThread {
    /// An app changed a UIKit property off the main thread, which UIKit does not support: debug
    /// builds stop at ``arrivedOnMainThread(file:line:)``'s assertion; release builds drop the
    /// callback.
    case unsupported
    /// Nothing is wrong (a `deinit`, a display link or a SwiftUI callback that may run anywhere):
    /// the callback is dropped.
    case dropped
  }

  /// Runs the main actor's code from a callback that is not isolated to it (key-value
  /// observation, a `deinit`, a display link, SwiftUI's scroll target behavior) when it arrived on
  /// the main thread; drops it otherwise.
  ///
  /// The one place the UI modules assume the main actor: every such callback goes through it.
  ///
  /// - Parameters:
  ///   - offMain: What a callback off the main thread means.
  ///   - file: The caller's file, for the debug message.
  ///   - line: The caller's line, for the debug message.
  ///   - body: The main actor's code.
  /// - Returns: What `body` returned, or `nil` when the callback arrived off the main thread.
  @discardableResult
  package func onMainThread<Result: Sendable>(
    _ offMain: OffMainThread = .unsupported, file: StaticString = #fileID, line: UInt = #line,
    _ body: @MainActor () throws -> Result
  ) rethrows -> Result? {
    switch offMain {
    case .unsupported:
      guard arrivedOnMainThread(file: file, line: line) else { return nil }
    case .dropped:
      guard Thread.isMainThread else { return nil }
    }
    // Both guards above returned for any other thread, so this runs on the main thread only.
    return try MainActor.assumeIsolated(body)  // An app cannot reach a trap here: main thread only.
  }
#endif
