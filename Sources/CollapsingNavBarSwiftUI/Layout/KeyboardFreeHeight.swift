#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The height of a view measured with the keyboard's safe area ignored, for
  /// ``StickyHeaderGeometry/viewportHeight(layoutHeight:keyboardFreeHeight:)``.
  @available(iOS 14.0, *)
  struct KeyboardFreeHeightKey: PreferenceKey {
    static let defaultValue: Double? = nil

    static func reduce(value: inout Double?, nextValue: () -> Double?) {
      value = nextValue() ?? value
    }
  }

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Measures this view's height as if no keyboard were up (a reader in its background that
    /// ignores the keyboard's safe area) and writes it to `height` when it changes.
    ///
    /// - Parameter height: Receives the height in points.
    /// - Returns: The view, measured.
    func readingKeyboardFreeHeight(into height: Binding<Double?>) -> some View {
      background(
        GeometryReader { proxy in
          Color.clear.preference(key: KeyboardFreeHeightKey.self, value: Double(proxy.size.height))
        }
        .ignoresSafeArea(.keyboard)
      )
      .onPreferenceChange(KeyboardFreeHeightKey.self) { value in
        if height.wrappedValue != value { height.wrappedValue = value }
      }
    }
  }
#endif
