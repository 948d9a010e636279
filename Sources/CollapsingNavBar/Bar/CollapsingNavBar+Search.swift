#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    /// Activates search: the search field takes the keyboard, the collapse freezes with the
    /// search panel at full height and a Cancel button shows.
    public func activateSearch() {
      searchBar.becomeFirstResponder()
    }

    /// Cancels search like the Cancel button: clears the text, hides the keyboard and the Cancel
    /// button, and gives the collapse back.
    public func cancelSearch() {
      guard controller.isSearchActive else { return }
      if let text = searchBar.text, !text.isEmpty {
        searchBar.text = nil
        searchProxy.textWasCleared(in: searchBar)
      }
      searchBar.resignFirstResponder()
      searchBar.setShowsCancelButton(false, animated: window != nil)
      send(.searchCancelled)
      delegate?.collapsingNavBarDidCancelSearch(self)
    }

    /// The search field began editing (the text field's notification): checks the search bar's
    /// delegate, then activates search.
    @objc func searchFieldDidBeginEditing() {
      searchProxy.adoptReplacedDelegate(of: searchBar)
      searchDidBeginEditing()
    }

    /// The search field began editing.
    func searchDidBeginEditing() {
      guard !controller.isSearchActive else { return }
      searchBar.setShowsCancelButton(true, animated: window != nil)
      send(.searchActivated)
      delegate?.collapsingNavBarDidActivateSearch(self)
    }
  }
#endif
