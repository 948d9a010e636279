import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerSnappingTests {
  /// Whole states of the inbox bar: 0, 52 (search), 96 (filters), 148 (large title).
  func release(at c: Double, velocity: Double, targetDistance: Double, contentHeight: Double = 4000) -> Double? {
    var container = TestContainer(contentHeight: contentHeight)
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: c)
    let basis = container.controller.basis
    let commands = container.send(.willEndDragging(velocity: velocity, targetOffset: targetDistance - basis))
    return commands.targetContentOffset.map { $0 + basis }
  }

  /// (target c, velocity, expected adjusted c or nil for unchanged).
  static let cases: [(Double, Double, Double?)] = [
    (70, 1.0, 96),  // toward the end: the next whole state
    (90, -1.0, 52),  // toward the top: the previous whole state
    (70, 0, 52),  // no velocity: nearest
    (80, 0, 96),
    (74, 0.1, 52),  // below the velocity threshold: nearest; a tie rests expanded
    (120, 0.5, 148),
    (10, -0.5, 0),
    (52, 1.0, nil),  // already whole
    (600, 2.0, nil),  // past the collapse range
    (-30, -1.0, nil),  // pulled down: UIKit bounces back
  ]

  @Test(arguments: cases)
  func targetMovesToAWholeStateBiasedByVelocity(target: Double, velocity: Double, expected: Double?) {
    #expect(release(at: 30, velocity: velocity, targetDistance: target) == expected)
  }

  @Test func sectionTheContentCannotFullyCollapseRestsExpanded() {
    // 844 pt viewport, content 700 + 120: the collapse distance can reach 120 − 279 + … at most
    let contentHeight = 844 - 279 + 120.0  // maximum c = 120
    #expect(release(at: 30, velocity: 1.0, targetDistance: 110, contentHeight: contentHeight) == 96)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 60, contentHeight: contentHeight) == 96)
  }

  @Test func targetNeverLeavesTheValidRange() {
    let contentHeight = 844 - 279 + 60.0  // maximum c = 60: the filters section cannot collapse
    #expect(release(at: 30, velocity: 1.0, targetDistance: 58, contentHeight: contentHeight) == 52)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 60, contentHeight: contentHeight) == 52)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 40, contentHeight: contentHeight) == 52)
  }

  @Test func disabledSnappingLeavesTheTargetAlone() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration)
    container.attach()
    container.scroll(toDistance: 30)
    #expect(container.send(.willEndDragging(velocity: 1, targetOffset: 70 - 279)).targetContentOffset == nil)
    #expect(container.send(.didEndDragging(willDecelerate: false)).contentOffset == nil)
  }

  @Test func releaseWithoutMomentumSettlesToTheNearestWholeState() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 70)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    let commands = container.controller.handle(.didEndDragging(willDecelerate: false))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .animated))
  }

  @Test func decelerationEndingHalfOpenSettles() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 130)
    let commands = container.controller.handle(.didEndDecelerating)
    #expect(commands.contentOffset == ContentOffsetCommand(y: 148 - 279, animation: .animated))
  }

  @Test func noSettleWhileDraggingOrAtAWholeState() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 70)
    #expect(container.controller.handle(.didEndDecelerating).contentOffset == nil)
    container.send(.didEndDragging(willDecelerate: true))
    container.scroll(toDistance: 96)
    #expect(container.controller.handle(.didEndDecelerating).contentOffset == nil)
  }
}
