import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// The drawing shows what the scenario or the recording says of the top row (its title, back
/// button and items), nothing it makes up, and marks a title that stands in for one not given.
@Suite struct DrawnItemsTests {
  static func svg(_ json: String) throws -> String {
    FrameScene(trace: try Simulator.run(try Scenario(json: json))).svg(frame: 0)
  }

  @Test func aTopRowTheScenarioGivesNoItemsHasNone() throws {
    let svg = try Self.svg(#"{"name": "Plain", "bar": {"panels": [{"kind": "top", "title": "Plain"}]}}"#)
    #expect(!svg.contains(">‹<") && !svg.contains(">Edit<"))
    #expect(svg.contains(">Plain<") && !svg.contains("data-placeholder"))
  }

  @Test func theBackButtonAndItemsTheScenarioListsAreDrawn() throws {
    let svg = try Self.svg(
      #"{"name": "Inbox", "bar": {"panels": [{"kind": "top", "title": "Inbox", "backButton": "Mailboxes", "items": ["Select", "Edit"]}]}}"#
    )
    #expect(svg.contains(">‹<") && svg.contains(">Mailboxes<"))
    #expect(svg.contains(">Select<") && svg.contains(">Edit<"))
    // Edit trails at the edge, Select before it.
    func x(_ item: String) throws -> Double {
      let line = try #require(svg.split(separator: "\n").first { $0.contains(">\(item)<") })
      let start = try #require(line.range(of: " x=\""))
      return try #require(Double(line[start.upperBound...].prefix { $0 != "\"" }))
    }
    #expect(try x("Edit") == 390 - 16)
    #expect(try x("Select") < x("Edit") - 50)
  }

  @Test func aTitleTheScenarioDidNotGiveIsMarkedAsTheNameStandingIn() throws {
    let json =
      #"{"name": "Settings", "bar": {"panels": [{"kind": "top", "backButton": true}, {"kind": "largeTitle"}]}}"#
    let scenario = try Scenario(json: json)
    #expect(scenario.bar.panels.filter(\.titleIsPlaceholder).map(\.id) == ["top", "largeTitle"])
    let svg = FrameScene(trace: try Simulator.run(scenario)).svg(frame: 0)
    #expect(svg.components(separatedBy: "data-placeholder=\"title\"").count - 1 == 2)
    #expect(svg.contains(">‹<") && !svg.contains(">Edit<"))
    // Written back without the stand-in: it reads back the same.
    #expect(!scenario.json.contains("\"title\""))
    #expect(scenario.json.contains("\"backButton\": true"))
    #expect(try Scenario(json: scenario.json) == scenario)
  }

  @Test func itemsAndTheBackButtonBelongToTheTopPanelAndAreStrings() {
    let cases: [(String, String)] = [
      (#"{"bar": {"panels": [{"kind": "largeTitle", "items": ["Edit"]}]}}"#, "bar.panels[0].items"),
      (#"{"bar": {"panels": [{"kind": "top", "backButton": 3}]}}"#, "bar.panels[0].backButton"),
      (#"{"bar": {"panels": [{"kind": "top", "items": ["Edit", 2]}]}}"#, "bar.panels[0].items[1]"),
    ]
    for (json, path) in cases {
      #expect(throws: ScenarioError.self) { try Scenario(json: json) }
      do {
        _ = try Scenario(json: json)
      } catch {
        #expect(error.path == path, "\(json)")
      }
    }
  }

  @Test func aReplaysTitlesAreTheRecordingsNameStandingIn() throws {
    let scenario = try Scenario(json: DefaultScenario.json)
    let (_, recording) = try Simulator.record(scenario)
    let replay = try RecordingReplay(recording, name: "session.json")
    let titled = replay.trace.scenario.bar.panels.filter { $0.kind == .top || $0.kind == .largeTitle }
    #expect(!titled.isEmpty && titled.allSatisfy { $0.title == "session.json" && $0.titleIsPlaceholder })
    #expect(FrameScene(trace: replay.trace).svg(frame: 0).contains("data-placeholder=\"title\">session.json<"))
  }
}
