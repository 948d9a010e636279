#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Holds an object made once for a view's lifetime, without observing it.
  ///
  /// `@State private var model = Model()` builds a new `Model` every time the view's initializer
  /// runs (on every render of its parent) and throws all but the first away. A `@StateObject`
  /// builds its value once (its initial value is an autoclosure), and this holder publishes
  /// nothing, so the view that holds it is not redrawn when the object changes; the views that
  /// draw from the object observe it themselves.
  @available(iOS 14.0, *)
  @MainActor
  final class HeldObject<Value: AnyObject>: ObservableObject {
    /// The object.
    let value: Value

    /// Holds an object.
    init(_ value: Value) {
      self.value = value
    }
  }
#endif
