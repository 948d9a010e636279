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
  /// A key-value observation callback calls it first, returns when it answers `false`, and only
  /// then runs the main actor's code with `MainActor.assumeIsolated`.
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
#endif
