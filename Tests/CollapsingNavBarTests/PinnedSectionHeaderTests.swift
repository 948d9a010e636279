#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A plain-style table with one long section and a header.
  final class SectionedTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
  }

  /// `InsetStrategy.collapsedWithSpacer` (the default) on a real `UITableView`: the bar's spacer
  /// is the table's header view, and the pinned section header sits right under the bar as the
  /// content moves a point at a time, with no inset write while it does.
  final class PinnedSectionHeaderTests: XCTestCase {
    @MainActor private func sectionedStage() -> (Stage, UITableView, SectionedTableSource) {
      let table = UITableView(frame: .zero, style: .plain)
      let source = SectionedTableSource()
      table.dataSource = source
      table.delegate = source
      table.sectionHeaderHeight = 28
      table.estimatedSectionHeaderHeight = 0
      table.rowHeight = 44
      table.estimatedRowHeight = 0
      let stage = Stage(configuration: .systemWithSearch, scrollView: table)
      table.reloadData()
      table.layoutIfNeeded()
      return (stage, table, source)
    }

    /// The section header's top in the bar's coordinates (the bar and the table share the window's).
    @MainActor private func headerTop(_ table: UITableView, in stage: Stage) -> CGFloat {
      table.layoutIfNeeded()
      guard let header = table.headerView(forSection: 0) else { return .nan }
      return header.convert(header.bounds, to: stage.window).minY
    }

    @MainActor func testTheSpacerIsTheTablesHeaderViewAndKeepsTheAppsOwnBelowIt() {
      let (stage, table, _) = sectionedStage()
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
      table.tableHeaderView = banner
      stage.bar.attach(to: table)
      stage.assertAttached()
      let spacer = TableSpacerView.installed(in: table)
      XCTAssertNotNil(spacer)
      let range = CGFloat(stage.bar.controller.metrics.collapsibleRange)
      XCTAssertEqual(spacer?.spacerHeight, range)
      XCTAssertTrue(table.collapsingNavBarHeaderView === banner)
      XCTAssertEqual(banner.frame.minY, range, "the app's header sits below the spacer")
      XCTAssertEqual(
        table.adjustedContentInset.top, CGFloat(stage.bar.controller.metrics.collapsedHeight), accuracy: 0.5,
        "the table's inset is the collapsed bar's")
      stage.bar.detach()
      XCTAssertTrue(table.tableHeaderView === banner, "the detach gives the app's header back")
      XCTAssertEqual(banner.frame.minY, 0)
    }

    @MainActor func testThePinnedSectionHeaderSitsUnderTheBarAsTheContentMovesAPointAtATime() {
      let (stage, table, _) = sectionedStage()
      stage.bar.attach(to: table)
      stage.assertAttached()
      let inset = table.contentInset.top
      let pixel = 1 / max(table.traitCollection.displayScale, 1)
      var y = table.contentOffset.y
      let end = y + 600
      while y < end {
        y += 1
        table.contentOffset.y = y
        stage.bar.layoutIfNeeded()
        // (The bar's top is the window's.)
        let bar = CGFloat(stage.bar.layout.height)
        XCTAssertEqual(headerTop(table, in: stage), bar, accuracy: pixel, "offset \(y)")
        XCTAssertEqual(table.contentInset.top, inset, "nothing writes the inset while the content scrolls")
      }
    }
  }
#endif
