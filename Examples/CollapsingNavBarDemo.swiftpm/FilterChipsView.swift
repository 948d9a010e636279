import UIKit

/// A horizontal row of filter chips: a closable panel of the inbox's bar.
final class FilterChipsView: UIView {
  /// Called with the selected filter, or `nil` for all.
  var onSelect: ((String?) -> Void)?

  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  private var buttons: [UIButton] = []
  private var selected: String?

  init(filters: [String]) {
    super.init(frame: .zero)
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.alwaysBounceHorizontal = true
    // The bar owns the status-bar tap; a second scroll view with scrollsToTop would steal it.
    scrollView.scrollsToTop = false
    stack.axis = .horizontal
    stack.spacing = 8
    addSubview(scrollView)
    scrollView.addSubview(stack)
    for filter in filters {
      let button = ChipButton(type: .system)
      button.setTitle(filter, for: .normal)
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.layer.cornerRadius = 15
      button.backgroundColor = .secondarySystemFill
      button.addTarget(self, action: #selector(chipTapped(_:)), for: .primaryActionTriggered)
      buttons.append(button)
      stack.addArrangedSubview(button)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func layoutSubviews() {
    super.layoutSubviews()
    scrollView.frame = bounds
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    stack.frame = CGRect(x: 16, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    scrollView.contentSize = CGSize(width: size.width + 32, height: bounds.height)
  }

  @objc private func chipTapped(_ button: UIButton) {
    let filter = button.title(for: .normal)
    selected = selected == filter ? nil : filter
    for chip in buttons {
      let isSelected = chip.title(for: .normal) == selected
      chip.backgroundColor = isSelected ? chip.tintColor : .secondarySystemFill
      chip.setTitleColor(isSelected ? .white : nil, for: .normal)
      chip.accessibilityValue = isSelected ? "Selected" : nil
    }
    onSelect?(selected)
  }
}

/// A chip: a system button with 12 pt of room on either side of its title and 6 pt above and
/// below (without the content insets deprecated since iOS 15).
final class ChipButton: UIButton {
  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 24, height: size.height + 12)
  }
}
