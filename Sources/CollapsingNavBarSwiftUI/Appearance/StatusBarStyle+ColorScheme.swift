#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  extension StatusBarStyle {
    /// The colour scheme of a bar whose status bar shows this style: light content sits on a dark
    /// bar, dark content on a light one.
    public var barColorScheme: ColorScheme {
      switch self {
      case .lightContent: return .dark
      case .darkContent: return .light
      }
    }
  }
#endif
