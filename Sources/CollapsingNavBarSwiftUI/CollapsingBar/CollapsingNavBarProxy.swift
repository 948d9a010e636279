#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import SwiftUI

  /// SwiftUI's handle on the bar of a ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``:
  /// its collapse progress, and expand and collapse.
  ///
  /// Keep it in a `@StateObject` and hand it to the modifier. Only the views that observe it
  /// redraw when the progress changes; the screen that merely holds it (`@State`) does not.
  ///
  /// ```swift
  /// @StateObject private var bar = CollapsingNavBarProxy()
  ///
  /// List(mail) { MailRow(mail: $0) }
  ///   .collapsingNavigationBar(title: "Inbox", proxy: bar)
  ///   .onChange(of: selection) { _ in bar.expand() }
  /// ```
  @available(iOS 15.0, *)
  @MainActor
  public final class CollapsingNavBarProxy: ObservableObject {
    /// How collapsed the bar is: 0 expanded … 1 collapsed.
    ///
    /// Published after the bar changes it, on the same turn of the main run loop (so in the same
    /// frame), never inside a SwiftUI view update; only changes are published.
    @Published public private(set) var progress: Double = 0

    /// The bar, once the modifier made it.
    weak var bar: CollapsingNavBar?
    private var pendingProgress: Double?

    /// A proxy not joined to a bar yet.
    ///
    /// Nonisolated, so `@StateObject private var bar = CollapsingNavBarProxy()` compiles in a
    /// view that is not main-actor isolated (`View` before the iOS 18 SDK).
    public nonisolated init() {}

    /// Expands the bar.
    ///
    /// Near the top the content scrolls to its top; deep in the content the bar comes back over
    /// it. Nothing happens before the bar exists.
    ///
    /// - Parameter animated: Whether to animate.
    public func expand(animated: Bool = true) { bar?.expand(animated: animated) }

    /// Collapses the bar.
    ///
    /// Near the top the content scrolls just far enough; deeper, the bar collapses over the
    /// content. Nothing happens before the bar exists.
    ///
    /// - Parameter animated: Whether to animate.
    public func collapse(animated: Bool = true) { bar?.collapse(animated: animated) }

    /// Takes the bar's progress; publishes it after the bar's pass, once per turn.
    func barChangedProgress(_ value: Double) {
      let first = pendingProgress == nil
      pendingProgress = value
      guard first else { return }
      DispatchQueue.main.async { [weak self] in
        guard let self, let value = self.pendingProgress else { return }
        self.pendingProgress = nil
        if value != self.progress { self.progress = value }
      }
    }
  }
#endif
