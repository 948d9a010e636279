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

  // MARK: Adding a panel for an app

  @Test func anAddedPanelIsCheckedAndTheOriginalIsLeftAsItWas() throws {
    let original = BarConfiguration.systemWithSearch
    let added = try original.addingPanel(.closable("filters", height: 44))
    #expect(added.panels.map(\.id) == ["top", "spacer", "largeTitle", "search", "filters", "separator"])
    #expect(original == .systemWithSearch)
  }

  @Test(arguments: [
    (Panel.pinned("filters", height: 44), BarConfigurationError.duplicatePanelID(index: 4, id: "filters")),
    (.closable("search", height: 44), .duplicatePanelID(index: 3, id: "search")),
    (.closable("largeTitle", height: 44), .duplicatePanelID(index: 2, id: "largeTitle")),
    (.closable("x", height: .nan), .invalidHeight(index: 5, id: "x", value: .nan)),
    (.pinned("x", height: -.infinity), .invalidHeight(index: 5, id: "x", value: -.infinity)),
    (.closable("", height: 44), .emptyPanelID(index: 5)),
  ])
  func aRefusedPanelThrowsAndChangesNothing(panel: Panel, expected: BarConfigurationError) throws {
    let configuration = try BarConfiguration.systemWithSearch.addingPanel(.closable("filters", height: 44))
    let copy = configuration
    do {
      _ = try configuration.addingPanel(panel)
      Issue.record("\(panel) was added")
    } catch {
      // NaN is not equal to itself: compare the descriptions.
      #expect(error.description == expected.description)
    }
    #expect(configuration == copy)
  }

  @Test func aBuiltInPanelsIDIsReservedEvenWithoutThatPanel() {
    #expect(throws: BarConfigurationError.reservedPanelID(index: 3, id: "search")) {
      try BarConfiguration.system.addingPanel(.closable("search", height: 44))
    }
    #expect(throws: BarConfigurationError.duplicatePanelID(index: 3, id: "search")) {
      try BarConfiguration.systemWithSearch.addingPanel(.closable("search", height: 44), replacing: true)
    }
  }

  @Test func replacingAPanelOfTheSameKindKeepsItsPlace() throws {
    var configuration = try BarConfiguration.system.addingPanel(.closable("a", height: 10))
    configuration = try configuration.addingPanel(.closable("b", height: 10))
    configuration.collapseOrder = ["a", "largeTitle", "b"]
    let taller = try configuration.addingPanel(.closable("a", height: 30), replacing: true)
    #expect(taller.panels.map(\.id) == configuration.panels.map(\.id))
    #expect(taller.panel(id: "a")?.height == 30)
    #expect(taller.collapseOrder == ["a", "largeTitle", "b"])
  }

  @Test func replacingAClosablePanelByAPinnedOneMovesItAndTakesItOutOfTheCollapseOrder() throws {
    var configuration = try BarConfiguration.system.addingPanel(.closable("a", height: 10))
    configuration = try configuration.addingPanel(.pinned("p", height: 10))
    configuration.collapseOrder = ["a", "largeTitle"]
    let pinned = try configuration.addingPanel(.pinned("a", height: 10), replacing: true)
    #expect(pinned.panels.map(\.id) == ["top", "spacer", "largeTitle", "p", "a", "separator"])
    #expect(pinned.collapseOrder == ["largeTitle"])
  }
}
