#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI

  /// Snaps a sticky header open or closed on iOS 17 and later by moving the scroll's target, in a
  /// `ScrollView` (Apple documents scroll target behaviors for scroll views; a `List` snaps with
  /// the package's settle instead, see ``StickyHeaderSnapPath``); composed with an app's own
  /// behaviour when the app passes it (``SwiftUI/ScrollTargetBehavior/stickyHeader(_:)``).
  ///
  /// SwiftUI does not document the origin of `ScrollTarget.rect`, so the behavior does not
  /// assume `minY == 0` at rest: it calibrates the resting `minY` from the gesture's original
  /// target and the collapse distance observed when the drag began
  /// (``StickyHeaderSnap/restingTargetMinY(originalTargetMinY:collapseDistanceAtStart:)``). The
  /// app's behaviour decides first; the header moves the app's target only where it ends inside
  /// the header's collapse range (``StickyHeaderSnap/adjustedTargetMinY(targetMinY:restingMinY:geometry:)``).
  /// A call with no drag to calibrate from (SwiftUI also asks when the container is resized), or
  /// for a scroll view that does not scroll vertically, leaves the target to the app's behaviour;
  /// the header's geometry follows a new size on the next update. Switching snapping off keeps
  /// the modifier in place, so the scroll view is never recreated.
  ///
  /// SwiftUI uses the behaviour written nearest the scroll view: pass yours through this one,
  /// on the container under `.stickyHeader`, rather than as a `.scrollTargetBehavior` of its own.
  ///
  /// ```swift
  /// struct Post: Identifiable { let id: Int; let title: String }
  ///
  /// @available(iOS 17.0, *)
  /// struct Profile: View {
  ///   let posts: [Post]
  ///   var body: some View {
  ///     ScrollView { LazyVStack { ForEach(posts) { Text($0.title) } }.scrollTargetLayout() }
  ///       .scrollTargetBehavior(.stickyHeader(.viewAligned))
  ///       .stickyHeader { state in Text("Ada Lovelace").opacity(1 - state.progress) }
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, *)
  public struct StickyHeaderScrollTargetBehavior<Base: ScrollTargetBehavior>: ScrollTargetBehavior {
    /// The app's behaviour, which decides first; `nil` for SwiftUI's own target.
    var base: Base?

    /// The header's behaviour composed with the app's.
    ///
    /// - Parameter base: The app's behaviour (`.viewAligned`, `.paging`, one of its own).
    public init(_ base: Base) { self.base = base }

    /// The header's behaviour alone.
    init() where Base == NoScrollTargetBehavior { base = nil }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      base?.updateTarget(&target, context: context)
      guard context.axes.contains(.vertical), let header = context.stickyHeaderTarget, header.isEnabled else {
        return
      }
      let projected = Double(target.rect.minY)
      let original = Double(context.originalTarget.rect.minY)
      let geometry = header.geometry
      let model = header.model
      // (SwiftUI asks on the main thread; an ask from another is dropped.)
      let adjusted: Double? =
        onMainThread(.dropped) { () -> Double? in
          guard let start = model.takeDistanceAtDragStart() else { return nil }
          let resting = StickyHeaderSnap.restingTargetMinY(originalTargetMinY: original, collapseDistanceAtStart: start)
          return StickyHeaderSnap.adjustedTargetMinY(targetMinY: projected, restingMinY: resting, geometry: geometry)
        } ?? nil
      if let adjusted { target.rect.origin.y = CGFloat(adjusted) }
    }
  }

  @available(iOS 17.0, *)
  extension ScrollTargetBehavior {
    /// An app's scroll target behaviour composed with a sticky header's.
    ///
    /// Yours decides first, and the header moves its target only where the scroll would end with
    /// the header partly collapsed (``StickyHeaderScrollTargetBehavior``). Write it on the
    /// container under `.stickyHeader`.
    ///
    /// - Parameter base: Your behaviour.
    /// - Returns: The composed behaviour.
    public static func stickyHeader<Base: ScrollTargetBehavior>(_ base: Base) -> Self
    where Self == StickyHeaderScrollTargetBehavior<Base> {
      StickyHeaderScrollTargetBehavior(base)
    }
  }

  /// What the sticky header's scroll target behaviour needs: the header's geometry, whether it
  /// snaps, and where the drag began.
  @available(iOS 14.0, *)
  struct StickyHeaderTarget {
    var geometry: StickyHeaderGeometry
    var isEnabled: Bool
    var model: StickyHeaderModel
  }

  @available(iOS 14.0, *)
  struct StickyHeaderTargetKey: EnvironmentKey {
    static let defaultValue: StickyHeaderTarget? = nil
  }

  @available(iOS 14.0, *)
  extension EnvironmentValues {
    /// The sticky header over this container, if any (read by its scroll target behaviour
    /// through the behaviour's context).
    var stickyHeaderTarget: StickyHeaderTarget? {
      get { self[StickyHeaderTargetKey.self] }
      set { self[StickyHeaderTargetKey.self] = newValue }
    }
  }

  /// Installs ``StickyHeaderScrollTargetBehavior`` on iOS 17 and later, enabled or not, so that
  /// switching snapping never swaps the branch the container is in (an app's behaviour written
  /// nearer the container, composed through it, wins over it), and the header for either.
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderTargetBehaviorModifier: ViewModifier {
    var geometry: StickyHeaderGeometry
    var isEnabled: Bool
    var model: StickyHeaderModel

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.scrollTargetBehavior(StickyHeaderScrollTargetBehavior())
          .environment(\.stickyHeaderTarget, StickyHeaderTarget(geometry: geometry, isEnabled: isEnabled, model: model))
      } else {
        content
      }
    }
  }
#endif
