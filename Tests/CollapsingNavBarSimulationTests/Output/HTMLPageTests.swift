import Testing

@testable import CollapsingNavBarSimulation

@Suite struct HTMLPageTests {
  @Test func pageIsSelfContainedWithSliderPlayAndReadout() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "<Inbox & co>", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 200, duration: 0.3), .release(velocity: 1)]))
    let html = HTMLPage.render(FrameScene(trace: trace))
    #expect(html.contains("<title>navbar-sim · &lt;Inbox &amp; co&gt;</title>"))
    #expect(html.contains("id=\"slider\" type=\"range\" min=\"0\" max=\"\(trace.frameCount - 1)\""))
    #expect(html.contains("id=\"play\"") && html.contains("id=\"readout\""))
    // No network: the only URL is the SVG namespace.
    #expect(html.replacingAll("http://www.w3.org/2000/svg", with: "").contains("http") == false)
    #expect(!html.contains("<script src") && !html.contains("<link"))
    // Every frame's CSV row is there for the readout.
    #expect(html.components("\n").filter { $0.hasPrefix("\(trace.frameCount - 1),") }.count == 1)
  }

  @Test func bindingsChangeOnlyWhereTheFrameDiffers() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "b", bar: DefaultBar.scenarioBar(title: "Inbox"), script: [.wait(0.1), .drag(by: 100, duration: 0.1)]))
    let scene = FrameScene(trace: trace)
    var still = SVGWriter(prefix: "")
    var moved = SVGWriter(prefix: "")
    scene.draw(frame: 0, into: &still, standalone: true)
    scene.draw(frame: trace.frameCount - 1, into: &moved, standalone: true)
    #expect(still.bindings.count == moved.bindings.count)
    #expect(still.bindings.map(\.element) == moved.bindings.map(\.element))
    #expect(still.bindings != moved.bindings)
  }

  @Test func pageHoldsTheChartTheKeyNumbersAndTheGroupsByColumnName() throws {
    let trace = try Simulator.run(DefaultScenario.scenario)
    let html = HTMLPage.render(FrameScene(trace: trace))
    for part in ["id=\"chart\"", "id=\"playhead\"", "id=\"keys\"", "id=\"legend\"", "id=\"hover\""] {
      #expect(html.contains(part), "\(part)")
    }
    // Readouts are found by name: the groups list column names, never positions.
    #expect(html.contains("const GROUPS=[{title:\"Scroll\",items:[[\"contentOffsetY\",\"offset\",\"pt\","))
    #expect(html.contains("const PINNED=[[\"contentOffsetY\","))
    #expect(html.contains("const MOMENTS={release:\"release\""))
    // The moments and whole states the chart draws: 5 releases; the whole states as bar heights.
    #expect(html.components(",\"release\"]").count - 1 == 5)
    #expect(html.contains("states:[[0,[279,227,183,131]]]"))
    // One phone, the keys that step one frame, and #frame=N.
    #expect(html.components("<figure class=\"phone\"").count == 2)
    #expect(html.contains("e.preventDefault();  // the slider's own step would move a second frame"))
    #expect(html.contains("#frame=(\\d+)"))
  }

  @Test func aColumnTheGroupsDoNotKnowStillReachesThePage() throws {
    let trace = try Simulator.run(
      Scenario(name: "x", bar: DefaultBar.scenarioBar(title: "Inbox"), script: [.wait(0.05)]))
    var csv = TraceCSV.render(trace).components("\n").filter { !$0.isEmpty }
    csv[0] += ",someday.newColumn"
    for index in csv.indices.dropFirst() { csv[index] += ",42" }
    let html = HTMLPage.render(FrameScene(trace: trace), csv: csv.joined(separator: "\n") + "\n")
    #expect(html.contains(",someday.newColumn\n"))
    #expect(html.contains("title: \"More\""))  // where the script lists columns no group names
  }

  @Test func comparePageShowsTwoPhonesOnOneTimelineWithDistinctIds() throws {
    let first = try Simulator.run(DefaultScenario.scenario)
    var scenario = DefaultScenario.scenario
    scenario.bar.snapping = false
    scenario.script.removeLast()
    let second = try Simulator.run(scenario)
    let html = HTMLPage.render([
      HTMLPage.Run(scene: FrameScene(trace: first), label: "A"),
      HTMLPage.Run(scene: FrameScene(trace: second), label: "B"),
    ])
    #expect(html.contains("<body class=\"compare\""))
    #expect(html.components("<figure class=\"phone\"").count == 3)
    #expect(html.contains("<script type=\"text/csv\" id=\"csv0\">") && html.contains("id=\"csv1\""))
    #expect(html.contains("id=\"r0-e0\"") && html.contains("id=\"r1-e0\""))
    #expect(html.contains("const COUNT=\(max(first.frameCount, second.frameCount));"))
    #expect(html.contains("<title>navbar-sim · A Inbox vs B Inbox</title>"))
  }

  @Test func javaScriptStringsCannotCloseTheScript() {
    #expect(HTMLPage.javaScriptString("</script>\"\n") == "\"\\u003c/script>\\\"\\n\"")
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    components(target).joined(separator: replacement)
  }

  func components(_ separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.range(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }

  @Test func pageHoldsTheToolsAndAComparisonsDifferences() throws {
    let a = try Simulator.run(DefaultScenario.scenario)
    let single = HTMLPage.render(FrameScene(trace: a))
    for part in [
      "id=\"inspect\"", "id=\"goto\"", "id=\"overview\"", "id=\"prev-mark\"", "id=\"next-mark\"", "id=\"screen\"",
    ] {
      #expect(single.contains(part), "\(part)")
    }
    #expect(single.contains("const DIFF=null;") && !single.contains("id=\"diffs\""))
    var scenario = DefaultScenario.scenario
    scenario.bar.snapping = false
    let b = try Simulator.run(scenario)
    let page = HTMLPage.render([
      HTMLPage.Run(scene: FrameScene(trace: a), label: "A"), HTMLPage.Run(scene: FrameScene(trace: b), label: "B"),
    ])
    #expect(page.contains("id=\"diffs\""))
    #expect(page.contains("const DIFF={first:[73,\"first difference: frame 73 (0.608 s): phase, contentOffsetY, "))
    #expect(
      page.contains(
        "\"1. after a release at 0.61 s\",\"A: 0.90 s after 0.29 s, offset -227.0, bar 227.0 pt, progress 0.35 · B: 0.62 s after 0.01 s"
      ))
    // A card that differs names what differs, A's value against B's: only the offset here.
    #expect(page.contains(",true,\"offset 732.2 vs 750.2\"]"))
  }

  @Test func eventsCarryTheirCategoryAndTheScreensCallsReadPlainly() {
    func line(_ kind: SimulationLogEntry.Kind) -> (String, String) {
      HTMLPage.eventLine(SimulationLogEntry(frame: 0, kind: kind))
    }
    #expect(line(.event(.offsetChanged(12))) == ("event", "offsetChanged(12)"))
    #expect(line(.detach(collapseDistance: 40.5, collapse: 0)).0 == "event")
    #expect(line(.command(.contentInsetTop(279))) == ("command", "→ contentInset.top = 279"))
    #expect(line(.change(.expand(animated: true))) == ("call", "expand(animated: true)"))
    #expect(line(.change(.setConfiguration(DefaultBar.configuration))).0 == "call")
    #expect(line(.step(2)) == ("step", "step 2"))
    let screen = line(.screen(.expand(animated: true), during: .didScroll))
    #expect(screen == ("screen", "in didScroll: expand"))
    let refused = line(.refused(.addPanel(id: "a", height: 44), during: .willEndDragging, reason: "why"))
    #expect(refused == ("refused", "in willEndDragging: addPanel · why"))
  }

  @Test func aRefusedCallSaysWhyWithTheErrorsName() throws {
    // The screen adds a panel under the id of the bar's search field: refused.
    let scenario = try Scenario(
      json: """
        {"name": "a taken id", "screen": [{"on": "didEndDragging", "do": "addPanel", "id": "search", "height": 40, "times": 1}],
         "script": [{"drag": {"by": 50, "duration": 0.2}}, {"release": {"velocity": 0}}, {"wait": 0.5},
                    {"drag": {"by": 50, "duration": 0.2}}, {"release": {"velocity": 0}}, {"wait": 0.5}]}
        """)
    let trace = try Simulator.run(scenario)
    let lines = trace.log.map(HTMLPage.eventLine).filter { $0.0 == "refused" }
    #expect(lines.count == 1)
    #expect(lines.first?.1.hasPrefix("in didEndDragging: addPanel · duplicatePanelID: panels[") == true, "\(lines)")
    #expect(lines.first?.1.hasSuffix("id 'search' is used by another panel") == true, "\(lines)")
  }
}
