#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// Hosts the UIKit ``CollapsingNavBar`` over a SwiftUI container: a full-screen view that lets
  /// every touch outside the bar through, with the bar pinned to its top.
  @available(iOS 14.0, *)
  @MainActor
  struct CollapsingNavBarHost: UIViewRepresentable {
    var configuration: BarConfiguration
    var title: String
    var searchText: Binding<String>?
    var leadingItems: [CollapsingBarItem]
    var trailingItems: [CollapsingBarItem]
    var link: CollapsingNavBarLink

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> PassthroughView {
      let container = PassthroughView()
      let bar = CollapsingNavBar(configuration: configuration)
      bar.translatesAutoresizingMaskIntoConstraints = true
      bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      bar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: CGFloat(bar.layout.height))
      bar.searchBar.delegate = context.coordinator
      container.addSubview(bar)
      context.coordinator.bar = bar
      link.setBar(bar)
      return container
    }

    func updateUIView(_ container: PassthroughView, context: Context) {
      guard let bar = context.coordinator.bar else { return }
      context.coordinator.searchText = searchText
      if bar.configuration != configuration { try? bar.setConfiguration(configuration) }
      if bar.title != title { bar.title = title }
      let leadingIDs = leadingItems.map(\.id)
      let trailingIDs = trailingItems.map(\.id)
      if context.coordinator.leadingIDs != leadingIDs {
        context.coordinator.leadingIDs = leadingIDs
        bar.leadingItems = leadingItems.map { $0.makeBarButtonItem() }
      }
      if context.coordinator.trailingIDs != trailingIDs {
        context.coordinator.trailingIDs = trailingIDs
        bar.trailingItems = trailingItems.map { $0.makeBarButtonItem() }
      }
      if let text = searchText?.wrappedValue, bar.searchBar.text != text { bar.searchBar.text = text }
      link.setBar(bar)
    }

    static func dismantleUIView(_ container: PassthroughView, coordinator: Coordinator) {
      coordinator.bar?.detach()
      coordinator.bar?.searchBar.delegate = nil
      coordinator.bar = nil
    }

    /// Passes the search bar's text to the binding.
    @MainActor
    final class Coordinator: NSObject, UISearchBarDelegate {
      weak var bar: CollapsingNavBar?
      var searchText: Binding<String>?
      var leadingIDs: [String] = []
      var trailingIDs: [String] = []

      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        self.searchText?.wrappedValue = searchText
      }
    }
  }

  /// A view that is never the target of a touch itself: touches reach its subviews (the bar's
  /// panels) or fall through to the content underneath.
  final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
