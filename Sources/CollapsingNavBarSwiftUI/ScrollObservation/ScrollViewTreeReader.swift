#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import UIKit

  /// Turns the real view tree around a probe into the core's value model (``ScrollViewCandidate``s
  /// and a ``ScrollProbeSnapshot``) and back from a chosen id to its `UIScrollView`.
  ///
  /// It only reads properties; ``ScrollViewCandidate/choose(from:for:)`` decides.
  @MainActor
  struct ScrollViewTreeReader {
    /// The probe.
    let probe: UIView
    /// Where the probe sits.
    let placement: ScrollProbePlacement

    /// The scroll views of the probe's window as candidates, each with its view.
    ///
    /// - Returns: An empty list when the probe is not in a window.
    func candidates() -> [(candidate: ScrollViewCandidate, view: UIScrollView)] {
      guard let window = probe.window else { return [] }
      var found: [(ScrollViewCandidate, UIScrollView)] = []
      visit(window, depth: 0, above: Ancestry(hostingRoot: Self.hostingRoot(of: probe)), into: &found)
      return found
    }

    /// The probe as the core sees it.
    func snapshot() -> ScrollProbeSnapshot {
      ScrollProbeSnapshot(placement: placement, frame: Self.windowRect(of: probe))
    }

    /// The scroll view the core chooses now, if any.
    func chosen() -> (id: Int, view: UIScrollView)? {
      let all = candidates()
      guard let choice = ScrollViewCandidate.choose(from: all.map(\.candidate), for: snapshot()),
        let match = all.first(where: { $0.candidate.id == choice.id })
      else { return nil }
      return (choice.id, match.view)
    }

    /// The scroll view the probe observes, as a candidate read by walking up from it (no search
    /// of the window).
    ///
    /// - Parameter scrollView: The observed scroll view.
    /// - Returns: `nil` when the probe is not in a window.
    func candidate(forObserved scrollView: UIScrollView) -> ScrollViewCandidate? {
      guard probe.window != nil else { return nil }
      var depth = 0
      var ancestry = Ancestry(hostingRoot: Self.hostingRoot(of: probe))
      var current: UIView? = scrollView
      while let view = current {
        ancestry = ancestry.adding(view)
        if view.superview != nil { depth += 1 }
        current = view.superview
      }
      return candidate(for: scrollView, depth: depth, ancestry: ancestry)
    }

    /// The identity the candidates use for a view.
    static func id(of view: UIView) -> Int { ObjectIdentifier(view).hashValue }

    /// What a view's ancestors (and the view itself) say about it.
    @MainActor
    private struct Ancestry {
      /// The probe's hosting view.
      let hostingRoot: UIView?
      /// Whether one of them hides its content.
      var hidden = false
      /// Whether one of them belongs to this library.
      var library = false
      /// Whether one of them is the probe's hosting view.
      var hosted = false

      /// The ancestry with one more view.
      func adding(_ view: UIView) -> Ancestry {
        var next = self
        next.hidden = hidden || ScrollViewCandidate.hidesContent(isHidden: view.isHidden, alpha: Double(view.alpha))
        next.library = library || view is CollapsingNavBar || view is ScrollProbeView
        next.hosted = hosted || view === hostingRoot
        return next
      }
    }

    private func visit(
      _ view: UIView, depth: Int, above: Ancestry, into found: inout [(ScrollViewCandidate, UIScrollView)]
    ) {
      let ancestry = above.adding(view)
      if let scrollView = view as? UIScrollView {
        found.append((candidate(for: scrollView, depth: depth, ancestry: ancestry), scrollView))
      }
      for subview in view.subviews {
        visit(subview, depth: depth + 1, above: ancestry, into: &found)
      }
    }

    private func candidate(for scrollView: UIScrollView, depth: Int, ancestry: Ancestry) -> ScrollViewCandidate {
      ScrollViewCandidate(
        id: Self.id(of: scrollView), kind: Self.kind(of: scrollView), frame: Self.windowRect(of: scrollView),
        contentWidth: Double(scrollView.contentSize.width), contentHeight: Double(scrollView.contentSize.height),
        bouncesVertically: scrollView.alwaysBounceVertical, bouncesHorizontally: scrollView.alwaysBounceHorizontal,
        isPagingEnabled: scrollView.isPagingEnabled, isHidden: ancestry.hidden,
        isInProbeWindow: scrollView.window === probe.window, isInHostingSubtree: ancestry.hosted,
        isAncestorOfProbe: probe.isDescendant(of: scrollView), isLibraryOwned: ancestry.library,
        depth: depth)
    }

    /// The kind of a scroll view.
    static func kind(of scrollView: UIScrollView) -> ScrollViewCandidate.Kind {
      if scrollView is UITextInput { return .textInput }
      if scrollView is UITableView { return .tableView }
      if scrollView is UICollectionView { return .collectionView }
      return .scrollView
    }

    /// The root view of the nearest view controller around a view (the hosting controller's view).
    static func hostingRoot(of view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current {
        if candidate.next is UIViewController { return candidate }
        current = candidate.superview
      }
      return nil
    }

    /// A view's frame in its window.
    static func windowRect(of view: UIView) -> WindowRect {
      let rect = view.convert(view.bounds, to: nil)
      return WindowRect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif
