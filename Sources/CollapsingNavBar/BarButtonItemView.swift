#if canImport(UIKit)
import UIKit

/// Draws a `UIBarButtonItem` in the bar's top row: its custom view as is, otherwise a system
/// button with the item's image or title that sends the item's action from the item itself
/// (so an action method typed `(_ sender: UIBarButtonItem)` gets the item).
@MainActor
enum BarButtonItemView {
  /// The smallest touch target, in points.
  static let minimumSide: CGFloat = 44

  /// A view for an item.
  ///
  /// - Parameter item: The bar button item.
  /// - Returns: The item's `customView`, or a button made from the item.
  static func make(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    return ItemButton(item: item)
  }

  /// The size a view wants in a row of a given height.
  static func size(of view: UIView, rowHeight: CGFloat) -> CGSize {
    let fitting = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight))
    if view is ItemButton {
      return CGSize(width: max(minimumSide, ceil(fitting.width)), height: min(rowHeight, max(minimumSide, fitting.height)))
    }
    let width = view.bounds.width > 0 ? view.bounds.width : ceil(fitting.width)
    let height = view.bounds.height > 0 ? view.bounds.height : ceil(fitting.height)
    return CGSize(width: width, height: min(rowHeight, height))
  }

  /// A button standing for a bar button item.
  final class ItemButton: UIButton {
    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
      self.item = item
      super.init(frame: .zero)
      if let image = item.image {
        setImage(image, for: .normal)
      } else {
        setTitle(item.title, for: .normal)
        setTitleColor(tintColor, for: .normal)
        setTitleColor(tintColor.withAlphaComponent(0.3), for: .disabled)
        titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel?.adjustsFontForContentSizeCategory = true
      }
      if let tint = item.tintColor { tintColor = tint }
      isEnabled = item.isEnabled
      // The item's label, else its title, else the image's (SF Symbols carry one).
      accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.image?.accessibilityLabel
      accessibilityHint = item.accessibilityHint
      accessibilityIdentifier = item.accessibilityIdentifier
      if #available(iOS 14.0, *) {
        if let action = item.primaryAction {
          addAction(action, for: .primaryActionTriggered)
        }
        if let menu = item.menu {
          self.menu = menu
          showsMenuAsPrimaryAction = item.primaryAction == nil && item.action == nil
        }
      }
      if item.action != nil {
        addTarget(self, action: #selector(sendItemAction(_:for:)), for: .primaryActionTriggered)
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tintColorDidChange() {
      super.tintColorDidChange()
      if item.image == nil {
        setTitleColor(tintColor, for: .normal)
        setTitleColor(tintColor.withAlphaComponent(0.3), for: .disabled)
      }
    }

    @objc private func sendItemAction(_ sender: UIButton, for event: UIEvent?) {
      guard let action = item.action else { return }
      UIApplication.shared.sendAction(action, to: item.target, from: item, for: event)
    }
  }
}
#endif
