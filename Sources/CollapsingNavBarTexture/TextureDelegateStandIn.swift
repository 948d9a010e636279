#if canImport(AsyncDisplayKit) && canImport(UIKit)
  import AsyncDisplayKit
  import CollapsingNavBar
  import UIKit

  /// Answers, harmlessly, a Texture node-delegate message that Texture cached (in its delegate
  /// flags, read when the node's delegate is set) for a screen's delegate that has since been
  /// deallocated, in the short time before the bar sets the node's delegate again.
  ///
  /// Each method does what Texture does when the delegate lacks it: notifications do nothing,
  /// "should" questions get Texture's default, a batch fetch is declined (and one already begun is
  /// completed, so the node does not wait for it forever).
  ///
  /// Texture sends `willBeginBatchFetchWith` on a background queue: those two methods are
  /// `nonisolated`, since an `@objc` method isolated to the main actor traps when it is called off
  /// the main thread (Swift 6 checks the executor on entry).
  @MainActor
  final class TextureDelegateStandIn: NSObject, ASTableDelegate, ASCollectionDelegate {
    /// The one stand-in: it holds no state.
    static let shared = TextureDelegateStandIn()

    // MARK: ASTableDelegate

    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
    func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode) {}
    func tableNode(_ tableNode: ASTableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {}
    func tableNode(_ tableNode: ASTableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableNode(_ tableNode: ASTableNode, didDeselectRowAt indexPath: IndexPath) {}
    func tableNode(_ tableNode: ASTableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableNode(_ tableNode: ASTableNode, didHighlightRowAt indexPath: IndexPath) {}
    func tableNode(_ tableNode: ASTableNode, didUnhighlightRowAt indexPath: IndexPath) {}
    nonisolated func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
      context.completeBatchFetching(true)
    }
    func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { false }

    // MARK: ASCollectionDelegate

    func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {}
    func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode) {}
    func collectionNode(_ collectionNode: ASCollectionNode, willDisplaySupplementaryElementWith node: ASCellNode) {}
    func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingSupplementaryElementWith node: ASCellNode) {
    }
    func collectionNode(_ collectionNode: ASCollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionNode(_ collectionNode: ASCollectionNode, didHighlightItemAt indexPath: IndexPath) {}
    func collectionNode(_ collectionNode: ASCollectionNode, didUnhighlightItemAt indexPath: IndexPath) {}
    func collectionNode(_ collectionNode: ASCollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionNode(_ collectionNode: ASCollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {}
    func collectionNode(_ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath) {}
    nonisolated func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext)
    {
      context.completeBatchFetching(true)
    }
    func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool { false }
  }
#endif
