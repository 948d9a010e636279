#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// An invisible view that finds the `UIScrollView` behind a SwiftUI container and feeds a
  /// ``ScrollViewObserver``.
  ///
  /// Beside the container it sits in the container's `.background` with the container's frame;
  /// inside the content it is zero-size. When to look, look again, switch or let go is decided
  /// by the core's ``ProbeState``; which scroll view is the one by
  /// ``ScrollViewCandidate/choose(from:for:)`` over the tree ``ScrollViewTreeReader`` reads. It
  /// never looks inside a view update: every look runs on a later turn of the main run loop.
  /// A hidden watch inside the observed scroll view (the UIKit bar's `ScrollViewWindowWatch`) hears it leave
  /// its window when SwiftUI drops it without updating the probe.
  @available(iOS 14.0, *)
  @MainActor
  struct ScrollProbe: UIViewRepresentable {
    var placement: ScrollProbePlacement
    /// The header to snap after a drag, or `nil` for no snapping.
    var snapGeometry: StickyHeaderGeometry? = nil
    /// Receives the observed events (after any view update); `nil` for a probe that only finds
    /// the scroll view (the UIKit bar observes it itself): no second KVO, no second pan target.
    var onEvent: (@MainActor (ScrollObservationEvent) -> Void)?
    /// Told when a scroll view is found, and with `nil` when observation ends.
    var onAttach: (@MainActor (UIScrollView?) -> Void)? = nil

    func makeCoordinator() -> ScrollViewObserver {
      ScrollViewObserver(onEvent: onEvent, observesScroll: onEvent != nil || snapGeometry != nil)
    }

    func makeUIView(context: Context) -> ScrollProbeView {
      let view = ScrollProbeView(placement: placement)
      view.observer = context.coordinator
      configure(context.coordinator)
      return view
    }

    func updateUIView(_ view: ScrollProbeView, context: Context) {
      configure(context.coordinator)
      view.placement = placement
      view.handle(.updated)
    }

    static func dismantleUIView(_ view: ScrollProbeView, coordinator: ScrollViewObserver) {
      // As if it left its window: lets go of the scroll view and takes its watch out of it.
      view.handle(.leftWindow)
      coordinator.detach()
      view.observer = nil
    }

    private func configure(_ observer: ScrollViewObserver) {
      observer.onEvent = onEvent
      observer.snapGeometry = snapGeometry
      observer.onAttach = onAttach
    }
  }

  /// The probe's view: invisible, never hit, and the owner of the probe's ``ProbeState``.
  final class ScrollProbeView: UIView {
    var placement: ScrollProbePlacement
    weak var observer: ScrollViewObserver?
    private var state = ProbeState()
    private var lastSize: CGSize = .zero
    /// The watch inside the observed scroll view.
    private var watch: ScrollViewWindowWatch?
    /// The one check scheduled (``ProbeState`` cancels it before it schedules another).
    private var scheduledCheck: DispatchWorkItem?

    init(placement: ScrollProbePlacement) {
      self.placement = placement
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      handle(window == nil ? .leftWindow : .enteredWindow)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // A new size (rotation, a container resized) may mean a new scroll view frame to match.
      guard bounds.size != lastSize else { return }
      lastSize = bounds.size
      handle(.updated)
    }

    /// Feeds the state machine and carries out what it asks.
    func handle(_ event: ProbeEvent, chosen: (id: Int, view: UIScrollView)? = nil) {
      for action in state.handle(event) {
        switch action {
        case .scheduleCheck:
          DispatchQueue.main.async(execute: scheduleCheck())
        case .scheduleDelayedCheck(let seconds):
          DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: scheduleCheck())
        case .cancelScheduledCheck:
          scheduledCheck?.cancel()
          scheduledCheck = nil
        case .detach:
          removeWatch()
          observer?.detach()
        case .attach(let id):
          if let chosen, chosen.id == id {
            observer?.attach(to: chosen.view, kind: ScrollViewTreeReader.kind(of: chosen.view))
            addWatch(to: chosen.view)
          }
        }
      }
    }

    /// The work item of a new scheduled check, kept so that the state machine can cancel it.
    private func scheduleCheck() -> DispatchWorkItem {
      let item = DispatchWorkItem { [weak self] in
        guard let self else { return }
        self.scheduledCheck = nil
        self.check()
      }
      scheduledCheck = item
      return item
    }

    /// Puts a watch inside the observed scroll view that reports it leaving its window.
    private func addWatch(to scrollView: UIScrollView) {
      if let watch, watch.superview === scrollView { return }
      removeWatch()
      let watch = ScrollViewWindowWatch()
      watch.onWindowChange = { [weak self, weak watch] in
        if watch?.window == nil { self?.handle(.targetLeftWindow) }
      }
      scrollView.addSubview(watch)
      self.watch = watch
    }

    private func removeWatch() {
      guard let watch else { return }
      self.watch = nil
      // Silenced at once; taken out on the next turn, since this may run inside its own
      // didMoveToWindow, while UIKit walks the scroll view's subviews.
      watch.onWindowChange = nil
      DispatchQueue.main.async { watch.removeFromSuperview() }
    }

    /// Reads the tree and tells the state machine what the core chooses (on a run-loop turn of
    /// its own, outside any view update).
    ///
    /// The scroll view observed now is checked first on its own: while the core still accepts it
    /// (in the window, in the hosting view, the container's frame, ...) it stays, with no search
    /// of the window; a scroll view SwiftUI replaced has left the window and fails that check.
    private func check() {
      guard window != nil else { return handle(.checked(choice: nil, targetAlive: false)) }
      let reader = ScrollViewTreeReader(probe: self, placement: placement)
      if let current = observer?.scrollView, let candidate = reader.candidate(forObserved: current),
        candidate.rejection(for: reader.snapshot()) == nil
      {
        return handle(.checked(choice: candidate.id, targetAlive: true), chosen: (candidate.id, current))
      }
      let chosen = reader.chosen()
      handle(.checked(choice: chosen?.id, targetAlive: observer?.scrollView != nil), chosen: chosen)
    }
  }
#endif
