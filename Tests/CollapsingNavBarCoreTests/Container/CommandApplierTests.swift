import Testing

@testable import CollapsingNavBarCore

/// A container whose adjusted inset carries a system share (a safe area, a refresh control)
/// that the tests move by hand, as UIKit does.
struct SharedInsetContainer: ScrollContainer {
  var contentOffsetY: Double = 0
  var contentInsetTop: Double = 0
  var contentInsetBottom: Double = 0
  var systemShareTop: Double = 0
  var scrollIndicatorInsetTop: Double = 0
  var contentHeight: Double = 4000
  var viewportHeight: Double = 844
  var isTracking = false
  var isDecelerating = false
  var isRefreshing = false
  var observesOnly = false
  var motionStops = 0
  var echoes: [ScrollEvent] = []
  var offsetWrites: [ContentOffsetCommand] = []
  /// The system's share once the content's motion stops (a slide of the share that a stop lands
  /// at once), or `nil`.
  var shareAfterStop: Double?

  var adjustedContentInsetTop: Double { contentInsetTop + systemShareTop }
  var adjustedContentInsetBottom: Double { contentInsetBottom }
  var safeAreaTop: Double { 0 }
  var safeAreaBottom: Double { 0 }

  mutating func setContentInsetTop(_ top: Double) { contentInsetTop = top }
  mutating func setScrollIndicatorInsetTop(_ top: Double) { scrollIndicatorInsetTop = top }
  mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    offsetWrites.append(ContentOffsetCommand(y: y, animation: animation))
    contentOffsetY = y
  }
  mutating func stopMotion() {
    motionStops += 1
    isDecelerating = false
    if let share = shareAfterStop {
      systemShareTop = share
      shareAfterStop = nil
    }
  }
  mutating func willDeliver(_ event: ScrollEvent) { echoes.append(event) }
}

@Suite struct CommandApplierTests {
  private func attached(share: Double = 0) -> (NavBarController, SharedInsetContainer) {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    var container = SharedInsetContainer(contentOffsetY: -share, systemShareTop: share)
    _ = CommandApplier.attach(&controller, to: &container)
    return (controller, container)
  }

  @Test func theOwnInsetIsWrittenNetOfTheSystemsShare() {
    let (controller, container) = attached(share: 47)
    #expect(container.adjustedContentInsetTop == controller.metrics.expandedHeight)
    #expect(container.contentInsetTop == controller.metrics.expandedHeight - 47)
    #expect(container.contentOffsetY == -controller.metrics.expandedHeight)
  }

  /// The share is measured at the moment of writing.
  ///
  /// (The UIKit adapter once cached the system's share: after a refresh ended, the inset stayed
  /// the refresh control's height short.)
  @Test func aRefreshThatEndsLeavesTheInsetAtTheBarsHeight() {
    var (controller, container) = attached(share: 47)
    let expanded = controller.metrics.expandedHeight
    container.isRefreshing = true
    container.systemShareTop = 47 + 60
    _ = CommandApplier.insetsChanged(&controller, container: &container)
    #expect(controller.refreshHeight == 60)
    #expect(container.adjustedContentInsetTop == expanded + 60)
    container.isRefreshing = false
    container.systemShareTop = 47
    _ = CommandApplier.insetsChanged(&controller, container: &container)
    #expect(controller.refreshHeight == 0)
    #expect(container.adjustedContentInsetTop == expanded)
    #expect(container.contentInsetTop == expanded - 47)
  }

  @Test func aShareThatMovesIsWrittenAgainst() {
    var (controller, container) = attached(share: 47)
    container.systemShareTop = 20  // a new safe area
    let pass = CommandApplier.insetsChanged(&controller, container: &container)
    #expect(pass.writes.contentInsetTop == 1)
    #expect(container.adjustedContentInsetTop == controller.metrics.expandedHeight)
    #expect(controller.additionalTopInset == 0)
  }

  @Test func theEchoOfAnInsetWriteIsFedInTheSamePassWithoutNesting() {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    var controller = try! NavBarController(configuration: configuration, environment: .phone)
    var container = SharedInsetContainer()
    _ = CommandApplier.attach(&controller, to: &container)
    container.echoes = []
    container.contentOffsetY += 30
    let pass = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    #expect(pass.writes.contentInsetTop == 1)
    #expect(pass.writes.mostPerProperty == 1)
    #expect(container.echoes.count == 1)
    #expect(controller.additionalTopInset == 0)
    #expect(controller.geometry.contentInsetTop == container.adjustedContentInsetTop)
  }

  /// A write that is not an inset write (here the stop of the content's motion, which lands a
  /// slide of the system's share at once) moves the adjusted inset: the controller hears it in the
  /// same pass, the system's share as such, and books none of it as someone else's.
  @Test func anInsetMovedByAWriteOtherThanAnInsetWriteIsHeardInTheSamePass() {
    var (controller, container) = attached(share: 47)
    container.contentOffsetY += 300
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    _ = CommandApplier.deliver(
      .willEndDragging(velocity: 2, targetOffset: container.contentOffsetY + 500), to: &controller,
      container: &container)
    _ = CommandApplier.deliver(.didEndDragging(willDecelerate: true), to: &controller, container: &container)
    #expect(controller.isContentMoving)
    container.shareAfterStop = 20
    container.isTracking = true
    container.contentOffsetY += 10
    let pass = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    #expect(pass.writes.stopMotion == 1)
    #expect(container.systemShareTop == 20)
    #expect(controller.geometry.contentInsetTop == container.adjustedContentInsetTop)
    #expect(controller.ledger.knownSystemShare == 20)
    #expect(controller.additionalTopInset == 0)
  }

  @Test func theBarsOwnScrollToTopStopsTheContentFirst() {
    var (controller, container) = attached()
    container.contentOffsetY = 2000
    _ = CommandApplier.deliver(.offsetChanged(2000), to: &controller, container: &container)
    let pass = CommandApplier.deliver(.scrollToTopRequested, to: &controller, container: &container)
    #expect(container.motionStops == 1)
    #expect(pass.effects.scrollToTop != nil)
  }

  @Test func aTouchWithoutAPanStopsTheBarsScrollToTop() {
    var (controller, container) = attached()
    container.contentOffsetY = 2000
    _ = CommandApplier.deliver(.offsetChanged(2000), to: &controller, container: &container)
    _ = CommandApplier.deliver(.scrollToTopRequested, to: &controller, container: &container)
    _ = CommandApplier.deliver(.frame(time: 0), to: &controller, container: &container)
    let before = container.contentOffsetY
    container.isTracking = true
    _ = CommandApplier.deliver(.frame(time: 0.1), to: &controller, container: &container)
    #expect(controller.phase == .touching)
    #expect(container.contentOffsetY == before)
    #expect(container.echoes.contains(.touchBegan))
    // The finger rests: frames go on, nothing moves, nothing is reported again.
    #expect(controller.needsFrames)
    let echoes = container.echoes.count
    _ = CommandApplier.deliver(.frame(time: 0.2), to: &controller, container: &container)
    #expect(container.contentOffsetY == before)
    #expect(container.echoes.count == echoes)
  }

  @Test func aFingerThatLiftsWithoutAPanIsReportedAndTheBarSettles() {
    var (controller, container) = attached()
    // The content rests with the bar partly collapsed (a deceleration a finger stopped).
    container.contentOffsetY = 20 - controller.basis
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    container.offsetWrites = []
    container.isTracking = true
    _ = CommandApplier.deliver(.didEndDecelerating, to: &controller, container: &container)
    #expect(controller.phase == .touching)
    #expect(container.echoes.last == .touchBegan)
    #expect(container.offsetWrites.isEmpty)
    container.isTracking = false
    _ = CommandApplier.deliver(.frame(time: 1), to: &controller, container: &container)
    #expect(container.echoes.contains(.touchEnded))
    #expect(controller.phase == .coasting(ownTarget: 0, insetRoom: nil))
    #expect(container.offsetWrites.last?.y == -controller.basis)
  }

  @Test func collectingAPassAddsItsWritesAndKeepsTheLargestCountPerEvent() {
    var pass = CommandPass()
    pass.writes.scrollIndicatorInsetTop = 1
    pass.writesPerEvent.scrollIndicatorInsetTop = 1
    var later = CommandPass()
    later.writes.scrollIndicatorInsetTop = 1
    later.writesPerEvent.scrollIndicatorInsetTop = 1
    pass.collect(later)
    #expect(pass.writes.scrollIndicatorInsetTop == 2)
    #expect(pass.writesPerEvent.mostPerProperty == 1)
  }

  @Test func aDragNeedsNoReportOfItsFinger() {
    var (controller, container) = attached()
    container.isTracking = true
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    container.contentOffsetY += 10
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    #expect(!container.echoes.contains(.touchBegan))
    #expect(controller.phase == .dragging)
  }

  @Test func theEndOfTheBarsScrollToTopIsReported() {
    var (controller, container) = attached()
    container.contentOffsetY = 500
    _ = CommandApplier.deliver(.offsetChanged(500), to: &controller, container: &container)
    _ = CommandApplier.deliver(.scrollToTopRequested, to: &controller, container: &container)
    var finished = 0
    var time = 0.0
    while controller.needsFrames && time < 5 {
      if CommandApplier.deliver(.frame(time: time), to: &controller, container: &container).effects.scrollToTopFinished
      {
        finished += 1
      }
      time += 1.0 / 60
    }
    #expect(finished == 1)
    #expect(container.contentOffsetY == -controller.metrics.expandedHeight)
  }

  @Test func detachGivesTheOriginalInsetBackAgainstTheShareOfTheMoment() {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    var container = SharedInsetContainer(contentOffsetY: -60, contentInsetTop: 13, systemShareTop: 47)
    _ = CommandApplier.attach(&controller, to: &container)
    container.isRefreshing = true
    container.systemShareTop = 47 + 60
    _ = CommandApplier.insetsChanged(&controller, container: &container)
    _ = CommandApplier.deliver(.detach, to: &controller, container: &container)
    #expect(container.contentInsetTop == 13)
  }
}
