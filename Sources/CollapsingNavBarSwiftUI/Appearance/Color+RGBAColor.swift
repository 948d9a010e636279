#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  extension Color {
    /// A SwiftUI colour from the core's colour (sRGB components and alpha).
    ///
    /// - Parameter color: The core's colour.
    public init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
