import CollapsingNavBarCore
import Testing

@Suite struct LargeTitleBaselineTests {
  @Test func theTitleRestsOnTheRowsBottomAboveTheMargin() {
    let baseline = LargeTitleBaseline(rowHeight: 52, fittingHeight: 40.6, bottomMargin: 8)
    #expect(baseline.height == 41)
    #expect(baseline.y == 3)
  }

  @Test func aCollapsingRowClipsTheTitleFromTheTop() {
    let baseline = LargeTitleBaseline(rowHeight: 20, fittingHeight: 41, bottomMargin: 8)
    #expect(baseline.height == 20)
    #expect(baseline.y == 0)
  }

  @Test func badInputGivesAnEmptyLabelAtTheTop() {
    let baseline = LargeTitleBaseline(rowHeight: .nan, fittingHeight: .infinity, bottomMargin: -3)
    #expect(baseline.height == 0)
    #expect(baseline.y == 0)
  }
}
