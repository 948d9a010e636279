#if canImport(SwiftUI) && canImport(UIKit)
  // CollapsingNavBarCore is deliberately not re-exported (`@_exported import`): the core also
  // holds the engine (controller, events, the probe's state machine), whose names a SwiftUI
  // screen never needs, and a re-export would put every core name next to SwiftUI's in every file
  // that imports this module, where a name SwiftUI adds later would turn into an "ambiguous"
  // error. Values such as `StickyHeaderState` or `ScrollObservationEvent` reach a screen through
  // this module's API and their members work without an import; a screen that spells a core type
  // (`StickyHeaderConfiguration(...)`, `GradientBarStyle(...)`) adds `import CollapsingNavBarCore`.
#endif
