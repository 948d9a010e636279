import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScenarioJSONTests {
  static let issueExample = """
    {
      "name": "inbox",
      "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3},
      "bar": {"panels": [{"kind": "top", "title": "Inbox"}, {"kind": "largeTitle", "title": "Inbox"},
                         {"kind": "search"}, {"kind": "closable", "id": "filters", "height": 44},
                         {"kind": "pinned", "id": "segments", "height": 40}],
              "mode": "collapsesWithContent"},
      "containers": [{"contentHeight": 4000}],
      "script": [{"drag": {"by": 180, "duration": 0.3}}, {"release": {"velocity": 0.8}}, {"wait": 1.0},
                 {"tapStatusBar": {}}, {"wait": 1.5}]
    }
    """

  @Test func issueExampleLoadsWithASpacerAndSeparatorAdded() throws {
    let scenario = try Scenario(json: Self.issueExample)
    #expect(scenario.name == "inbox")
    #expect(scenario.device == Scenario.Device())
    #expect(
      scenario.bar.configuration.panels.map(\.id) == [
        "top", "spacer", "largeTitle", "search", "filters", "segments", "separator",
      ])
    #expect(scenario.bar.configuration.panels.map(\.height) == [44, 0, 52, 52, 44, 40, 0])
    #expect(
      scenario.script == [.drag(by: 180, duration: 0.3), .release(velocity: 0.8), .wait(1), .tapStatusBar, .wait(1.5)])
    #expect(scenario.bar.title(of: "largeTitle") == "Inbox")
  }

  @Test func everythingOmittedTakesItsDefault() throws {
    let scenario = try Scenario(json: "{}")
    #expect(scenario.name == "scenario")
    #expect(scenario.device == Scenario.Device())
    #expect(scenario.bar.configuration == DefaultBar.configuration)
    #expect(scenario.containers == [Scenario.Container()])
    #expect(scenario.script.isEmpty)
  }

  @Test func defaultScenarioIsTheDefaultBar() throws {
    let scenario = try Scenario(json: DefaultScenario.json)
    #expect(scenario.bar == DefaultBar.scenarioBar(title: "Inbox"))
    #expect(scenario.bar.configuration == DefaultBar.configuration)
    #expect(scenario.device.environment == DefaultBar.environment)
    #expect(scenario.device.height == DefaultBar.screenHeight)
  }

  @Test func everyStepAndOptionParses() throws {
    let json = """
      {"bar": {"panels": [{"kind": "top"}, {"kind": "largeTitle", "height": 60}, {"kind": "search"},
                          {"kind": "closable", "id": "chips", "title": "A, B"}],
               "mode": "quickReturn", "revealDistance": 30, "quickReturnReveal": "wholeBar",
               "insetStrategy": "followsBar", "snapping": false,
               "collapseOrder": ["chips"], "titleCrossFadeThreshold": 0.25},
       "containers": [{"contentHeight": 900, "contentInsetTop": 10, "contentInsetBottom": 34,
                       "deceleration": "fast", "refreshControl": false}, {}],
       "script": [{"drag": {"by": -20}}, {"release": {}}, {"pullToRefresh": {}}, {"endRefreshing": {}},
                  {"search": "activate"}, {"search": "cancel"}, {"switchContainer": 1},
                  {"resize": {"width": 844}}, {"expand": {"animated": false}}, {"collapse": {}}, {"tapStatusBar": {}}]}
      """
    let scenario = try Scenario(json: json)
    let bar = scenario.bar
    #expect(bar.mode == .quickReturn(revealDistance: 30))
    #expect(bar.quickReturnReveal == .wholeBar && bar.configuration.quickReturnReveal == .wholeBar)
    #expect(bar.insetStrategy == .followsBar)
    #expect(!bar.snapping && bar.configuration.snapPolicy.isEnabled == false)
    #expect(bar.collapseOrder == ["chips"])
    #expect(bar.titleCrossFadeThreshold == 0.25)
    #expect(bar.panels[3].height == 44 && bar.panels[3].title == "A, B")
    #expect(
      scenario.containers[0]
        == Scenario.Container(
          contentHeight: 900, contentInsetTop: 10, contentInsetBottom: 34, fastDeceleration: true, refreshControl: false
        ))
    #expect(scenario.containers[0].decelerationRate == .fast)
    #expect(
      scenario.script == [
        .drag(by: -20, duration: 0.3), .release(velocity: 0), .pullToRefresh(duration: 0.5), .endRefreshing,
        .search(.activate), .search(.cancel), .switchContainer(1), .resize(width: 844, height: 844, safeAreaTop: 47),
        .expand(animated: false), .collapse(animated: true), .tapStatusBar,
      ])
  }

  /// Each bad document and the exact error it must give.
  static let badDocuments: [(json: String, path: String, problem: String)] = [
    (
      #"{"script": [{"wait": 1}, {"wait": 1}, {"wait": 1}, {"drag": {"by": "far"}}]}"#,
      "script[3].drag.by", "expected a number, found a string"
    ),
    (
      #"{"script": [{"drag": {"by": 10, "durration": 1}}]}"#,
      "script[0].drag.durration", "unknown key (expected one of: by, duration); did you mean 'duration'?"
    ),
    (#"{"script": [{"tapStatusbar": {}}]}"#, "script[0]", "unknown step 'tapStatusbar'; did you mean 'tapStatusBar'?"),
    (
      #"{"devise": {}}"#, "devise",
      "unknown key (expected one of: name, device, bar, containers, script, screen, uikit, waive); did you mean 'device'?"
    ),
    (#"{"script": [{"wait": 1e309}]}"#, "script[0].wait", "the number 1e309 is too large for a 64-bit float"),
    (#"{"device": {"width": -390}}"#, "device.width", "-390 is out of range (1 to 100000 points)"),
    (#"{"device": {"width": 0, "height": 0}}"#, "device.width", "0 is out of range (1 to 100000 points)"),
    (#"{"device": {"height": 40}}"#, "device.safeAreaTop", "47 must be less than the height 40"),
    (#"{"device": {"scale": 7}}"#, "device.scale", "7 is out of range (1 to 4)"),
    (
      #"{"containers": [{"contentHeight": 0}]}"#, "containers[0].contentHeight",
      "0 is too small: a container needs content taller than 0 points"
    ),
    (
      #"{"containers": [{"contentHeight": -5}]}"#, "containers[0].contentHeight",
      "-5 is out of range (0 to 10000000 points)"
    ),
    (#"{"containers": []}"#, "containers", "a scenario needs at least one container"),
    (
      #"{"bar": {"panels": [{"kind": "top", "height": -1}]}}"#, "bar.panels[0].height",
      "-1 is out of range (0 to 10000 points)"
    ),
    (#"{"bar": {"panels": [{"kind": "closable"}]}}"#, "bar.panels[0].id", "a closable panel needs a non-empty id"),
    (
      #"{"bar": {"panels": [{"kind": "top", "id": "x"}]}}"#, "bar.panels[0].id",
      "only closable and pinned panels take an id (this one is 'top')"
    ),
    (
      #"{"bar": {"panels": [{"kind": "header"}]}}"#, "bar.panels[0].kind",
      #"unknown value "header" (expected one of: "top", "spacer", "largeTitle", "search", "closable", "pinned", "separator")"#
    ),
    (
      #"{"bar": {"panels": [{"kind": "top"}, {"kind": "top"}]}}"#, "bar.panels[1].kind",
      "a bar may have only one 'top' panel"
    ),
    (
      #"{"bar": {"panels": [{"kind": "top"}, {"kind": "largeTitle"}], "collapseOrder": ["top"]}}"#,
      "bar.collapseOrder[0]", "panel 'top' never collapses"
    ),
    (#"{"bar": {"revealDistance": 20}}"#, "bar.revealDistance", #"applies only to mode "quickReturn""#),
    (
      #"{"bar": {"quickReturnReveal": "wholeBar"}}"#, "bar.quickReturnReveal",
      #"applies only to mode "quickReturn""#
    ),
    (
      #"{"bar": {"mode": "quickReturn", "quickReturnReveal": "whole"}}"#, "bar.quickReturnReveal",
      #"unknown value "whole" (expected one of: "compactBar", "wholeBar"); did you mean 'wholeBar'?"#
    ),
    (
      #"{"bar": {"mode": "quickreturn"}}"#, "bar.mode",
      #"unknown value "quickreturn" (expected one of: "collapsesWithContent", "quickReturn"); did you mean 'quickReturn'?"#
    ),
    (#"{"bar": {"snapping": "yes"}}"#, "bar.snapping", "expected true or false, found a string"),
    (
      #"{"script": [{"release": {"velocity": 1}}]}"#, "script[0].release",
      "the finger is not down (add a drag before it)"
    ),
    (
      #"{"script": [{"drag": {"by": 5}}, {"tapStatusBar": {}}]}"#, "script[1].tapStatusBar",
      "the finger is down (add a release before it)"
    ),
    (
      #"{"script": [{"switchContainer": 2}]}"#, "script[0].switchContainer",
      "container 2 does not exist (the scenario has 1: 0…0)"
    ),
    (#"{"script": [{"switchContainer": 0.5}]}"#, "script[0].switchContainer", "expected a whole number, found 0.5"),
    (#"{"script": [{"search": "open"}]}"#, "script[0].search", #"expected "activate" or "cancel", found "open""#),
    (
      #"{"script": [{"drag": {"by": 5, "duration": 0}}]}"#, "script[0].drag.duration",
      "0 is out of range (0.008333 to 60 seconds)"
    ),
    (
      #"{"script": [{"release": {"velocity": 80}}]}"#, "script[0].release.velocity",
      "80 is out of range (-50 to 50 points per millisecond)"
    ),
    (
      #"{"script": [{"wait": 400}, {"wait": 400}]}"#, "script[1].wait",
      "the script runs past the limit of 600 simulated seconds"
    ),
    (#"{"script": [{"wait": 1, "drag": {"by": 1}}]}"#, "script[0]", "a step has exactly one key, found 2: wait, drag"),
    (
      #"{"script": [{}]}"#, "script[0]",
      "empty step: name one of drag, release, wait, tapStatusBar, pullToRefresh, endRefreshing, search, switchContainer, resize, expand, collapse, setContentInset, beginRefreshing, safeArea, leaveWindow, enterWindow, touch"
    ),
    (#"{"script": [{"resize": {"width": 0}}]}"#, "script[0].resize.width", "0 is out of range (1 to 100000 points)"),
    (#"{"script": {"wait": 1}}"#, "script", "expected an array, found an object"),
    (#"{"name": "a", "name": "b"}"#, "name", "key 'name' appears twice in the same object"),
    (
      "{\"script\": [\n  {\"wait\": 1},\n  {\"wait\" 2}\n]}", "script[1]",
      "invalid JSON at line 3, column 11: expected ':' after the key 'wait'"
    ),
    (#"{"device": {"width": 01}}"#, "device.width", "invalid JSON at line 1, column 22: a number may not start with 0"),
    (#"[1, 2"#, "$", "invalid JSON at line 1, column 6: unexpected end of the document, expected ',' or ']'"),
    ("", "$", "invalid JSON at line 1, column 1: the document is empty"),
    (
      #"{"name": "x"} trailing"#, "$",
      "invalid JSON at line 1, column 15: unexpected text after the end of the document"
    ),
    (#"{"name": "\q"}"#, "name", "invalid JSON at line 1, column 12: invalid escape \\'q'"),
  ]

  @Test(arguments: badDocuments.indices)
  func badDocumentIsRefusedNamingItsPathAndProblem(_ index: Int) {
    let (json, path, problem) = Self.badDocuments[index]
    #expect(throws: ScenarioError(path: path, problem: problem)) { try Scenario(json: json) }
  }

  @Test func hugeStepCountsAreRefused() {
    let steps = Array(repeating: #"{"search": "activate"}"#, count: Scenario.maximumStepCount + 1).joined(
      separator: ",")
    #expect(throws: ScenarioError(path: "script", problem: "10001 steps is more than the limit of 10000")) {
      try Scenario(json: "{\"script\": [\(steps)]}")
    }
  }

  @Test func deepNestingIsRefused() {
    let json = "{\"name\": " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
    #expect(throws: ScenarioError.self) { try Scenario(json: json) }
    do {
      _ = try Scenario(json: json)
    } catch {
      #expect(error.problem.hasSuffix("nesting is deeper than 64 levels"))
    }
  }

  @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
    let scenario = try Scenario(json: #"{"name": "Inbox \u00e9 \ud83d\udce8 \"q\" \\ \/ \n"}"#)
    #expect(scenario.name == "Inbox é 📨 \"q\" \\ / \n")
  }

  @Test func errorDescriptionIsPathColonProblem() {
    #expect(
      ScenarioError(path: "script[3].drag.by", problem: "expected a number").description
        == "script[3].drag.by: expected a number")
    #expect(ScenarioError(path: "", problem: "x").path == "$")
  }
}

@Suite struct ScenarioInitialScrollTests {
  @Test func containerStartsScrolledByItsInitialScroll() throws {
    let scenario = try Scenario(
      json: #"{"containers": [{"contentHeight": 4000, "contentInsetTop": 20, "initialScroll": 1500}]}"#)
    #expect(scenario.containers[0].initialScroll == 1500)
    let simulator = try Simulator(scenario: scenario)
    // The bar attaches deep in the content: it collapses fully, the content stays where it was.
    #expect(simulator.controller.collapseDistance == 1500)
    #expect(simulator.container.contentOffsetY + simulator.container.contentInsetTop == 1500)
    #expect(simulator.controller.layout.height == 131)
  }

  @Test func initialScrollPastTheContentsEndIsRefused() {
    #expect(
      throws: ScenarioError(
        path: "containers[0].initialScroll",
        problem: "3200 is out of range (0 to 3156 points: the content's end at the bottom of the 844 pt screen)")
    ) { try Scenario(json: #"{"containers": [{"initialScroll": 3200}]}"#) }
    #expect(
      throws: ScenarioError(path: "containers[0].initialScroll", problem: "-1 is out of range (0 to 10000000 points)")
    ) {
      try Scenario(json: #"{"containers": [{"initialScroll": -1}]}"#)
    }
  }
}

@Suite struct ScenarioErrorLocationTests {
  static let document = """
    {
      "name": "Inbox",
      "script": [
        {"wait": 0.5},
        {"drag": {"by": "far", "duration": 0.3}}
      ]
    }
    """

  @Test func aValueErrorNamesTheLineAndColumnOfTheValue() {
    do {
      _ = try Scenario(json: Self.document)
      Issue.record("accepted")
    } catch {
      #expect(error.path == "script[1].drag.by")
      #expect(error.location?.line == 5 && error.location?.column == 21)
      #expect(error.description == "script[1].drag.by (line 5, column 21): expected a number, found a string")
    }
  }

  @Test func aPathTheDocumentDoesNotHaveIsPlacedAtItsNearestEnclosingValue() {
    // A missing key is named by its path; the object that lacks it is where to look.
    #expect(JSONReader.location(ofPath: "script[1].drag.duration", in: Self.document)! == (5, 40))
    #expect(JSONReader.location(ofPath: "script[1].drag.release", in: Self.document)! == (5, 14))
    #expect(JSONReader.location(ofPath: "script[7]", in: Self.document)! == (3, 13))
    #expect(JSONReader.location(ofPath: "script", in: "{ not json") == nil)
  }

  @Test func anErrorOfSyntaxSaysWhereInItsProblemOnly() {
    do {
      _ = try Scenario(json: "{\n  \"name\": \"a\",,\n}")
      Issue.record("accepted")
    } catch {
      #expect(error.location == nil)
      #expect(error.problem.hasPrefix("invalid JSON at line 2, column 15"))
    }
  }

  @Test func theLocationIsNotPartOfTheErrorsIdentity() {
    var located = ScenarioError(path: "name", problem: "expected a string, found null")
    located.location = (1, 10)
    #expect(located == ScenarioError(path: "name", problem: "expected a string, found null"))
  }
}
