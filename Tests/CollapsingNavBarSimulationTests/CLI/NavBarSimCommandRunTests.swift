import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// What a person changing one setting meets: the default script, warnings for implausible
/// values, the page's URL, no stale files, `--watch`.
@Suite struct NavBarSimCommandRunTests {
  @Test func aScenarioWithNoScriptPlaysTheDefaultScriptAndSaysSo() {
    let world = FakeWorld()
    world.files["one.json"] = #"{"bar": {"snapping": false}}"#
    #expect(world.run("one.json", "-o", "out") == 0)
    #expect(world.output.contains("2408 frames"))
    #expect(world.output.contains(#"note       no "script" in the file: played the default script"#))
    #expect(world.files["out/trace.csv"]?.split(separator: "\n").count == 2409)
  }

  @Test func anEmptyScriptPlaysNothing() {
    let world = FakeWorld()
    world.files["none.json"] = #"{"script": []}"#
    #expect(world.run("none.json", "-o", "out") == 0)
    #expect(world.output.contains("simulated  1 frame = "))
    #expect(!world.output.contains("default script"))
  }

  @Test func implausibleValuesAreWarningsNamingThePath() {
    let world = FakeWorld()
    world.files["odd.json"] = #"""
      {"device": {"safeAreaTop": 800},
       "bar": {"panels": [{"kind": "top"}, {"kind": "closable", "id": "huge", "height": 9000}]},
       "script": [{"wait": 0.1}]}
      """#
    #expect(world.run("odd.json", "-o", "out") == 0)
    #expect(world.output.contains("warning    device.safeAreaTop 800 pt covers half the 844 pt screen or more"))
    #expect(world.output.contains("warning    bar.panels[1].height 9000 pt (huge) is taller than the 844 pt screen"))
    let plain = FakeWorld()
    #expect(plain.run("-o", "out") == 0)
    #expect(!plain.output.contains("warning"))
  }

  @Test func theSummaryPrintsThePagesAbsoluteURL() {
    let world = FakeWorld()
    #expect(world.run("-o", "my out") == 0)
    #expect(world.output.contains("  open       file:///work/here/my%20out/index.html\n"))
    #expect(
      NavBarSimCommand.pageURL(directory: "/tmp/x/../y/", currentDirectory: "/ignored") == "file:///tmp/y/index.html")
    #expect(NavBarSimCommand.pageURL(directory: "./o", currentDirectory: "/a/b") == "file:///a/b/o/index.html")
  }

  @Test func aRunRemovesWhatAnEarlierRunWroteAndThisOneDoesNot() {
    let world = FakeWorld()
    world.files["b.json"] = #"{"bar": {"snapping": false}, "script": [{"wait": 0.1}]}"#
    #expect(world.run("-o", "out", "--compare", "b.json", "--filmstrip", "--svg-frames", "1000") == 0)
    #expect(world.files["out/trace-b.csv"] != nil)
    #expect(world.files["out/filmstrip.svg"] != nil)
    #expect(world.files["out/frames/frame-001000.svg"] != nil)
    #expect(world.run("-o", "out") == 0)
    #expect(world.files.keys.filter { $0.hasPrefix("out/") }.sorted() == ["out/index.html", "out/trace.csv"])
  }

  @Test func watchPlaysAgainAfterEachSave() {
    let world = FakeWorld()
    world.files["s.json"] = #"{"script": [{"wait": 0.1}]}"#
    var waits = 0
    var environment = world.environment
    environment.waitForChange = { paths in
      #expect(paths == ["s.json"])
      waits += 1
      world.files["s.json"] = #"{"name": "saved", "script": [{"wait": 0.1}]}"#
      return waits < 3
    }
    #expect(NavBarSimCommand.run(["s.json", "--watch", "-o", "out"], environment: environment) == 0)
    #expect(waits == 3)
    #expect(world.output.components(separatedBy: "navbar-sim · ").count - 1 == 3)
    #expect(world.output.contains("navbar-sim · saved"))
    #expect(world.errors.contains("watching s.json"))
    #expect(FakeWorld().run("--watch") == 2)
  }

  /// A bad save leaves the page of the last session that played, marked stale with the error;
  /// the next good save writes it anew, unmarked.
  @Test func underWatchABadSaveMarksThePageStaleUntilAGoodOne() {
    let world = FakeWorld()
    world.files["s.json"] = #"{"script": [{"wait": 0.1}]}"#
    var saves = [
      #"{"script": [{"drag": {"by": "far"}}]}"#, #"{"script": [{"wiat": 1}]}"#,
      #"{"name": "fixed", "script": [{"wait": 0.1}]}"#,
    ]
    var pages: [String] = []
    var environment = world.environment
    environment.waitForChange = { _ in
      if let page = world.files["out/index.html"] { pages.append(page) }
      guard !saves.isEmpty else { return false }
      world.files["s.json"] = saves.removeFirst()
      return true
    }
    _ = NavBarSimCommand.run(["s.json", "--watch", "-o", "out"], environment: environment)
    #expect(pages.count == 4)
    // The first page is fresh; after the first bad save it says so, with the error.
    #expect(!pages[0].contains(NavBarSimCommand.staleBannerStart))
    #expect(
      pages[1].contains(
        "the saved scenario has an error: s.json: script[0].drag.by (line 1, column 29): expected a number"))
    // A second bad save replaces the banner: one banner, the new error.
    #expect(pages[2].components(separatedBy: NavBarSimCommand.staleBannerStart).count == 2)
    #expect(pages[2].contains("unknown step &#39;wiat&#39;") || pages[2].contains("unknown step 'wiat'"))
    #expect(!pages[2].contains("expected a number"))
    // The fixed save plays and writes the page anew.
    #expect(!pages[3].contains(NavBarSimCommand.staleBannerStart))
    #expect(pages[3].contains("fixed"))
  }
}
