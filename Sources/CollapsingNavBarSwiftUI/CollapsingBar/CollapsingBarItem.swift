#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// A button in the UIKit bar's top row, described the SwiftUI way: a symbol or a title, an
  /// accessibility label and an action.
  @available(iOS 14.0, *)
  public struct CollapsingBarItem: Identifiable {
    /// Identifies the item among its row.
    public var id: String
    /// The title, when the item shows text.
    public var title: String?
    /// The SF Symbol, when the item shows an image.
    public var systemImage: String?
    /// What VoiceOver reads.
    public var accessibilityLabel: String
    /// Runs when the item is tapped.
    public var action: @MainActor () -> Void

    /// An item that shows a symbol.
    ///
    /// - Parameters:
    ///   - systemImage: The SF Symbol's name.
    ///   - accessibilityLabel: What VoiceOver reads.
    ///   - id: Identifies the item; the symbol's name by default.
    ///   - action: Runs when the item is tapped.
    public init(
      systemImage: String, accessibilityLabel: String, id: String? = nil, action: @escaping @MainActor () -> Void
    ) {
      self.id = id ?? systemImage
      self.title = nil
      self.systemImage = systemImage
      self.accessibilityLabel = accessibilityLabel
      self.action = action
    }

    /// An item that shows a title.
    ///
    /// - Parameters:
    ///   - title: The title; also what VoiceOver reads.
    ///   - id: Identifies the item; the title by default.
    ///   - action: Runs when the item is tapped.
    public init(_ title: String, id: String? = nil, action: @escaping @MainActor () -> Void) {
      self.id = id ?? title
      self.title = title
      self.systemImage = nil
      self.accessibilityLabel = title
      self.action = action
    }

    /// The UIKit item.
    @MainActor
    func makeBarButtonItem() -> UIBarButtonItem {
      let action = self.action
      let primary = UIAction(title: title ?? "", image: systemImage.flatMap { UIImage(systemName: $0) }) { _ in
        action()
      }
      let item =
        systemImage != nil
        ? UIBarButtonItem(image: primary.image, primaryAction: primary)
        : UIBarButtonItem(title: title, primaryAction: primary)
      item.accessibilityLabel = accessibilityLabel
      return item
    }
  }
#endif
