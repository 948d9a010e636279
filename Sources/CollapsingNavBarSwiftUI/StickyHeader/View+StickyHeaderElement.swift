#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  extension View {
    /// Places a header element where its attributes say: sized, scaled around its centre, faded,
    /// and centred at `(x, y)` in the header's coordinates (origin at the top of the screen).
    ///
    /// Use it on the direct children of the header's full-size container, e.g. a `ZStack`.
    ///
    /// - Parameter attributes: The element's attributes, e.g. `state.avatar()`.
    /// - Returns: The placed element.
    public func stickyHeaderElement(_ attributes: ElementAttributes) -> some View {
      frame(width: CGFloat(attributes.width), height: CGFloat(attributes.height))
        .scaleEffect(CGFloat(attributes.scale))
        .opacity(attributes.alpha)
        .position(x: CGFloat(attributes.x), y: CGFloat(attributes.y))
    }
  }
#endif
