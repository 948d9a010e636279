#if canImport(SwiftUI) && canImport(UIKit)
  import MachO
  import os

  /// Reports a mistake in how an app uses a modifier the SwiftUI way, never a stop; the modifier
  /// goes on with its documented fallback.
  ///
  /// In a debug build it is a runtime issue, shown in Xcode's Issue navigator and in the source
  /// editor as SwiftUI's own warnings are: a fault logged to the `com.apple.runtime-issues`
  /// subsystem on behalf of the SwiftUI framework's image, which is what Xcode shows as a runtime
  /// issue. In a release build (or where SwiftUI's image is not found) it is a fault in the
  /// package's own log subsystem, `CollapsingNavBar`, shown in the console.
  @available(iOS 14.0, *)
  enum RuntimeWarning {
    /// Reports a warning.
    ///
    /// - Parameter message: What went wrong and what the modifier does instead.
    static func report(_ message: String) {
      #if DEBUG
        if let swiftUI = imageHeader(named: "/SwiftUI") {
          let log = OSLog(subsystem: "com.apple.runtime-issues", category: "CollapsingNavBar")
          os_log(.fault, dso: swiftUI, log: log, "%@", message)
          return
        }
      #endif
      // Made per report (rare: once per refused configuration); a stored `Logger` is not
      // `Sendable` in the iOS 17 SDK.
      Logger(subsystem: "CollapsingNavBar", category: "SwiftUI").fault("\(message, privacy: .public)")
    }

    /// The header of the loaded image whose path ends with `suffix`, if any.
    private static func imageHeader(named suffix: String) -> UnsafeRawPointer? {
      for index in 0..<_dyld_image_count() {
        guard let name = _dyld_get_image_name(index), String(cString: name).hasSuffix(suffix),
          let header = _dyld_get_image_header(index)
        else { continue }
        return UnsafeRawPointer(header)
      }
      return nil
    }
  }
#endif
