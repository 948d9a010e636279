/// The events the controller hears for one delivery, in order: what the container shows beside
/// the event (a finger, insets, a late offset, a motion that ended unannounced) first, then the
/// event itself.
///
/// Each step is decided by ``NavBarController/nextStep(_:container:)`` from the container as it
/// is when the step's turn comes, after the writes the steps before it answered: the applier
/// writes those and reads them back, and asks for the next step. The decisions are the
/// controller's; the applier only carries them out.
@usableFromInline struct Delivery: Sendable {
  /// The event delivered (a late offset or a drag's end whose deceleration was stopped is
  /// brought up to date on the way).
  @usableFromInline var event: ScrollEvent
  /// The step to decide next.
  @usableFromInline var stage: Stage

  /// Where the delivery is.
  @usableFromInline enum Stage: Sendable {
    /// The offset the controller last heard of is caught up first, then the delivery goes on.
    case catchUp(then: Continuation)
    /// Whether the container's insets are reported before the event.
    case insetsCheck
    /// The system's share and the refresh control's state.
    case systemInsetReport(then: Continuation)
    /// The adjusted insets.
    case insetReport(then: Continuation)
    /// The end of a deceleration that stopped unannounced, if one did.
    case motionEnd(then: Continuation)
    /// A scroll tick's offset that the reports made history, then what comes before the event.
    case lateOffset
    /// The lift of the finger, after the event that moved the content as it lifted.
    case liftAfterEvent
    /// UIKit moving the content while the controller rests: the controller coasts first.
    case coasting
    /// The event itself.
    case event
    /// After a write that stopped a deceleration: a lift or the motion's end.
    case afterStoppedMotion
    /// The lift of a finger, heard after a write stopped the spring back it began.
    case lift
    /// Nothing more.
    case done
  }

  /// What comes after a step that several deliveries share.
  @usableFromInline enum Continuation: Sendable {
    /// The insets check of a delivery.
    case insetsCheck
    /// The late offset of a delivery whose insets were reported.
    case lateOffset
    /// The motion's end, then nothing more.
    case motionEnd
    /// The coasting check of a delivery.
    case coasting
    /// The lift of a finger.
    case lift
    /// Nothing more.
    case done

    @inlinable var stage: Stage {
      switch self {
      case .insetsCheck: return .insetsCheck
      case .lateOffset: return .lateOffset
      case .motionEnd: return .motionEnd(then: .done)
      case .coasting: return .coasting
      case .lift: return .lift
      case .done: return .done
      }
    }
  }

  /// One event for the controller to hear.
  @usableFromInline struct Step: Sendable {
    /// The event.
    @usableFromInline var event: ScrollEvent
    /// Whether the container is told first (``ScrollContainer/willDeliver(_:)``): every event the
    /// controller hears beside the one delivered.
    @usableFromInline var announced: Bool

    @inlinable init(_ event: ScrollEvent, announced: Bool = true) {
      self.event = event
      self.announced = announced
    }
  }

  /// An event, with what the container shows beside it.
  @inlinable init(_ event: ScrollEvent) {
    self.event = event
    stage = event == .detach ? .catchUp(then: .insetsCheck) : .insetsCheck
  }

  /// A report of the container's insets: the system's share and the refresh control's state, the
  /// adjusted insets, then the end of a deceleration the reports' writes stopped.
  @inlinable static var insetsReport: Delivery {
    Delivery(event: .frame(time: 0), stage: .systemInsetReport(then: .done))
  }

  /// After a write that stopped a deceleration: a lift the finger made meanwhile, or the end of
  /// the motion, each after the offset it stopped at.
  @inlinable static var afterStoppedMotion: Delivery {
    Delivery(event: .frame(time: 0), stage: .afterStoppedMotion)
  }

  @inlinable init(event: ScrollEvent, stage: Stage) {
    self.event = event
    self.stage = stage
  }

  /// Whether the delivery is over.
  @inlinable var isOver: Bool {
    if case .done = stage { return true }
    return false
  }
}

extension NavBarController {
  /// The next event to hear in a delivery, decided from the container as it is now.
  ///
  /// In order: for a detach, the offset the content has (a detach from inside the screen's
  /// `scrollViewDidScroll`, which runs before the bar's own observer hears it); the container's
  /// insets where they may have moved unheard (``insetsNeedReport(before:container:)``), with a
  /// scroll tick's offset brought up to date after them; the end of a drag whose deceleration a
  /// write stopped (``dragEnd(_:container:)``); a finger's touch or lift
  /// (``touchChange(before:container:)``); UIKit moving the content while the bar rests
  /// (``coastsBefore(_:container:)``); the event.
  ///
  /// - Parameters:
  ///   - delivery: The delivery; moves on by one step.
  ///   - container: The attached container.
  /// - Returns: The event to hear, or `nil` when the delivery is over.
  @inlinable func nextStep<Container: ScrollContainer>(_ delivery: inout Delivery, container: Container)
    -> Delivery.Step?
  {
    while true {
      switch delivery.stage {
      case .catchUp(let then):
        delivery.stage = then.stage
        if isAttached, container.contentOffsetY != geometry.contentOffsetY {
          return Delivery.Step(.offsetChanged(container.contentOffsetY))
        }
      case .insetsCheck:
        guard insetsNeedReport(before: delivery.event, container: container) else {
          return stepsBeforeEvent(&delivery, container: container)
        }
        delivery.stage = .systemInsetReport(then: .lateOffset)
      case .systemInsetReport(let then):
        delivery.stage = .insetReport(then: then)
        return Delivery.Step(Self.systemInsetReport(of: container))
      case .insetReport(let then):
        delivery.stage = .motionEnd(then: then)
        return Delivery.Step(
          .insetChanged(top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom))
      case .motionEnd(let then):
        delivery.stage = then.stage
        if let end = motionEnd(container: container) { return Delivery.Step(end) }
      case .lateOffset:
        // The report's answer may have written the offset (a refresh that ended in the screen's
        // `scrollViewDidScroll` sends the content to its new top): the offset the event carries
        // is then history, and the write's echo told the controller where the content is (seed
        // 9335, scenario 820166: the old offset came after it, and the bar rested a third of a
        // point stretched).
        if case .offsetChanged(let y) = delivery.event, container.contentOffsetY != y {
          guard container.contentOffsetY != geometry.contentOffsetY else {
            delivery.stage = .done
            return nil
          }
          delivery.event = .offsetChanged(container.contentOffsetY)
        }
        return stepsBeforeEvent(&delivery, container: container)
      case .liftAfterEvent:
        delivery.stage = .motionEnd(then: .done)
        return Delivery.Step(.touchEnded)
      case .coasting:
        return coastingOrEvent(&delivery, container: container)
      case .event:
        delivery.stage = .done
        return Delivery.Step(delivery.event, announced: false)
      case .afterStoppedMotion:
        if case .touching = phase, !container.isTracking {
          // The spring back that began as a finger lifted from content held past an edge,
          // stopped by the write before the lift was heard (the write ran inside the spring's
          // first `scrollViewDidScroll`): the lift is heard now, where the content stopped, and
          // nothing will spring it back (seed 9318, scenario 65341).
          delivery.stage = .catchUp(then: .lift)
        } else if motionEnd(container: container) != nil {
          // The deceleration's last step, whose report waits behind the pass (the write that
          // stopped it ran inside that step's `scrollViewDidScroll`, the app's screen ending a
          // refresh there): heard first, so the settle starts where the content stopped; then its
          // end.
          delivery.stage = .catchUp(then: .motionEnd)
        } else {
          delivery.stage = .done
        }
      case .lift:
        delivery.stage = .motionEnd(then: .done)
        return Delivery.Step(.touchEnded)
      case .done:
        return nil
      }
    }
  }

  /// The end of a drag brought up to date, then a finger's touch or lift, then coasting or the
  /// event (the straight path of a scroll tick).
  @inlinable @inline(__always) func stepsBeforeEvent<Container: ScrollContainer>(
    _ delivery: inout Delivery, container: Container
  ) -> Delivery.Step {
    delivery.event = dragEnd(delivery.event, container: container)
    guard let touch = touchChange(before: delivery.event, container: container) else {
      return coastingOrEvent(&delivery, container: container)
    }
    if touch == .touchEnded, case .offsetChanged = delivery.event {
      // The content moved as the finger lifted (a bounce back starts): the lift settles from
      // where the content is now, and its own write is not undone by the older position.
      delivery.stage = .liftAfterEvent
      return Delivery.Step(delivery.event, announced: false)
    }
    // A lift onto content held past an edge waits for UIKit's spring back, unless nothing moves
    // the content any more: a write inside the callbacks before the lift was heard (the app's
    // screen ending a refresh in `scrollViewDidScroll`, whose inset write stops the spring under
    // some systems) stopped it, and no end of it will come (seed 9318, scenario 65341). The bar
    // settles then, as at the end of a spring, and brings the content back itself.
    delivery.stage = touch == .touchEnded ? .motionEnd(then: .coasting) : .coasting
    return Delivery.Step(touch)
  }

  /// UIKit's motion as the controller's coasting first, where it moves the content while the bar
  /// rests; else the event.
  @inlinable @inline(__always) func coastingOrEvent<Container: ScrollContainer>(
    _ delivery: inout Delivery, container: Container
  ) -> Delivery.Step {
    if coastsBefore(delivery.event, container: container) {
      delivery.stage = .event
      return Delivery.Step(.didEndDragging(willDecelerate: true))
    }
    delivery.stage = .done
    return Delivery.Step(delivery.event, announced: false)
  }

  /// Whether the container's insets are reported before an event: they differ from what the
  /// controller last heard, and the event may meet them unheard.
  ///
  /// The owner of a container observed only changes its insets unseen (SwiftUI reserving space,
  /// a refresh control). A detach made from inside a callback (the screen's delegate hears of a
  /// new adjusted inset before the bar does) first learns the system's share of the moment, so
  /// the inset it gives back is the container's own. A refresh control that writes its room into
  /// the container's own inset (`.never`) may have called back for the write before its state
  /// changed: the state is reported before the next event. UIKit may also call
  /// `scrollViewDidChangeAdjustedContentInset(_:)` only at its next layout pass: any other event
  /// than a report of the geometry first learns the insets as they are now. (A scroll tick does
  /// not: UIKit moves the offset for a new safe area before it calls back for the inset, and the
  /// bar keeps its place from that order; nor does a new viewport, which a rotation reports
  /// before its new safe area, seed 9319, 765663.)
  ///
  /// - Parameters:
  ///   - event: The event about to be delivered.
  ///   - container: The attached container.
  /// - Returns: Whether the insets are reported first.
  @inlinable func insetsNeedReport<Container: ScrollContainer>(before event: ScrollEvent, container: Container)
    -> Bool
  {
    (container.observesOnly || event == .detach || refreshStateMoved(of: container) || !event.reportsGeometry)
      && isAttached && insetsMoved(of: container)
  }

  /// The end of a drag as the controller hears it: a deceleration UIKit announces that a write
  /// of the offset stopped since the release (an app attached the bar, expanded or collapsed it
  /// from inside a callback in between, and the controller did not see the release through) will
  /// never end, so the drag ends without one.
  ///
  /// - Parameters:
  ///   - event: The event about to be delivered.
  ///   - container: The attached container.
  /// - Returns: The event to deliver.
  @inlinable func dragEnd<Container: ScrollContainer>(_ event: ScrollEvent, container: Container) -> ScrollEvent {
    if case .didEndDragging(true) = event, !phase.isDragging, !phase.isReleased, !container.isDecelerating {
      return .didEndDragging(willDecelerate: false)
    }
    return event
  }

  /// Whether UIKit moves the content on its own while the controller rests.
  ///
  /// A spring back after a touch on content held past an edge, which reached no callback, or a
  /// bounce back into range after an inset write. The controller waits for its end as after a release, and settles then
  /// (a write that stops it early is noticed like any other stop).
  ///
  /// - Parameters:
  ///   - event: The event about to be delivered.
  ///   - container: The attached container.
  /// - Returns: Whether the controller coasts before the event.
  @inlinable func coastsBefore<Container: ScrollContainer>(_ event: ScrollEvent, container: Container) -> Bool {
    guard case .offsetChanged = event, case .idle = phase else { return false }
    return container.isDecelerating && !container.isTracking
  }

  /// The touch to report before an event: a finger the container tracks that the controller
  /// does not know of, or the end of the one it holds for; `nil` when they agree.
  ///
  /// A finger that touches the content without panning reaches no delegate callback of its own,
  /// so the container's `isTracking` is read before each event. The drag callbacks, which come
  /// with their own finger, an attach and a change of visibility report nothing.
  ///
  /// - Parameters:
  ///   - event: The event about to be delivered.
  ///   - container: The attached container.
  /// - Returns: ``ScrollEvent/touchBegan``, ``ScrollEvent/touchEnded`` or `nil`.
  @inlinable func touchChange<Container: ScrollContainer>(before event: ScrollEvent, container: Container)
    -> ScrollEvent?
  {
    switch event {
    case .attach, .visibilityChanged, .dragBegan, .willEndDragging, .didEndDragging, .touchBegan, .touchEnded:
      return nil
    default:
      return touchReport(container: container)
    }
  }

  /// The touch to report now: a finger the container tracks that the controller does not know
  /// of, or the end of the one it holds for; `nil` when they agree (also for a drag's own finger
  /// and without a container, where nothing is read).
  ///
  /// ``NavBarDriver`` asks before a change made outside an event (an app's `expand` from inside
  /// `scrollViewDidEndDecelerating`, which UIKit sends while a finger that stopped a fling is
  /// still down), so the change meets the finger.
  ///
  /// - Parameter container: The attached container.
  /// - Returns: ``ScrollEvent/touchBegan``, ``ScrollEvent/touchEnded`` or `nil`.
  @inlinable func touchReport<Container: ScrollContainer>(container: Container) -> ScrollEvent? {
    // (A drag's own finger, or no container: nothing to read, on the hottest path of all.)
    switch phase {
    case .detached, .dragging, .released:
      return nil
    case .touching:
      return container.isTracking ? nil : .touchEnded
    case .idle, .settlePending, .coasting, .scrollingToTop:
      return container.isTracking ? .touchBegan : nil
    }
  }

  /// The end of a deceleration that stopped unannounced: the controller waits for UIKit's
  /// deceleration or bounce, and the container no longer decelerates, nor does a finger hold it.
  ///
  /// A write of `contentInset`, even of the same value, can stop scrolling (Square's Blueprint,
  /// commit 141eabf4) without `scrollViewDidEndDecelerating(_:)`; the bar settles as at the end.
  ///
  /// - Parameter container: The attached container.
  /// - Returns: ``ScrollEvent/didEndDecelerating``, or `nil` when nothing stopped unannounced.
  @inlinable func motionEnd<Container: ScrollContainer>(container: Container) -> ScrollEvent? {
    guard case .coasting(nil, _) = phase, !container.isDecelerating, !container.isTracking else { return nil }
    return .didEndDecelerating
  }

  /// The report of a container's system share and refresh state: the share of the adjusted top
  /// inset, whether its control refreshes, and the room a refreshing control holds in the
  /// container's own inset where it writes it there (``ScrollContainer/refreshShareTop``).
  ///
  /// - Parameter container: The container.
  /// - Returns: ``ScrollEvent/systemInsetChanged(share:isRefreshing:refreshRoom:)``.
  @inlinable static func systemInsetReport<Container: ScrollContainer>(of container: Container) -> ScrollEvent {
    let refreshing = container.isRefreshing
    let room = refreshing && container.refreshWritesContentInset ? container.refreshShareTop : 0
    return .systemInsetChanged(
      share: container.adjustedContentInsetTop - container.contentInsetTop, isRefreshing: refreshing,
      refreshRoom: room.isFinite && room > 0 ? room : 0)
  }

  /// Whether a container's insets differ from what the controller last heard of them: its
  /// adjusted top or bottom inset, or the system's share of the top, or its refresh state.
  ///
  /// - Parameter container: The container.
  /// - Returns: Whether they moved.
  @usableFromInline func insetsMoved<Container: ScrollContainer>(of container: Container) -> Bool {
    let share = container.adjustedContentInsetTop - container.contentInsetTop
    return container.adjustedContentInsetTop != geometry.contentInsetTop
      || container.adjustedContentInsetBottom != geometry.contentInsetBottom
      || share != ledger.knownSystemShare
      || refreshStateMoved(of: container)
  }

  /// Whether the refresh control of a container that writes its room into its own inset
  /// (`.never`) changed its state since the controller last heard: UIKit may call back for its
  /// write before the state changes, so the next event reports the insets again first.
  ///
  /// - Parameter container: The container.
  /// - Returns: Whether the state moved.
  @usableFromInline func refreshStateMoved<Container: ScrollContainer>(of container: Container) -> Bool {
    ledger.refreshWritesContentInset && container.isRefreshing != ledger.containerIsRefreshing
  }
}
