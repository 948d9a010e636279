#if canImport(AsyncDisplayKit) && canImport(UIKit)
  import AsyncDisplayKit
  import CollapsingNavBar
  import UIKit

  // The proxy declares no method of these protocols (all optional): it only lets a Texture node
  // hold it as its delegate. Everything the screen's delegate implements is forwarded.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension ScrollDelegateProxy: @retroactive ASTableDelegate, @retroactive ASCollectionDelegate {}

  /// Texture notes.
  ///
  /// - The node's delegate is set again without going through `nil`: Texture's
  ///   `setAsyncDelegate:` reads `responds(to:)` anew even for the delegate it already has, and a
  ///   momentary `nil` delegate resets the node's delegate state.
  /// - Batch fetching sees UIKit's target, not the bar's: in `scrollViewWillEndDragging`, Texture
  ///   decides `shouldBatchFetch…` from the target content offset before it passes the call on to
  ///   the node's delegate (the bar's proxy), so a fling's target is judged as UIKit proposed it,
  ///   before the bar snaps it to a whole state. The two differ by at most the bar's collapsible
  ///   height; Texture's `leadingScreensForBatching` (2 screens by default) absorbs that, and
  ///   Texture checks again on every `scrollViewDidScroll`.
  extension CollapsingNavBar {
    /// Attaches the bar to a Texture table node.
    ///
    /// The proxy goes in front of `tableNode.delegate` — never `tableNode.view.delegate`, which
    /// Texture owns and forwards from — and the node's view (an `ASTableView`, a `UITableView`)
    /// is observed for its geometry. Set the node's delegate before or after: the bar wraps it.
    ///
    /// - Parameter tableNode: The table node; its view is loaded if it was not.
    public func attach(to tableNode: ASTableNode) {
      let slot = ScrollDelegateSlot(
        get: { [weak tableNode] in tableNode?.delegate },
        set: { [weak tableNode] delegate in tableNode?.delegate = delegate as? any ASTableDelegate },
        setsNilFirst: false)
      ForwardingDelegateProxy.addStandInForDeallocatedDelegates(TextureDelegateStandIn.shared)
      attach(to: tableNode.view, delegateSlot: slot)
    }

    /// Attaches the bar to a Texture collection node.
    ///
    /// The proxy goes in front of `collectionNode.delegate` — never the view's delegate — and
    /// the node's view (an `ASCollectionView`, a `UICollectionView`) is observed for its geometry.
    ///
    /// - Parameter collectionNode: The collection node; its view is loaded if it was not.
    public func attach(to collectionNode: ASCollectionNode) {
      let slot = ScrollDelegateSlot(
        get: { [weak collectionNode] in collectionNode?.delegate },
        set: { [weak collectionNode] delegate in collectionNode?.delegate = delegate as? any ASCollectionDelegate },
        setsNilFirst: false)
      ForwardingDelegateProxy.addStandInForDeallocatedDelegates(TextureDelegateStandIn.shared)
      attach(to: collectionNode.view, delegateSlot: slot)
    }
  }
#endif
