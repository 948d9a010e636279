/// Why a bar refused to be installed in a screen.
public enum BarInstallError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The screen's view is itself the scroll view (a `UITableViewController`,
  /// `UICollectionViewController`): a bar added to it would scroll away with the content.
  case hostScrolls(viewClass: String)

  /// The path of the value at fault.
  public var field: String {
    switch self {
    case .hostScrolls: return "viewController.view"
    }
  }

  /// What is wrong with it, and what to do instead.
  public var problem: String {
    switch self {
    case .hostScrolls(let viewClass):
      return
        "is a scroll view (\(viewClass)), so the bar would scroll with the content: install it in a view controller whose view contains the scroll view (not a UITableViewController or UICollectionViewController)"
    }
  }

  public var description: String { "\(field) \(problem)" }

  /// Checks a screen's view before the bar goes in.
  ///
  /// - Parameters:
  ///   - viewIsScrollView: Whether the view is a `UIScrollView`.
  ///   - viewClass: The view's class name, for the message.
  /// - Throws: ``hostScrolls(viewClass:)`` for a scroll view.
  public static func checkHost(viewIsScrollView: Bool, viewClass: String) throws(BarInstallError) {
    if viewIsScrollView { throw .hostScrolls(viewClass: viewClass) }
  }
}
