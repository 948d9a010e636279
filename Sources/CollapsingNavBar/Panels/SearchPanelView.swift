#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// The search row: a minimal `UISearchBar` whose field is clipped to the core's
  /// ``SearchFieldLayout`` (it shrinks, then moves up) while its icon and placeholder fade.
  ///
  /// While the field is smaller than the search bar's own, a rounded clip view the size of the
  /// field shows the middle of the search bar's text field, so the field keeps its rounded look
  /// at every height. While search is active the clip opens to the whole search bar, so the
  /// Cancel button shows.
  @MainActor
  final class SearchPanelView: UIView {
    /// The search bar.
    let searchBar: UISearchBar
    /// The field's layout from the core, in this view's coordinates.
    var field: SearchFieldLayout? {
      didSet { if field != oldValue { setNeedsLayout() } }
    }
    /// The insets of the search bar's field from the row's left and right edges.
    var horizontalInsets = UIEdgeInsets.zero {
      didSet { if horizontalInsets != oldValue { setNeedsLayout() } }
    }
    /// The bar's look: the shape the clip gives the field while it shrinks
    /// (``SearchFieldClip``).
    var look = BarLook.classic {
      didSet { if look != oldValue { setNeedsLayout() } }
    }
    /// The search bar's own inset of its field (UIKit draws the field 8 pt inside the bar).
    static let searchBarFieldInset: CGFloat = 8

    /// The clip the field shows through (its corner radius is the field's while it shrinks).
    let clip = UIView()
    private var placeholderAlpha: CGFloat = 1
    private var placeholderText: String?

    /// Creates the row around a search bar.
    init(searchBar: UISearchBar) {
      self.searchBar = searchBar
      super.init(frame: .zero)
      searchBar.searchBarStyle = .minimal
      searchBar.backgroundImage = UIImage()
      // The field's text in the body style at every Dynamic Type size, as the system's: the core
      // grows the row and the field by its line (`BarMetrics.searchFieldGrowth`).
      searchBar.searchTextField.font = UIFont.preferredFont(forTextStyle: .body)
      searchBar.searchTextField.adjustsFontForContentSizeCategory = true
      clip.clipsToBounds = true
      clip.addSubview(searchBar)
      addSubview(clip)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let barX = max(0, horizontalInsets.left - Self.searchBarFieldInset)
      let barWidth = max(0, bounds.width - barX - max(0, horizontalInsets.right - Self.searchBarFieldInset))
      let barHeight = max(
        1, searchBar.sizeThatFits(CGSize(width: barWidth, height: .greatestFiniteMagnitude)).height)
      // Lay the search bar out at its own size first, to learn where its text field is.
      if field != nil, searchBar.bounds.size != CGSize(width: barWidth, height: barHeight) {
        searchBar.bounds.size = CGSize(width: barWidth, height: barHeight)
        searchBar.layoutIfNeeded()
      }
      let textField = field == nil ? nil : Self.textField(of: searchBar)
      let fieldFrame =
        textField.map {
          SearchFieldClip.Frame(
            x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width),
            height: Double($0.frame.height))
        } ?? SearchFieldClip.fallbackTextField(barWidth: Double(barWidth), barHeight: Double(barHeight))
      // Where the clip and the search bar go is the core's.
      let placement = SearchFieldClip(
        field: field, barX: Double(barX), barWidth: Double(barWidth), barHeight: Double(barHeight),
        textField: fieldFrame, look: look)
      clip.frame = Self.rect(placement.clip)
      clip.layer.cornerRadius = CGFloat(placement.cornerRadius)
      searchBar.frame = Self.rect(placement.searchBar)
      guard let field else { return }
      applyContentAlpha(CGFloat(field.contentAlpha), textField: textField)
    }

    /// Fades the magnifying glass and the placeholder.
    private func applyContentAlpha(_ alpha: CGFloat, textField: UITextField?) {
      guard let textField else { return }
      textField.leftView?.alpha = alpha
      let placeholder = searchBar.placeholder
      guard abs(alpha - placeholderAlpha) >= 0.01 || placeholder != placeholderText else { return }
      placeholderAlpha = alpha
      placeholderText = placeholder
      if let placeholder {
        textField.attributedPlaceholder = NSAttributedString(
          string: placeholder,
          attributes: [.foregroundColor: UIColor.placeholderText.withAlphaComponent(alpha)])
      }
    }

    private static func rect(_ frame: SearchFieldClip.Frame) -> CGRect {
      CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The search bar's text field (`searchTextField`, public since iOS 13).
    static func textField(of searchBar: UISearchBar) -> UITextField? {
      searchBar.searchTextField
    }
  }
#endif
