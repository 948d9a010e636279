#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI

  /// The top scroll edge effect the bar asks of the SwiftUI scroll views under it.
  ///
  /// Under the glass look (iOS 26 and later: ``BarEdgeEffect/requested(by:systemLook:)``), the
  /// configuration's style and hiding, through SwiftUI's own modifiers. The bar's views shape the
  /// effect down to its current bottom (the UIKit bar's `UIScrollEdgeElementContainerInteraction`).
  /// Under the classic look the scroll views keep their own effect.
  @available(iOS 15.0, *)
  struct GlassEdgeEffect: ViewModifier {
    /// The bar's configuration.
    var configuration: BarConfiguration

    /// The effect asked for: the configuration's under the glass look, else none.
    var requested: BarEdgeEffect? {
      BarEdgeEffect.requested(by: configuration, systemLook: BarLookSystem.current.look)
    }

    func body(content: Content) -> some View {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *), let effect = requested {
          content
            .scrollEdgeEffectStyle(Self.style(effect.style), for: .top)
            .scrollEdgeEffectHidden(effect.isHidden, for: .top)
        } else {
          content
        }
      #else
        content
      #endif
    }

    #if compiler(>=6.2)
      /// SwiftUI's style for the bar's.
      @available(iOS 26.0, *)
      static func style(_ style: BarEdgeEffectStyle) -> ScrollEdgeEffectStyle {
        switch style {
        case .automatic: return .automatic
        case .soft: return .soft
        case .hard: return .hard
        }
      }
    #endif
  }
#endif
