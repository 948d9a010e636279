// Declarations of SwiftUI APIs newer than the type-check harness's SDK (iOS 17.4), written from
// Apple's documentation, for type-checking only (see NewerAPIs.swift). Bodies are never run.
import SwiftUI

// https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle
// "A structure that specifies blur transitions between scrolling content and an area with
// controls, such as toolbars." iOS 26.0+.
@available(iOS 26.0, *)
public struct ScrollEdgeEffectStyle: Sendable {
  // "A scroll edge effect the system applies automatically when pinned content overlaps
  // scrolling content."
  public static var automatic: ScrollEdgeEffectStyle { fatalError("type-check only") }
  // "A scroll edge effect that provides a linear, nearly opaque boundary between pinned controls
  // and scrolling content."
  public static var hard: ScrollEdgeEffectStyle { fatalError("type-check only") }
  // "A scroll edge effect that provides a subtle, blurred boundary between pinned controls and
  // scrolling content."
  public static var soft: ScrollEdgeEffectStyle { fatalError("type-check only") }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:)
  // "Configures the scroll edge effect style for scroll views within this hierarchy." iOS 26.0+.
  @available(iOS 26.0, *)
  nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
    self
  }

  // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)
  // "Hides any scroll edge effects for scroll views within this hierarchy." iOS 26.0+.
  @available(iOS 26.0, *)
  nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
    self
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)
  // "Shows the specified content as a custom bar above or below the modified view." iOS 26.0+.
  // (Apple declares `content` with `@ContentBuilder`; a view builder's closure type-checks the
  // same here.)
  @available(iOS 26.0, *)
  nonisolated public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    self
  }
}
