#if canImport(SwiftUI) && canImport(UIKit)
  // The SwiftUI module speaks the core's types (progress, keyframes, appearance, events); importing
  // it brings them along.
  @_exported import CollapsingNavBarCore
#endif
