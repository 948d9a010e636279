import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// The inset-model keys and steps end to end: a scenario file through the real command.
@Suite struct NavBarSimCommandInsetTests {
  @Test func insetKeysAndStepsArePlayedAndChecked() {
    let world = FakeWorld()
    world.files["s.json"] = #"""
      {"name": "tabs",
       "containers": [{"insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 83}}],
       "script": [{"beginRefreshing": {}}, {"wait": 0.5}, {"endRefreshing": {}}, {"wait": 0.5},
                  {"setContentInset": {"bottom": 300}}, {"drag": {"by": 400, "duration": 0.3}},
                  {"release": {"velocity": 0}}, {"safeArea": {"bottom": 34}}, {"wait": 0.5}]}
      """#
    #expect(world.run("s.json", "--check", "-o", "out") == 0)
    #expect(world.output.contains("checks     passed"))
    let header = world.files["out/trace.csv"]?.split(separator: "\n").first ?? ""
    #expect(header.contains("adjustedInsetTop,adjustedInsetBottom,externalInsetWrite"))
  }

  /// A keyboard handler's `contentInset.top = 0` while the content rests at its top.
  @Test func keyboardInsetWritePassesTheChecks() {
    let world = FakeWorld()
    world.files["keyboard.json"] = #"""
      {"name": "keyboard",
       "containers": [{"insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 34}}],
       "script": [{"wait": 0.2}, {"setContentInset": {"top": 0, "bottom": 300}}, {"wait": 1}]}
      """#
    let status = world.run("keyboard.json", "--check")
    #expect(status == 0, "\(world.output)")
  }

  /// A campaign generates the inset model's keys and steps by default (and with
  /// `--uikit-insets`); `--no-uikit-insets` leaves them out.
  @Test func uikitInsetsFlagChoosesTheGeneratorsInsetModel() throws {
    func generatesInsetModel(_ flags: String...) throws -> Bool {
      let world = FakeWorld()
      var seen = false
      let record: (Scenario) -> FuzzResult = { scenario in
        let keys = scenario.containers.contains { $0.insetAdjustment != nil }
        let steps = scenario.script.contains {
          switch $0 {
          case .setContentInset, .beginRefreshing, .safeArea: return true
          default: return false
          }
        }
        if keys || steps { seen = true }
        return FuzzResult(frames: 1, events: 1, failure: nil)
      }
      let options = try CommandLineOptions.parse(["--fuzz", "200"] + flags)
      let status = NavBarSimCommand.fuzz(
        count: 200, seed: 2, options: options, environment: world.environment, check: record)
      #expect(status == 0)
      #expect(world.output.contains("UIKit's inset model") == seen)
      #expect(world.output.contains("the plain inset model") == !seen)
      return seen
    }
    #expect(try generatesInsetModel())
    #expect(try generatesInsetModel("--uikit-insets"))
    #expect(try !generatesInsetModel("--no-uikit-insets"))
  }

  @Test func uikitInsetsFlagNeedsFuzz() {
    let world = FakeWorld()
    #expect(world.run("--uikit-insets") == 2)
    #expect(world.errors.contains("--uikit-insets applies only to --fuzz"))
    let both = FakeWorld()
    #expect(both.run("--fuzz", "1", "--uikit-insets", "--no-uikit-insets") == 2)
    #expect(both.errors.contains("cannot be combined"))
    #expect(FakeWorld().run("--fuzz", "1", "--uikit-insets=yes") == 2)
  }
}
