#if canImport(UIKit)
  import UIKit

  /// The empty view the bar puts first in a table's content under
  /// `InsetStrategy.collapsedWithSpacer` (the default): the table's `tableHeaderView`, holding the
  /// app's own header view, if it has one, right below the spacer.
  ///
  /// It only binds: the core decides the height (`NavBarCommands.leadingSpacerHeight`), the
  /// table's container writes it here. A table re-measures its header when the header is set
  /// again, so every change sets it again.
  @MainActor
  final class TableSpacerView: UIView {
    /// The spacer's height, in points.
    private(set) var spacerHeight: CGFloat = 0
    /// The app's header view, below the spacer.
    private(set) var appHeader: UIView?

    private init(width: CGFloat) {
      super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
      autoresizingMask = [.flexibleWidth]
      backgroundColor = .clear
      isAccessibilityElement = false
    }

    // (Unreachable: the type is internal and the bar makes it in code; no storyboard or archive
    // can name it.)
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The bar's spacer in a table, if it holds one.
    static func installed(in table: UITableView) -> TableSpacerView? {
      table.tableHeaderView as? TableSpacerView
    }

    /// Gives a table a spacer of `height` points (0: none), keeping the app's header below it.
    ///
    /// - Parameters:
    ///   - height: The spacer's height.
    ///   - table: The table.
    static func setHeight(_ height: CGFloat, in table: UITableView) {
      let installed = installed(in: table)
      guard height > 0 else {
        // The app's header goes back where it was.
        guard let installed else { return }
        let header = installed.appHeader
        installed.setAppHeader(nil)
        header?.frame.origin.y = 0
        table.tableHeaderView = header
        return
      }
      let spacer = installed ?? TableSpacerView(width: table.bounds.width)
      if installed == nil { spacer.setAppHeader(table.tableHeaderView) }
      spacer.spacerHeight = height
      spacer.fit(width: table.bounds.width)
      table.tableHeaderView = spacer
    }

    /// Sets the app's header view below the spacer and measures the table again.
    ///
    /// - Parameters:
    ///   - header: The app's header view.
    ///   - table: The table that holds the spacer.
    func replaceAppHeader(with header: UIView?, in table: UITableView) {
      setAppHeader(header)
      fit(width: table.bounds.width)
      table.tableHeaderView = self
    }

    private func setAppHeader(_ header: UIView?) {
      if let appHeader, appHeader !== header, appHeader.superview === self { appHeader.removeFromSuperview() }
      appHeader = header
      guard let header else { return }
      header.autoresizingMask.insert(.flexibleWidth)
      addSubview(header)
    }

    /// Lays out the spacer and the app's header below it.
    private func fit(width: CGFloat) {
      let headerHeight = appHeader?.frame.height ?? 0
      appHeader?.frame = CGRect(x: 0, y: spacerHeight, width: width, height: headerHeight)
      frame = CGRect(x: 0, y: 0, width: width, height: spacerHeight + headerHeight)
    }
  }

  extension UITableView {
    /// The table's header view as the app sees it.
    ///
    /// While a `CollapsingNavBar` attached to the table holds its spacer
    /// (`InsetStrategy.collapsedWithSpacer`, the default), `tableHeaderView` is the bar's spacer
    /// and the app's header sits below it: read and set the header through this property (set it
    /// again after changing its height). Without a spacer it is `tableHeaderView` itself.
    ///
    /// ```swift
    /// tableView.collapsingNavBarHeaderView = bannerView
    /// ```
    public var collapsingNavBarHeaderView: UIView? {
      get {
        if let spacer = TableSpacerView.installed(in: self) { return spacer.appHeader }
        return tableHeaderView
      }
      set {
        if let spacer = TableSpacerView.installed(in: self) {
          spacer.replaceAppHeader(with: newValue, in: self)
        } else {
          tableHeaderView = newValue
        }
      }
    }
  }
#endif
