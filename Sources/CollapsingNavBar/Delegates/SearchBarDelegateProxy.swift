#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// Stands in for the screen's search-bar delegate: it hears when editing begins and when
  /// Cancel is tapped, calling the screen's delegate first, and forwards everything else.
  @MainActor
  final class SearchBarDelegateProxy: ForwardingDelegateProxy, UISearchBarDelegate {
    /// The bar to tell.
    weak var bar: CollapsingNavBar?

    /// Creates a proxy.
    ///
    /// - Parameters:
    ///   - target: The screen's delegate, or `nil`.
    ///   - bar: The bar to tell.
    init(target: AnyObject?, bar: CollapsingNavBar) {
      self.bar = bar
      super.init(target: target)
    }

    /// The next object in the chain, as `DelegateChainRules` decide at the moment of a message.
    private var screen: (any UISearchBarDelegate)? { nextHop() as? any UISearchBarDelegate }

    /// Puts the proxy in front of a search bar's current delegate, and sets the delegate again
    /// if the screen's delegate is deallocated (the search bar caches `responds(to:)`).
    func install(on searchBar: UISearchBar) {
      if searchBar.delegate !== self {
        target = searchBar.delegate
        behind = nil
        learnBehind()
      }
      searchBar.delegate = nil
      searchBar.delegate = self
      onTargetDeallocated = { [weak self, weak searchBar] in
        guard let self, let searchBar else { return }
        let current = searchBar.delegate
        guard current === self || self.isReached(from: current) else { return }
        searchBar.delegate = nil
        searchBar.delegate = current
      }
    }

    /// Wraps the screen's delegate if it replaced the proxy since the last check, unless its
    /// forwarding chain leads back to the proxy (RxCocoa's search-bar proxy installed after the
    /// bar); lets go of a target that now forwards to the proxy.
    ///
    /// Called when the search field begins editing, never on scroll ticks or layout passes.
    func adoptReplacedDelegate(of searchBar: UISearchBar) {
      let current = searchBar.delegate
      let adoption = DelegateChainRules.adoption(
        slot: look(at: current), target: look(at: target), behind: look(at: behind))
      follow(adoption.target)
      switch adoption.slot {
      case .keep: learnBehind()
      case .wrap: install(on: searchBar)
      case .reinstall:
        searchBar.delegate = nil
        searchBar.delegate = self
      }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
      handle(
        #selector(searchBarTextDidBeginEditing(_:)),
        passOn: { screen?.searchBarTextDidBeginEditing?(searchBar) },
        tell: { bar?.searchDidBeginEditing() })
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      handle(
        #selector(searchBarCancelButtonClicked(_:)),
        passOn: { screen?.searchBarCancelButtonClicked?(searchBar) },
        tell: { bar?.cancelSearch() })
    }

    /// Tells the screen the text was cleared, as the search bar does when the user clears it.
    func textWasCleared(in searchBar: UISearchBar) {
      screen?.searchBar?(searchBar, textDidChange: "")
    }
  }
#endif
