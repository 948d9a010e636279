#if canImport(AsyncDisplayKit) && canImport(UIKit)
  import AsyncDisplayKit
  import CollapsingNavBar
  import UIKit

  // The proxy declares no method of these protocols (all optional): it only lets a Texture node
  // hold it as its delegate. Everything the screen's delegate implements is forwarded.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension ScrollDelegateProxy: @retroactive ASTableDelegate, @retroactive ASCollectionDelegate {}

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
        set: { [weak tableNode] delegate in tableNode?.delegate = delegate as? any ASTableDelegate })
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
        set: { [weak collectionNode] delegate in collectionNode?.delegate = delegate as? any ASCollectionDelegate })
      attach(to: collectionNode.view, delegateSlot: slot)
    }
  }
#endif
