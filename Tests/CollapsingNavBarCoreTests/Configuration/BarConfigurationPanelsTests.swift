import Testing

@testable import CollapsingNavBarCore

@Suite struct BarConfigurationPanelsTests {
  @Test func addedPanelsTakeTheirKindsPlaceWhateverTheCallOrder() throws {
    var configuration = BarConfiguration.systemWithSearch
    configuration.addPanel(.pinned("tabs", height: 44))
    configuration.addPanel(.closable("filters", height: 44))
    configuration.addPanel(.closable("banner", height: 30))
    configuration.addPanel(.pinned("sort", height: 20))
    #expect(
      configuration.panels.map(\.id) == [
        "top", "spacer", "largeTitle", "search", "filters", "banner", "tabs", "sort", "separator",
      ])
    try configuration.validate()
  }

  @Test func aClosablePanelGoesUnderTheTopRowOfACompactBar() {
    var configuration = BarConfiguration.compact
    configuration.addPanel(.closable("chips", height: 40))
    #expect(configuration.panels.map(\.id) == ["top", "chips", "separator"])
  }

  @Test func aPanelIsAddedFirstWhenNothingRanksAboveIt() {
    var configuration = BarConfiguration(panels: [.separator])
    configuration.addPanel(.pinned("p", height: 10))
    #expect(configuration.panels.map(\.id) == ["p", "separator"])
  }

  @Test func removingAPanelAlsoRemovesItFromTheCollapseOrder() throws {
    var configuration = BarConfiguration.system
    configuration.addPanel(.closable("filters", height: 44))
    configuration.collapseOrder = ["filters", "largeTitle"]
    let removed = configuration.removePanel(id: "filters")
    #expect(removed == .closable("filters", height: 44))
    #expect(configuration.collapseOrder == ["largeTitle"])
    #expect(configuration.panel(id: "filters") == nil)
    #expect(configuration.removePanel(id: "filters") == nil)
    try configuration.validate()
  }

  @Test func unusedPanelIDsCountUpFromOne() {
    var configuration = BarConfiguration.system
    #expect(configuration.unusedPanelID(prefix: "closable") == "closable-1")
    configuration.addPanel(.closable("closable-1", height: 10))
    configuration.addPanel(.closable("closable-3", height: 10))
    #expect(configuration.unusedPanelID(prefix: "closable") == "closable-2")
  }
}
