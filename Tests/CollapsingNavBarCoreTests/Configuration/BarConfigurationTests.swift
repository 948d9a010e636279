import Testing

@testable import CollapsingNavBarCore

@Suite struct BarConfigurationTests {
  @Test func presetsAreValid() throws {
    for configuration in [BarConfiguration.system, .systemWithSearch, .compact] {
      try configuration.validate()
    }
  }

  @Test func defaultCollapseOrderIsSpacerSearchClosablesThenLargeTitle() {
    let configuration = BarConfiguration(panels: [
      .top(), .largeTitle(), .closable("a", height: 10), .spacer(), .search(), .pinned("p", height: 40),
      .closable("b", height: 10), .separator,
    ])
    #expect(configuration.resolvedCollapseOrder == ["spacer", "search", "a", "b", "largeTitle"])
  }

  @Test func customCollapseOrderComesFirstAndTheRestFollowInDefaultOrder() {
    let configuration = BarConfiguration(
      panels: [.top(), .largeTitle(), .search(), .closable("a", height: 10)],
      collapseOrder: ["largeTitle", "a"])
    #expect(configuration.resolvedCollapseOrder == ["largeTitle", "a", "search"])
  }

  @Test func compactQuickReturnRevealCollapsesClosablePanelsLastByDefault() {
    var configuration = BarConfiguration(panels: [
      .top(), .largeTitle(), .closable("a", height: 10), .spacer(), .search(), .pinned("p", height: 40),
      .closable("b", height: 10), .separator,
    ])
    configuration.mode = .quickReturn
    #expect(configuration.quickReturnReveal == .compactBar)
    #expect(configuration.resolvedCollapseOrder == ["spacer", "search", "largeTitle", "a", "b"])
    configuration.quickReturnReveal = .wholeBar
    #expect(configuration.resolvedCollapseOrder == ["spacer", "search", "a", "b", "largeTitle"])
    configuration.quickReturnReveal = .compactBar
    configuration.collapseOrder = ["a", "largeTitle"]
    #expect(configuration.resolvedCollapseOrder == ["a", "largeTitle", "spacer", "search", "b"])
  }

  @Test func onlyQuickReturnWithACompactRevealKeepsTheTitleAndSearchForTheTop() {
    var configuration = BarConfiguration.systemWithSearch
    #expect(!configuration.revealKeepsCollapsed(.largeTitle), "not in collapsesWithContent mode")
    configuration.mode = .quickReturn(revealDistance: 30)
    for kind in PanelKind.allCases {
      let expected = kind == .spacer || kind == .largeTitle || kind == .search
      #expect(configuration.revealKeepsCollapsed(kind) == expected, "\(kind)")
    }
    configuration.quickReturnReveal = .wholeBar
    #expect(PanelKind.allCases.allSatisfy { !configuration.revealKeepsCollapsed($0) })
  }

  @Test func quickReturnExampleOfTheSnappingArticleIsValid() throws {
    var configuration = BarConfiguration.systemWithSearch
    configuration.mode = .quickReturn(revealDistance: 0)
    configuration.quickReturnReveal = .compactBar
    try configuration.validate()
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    #expect(metrics.quickReturnRevealLimit == metrics.collapsibleRange, "top row only: the compact bar is the top row")
  }

  static let invalid: [(String, BarConfiguration, BarConfigurationError)] = [
    ("no panels", BarConfiguration(panels: []), .noPanels),
    (
      "negative height", BarConfiguration(panels: [.top(), .largeTitle(height: -1)]),
      .invalidHeight(index: 1, id: "largeTitle", value: -1)
    ),
    (
      "infinite height", BarConfiguration(panels: [.top(height: .infinity)]),
      .invalidHeight(index: 0, id: "top", value: .infinity)
    ),
    (
      "huge height", BarConfiguration(panels: [.closable("x", height: 1e9)]),
      .invalidHeight(index: 0, id: "x", value: 1e9)
    ),
    (
      "duplicate id", BarConfiguration(panels: [.closable("x", height: 1), .pinned("x", height: 1)]),
      .duplicatePanelID(index: 1, id: "x")
    ),
    (
      "id clashing with a kind name", BarConfiguration(panels: [.top(), .pinned("top", height: 1)]),
      .duplicatePanelID(index: 1, id: "top")
    ),
    (
      "closable panel with a built-in panel's id", BarConfiguration(panels: [.top(), .closable("search", height: 1)]),
      .reservedPanelID(index: 1, id: "search")
    ),
    ("empty id", BarConfiguration(panels: [.closable("", height: 1)]), .emptyPanelID(index: 0)),
    ("two tops", BarConfiguration(panels: [.top(), .top()]), .repeatedKind(index: 1, kind: .top)),
    (
      "two large titles", BarConfiguration(panels: [.largeTitle(), Panel(kind: .largeTitle, id: "t2", height: 1)]),
      .repeatedKind(index: 1, kind: .largeTitle)
    ),
    (
      "two searches", BarConfiguration(panels: [.search(), Panel(kind: .search, id: "s2", height: 1)]),
      .repeatedKind(index: 1, kind: .search)
    ),
    (
      "order names a missing panel", BarConfiguration(panels: [.top(), .largeTitle()], collapseOrder: ["search"]),
      .collapseOrderUnknownPanel(index: 0, id: "search")
    ),
    (
      "order names a fixed panel", BarConfiguration(panels: [.top(), .largeTitle()], collapseOrder: ["top"]),
      .collapseOrderFixedPanel(index: 0, id: "top")
    ),
    (
      "order names a panel twice",
      BarConfiguration(panels: [.top(), .largeTitle()], collapseOrder: ["largeTitle", "largeTitle"]),
      .collapseOrderDuplicate(index: 1, id: "largeTitle")
    ),
    (
      "threshold out of range", BarConfiguration(panels: [.top()], titleCrossFadeThreshold: 1.5),
      .invalidSetting(
        field: "titleCrossFadeThreshold", value: 1.5, reason: "must be finite and between 0.0 and 1.0")
    ),
    (
      "negative reveal distance", BarConfiguration(panels: [.top()], mode: .quickReturn(revealDistance: -3)),
      .invalidSetting(field: "mode.revealDistance", value: -3, reason: "must be finite and at least 0")
    ),
  ]

  @Test(arguments: invalid.indices)
  func invalidConfigurationThrowsErrorNamingTheField(index: Int) {
    let (name, configuration, expected) = Self.invalid[index]
    #expect(throws: expected, "\(name)") { try configuration.validate() }
  }

  @Test func tooManyPanelsIsRefused() {
    let panels = (0...BarConfiguration.maximumPanelCount).map { Panel.pinned("p\($0)", height: 1) }
    #expect(throws: BarConfigurationError.tooManyPanels(count: panels.count, limit: 256)) {
      try BarConfiguration(panels: panels).validate()
    }
  }

  @Test func errorDescriptionNamesPathAndProblem() {
    let error = BarConfigurationError.invalidHeight(index: 2, id: "filters", value: -4)
    #expect(error.field == "panels[2].height")
    #expect(error.description.hasPrefix("panels[2].height: height -4.0 of panel 'filters'"))
    #expect(
      BarConfigurationError.collapseOrderFixedPanel(index: 1, id: "top").description
        == "collapseOrder[1]: panel 'top' never collapses")
  }

  static let badEnvironments: [(BarEnvironment, String)] = [
    (BarEnvironment(safeAreaTop: -1), "safeAreaTop"),
    (BarEnvironment(safeAreaTop: .nan), "safeAreaTop"),
    (BarEnvironment(width: 0), "width"),
    (BarEnvironment(width: .infinity), "width"),
    (BarEnvironment(scale: 0), "scale"),
    (BarEnvironment(scale: 7), "scale"),
    (BarEnvironment(largeTitleScale: 0), "largeTitleScale"),
  ]

  @Test(arguments: badEnvironments.indices)
  func invalidEnvironmentThrowsErrorNamingTheField(index: Int) {
    let (environment, field) = Self.badEnvironments[index]
    do {
      try environment.validate()
      Issue.record("\(environment) was accepted")
    } catch {
      #expect(error.field == "environment.\(field)")
    }
  }
}
