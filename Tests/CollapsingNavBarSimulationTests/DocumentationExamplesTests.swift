import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// Every JSON scenario the README, the DocC articles, `navbar-sim --help` and `docs/examples/`
/// show is played and checked as `navbar-sim --check` would; the engine's quick start runs and
/// prints what the README says it prints.
@Suite struct DocumentationExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The fenced code blocks of a Markdown text in a language.
  static func blocks(_ markdown: String, language: String) -> [String] {
    var result: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        result.append(current!.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return result
  }

  /// The JSON object that follows `marker` in a text: from its first `{` to the matching `}`.
  static func object(in text: String, after marker: String) -> String? {
    guard let start = text.range(of: marker).flatMap({ text[$0.upperBound...].firstIndex(of: "{") }) else {
      return nil
    }
    var depth = 0
    var inString = false
    var escaped = false
    for index in text[start...].indices {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return String(text[start...index]) }
      default: break
      }
    }
    return nil
  }

  /// Every JSON example, named by where it comes from.
  static func examples() throws -> [(String, String)] {
    var found: [(String, String)] = []
    for (index, block) in blocks(try read("README.md"), language: "json").enumerated() {
      found.append(("README.md json block \(index + 1)", block))
    }
    let pages = root.appendingPathComponent("docs")
    for name in try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted() where name.hasSuffix(".md") {
      for (index, block) in blocks(try read("docs/\(name)"), language: "json").enumerated() {
        found.append(("docs/\(name) json block \(index + 1)", block))
      }
    }
    let catalog = root.appendingPathComponent("Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc")
    for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted() where name.hasSuffix(".md") {
      let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
      for (index, block) in blocks(text, language: "json").enumerated() {
        found.append(("\(name) json block \(index + 1)", block))
      }
    }
    if let help = object(in: CommandLineOptions.help, after: "SCENARIO (JSON") {
      found.append(("navbar-sim --help", help))
    }
    let folder = root.appendingPathComponent("docs/examples")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    where name.hasSuffix(".json") {
      found.append(
        ("docs/examples/\(name)", try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
    }
    return found
  }

  @Test func theDocumentsHoldTheExamplesThisSuitePlays() throws {
    let names = try Self.examples().map(\.0)
    #expect(names.contains("README.md json block 1"))
    #expect(names.contains("docs/navbar-sim.md json block 1"))
    #expect(names.contains("WritingAScenario.md json block 1"))
    #expect(names.contains("navbar-sim --help"))
    for example in [
      "no-snapping", "follows-bar", "quick-return", "landscape", "tab-switch", "observe-only", "refresh", "glass",
    ] {
      #expect(names.contains("docs/examples/\(example).json"), "\(example)")
    }
  }

  @Test func everyJSONExamplePlaysAndPassesTheChecks() throws {
    for (source, json) in try Self.examples() {
      let scenario: Scenario
      do {
        scenario = try Scenario(json: json)
      } catch {
        Issue.record("\(source): \(error)")
        continue
      }
      let trace = try Simulator.run(scenario)
      let report = InvariantChecker.check(trace)
      #expect(report.passed, "\(source): \(report.firstViolation.map(String.init(describing:)) ?? "")")
      #expect(Fuzzer.check(scenario).failure == nil, "\(source)")
    }
  }

  /// The reference's sample of `navbar-sim --compare docs/examples/no-snapping.json` is what the
  /// command prints today, line for line.
  @Test func theREADMEsCompareSampleIsWhatTheCommandPrints() throws {
    let readme = try Self.read("docs/navbar-sim.md")
    let sample = try #require(
      Self.blocks(readme, language: "text").first { $0.hasPrefix("navbar-sim · compare A with B") })
    let world = FakeWorld()
    world.files["b.json"] = try Self.read("docs/examples/no-snapping.json")
    #expect(world.run("--compare", "b.json", "-o", "out") == 0)
    let report = try #require(world.output.range(of: "navbar-sim · compare A with B")).lowerBound
    #expect(
      sample + "\n" == String(world.output[report...]),
      "docs/navbar-sim.md's compare sample is stale; replace it with:\n\(world.output[report...])")
  }

  /// The README's filmstrip is what `navbar-sim --filmstrip` writes today.
  @Test func theREADMEsFilmstripIsWhatTheCommandWrites() throws {
    let world = FakeWorld()
    #expect(world.run("--filmstrip", "-q", "-o", "out") == 0)
    let written = try #require(world.files["out/filmstrip.svg"])
    #expect(
      written == (try Self.read("docs/images/filmstrip.svg")),
      "docs/images/filmstrip.svg is stale: swift run navbar-sim --filmstrip, then copy navbar-sim-out/filmstrip.svg")
  }

  /// Near its top the README says what has been verified and how, and nowhere that the UIKit
  /// layer's tests or the demo run on iOS while they have not.
  @Test func theREADMESaysWhatHasBeenVerifiedNearItsTop() throws {
    let readme = try Self.read("README.md")
    let verified = try #require(readme.range(of: "**What has been verified, and how.**"))
    let contents = try #require(readme.range(of: "## Contents"))
    #expect(verified.lowerBound < contents.lowerBound, "the statement comes before the contents")
    let statement = String(readme[verified.lowerBound..<contents.lowerBound])
    #expect(statement.contains("tested on Linux"))
    #expect(statement.contains("not yet run on a device or in the iOS\nSimulator"))
    #expect(!readme.contains("run on an\niOS simulator") && !readme.contains("run on an iOS simulator"))
  }

  /// A doc-comment example in the UIKit, SwiftUI and Texture modules that is a whole file (it
  /// declares a type) holds only declarations at its top level: a statement there (`let
  /// navigation = CollapsingNavBarNavigationController(…)`) would be a main-actor call from a
  /// nonisolated context in Swift 6.
  @Test func wholeFileDocExamplesHaveNoTopLevelStatements() throws {
    var checked = 0
    for module in ["CollapsingNavBar", "CollapsingNavBarSwiftUI", "CollapsingNavBarTexture"] {
      let folder = Self.root.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let comment = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
          let trimmed = line.drop { $0 == " " }
          guard trimmed.hasPrefix("///") else { return nil }
          return String(trimmed.dropFirst(3).dropFirst(trimmed.dropFirst(3).hasPrefix(" ") ? 1 : 0))
        }.joined(separator: "\n")
        for block in Self.blocks(comment, language: "swift") {
          let lines = block.split(separator: "\n")
          let declaresType = lines.contains { line in
            ["class ", "final class ", "struct ", "enum ", "extension "].contains { line.hasPrefix($0) }
          }
          guard declaresType else { continue }
          checked += 1
          for line in lines where !line.hasPrefix(" ") {
            let allowed = [
              "import ", "class ", "final class ", "struct ", "enum ", "extension ", "func ", "@", "}", "//",
              "private ", "fileprivate ",
            ]
            #expect(allowed.contains { line.hasPrefix($0) }, "\(module)/\(file): top-level statement: \(line)")
          }
        }
      }
    }
    #expect(checked >= 1)
  }

  /// The README's engine quick start, line for line (without its comments).
  static let engineQuickStart = """
    import CollapsingNavBarCore

    var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    var commands = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    print(commands.contentInsetTop!, commands.contentOffset!.y)
    commands = controller.handle(.offsetChanged(-195 + 70))
    print(controller.layout.height, controller.layout.progress)
    commands = controller.handle(.willEndDragging(velocity: 0.5, targetOffset: -195 + 80))
    print(commands.effects.targetContentOffset!)
    commands = controller.handle(.detach)
    print(commands.contentInsetTop!)
    """

  @Test func theEngineQuickStartPrintsWhatTheREADMEShows() throws {
    let readme = try Self.read("README.md")
    let block = try #require(
      Self.blocks(readme, language: "swift").first { $0.contains("import CollapsingNavBarCore\n\nvar controller") })
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
    let code = lines.map { line in
      (line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)).trimmingTrailingSpaces
    }
    #expect(code.joined(separator: "\n") == Self.engineQuickStart, "the README's engine quick start changed")
    let shown = lines.filter { $0.hasPrefix("print(") }.map { line -> String in
      let comment = line.range(of: "// ").map { String(line[$0.upperBound...]) } ?? ""
      return comment.range(of: ": ").map { String(comment[..<$0.lowerBound]) } ?? comment
    }

    // The same code, run.
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    var commands = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    print(commands.contentInsetTop!, commands.contentOffset!.y)
    commands = controller.handle(.offsetChanged(-195 + 70))
    print(controller.layout.height, controller.layout.progress)
    commands = controller.handle(.willEndDragging(velocity: 0.5, targetOffset: -195 + 80))
    print(commands.effects.targetContentOffset!)
    commands = controller.handle(.detach)
    print(commands.contentInsetTop!)

    #expect(printed.count == shown.count)
    for (actual, expected) in zip(printed, shown) {
      if expected.hasSuffix("…") {
        #expect(actual.hasPrefix(String(expected.dropLast())), "printed \(actual), the README shows \(expected)")
      } else {
        #expect(actual == expected)
      }
    }
  }

  /// The DocC catalog's overview example, line for line.
  static let overviewExample = """
    var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    let geometry = ContainerGeometry(contentHeight: 4000, viewportHeight: 844)
    var commands = controller.handle(.attach(geometry))
    commands = controller.handle(.offsetChanged(-200))
    if commands.effects.layoutChanged { print(controller.layout.height) }
    """

  @Test func theDocCOverviewExampleRunsAndChangesTheLayout() throws {
    let overview = try Self.read("Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc/CollapsingNavBarCore.md")
    #expect(Self.blocks(overview, language: "swift").first == Self.overviewExample)

    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    let geometry = ContainerGeometry(contentHeight: 4000, viewportHeight: 844)
    var commands = controller.handle(.attach(geometry))
    commands = controller.handle(.offsetChanged(-200))
    if commands.effects.layoutChanged { print(controller.layout.height) }
    #expect(printed.count == 1)  // pulled 5 pt past the top: the bar stretches
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
