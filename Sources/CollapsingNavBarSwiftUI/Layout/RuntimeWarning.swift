#if canImport(SwiftUI) && canImport(UIKit)
  import os

  /// Reports a mistake in how an app uses a modifier the SwiftUI way: a fault in the log (shown
  /// in Xcode's console, debug and release builds alike), never a stop; the modifier goes on with
  /// its documented fallback.
  @available(iOS 14.0, *)
  enum RuntimeWarning {
    /// Logs a warning.
    ///
    /// - Parameter message: What went wrong and what the modifier does instead.
    static func report(_ message: String) {
      // Made per report (rare: once per refused configuration); a stored `Logger` is not
      // `Sendable` in the iOS 17 SDK.
      Logger(subsystem: "CollapsingNavBar", category: "SwiftUI").fault("\(message, privacy: .public)")
    }
  }
#endif
