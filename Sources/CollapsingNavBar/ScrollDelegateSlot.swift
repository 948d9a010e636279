#if canImport(UIKit)
import UIKit

/// Where a scroll container's delegate lives, so the bar can put its proxy in front of it and
/// give it back on detach.
///
/// For a `UIScrollView`, `UITableView` or `UICollectionView` that is the view's `delegate`; a
/// Texture node keeps it in the node's `delegate` (never its view's, which Texture owns).
@MainActor
public struct ScrollDelegateSlot {
  private let read: @MainActor () -> AnyObject?
  private let write: @MainActor (AnyObject?) -> Void

  /// Creates a slot from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Reads the current delegate.
  ///   - set: Sets the delegate (UIKit and Texture read `responds(to:)` when it is set).
  public init(get: @escaping @MainActor () -> AnyObject?, set: @escaping @MainActor (AnyObject?) -> Void) {
    read = get
    write = set
  }

  /// The `delegate` of a scroll view (and of a table or collection view).
  ///
  /// - Parameter scrollView: The container.
  /// - Returns: A slot holding the scroll view weakly.
  public static func delegate(of scrollView: UIScrollView) -> ScrollDelegateSlot {
    ScrollDelegateSlot(
      get: { [weak scrollView] in scrollView?.delegate },
      set: { [weak scrollView] in scrollView?.delegate = $0 as? any UIScrollViewDelegate })
  }

  /// The delegate now in the slot.
  var current: AnyObject? { read() }

  /// Puts a delegate in the slot, going through `nil` first so that UIKit and Texture, which
  /// cache `responds(to:)` when a delegate is set, read the methods again.
  ///
  /// - Parameter delegate: The new delegate.
  func install(_ delegate: AnyObject?) {
    write(nil)
    write(delegate)
  }
}
#endif
