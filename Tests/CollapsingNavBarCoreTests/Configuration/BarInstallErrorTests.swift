import CollapsingNavBarCore
import Testing

@Suite struct BarInstallErrorTests {
  @Test func aScreenWhoseViewScrollsIsRefusedWithAMessageNamingTheView() {
    #expect(throws: BarInstallError.hostScrolls(viewClass: "UITableView")) {
      try BarInstallError.checkHost(viewIsScrollView: true, viewClass: "UITableView")
    }
    let error = BarInstallError.hostScrolls(viewClass: "UITableView")
    #expect(error.field == "viewController.view")
    #expect(error.description.hasPrefix("viewController.view is a scroll view (UITableView)"))
    #expect(error.problem.contains("UITableViewController"))
  }

  @Test func aPlainViewIsAccepted() throws {
    try BarInstallError.checkHost(viewIsScrollView: false, viewClass: "UIView")
  }
}
