import Foundation
import Testing

@testable import CollapsingNavBarSimulation

/// The scenarios in the DocC article "Writing a scenario" load and pass the checks.
@Suite struct WritingAScenarioArticleTests {
  /// The article's JSON code blocks.
  static func examples(filePath: String = #filePath) throws -> [String] {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = root.appendingPathComponent(
      "Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc/WritingAScenario.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    return text.components(separatedBy: "```json\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  @Test func everyExampleLoadsAndPassesTheChecks() throws {
    let examples = try Self.examples()
    #expect(examples.count == 2)
    for json in examples {
      let scenario = try Scenario(json: json)
      let report = InvariantChecker.check(try Simulator.run(scenario))
      #expect(report.passed, "\(scenario.name): \(report.firstViolation.map(String.init(describing:)) ?? "")")
    }
  }

  @Test func theInsetExampleUsesEveryInsetStepAndKey() throws {
    let scenario = try Scenario(json: try #require(Self.examples().last))
    #expect(scenario.containers.first?.insetAdjustment == .automatic)
    let names = Set(scenario.script.map(\.name))
    #expect(names.isSuperset(of: ["setContentInset", "beginRefreshing", "safeArea"]))
  }
}
