#if canImport(UIKit)
import UIKit

/// The bar's fixed top row: leading items, the compact title centred, trailing items. Leading
/// and trailing follow the layout direction (right to left mirrors them).
@MainActor
final class TopRowView: UIView {
  /// The compact title.
  let titleLabel = UILabel()
  /// The views of the leading items, in order from the leading edge.
  var leadingViews: [UIView] = [] {
    didSet { replace(oldValue, with: leadingViews) }
  }
  /// The views of the trailing items, in order from the trailing edge.
  var trailingViews: [UIView] = [] {
    didSet { replace(oldValue, with: trailingViews) }
  }
  /// The insets of the row's content from its left and right edges (margins and safe area).
  var horizontalInsets = UIEdgeInsets.zero {
    didSet { if horizontalInsets != oldValue { setNeedsLayout() } }
  }
  /// The space between two items.
  static let itemSpacing: CGFloat = 8

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingTail
    titleLabel.accessibilityTraits.insert(.navBarHeader)
    addSubview(titleLabel)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  private func replace(_ old: [UIView], with new: [UIView]) {
    for view in old where !new.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in new where view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    // Walk from the leading and trailing edges; in right to left the leading edge is the right.
    let leadingEdge = rightToLeft ? bounds.width - horizontalInsets.right : horizontalInsets.left
    let trailingEdge = rightToLeft ? horizontalInsets.left : bounds.width - horizontalInsets.right
    let inward: CGFloat = rightToLeft ? -1 : 1

    var leadingEnd = leadingEdge
    for view in leadingViews {
      let size = BarButtonItemView.size(of: view, rowHeight: height)
      let x = rightToLeft ? leadingEnd - size.width : leadingEnd
      view.frame = CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
      leadingEnd += inward * (size.width + Self.itemSpacing)
    }
    var trailingEnd = trailingEdge
    for view in trailingViews {
      let size = BarButtonItemView.size(of: view, rowHeight: height)
      let x = rightToLeft ? trailingEnd : trailingEnd - size.width
      view.frame = CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
      trailingEnd -= inward * (size.width + Self.itemSpacing)
    }

    // The title is centred on the row and kept clear of the items on both sides.
    let left = rightToLeft ? trailingEnd : leadingEnd
    let right = rightToLeft ? leadingEnd : trailingEnd
    let clearance = max(0, left, bounds.width - right)
    let available = max(0, bounds.width - 2 * clearance)
    let fitting = titleLabel.sizeThatFits(CGSize(width: available, height: height))
    let width = min(available, ceil(fitting.width))
    titleLabel.frame = CGRect(
      x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: height)
  }
}
#endif
