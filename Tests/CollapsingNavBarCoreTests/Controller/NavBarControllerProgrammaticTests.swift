import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerEnvironmentChangeTests {
  static let landscape = BarEnvironment(safeAreaTop: 0, width: 844, scale: 3)

  /// Drags to a collapse distance and lets go with the content still moving.
  private func release(_ container: inout TestContainer, atDistance c: Double) {
    container.send(.dragBegan)
    container.scroll(toDistance: c)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: true))
  }

  @Test func rotationDuringASettleLandsTheContentOnAWholeState() throws {
    var container = TestContainer()
    _ = container.attach()
    release(&container, atDistance: 20)
    #expect(container.controller.isContentMoving)
    let commands = try container.controller.setEnvironment(Self.landscape)
    container.apply(commands)
    #expect(commands.contentOffset?.animation == OffsetAnimation.none)
    #expect(container.controller.collapse == 0)
    #expect(container.controller.collapseDistance == 0)
    #expect(!container.controller.isContentMoving)
  }

  @Test func rotationBetweenAReleaseAndTheDragsEndLandsTheContentOnAWholeState() throws {
    // Released, the content is about to move (UIKit's deceleration or bounce): the write that
    // keeps it under the bar stops that motion, so it lands where the content can rest.
    var container = TestContainer()
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 20)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    #expect(container.controller.phase.isReleased)
    let commands = try container.controller.setEnvironment(Self.landscape)
    container.apply(commands)
    let collapse = container.controller.collapse
    #expect(commands.contentOffset != nil)
    #expect(container.controller.metrics.wholeStates.contains { abs($0 - collapse) < 1e-9 }, "\(collapse)")
  }

  @Test func rotationDuringABounceBackLandsTheContentAtItsTop() throws {
    var container = TestContainer()
    _ = container.attach()
    release(&container, atDistance: -40)
    container.apply(try container.controller.setEnvironment(Self.landscape))
    #expect(container.controller.collapseDistance == 0)
    #expect(container.controller.layout.height == 232)
  }

  @Test func rotationWhileTheFingerHoldsAPullKeepsThePull() throws {
    var container = TestContainer()
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: -40)
    container.apply(try container.controller.setEnvironment(Self.landscape))
    #expect(container.controller.collapseDistance == -40)
  }
}

@Suite struct NavBarControllerProgrammaticCollapseTests {
  /// Content that can scroll the bar 70 pt: into the closable panel (52…96), not through it.
  static let shortContent = 70 + 844 - 279.0

  @Test func collapseOfContentTooShortStopsAtTheLastWholeStateItReaches() {
    var container = TestContainer(contentHeight: Self.shortContent)
    _ = container.attach()
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 52)
    #expect(container.controller.collapseDistance == 52)
  }

  @Test func collapseWithoutSnappingGoesAsFarAsTheContentReaches() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration, contentHeight: Self.shortContent)
    _ = container.attach()
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 70)
  }
}

/// Regression: an expand without animation while a `followsBar` fling travels wrote the inset
/// twice in one event (once for the old collapse, once for the echo of the offset write).
@Suite struct NavBarControllerProgrammaticWriteTests {
  @Test func anExpandWithoutAnimationWritesTheInsetOnceForWhereTheContentGoes() {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    var container = TestContainer(configuration)
    container.attach()
    container.send(.dragBegan)
    container.scroll(by: 20)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: true))
    let pass = container.apply(container.controller.expand(animated: false))
    #expect(pass.writes.contentInsetTop <= 1)
    #expect(container.geometry.contentInsetTop == container.controller.metrics.expandedHeight)
    #expect(container.controller.collapse == 0)
  }
}

@Suite struct NavBarControllerProgrammaticMotionEndTests {
  /// An app's delegate hears `scrollViewDidEndDecelerating` before the bar and expands from
  /// there: the end of that deceleration, reaching the bar after the expand began its animated
  /// scroll to the top, does not end the expand; its own end of scrolling animation does.
  @Test func theEndOfAnEarlierDecelerationDoesNotEndAnAnimatedExpand() {
    var container = TestContainer()
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 96)
    container.send(.willEndDragging(velocity: 1, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: true))
    let expand = container.controller.expand(animated: true)
    #expect(expand.contentOffset?.animation != OffsetAnimation.none)
    container.apply(expand)
    #expect(container.controller.isContentMoving)
    container.send(.didEndDecelerating)
    #expect(container.controller.isContentMoving)
    container.scroll(toDistance: 0)
    container.send(.scrollAnimationEnded)
    #expect(!container.controller.isContentMoving)
    #expect(container.controller.collapse == 0)
  }
}
