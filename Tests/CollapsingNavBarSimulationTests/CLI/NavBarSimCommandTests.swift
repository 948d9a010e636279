import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// An in-memory world for the command: files, directories, output.
final class FakeWorld: @unchecked Sendable {
  var files: [String: String] = [:]
  var directories: Set<String> = []
  var output = ""
  var errors = ""
  /// Paths whose writing fails, with the reason.
  var unwritable: [String: String] = [:]

  var environment: CommandEnvironment {
    var environment = CommandEnvironment(
      readFile: { path in
        guard let text = self.files[path] else { throw UsageError("no such file") }
        return text
      },
      createDirectory: { path in self.directories.insert(path) },
      writeFile: { path, contents in
        if let reason = self.unwritable[path] { throw UsageError(reason) }
        self.files[path] = contents
      },
      listDirectory: { path in
        self.files.keys.filter { $0.hasPrefix(path + "/") }.map { String($0.dropFirst(path.count + 1)) }
      },
      removeFile: { path in self.files[path] = nil },
      standardOutput: { self.output += $0 },
      standardError: { self.errors += $0 },
      uptime: { 0 })
    environment.readRecording = { path in
      guard let text = self.files[path] else { throw UsageError("no such file") }
      return text
    }
    environment.currentDirectory = { "/work/here" }
    environment.waitForChange = { _ in false }
    return environment
  }

  func run(_ arguments: String...) -> Int32 { NavBarSimCommand.run(arguments, environment: environment) }
}

@Suite struct NavBarSimCommandTests {
  @Test func noArgumentsPlaysTheDefaultScenarioIntoTheDefaultDirectory() {
    let world = FakeWorld()
    #expect(world.run() == 0)
    #expect(world.files["navbar-sim-out/index.html"]?.hasPrefix("<!doctype html>") == true)
    #expect(world.files["navbar-sim-out/trace.csv"]?.hasPrefix("frame,t,phase") == true)
    #expect(world.output.contains("navbar-sim · Inbox"))
    #expect(world.output.contains("2408 frames"))
    // The counts the comparison and the feel line agree with: one release interrupted before it
    // came to rest; six rests in all (four releases', a refresh's, a tap's).
    #expect(world.output.contains("5 releases (4 came to rest, 1 interrupted), 6 rests in all"))
    #expect(world.output.contains("2 flings came to rest, 1 interrupted;"))
    // Whole states in both units the page uses.
    #expect(world.output.contains("whole states at collapse 0 / 52 / 96 / 148 pt (bar 279 / 227 / 183 / 131 pt)"))
    #expect(world.errors.isEmpty)
  }

  @Test func checkAloneWritesNothingAndPasses() {
    let world = FakeWorld()
    #expect(world.run("--check") == 0)
    #expect(world.files.isEmpty)
    #expect(world.output.contains("checks     passed: \(Invariant.allCases.count) invariants on every frame"))
  }

  @Test func badScenarioExitsWithTwoAndWritesNothing() {
    let world = FakeWorld()
    world.files["bad.json"] = #"{"script": [{"drag": {"by": "far"}}]}"#
    #expect(world.run("bad.json", "--out", "out") == 2)
    #expect(world.files.keys.sorted() == ["bad.json"])
    #expect(world.directories.isEmpty)
    // The path, and where it is in the file, as syntax errors say it.
    #expect(
      world.errors == "navbar-sim: bad.json: script[0].drag.by (line 1, column 29): expected a number, found a string\n"
    )
  }

  @Test func aRecordingGivenAsAScenarioIsNamedWithTheOptionThatPlaysIt() {
    let world = FakeWorld()
    world.files["session.json"] = #"{"format": "CollapsingNavBar recording", "version": 1}"#
    #expect(world.run("session.json", "--check") == 2)
    #expect(
      world.errors
        == "navbar-sim: session.json is a recording of a bar, not a scenario: play it with --replay session.json\n")
    // Any other unknown key is still named as one.
    let other = FakeWorld()
    other.files["s.json"] = #"{"format": "mine"}"#
    #expect(other.run("s.json") == 2)
    #expect(other.errors.contains("s.json: format (line 1, column 12): unknown key"))
  }

  @Test func missingFileExitsWithTwo() {
    let world = FakeWorld()
    #expect(world.run("--scenario", "nope.json") == 2)
    #expect(world.errors.hasPrefix("navbar-sim: cannot read nope.json"))
  }

  @Test func badArgumentsExitWithTwoAndSuggestTheOption() {
    let world = FakeWorld()
    #expect(world.run("--chek") == 2)
    #expect(world.errors.contains("unknown option '--chek'; did you mean '--check'?"))
    #expect(FakeWorld().run("--svg-frames", "0") == 2)
    #expect(FakeWorld().run("a.json", "b.json") == 2)
    #expect(FakeWorld().run("--check=yes") == 2)
  }

  @Test func scenarioFileIsPlayedAndEveryOutputWritten() {
    let world = FakeWorld()
    world.files["s.json"] =
      #"{"name": "mine", "script": [{"drag": {"by": 100, "duration": 0.5}}, {"release": {"velocity": 0}}]}"#
    world.files["out/frames/frame-999999.svg"] = "stale"
    world.files["out/frames/notes.txt"] = "kept"
    #expect(world.run("--scenario=s.json", "-o", "out", "--svg-frames", "30", "--filmstrip-frames", "4") == 0)
    let frames = world.files.keys.filter { $0.hasPrefix("out/frames/frame-") }.sorted()
    #expect(frames.first == "out/frames/frame-000000.svg")
    #expect(!frames.contains("out/frames/frame-999999.svg"))
    #expect(world.files["out/frames/notes.txt"] == "kept")
    #expect(world.files["out/filmstrip.svg"]?.contains("f3-") == true)
    #expect(world.files["out/filmstrip.svg"]?.contains("f4-") == false)
    #expect(world.output.contains("navbar-sim · mine"))
  }

  @Test func helpDocumentsEveryOption() {
    let world = FakeWorld()
    #expect(world.run("--help") == 0)
    for option in [
      "--scenario", "--out", "--svg-frames", "--filmstrip", "--check", "--table", "--print-scenario", "--quiet",
      "--compare", "--watch",
      "EXIT STATUS", "pullToRefresh", "switchContainer", "resize",
    ] {
      #expect(world.output.contains(option), "\(option)")
    }
  }

  @Test func tableIsStillAvailable() {
    let world = FakeWorld()
    #expect(world.run("--table") == 0)
    #expect(
      world.output.contains(
        "expanded 279 pt, collapsed 131 pt, whole states at collapse 0, 52, 96, 148 pt (bar 279, 227, 183, 131 pt)"))
    #expect(world.output.contains("h.largeTitle"))
    #expect(world.files.isEmpty)
  }

  @Test func printedDefaultScenarioLoadsBack() throws {
    let world = FakeWorld()
    #expect(world.run("--print-scenario") == 0)
    #expect(try Scenario(json: world.output) == DefaultScenario.scenario)
  }

  @Test func printScenarioPrintsTheGivenScenarioNotTheDefault() throws {
    let world = FakeWorld()
    world.files["my.json"] = #"{"name": "mine", "script": [{"wait": 0.5}]}"#
    #expect(world.run("my.json", "--print-scenario") == 0)
    let printed = try Scenario(json: world.output)
    #expect(printed.name == "mine" && printed.script == [.wait(0.5)])
    #expect(world.files.keys.sorted() == ["my.json"])
    // A bad file is refused, not replaced by the default.
    let bad = FakeWorld()
    bad.files["bad.json"] = #"{"nme": "x"}"#
    #expect(bad.run("bad.json", "--print-scenario") == 2)
    #expect(bad.output.isEmpty)
  }

  @Test func countsAreSingularForOne() {
    let world = FakeWorld()
    world.files["s.json"] =
      #"{"name": "one", "script": [{"drag": {"by": 100, "duration": 0.5}}, {"release": {"velocity": 0}}]}"#
    #expect(world.run("s.json", "--check") == 0)
    #expect(world.output.contains("2 steps, 1 release (1 came to rest), 1 rest in all"))
    #expect(NavBarSimCommand.counted(1, "inset write") == "1 inset write")
    #expect(NavBarSimCommand.counted(0, "event") == "0 events")
  }

  @Test func aFailedWriteExitsWithThreeNamingThePathAndTheReason() {
    let world = FakeWorld()
    world.unwritable["out/index.html"] = "permission denied"
    #expect(world.run("--out", "out") == 3)
    #expect(world.errors == "navbar-sim: cannot write out/index.html: permission denied\n")
  }

  @Test func theReasonOfARealFileSystemErrorIsNamed() {
    let path = "/nonexistent-\(UInt64.random(in: 0...UInt64.max))/index.html"
    #expect(throws: (any Error).self) { try CommandEnvironment.live.writeFile(path, "x") }
    do {
      try CommandEnvironment.live.writeFile(path, "x")
    } catch {
      #expect(NavBarSimCommand.describe(error) == "no such file or directory")
    }
  }

  @Test func compareWritesBothTracesOnePageAndReportsTheDifferences() throws {
    let world = FakeWorld()
    world.files["b.json"] = DefaultScenario.json.replacingAll("\"snapping\": true", with: "\"snapping\": false")
    #expect(world.run("--compare", "b.json", "-o", "out") == 0)
    let page = try #require(world.files["out/index.html"])
    #expect(page.components("<figure class=\"phone\"").count == 3)
    #expect(world.files["out/trace.csv"] != nil && world.files["out/trace-b.csv"] != nil)
    #expect(world.output.contains("navbar-sim · A · Inbox"))
    #expect(world.output.contains("navbar-sim · compare A with B"))
    #expect(world.output.contains("  first difference  frame "))
    #expect(world.output.contains("DIFFERS"))
  }

  @Test func compareOfABadFileExitsWithTwoAndWritesNothing() {
    let world = FakeWorld()
    world.files["b.json"] = #"{"bar": {"panels": []}}"#
    #expect(world.run("--compare", "b.json") == 2)
    #expect(world.errors == "navbar-sim: b.json: bar.panels (line 1, column 20): a bar needs at least one panel\n")
    #expect(world.directories.isEmpty)
    #expect(FakeWorld().run("--compare", "b.json", "--table") == 2)
    #expect(FakeWorld().run("--fuzz", "2", "--compare", "b.json") == 2)
  }

  @Test func quietPrintsNothing() {
    let world = FakeWorld()
    #expect(world.run("-q", "--check") == 0)
    #expect(world.output.isEmpty && world.errors.isEmpty)
  }
}

@Suite struct NavBarSimCommandFuzzTests {
  @Test func fuzzPlaysTheCampaignPrintsTheSummaryAndWritesNothing() {
    let world = FakeWorld()
    #expect(world.run("--fuzz", "3", "--seed", "11") == 0)
    #expect(world.output.contains("navbar-sim · fuzz, seed 11"))
    #expect(world.output.contains("scenarios  3 of 3"))
    #expect(world.output.contains("failures   0"))
    #expect(world.files.isEmpty && world.directories.isEmpty)
  }

  @Test func fuzzFailureIsShrunkWrittenAsAScenarioThatReproducesItAndExitsWithOne() throws {
    let world = FakeWorld()
    // A planted failure: any scenario with a tab switch in its script.
    let planted: (Scenario) -> FuzzResult = { scenario in
      let switches = scenario.script.contains { if case .switchContainer = $0 { true } else { false } }
      return FuzzResult(
        frames: 1, events: 1,
        failure: switches ? FuzzFailure(property: .attachContinuity, frame: 1, detail: "planted") : nil)
    }
    var options = CommandLineOptions()
    options.outputDirectory = "out"
    let status = NavBarSimCommand.fuzz(
      count: 500, seed: 4, options: options, environment: world.environment, check: planted)
    #expect(status == 1)
    let path = try #require(world.files.keys.first { $0.hasPrefix("out/fuzz-seed4-") && $0.hasSuffix(".json") })
    #expect(world.output.contains("wrote      \(path)"))
    #expect(world.errors.contains("reproduce: navbar-sim --check \(path)"))
    let written = try Scenario(json: try #require(world.files[path]))
    #expect(written.script.map(\.name) == ["switchContainer"])
    #expect(planted(written).failure != nil)
  }

  @Test func fuzzDumpWritesOneScenarioOfTheCampaignWithoutPlayingAny() throws {
    let world = FakeWorld()
    #expect(world.run("--fuzz-dump", "7", "--seed", "3", "--out", "out") == 0)
    #expect(world.files.keys.sorted() == ["out/fuzz-3-7.json"])
    let written = try Scenario(json: try #require(world.files["out/fuzz-3-7.json"]))
    #expect(written == ScenarioGenerator.scenario(seed: 3, index: 7))
    #expect(world.output.contains("scenario 7 of the fuzz campaign of seed 3"))
    #expect(world.output.contains("wrote      out/fuzz-3-7.json"))
    #expect(world.errors.isEmpty)
    // The plain model, and the default seed and folder.
    let plain = FakeWorld()
    #expect(plain.run("--fuzz-dump", "7", "--no-uikit-insets", "-q") == 0)
    let dumped = try Scenario(json: try #require(plain.files["navbar-sim-out/fuzz-1-7.json"]))
    #expect(dumped == ScenarioGenerator.scenario(seed: 1, index: 7, options: .init(uikitInsetModel: false)))
    #expect(plain.output.isEmpty)
  }

  @Test func fuzzDumpWritesTheScenarioACampaignPlayedAtThatIndex() throws {
    var played: [Scenario] = []
    _ = FuzzCampaign(seed: 5, count: 4).run { scenario in
      played.append(scenario)
      return FuzzResult(frames: 0, events: 0, failure: nil)
    }
    let world = FakeWorld()
    #expect(world.run("--fuzz-dump", "3", "--seed", "5") == 0)
    #expect(try Scenario(json: try #require(world.files["navbar-sim-out/fuzz-5-3.json"])) == played[3])
  }

  @Test func aCampaignOfAnEarlierGenerationPlaysAndDumpsThatGenerationsScenarios() throws {
    var played: [Scenario] = []
    let world = FakeWorld()
    let options = try CommandLineOptions.parse(["--fuzz", "150", "--seed", "7", "--generation", "1"])
    let status = NavBarSimCommand.fuzz(count: 150, seed: 7, options: options, environment: world.environment) {
      played.append($0)
      return Fuzzer.check($0)
    }
    #expect(status == 0)
    #expect(played == (0..<150).map { ScenarioGenerator.scenario(seed: 7, index: $0, options: .init(generation: 1)) })
    #expect(world.output.contains("navbar-sim · fuzz, seed 7, generation 1,"))
    // The slowest release says how to write its scenario: with the campaign's generation.
    #expect(world.output.contains("--seed 7 --generation 1)"), "\(world.output)")
    let dump = FakeWorld()
    #expect(dump.run("--fuzz-dump", "3", "--seed", "7", "--generation", "1") == 0)
    #expect(try Scenario(json: try #require(dump.files["navbar-sim-out/fuzz-7-3.json"])) == played[3])
    // The latest generation is the default, and its lines name no generation to give.
    let latest = FakeWorld()
    #expect(latest.run("--fuzz", "40", "--seed", "7") == 0)
    #expect(latest.output.contains("generation 4,"))
    #expect(!latest.output.contains("--generation"))
  }

  @Test func aGenerationOutOfRangeOrWithoutAFuzzingCommandIsRefused() {
    let world = FakeWorld()
    #expect(world.run("--fuzz", "3", "--generation", "5") == 2)
    #expect(world.errors.contains("--generation needs a whole number from 1 to 4, got '5'"))
    let alone = FakeWorld()
    #expect(alone.run("--generation", "1") == 2)
    #expect(alone.errors.contains("--generation applies only to --fuzz and --fuzz-dump"))
  }

  @Test func fuzzDumpReportsAnUnwritableFile() {
    let world = FakeWorld()
    world.unwritable["out/fuzz-1-0.json"] = "permission denied"
    #expect(world.run("--fuzz-dump", "0", "-o", "out") == 3)
    #expect(world.errors == "navbar-sim: cannot write out/fuzz-1-0.json: permission denied\n")
  }

  @Test func fuzzOptionsAreChecked() {
    #expect(FakeWorld().run("--fuzz-dump", "-1") == 2)
    #expect(FakeWorld().run("--fuzz-dump", "x") == 2)
    #expect(FakeWorld().run("--fuzz-dump", "1", "--check") == 2)
    let both = FakeWorld()
    #expect(both.run("--fuzz", "5", "--fuzz-dump", "1") == 2)
    #expect(both.errors.contains("--fuzz cannot be combined with --fuzz-dump"))
    let scenario = FakeWorld()
    #expect(scenario.run("--fuzz-dump", "1", "s.json") == 2)
    #expect(scenario.errors.contains("--fuzz-dump cannot be combined with a scenario"))
    #expect(FakeWorld().run("--seed", "3") == 2)
    #expect(FakeWorld().run("--fuzz", "0") == 2)
    #expect(FakeWorld().run("--fuzz", "5", "--seed", "-1") == 2)
    let world = FakeWorld()
    #expect(world.run("--fuzz", "5", "s.json") == 2)
    #expect(world.errors.contains("--fuzz cannot be combined with a scenario"))
    #expect(FakeWorld().run("--fuzz", "5", "--table") == 2)
  }
}
