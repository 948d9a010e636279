#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// A zero-size view that finds the `UIScrollView` around it once it is in a window and feeds a
  /// ``ScrollViewObserver``.
  ///
  /// No timers: it looks when it enters a window, once more on the next turn of the main run loop
  /// (the scroll view may join the hierarchy after the probe), and again on SwiftUI updates while
  /// nothing is found.
  @available(iOS 14.0, *)
  @MainActor
  struct ScrollProbe: UIViewRepresentable {
    var placement: ScrollProbePlacement
    var snapTarget: ((_ collapseDistance: Double, _ velocity: Double) -> Double?)?
    var onEvent: @MainActor (ScrollObservationEvent) -> Void
    /// Told when the scroll view is found, and with `nil` when observation ends.
    var onAttach: ((UIScrollView?) -> Void)? = nil

    func makeCoordinator() -> ScrollViewObserver {
      ScrollViewObserver(onEvent: onEvent)
    }

    func makeUIView(context: Context) -> ScrollProbeView {
      context.coordinator.snapTarget = snapTarget
      context.coordinator.onAttach = onAttach
      let view = ScrollProbeView(placement: placement)
      view.observer = context.coordinator
      return view
    }

    func updateUIView(_ view: ScrollProbeView, context: Context) {
      context.coordinator.onEvent = onEvent
      context.coordinator.snapTarget = snapTarget
      context.coordinator.onAttach = onAttach
      view.placement = placement
      if !context.coordinator.isAttached { view.attachIfNeeded() }
    }

    static func dismantleUIView(_ view: ScrollProbeView, coordinator: ScrollViewObserver) {
      coordinator.detach()
      view.observer = nil
    }
  }

  /// The probe's view: invisible, zero-size, never hit.
  final class ScrollProbeView: UIView {
    var placement: ScrollProbePlacement
    weak var observer: ScrollViewObserver?
    private var retryScheduled = false

    init(placement: ScrollProbePlacement) {
      self.placement = placement
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        observer?.detach()
      } else {
        attachIfNeeded()
      }
    }

    /// Looks for the scroll view (the hierarchy may have changed since the last look); when it is
    /// not there yet, looks once more on the next turn of the main run loop.
    func attachIfNeeded() {
      guard let observer, window != nil else { return }
      if let scrollView = ScrollViewFinder.scrollView(for: self, placement: placement) {
        observer.attach(to: scrollView)
      } else if !observer.isAttached && !retryScheduled {
        retryScheduled = true
        DispatchQueue.main.async { [weak self] in
          self?.retryScheduled = false
          guard let self, let observer = self.observer, !observer.isAttached, self.window != nil,
            let scrollView = ScrollViewFinder.scrollView(for: self, placement: self.placement)
          else { return }
          observer.attach(to: scrollView)
        }
      }
    }
  }
#endif
