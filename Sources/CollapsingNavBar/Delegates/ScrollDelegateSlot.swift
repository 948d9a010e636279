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
    private let setsNilFirst: Bool

    /// Creates a slot from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the current delegate.
    ///   - set: Sets the delegate (UIKit and Texture read `responds(to:)` when it is set).
    ///   - setsNilFirst: Whether setting the delegate goes through `nil` first, for an owner that
    ///     ignores setting the delegate it already has. Pass `false` where setting `nil` has side
    ///     effects and setting the same delegate again reads `responds(to:)` anew (Texture's
    ///     `ASTableNode` and `ASCollectionNode`).
    public init(
      get: @escaping @MainActor () -> AnyObject?, set: @escaping @MainActor (AnyObject?) -> Void,
      setsNilFirst: Bool = true
    ) {
      read = get
      write = set
      self.setsNilFirst = setsNilFirst
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

    /// Puts a delegate in the slot so that its owner, which caches `responds(to:)` when a
    /// delegate is set, reads the methods again: through `nil` first unless the slot says not to.
    ///
    /// - Parameter delegate: The new delegate.
    func install(_ delegate: AnyObject?) {
      if setsNilFirst { write(nil) }
      write(delegate)
    }
  }
#endif
