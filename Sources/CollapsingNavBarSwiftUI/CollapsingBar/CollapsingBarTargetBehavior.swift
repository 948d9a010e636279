#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// Moves a fling's target so that the ``CollapsingNavBar`` over a SwiftUI container comes to
  /// rest on a whole state, on iOS 17 and later, where the bar cannot move `targetContentOffset`
  /// itself (it owns no delegate); composed with an app's own behaviour when the app passes it
  /// (``SwiftUI/ScrollTargetBehavior/collapsingNavBar(_:)``).
  ///
  /// SwiftUI does not document the origin of `ScrollTarget.rect`, so the behavior never maps it
  /// to an offset: it shifts SwiftUI's target by the controller's own release adjustment
  /// (``NavBarController/releaseTargetShift(velocity:decelerationRate:appMove:)``), measured on
  /// the observed `UIScrollView` with the pan's release velocity. The app's behaviour decides
  /// first; the bar moves the app's target only where it would leave the bar between whole
  /// states. Apple documents scroll target behaviors for scroll views; where SwiftUI does not ask
  /// it (a `List`), or where the shift lands off a whole state, the bar settles after the
  /// deceleration. A call with no drag being released (SwiftUI also asks when the container is
  /// resized), or for a scroll view that does not scroll vertically, leaves the target to the
  /// app's behaviour.
  ///
  /// SwiftUI uses the behaviour written nearest the scroll view: pass yours through this one,
  /// on the container, rather than as a `.scrollTargetBehavior` of its own, which would replace
  /// the bar's (written outside `.collapsingNavigationBar`) or be replaced by it (inside).
  ///
  /// ```swift
  /// struct Post: Identifiable { let id: Int; let title: String }
  ///
  /// @available(iOS 17.0, *)
  /// struct Posts: View {
  ///   let posts: [Post]
  ///   var body: some View {
  ///     ScrollView { LazyVStack { ForEach(posts) { Text($0.title) } }.scrollTargetLayout() }
  ///       .scrollTargetBehavior(.collapsingNavBar(.viewAligned))
  ///       .collapsingNavigationBar(title: "Posts")
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, *)
  public struct CollapsingNavBarScrollTargetBehavior<Base: ScrollTargetBehavior>: ScrollTargetBehavior {
    /// The app's behaviour, which decides first; `nil` for SwiftUI's own target.
    var base: Base?

    /// The bar's behaviour composed with the app's.
    ///
    /// - Parameter base: The app's behaviour (`.viewAligned`, `.paging`, one of its own).
    public init(_ base: Base) { self.base = base }

    /// The bar's behaviour alone.
    init() where Base == NoScrollTargetBehavior { base = nil }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let projected = Double(target.rect.origin.y)
      base?.updateTarget(&target, context: context)
      guard context.axes.contains(.vertical), let link = context.collapsingNavBarLink else { return }
      let appMove = Double(target.rect.origin.y) - projected
      // (SwiftUI asks on the main thread; an ask from another is dropped.)
      let shift = onMainThread(.dropped) { link.releaseTargetShift(appMove: appMove) } ?? nil
      if let shift { target.rect.origin.y = CGFloat(projected + shift) }
    }
  }

  /// The target as SwiftUI projects it: the base of the bar's behaviour when the app gives none.
  @available(iOS 17.0, *)
  public struct NoScrollTargetBehavior: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  }

  @available(iOS 17.0, *)
  extension ScrollTargetBehavior {
    /// An app's scroll target behaviour composed with the collapsing bar's.
    ///
    /// Yours decides first, and the bar moves its target only where the bar would rest between
    /// whole states (``CollapsingNavBarScrollTargetBehavior``). Write it on the container under
    /// `.collapsingNavigationBar`.
    ///
    /// - Parameter base: Your behaviour.
    /// - Returns: The composed behaviour.
    public static func collapsingNavBar<Base: ScrollTargetBehavior>(_ base: Base) -> Self
    where Self == CollapsingNavBarScrollTargetBehavior<Base> {
      CollapsingNavBarScrollTargetBehavior(base)
    }
  }

  /// The bar's link, for the scroll target behaviours under the bar (read through the
  /// behaviour's context, which reads the scroll view's environment).
  @available(iOS 15.0, *)
  struct CollapsingNavBarLinkKey: EnvironmentKey {
    static let defaultValue: CollapsingNavBarLink? = nil
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// The link of the collapsing bar over this container, if any.
    var collapsingNavBarLink: CollapsingNavBarLink? {
      get { self[CollapsingNavBarLinkKey.self] }
      set { self[CollapsingNavBarLinkKey.self] = newValue }
    }
  }

  /// Installs the bar's behaviour on iOS 17 and later (an app's behaviour written nearer the
  /// container, composed through ``CollapsingNavBarScrollTargetBehavior``, wins over it), and
  /// the bar's link for either.
  @available(iOS 15.0, *)
  @MainActor
  struct CollapsingBarTargetBehaviorModifier: ViewModifier {
    var link: CollapsingNavBarLink

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.scrollTargetBehavior(CollapsingNavBarScrollTargetBehavior())
          .environment(\.collapsingNavBarLink, link)
      } else {
        content
      }
    }
  }
#endif
