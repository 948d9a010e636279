#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// The large title row: a bold large-title label that follows Dynamic Type, aligned to the
  /// leading margin and resting on the row's bottom like the system's.
  @MainActor
  final class LargeTitleView: UIView {
    /// The large title.
    let label = UILabel()
    /// The insets of the title from the row's left and right edges.
    var horizontalInsets = UIEdgeInsets.zero {
      didSet { if horizontalInsets != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.textAlignment = .natural
      label.lineBreakMode = .byTruncatingTail
      label.accessibilityTraits.insert(.navBarHeader)
      label.font = Self.font(compatibleWith: traitCollection)
      addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The large-title text style at a bold weight, scaled for the traits' content size.
    ///
    /// - Parameter traits: The traits to scale for.
    /// - Returns: The font.
    static func font(compatibleWith traits: UITraitCollection) -> UIFont {
      let base = UIFont.preferredFont(
        forTextStyle: .largeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
      let bold = UIFont.systemFont(ofSize: base.pointSize, weight: .bold)
      return UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: bold, compatibleWith: traits)
    }

    /// The factor by which Dynamic Type scales the large title's height for some traits.
    ///
    /// - Parameters:
    ///   - height: The row's height at the default size.
    ///   - traits: The traits.
    /// - Returns: `scaledValue(for: height) / height` from `UIFontMetrics(forTextStyle: .largeTitle)`.
    static func scale(forHeight height: CGFloat, compatibleWith traits: UITraitCollection) -> CGFloat {
      guard height > 0 else { return 1 }
      return UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: height, compatibleWith: traits) / height
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
        label.font = Self.font(compatibleWith: traitCollection)
        setNeedsLayout()
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let width = max(0, bounds.width - horizontalInsets.left - horizontalInsets.right)
      let fitting = label.sizeThatFits(CGSize(width: width, height: bounds.height))
      let bottom = UIFontMetrics(forTextStyle: .largeTitle).scaledValue(
        for: CGFloat(LargeTitleBaseline.bottomMargin), compatibleWith: traitCollection)
      // Where the label sits is the core's.
      let baseline = LargeTitleBaseline(
        rowHeight: Double(bounds.height), fittingHeight: Double(fitting.height), bottomMargin: Double(bottom))
      label.frame = CGRect(
        x: horizontalInsets.left, y: CGFloat(baseline.y), width: width, height: CGFloat(baseline.height))
    }
  }
#endif
