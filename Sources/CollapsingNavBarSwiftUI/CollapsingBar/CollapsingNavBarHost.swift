#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// Hosts the UIKit ``CollapsingNavBar`` over a SwiftUI container: a full-screen view that lets
  /// every touch outside the bar through, with the bar pinned to its top.
  ///
  /// An invalid configuration never crashes or stops a debug build: it is reported once as a
  /// runtime warning in the log (``RuntimeWarning``), SwiftUI's way, and the bar uses `.system`
  /// when it is new and keeps its current configuration on an update.
  @available(iOS 15.0, *)
  @MainActor
  struct CollapsingNavBarHost: UIViewRepresentable {
    var configuration: BarConfiguration
    var title: String
    var searchText: Binding<String>?
    var leadingItems: [CollapsingBarItem]
    var trailingItems: [CollapsingBarItem]
    var link: CollapsingNavBarLink
    var proxy: CollapsingNavBarProxy?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> PassthroughView {
      let container = PassthroughView()
      let (usable, error) = context.coordinator.configuration.initial(configuration)
      if let error {
        RuntimeWarning.report("CollapsingNavBar: invalid configuration, showing .system instead: \(error)")
      }
      let bar = (try? CollapsingNavBar(validating: usable)) ?? CollapsingNavBar(configuration: .system)
      bar.translatesAutoresizingMaskIntoConstraints = true
      bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      bar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: CGFloat(bar.layout.height))
      bar.searchBar.delegate = context.coordinator
      bar.delegate = context.coordinator
      container.addSubview(bar)
      context.coordinator.bar = bar
      link.setBar(bar)
      return container
    }

    func updateUIView(_ container: PassthroughView, context: Context) {
      let coordinator = context.coordinator
      guard let bar = coordinator.bar else { return }
      coordinator.searchText = searchText
      if coordinator.proxy !== proxy {
        coordinator.proxy?.bar = nil
        coordinator.proxy = proxy
      }
      proxy?.bar = bar
      switch coordinator.configuration.update(current: bar.configuration, requested: configuration) {
      case .keep:
        break
      case .apply(let valid):
        do {
          try bar.setConfiguration(valid)
        } catch {
          RuntimeWarning.report("CollapsingNavBar: configuration refused by the bar: \(error)")
        }
      case .reject(let error):
        RuntimeWarning.report("CollapsingNavBar: invalid configuration, keeping the current one: \(error)")
      }
      if bar.title != title { bar.title = title }
      coordinator.leadingActions = leadingItems.map(\.action)
      coordinator.trailingActions = trailingItems.map(\.action)
      let leading = leadingItems.map(\.appearance)
      if coordinator.leadingAppearance != leading {
        coordinator.leadingAppearance = leading
        bar.leadingItems = leadingItems.indices.map { index in
          leadingItems[index].makeBarButtonItem { [weak coordinator] in coordinator?.leadingActions[safe: index] }
        }
      }
      let trailing = trailingItems.map(\.appearance)
      if coordinator.trailingAppearance != trailing {
        coordinator.trailingAppearance = trailing
        bar.trailingItems = trailingItems.indices.map { index in
          trailingItems[index].makeBarButtonItem { [weak coordinator] in coordinator?.trailingActions[safe: index] }
        }
      }
      if let text = searchText?.wrappedValue, bar.searchBar.text != text { bar.searchBar.text = text }
      link.setBar(bar)
      // The bar's expanded height may have changed (configuration, Dynamic Type): publish the
      // space to reserve after this update.
      DispatchQueue.main.async { [link] in link.refreshReservedInset() }
    }

    static func dismantleUIView(_ container: PassthroughView, coordinator: Coordinator) {
      coordinator.bar?.searchBar.delegate = nil
      coordinator.bar?.delegate = nil
      if coordinator.proxy?.bar === coordinator.bar { coordinator.proxy?.bar = nil }
      coordinator.bar = nil
    }

    /// Passes the search bar's text to the binding and the bar's progress to the proxy, and holds
    /// the items' current actions.
    @MainActor
    final class Coordinator: NSObject, UISearchBarDelegate, CollapsingNavBarDelegate {
      weak var bar: CollapsingNavBar?
      var searchText: Binding<String>?
      weak var proxy: CollapsingNavBarProxy?
      var leadingAppearance: [CollapsingBarItem.Appearance] = []
      var trailingAppearance: [CollapsingBarItem.Appearance] = []
      var leadingActions: [@MainActor () -> Void] = []
      var trailingActions: [@MainActor () -> Void] = []
      /// Which configurations the bar takes; a refused one is reported once.
      var configuration = HostedBarConfiguration()

      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        self.searchText?.wrappedValue = searchText
      }

      func collapsingNavBar(_ bar: CollapsingNavBar, didChangeProgress progress: CGFloat) {
        proxy?.barChangedProgress(Double(progress))
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

  extension Array {
    /// The element at an index, or `nil` past the end.
    fileprivate subscript(safe index: Int) -> Element? {
      indices.contains(index) ? self[index] : nil
    }
  }
#endif
