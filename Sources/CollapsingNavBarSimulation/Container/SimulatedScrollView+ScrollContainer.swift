import CollapsingNavBarCore

extension SimulatedScrollView: ScrollContainer {
  /// Whether the content decelerates or bounces after a fling.
  public var isDecelerating: Bool {
    switch motion {
    case .decelerating, .slidingLinearly, .bouncing: return true
    case .animating, .refreshReturn, nil: return motionBeneath != nil
    }
  }

  /// Writes `contentInset.top` (which may disturb content moving on its own:
  /// ``UIKitAssumptions/insetWriteFault``).
  public mutating func setContentInsetTop(_ top: Double) {
    contentInsetTop = top
    insetWasWritten()
  }

  /// Whether the content can start with the bar's spacer (a table).
  public var supportsLeadingSpacer: Bool { holdsLeadingSpacer }

  /// Gives the content a spacer of `height` points at its top, as a `tableHeaderView` of that
  /// height: the content size grows by the change, the offset and the insets stay.
  public mutating func setLeadingSpacerHeight(_ height: Double) {
    contentHeight += height - leadingSpacerHeight
    leadingSpacerHeight = height
  }

  /// Puts the spacer the owner of a container the bar observes only places first in the content
  /// (``Scenario/Container/ownerSpacer``): the content grows by it, the offset and the insets stay.
  mutating func placeOwnerSpacer(_ height: Double) {
    contentHeight += height - leadingSpacerHeight
    leadingSpacerHeight = height
  }

  /// Writes `verticalScrollIndicatorInsets.top`.
  public mutating func setScrollIndicatorInsetTop(_ top: Double) { scrollIndicatorInsetTop = top }

  /// Moves the content at once or animated, as `setContentOffset(_:animated:)` does (the animated
  /// move leaves a running deceleration running: rdar 16724593), or plays the bar's own timed
  /// settle from where the content is (any motion stops first).
  public mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    switch animation {
    case .none: setOffset(y)
    case .animated: animateOffsetLikeUIKit(to: y)
    case .timed(let duration, let curve):
      // (The bar's player starts with a plain write of the offset.)
      noteInterruption(.plainWrite)
      stopMotion()
      _ = animateOffset(to: y, duration: duration, curve: curve, ownSettle: true)
    }
  }
}
