import Testing

@testable import CollapsingNavBarCore

@Suite struct StatusBarStyleReportTests {
  /// Feeds styles in order and returns which were news.
  func news(_ styles: [StatusBarStyle?]) -> [Bool] {
    var report = StatusBarStyleReport()
    return styles.map { report.update($0) }
  }

  @Test func theDefaultAtFirstIsNoNews() {
    #expect(news([nil, .lightContent]) == [false, true])
  }

  @Test func aStyleAtFirstIsNews() {
    #expect(news([.darkContent]) == [true])
  }

  @Test func onlyAChangeIsNews() {
    #expect(news([.lightContent, .lightContent, nil, nil, .darkContent]) == [true, false, true, false, true])
  }

  @Test func theReportKeepsTheStyleTaken() {
    var report = StatusBarStyleReport()
    _ = report.update(nil)
    #expect(report.hasStyle && report.style == nil)
    _ = report.update(.lightContent)
    #expect(report.style == .lightContent)
  }
}
