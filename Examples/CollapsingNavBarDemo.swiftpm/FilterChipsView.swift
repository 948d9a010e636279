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
    // No `scrollsToTop = false` needed: the bar turns it off in scroll views inside its panels.
    stack.axis = .horizontal
    stack.spacing = 8
    addSubview(scrollView)
    scrollView.addSubview(stack)
    for filter in filters {
      let button = UIButton(type: .system)
      var configuration = UIButton.Configuration.plain()
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
      button.configuration = configuration
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
