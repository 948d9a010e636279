import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderSnapPathTests {
  @Test func aScrollViewSnapsWithTheTargetBehaviorFromIOS17() {
    #expect(
      StickyHeaderSnapPath.path(for: .scrollView, snaps: true, targetBehaviorAvailable: true) == .scrollTargetBehavior)
    #expect(StickyHeaderSnapPath.path(for: .scrollView, snaps: true, targetBehaviorAvailable: false) == .settle)
  }

  @Test(arguments: [ScrollViewCandidate.Kind.tableView, .collectionView])
  func aListKeepsTheSettleOnEveryVersion(kind: ScrollViewCandidate.Kind) {
    #expect(StickyHeaderSnapPath.path(for: kind, snaps: true, targetBehaviorAvailable: true) == .settle)
    #expect(StickyHeaderSnapPath.path(for: kind, snaps: true, targetBehaviorAvailable: false) == .settle)
  }

  @Test func noSnappingMeansNoPath() {
    #expect(StickyHeaderSnapPath.path(for: .collectionView, snaps: false, targetBehaviorAvailable: true) == .none)
    #expect(StickyHeaderSnapPath.path(for: .textInput, snaps: true, targetBehaviorAvailable: true) == .none)
  }
}
