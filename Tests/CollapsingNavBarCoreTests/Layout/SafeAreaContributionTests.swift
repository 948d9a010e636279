import CollapsingNavBarCore
import Testing

@Suite struct SafeAreaContributionTests {
  @Test func theCollapsedHeightIsAddedBelowTheStatusBarWhateverTheBarDoes() {
    for height in [91.0, 150, 279] {
      #expect(
        SafeAreaContribution.collapsedHeight.additionalTop(barHeight: height, collapsedHeight: 91, systemSafeTop: 47)
          == 44)
    }
  }

  @Test func theCurrentHeightFollowsTheBar() {
    #expect(
      SafeAreaContribution.currentHeight.additionalTop(barHeight: 200, collapsedHeight: 91, systemSafeTop: 47) == 153)
    #expect(SafeAreaContribution.none.additionalTop(barHeight: 200, collapsedHeight: 91, systemSafeTop: 47) == 0)
  }

  @Test func badInputAddsNothing() {
    #expect(
      SafeAreaContribution.currentHeight.additionalTop(barHeight: .nan, collapsedHeight: 91, systemSafeTop: 47) == 0)
    #expect(
      SafeAreaContribution.collapsedHeight.additionalTop(barHeight: 91, collapsedHeight: 20, systemSafeTop: 47) == 0)
  }

  @Test func theSystemsPartIsWhatIsMeasuredLessTheBarsOwnAddition() {
    #expect(SafeAreaContribution.systemSafeTop(measured: 91, added: 44) == 47)
    #expect(SafeAreaContribution.systemSafeTop(measured: 10, added: 44) == 0)
  }

  @Test func onlyAMoveOfHalfAPixelIsWritten() {
    #expect(!SafeAreaContribution.needsWrite(current: 44, wanted: 44.1, pixel: 1.0 / 3))
    #expect(SafeAreaContribution.needsWrite(current: 44, wanted: 44.2, pixel: 1.0 / 3))
  }

  @Test func changesAreCountedPerFrame() {
    let heights = [279.0, 250, 200, 200, 131, 131]
    let collapsed = Array(repeating: 131.0, count: 6)
    let safe = Array(repeating: 47.0, count: 6)
    #expect(
      SafeAreaContribution.currentHeight.changes(
        heights: heights, collapsedHeight: collapsed, systemSafeTop: safe, pixel: 1.0 / 3) == 3)
    #expect(
      SafeAreaContribution.collapsedHeight.changes(
        heights: heights, collapsedHeight: collapsed, systemSafeTop: safe, pixel: 1.0 / 3) == 0)
  }
}
