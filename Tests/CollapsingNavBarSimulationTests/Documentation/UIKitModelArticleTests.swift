import Foundation
import Testing

/// The DocC article "The simulator's model of UIKit" stays an account of the model: every row of
/// its tables cites evidence and says how sure the model is, every unknown is a parameter the
/// fuzzer varies, every test it cites exists, and every parameter of `UIKitAssumptions` is in it.
@Suite struct UIKitModelArticleTests {
  static let root = DocumentationExamplesTests.root
  static let article = "Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc/TheSimulatorsModelOfUIKit.md"
  static let assumptions = "Sources/CollapsingNavBarSimulation/Container/UIKitAssumptions.swift"
  /// Where the Linux tests live (Swift Testing).
  static let linuxTests = "Tests/CollapsingNavBarSimulationTests"
  /// Where the iOS tests live (XCTest), the UIKit contract tests among them.
  static let iOSTests = "Tests/CollapsingNavBarTests"
  /// How sure the model is of a behaviour.
  static let statuses: Set<String> = ["supported", "partly supported", "contradicted-and-fixed", "unknown-and-fuzzed"]

  /// One row of a table: a behaviour of UIKit the model assumes.
  struct Row {
    /// The line in the article, for messages.
    var line: Int
    var behaviour: String
    var evidence: String
    var status: String
    var parameter: String
    var tests: String
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The rows of the article's tables (their header and separator lines left out).
  static func rows(_ markdown: String) -> [Row] {
    var rows: [Row] = []
    var inTable = false
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.hasPrefix("|") else {
        inTable = false
        continue
      }
      // The first line of a table is its header; the second separates it from the rows.
      if !inTable {
        inTable = true
        continue
      }
      if line.allSatisfy({ "|-: ".contains($0) }) { continue }
      var cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      // (The line starts and ends with a bar: the first and last pieces are empty.)
      cells = Array(cells.dropFirst().dropLast())
      while cells.count < 5 { cells.append("") }
      rows.append(
        Row(
          line: index + 1, behaviour: cells[0], evidence: cells[1], status: cells[2], parameter: cells[3],
          tests: cells[4..<cells.count].joined(separator: "|")))
    }
    return rows
  }

  /// The contents of a text's code spans.
  static func codeSpans<Text: StringProtocol>(_ text: Text) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
      String($0.element)
    }
  }

  /// Whether a name is a Swift identifier.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The names of the functions declared in the Swift files under a folder (`func name(` or
  /// `func name<`).
  static func functionNames(under folder: String) throws -> Set<String> {
    let base = root.appendingPathComponent(folder)
    var names: Set<String> = []
    guard let files = FileManager.default.enumerator(atPath: base.path) else { return names }
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
      var rest = Substring(text)
      while let found = rest.range(of: "func ") {
        let before = rest[..<found.lowerBound].last
        rest = rest[found.upperBound...].drop { $0 == " " }
        guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let next = rest.dropFirst(name.count).drop { $0 == " " }.first
        if !name.isEmpty, next == "(" || next == "<" { names.insert(String(name)) }
      }
    }
    return names
  }

  /// The names of `UIKitAssumptions`' stored public properties: the `uikit` parameters.
  static func assumptionParameters() throws -> [String] {
    try read(assumptions).split(separator: "\n").compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      // (A computed property opens a body on its line.)
      guard text.hasPrefix("public var "), !text.contains("{") else { return nil }
      let name = text.dropFirst("public var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
  }

  @Test func theTablesParseIntoRowsOfFiveCells() {
    let markdown = """
      # Title

      | Behaviour | Evidence | Status | Parameter | Tests |
      |---|---|---|---|---|
      | A rule (`Symbol`) | A radar | supported | — | Linux: `aTest`; iOS: `testB` |

      Text.
      """
    let rows = Self.rows(markdown)
    #expect(rows.count == 1)
    #expect(rows.first?.status == "supported")
    #expect(rows.first?.line == 5)
    #expect(Self.codeSpans(rows.first?.tests ?? "") == ["aTest", "testB"])
  }

  @Test func everyRowCitesEvidenceAndSaysHowSureTheModelIs() throws {
    let rows = Self.rows(try Self.read(Self.article))
    #expect(rows.count >= 45, "the article lists \(rows.count) behaviours")
    for row in rows {
      #expect(!row.behaviour.isEmpty, "line \(row.line): no behaviour")
      #expect(!row.evidence.isEmpty && row.evidence != "—", "line \(row.line): no evidence")
      #expect(Self.statuses.contains(row.status), "line \(row.line): status '\(row.status)'")
      #expect(row.tests.contains("iOS:"), "line \(row.line): no iOS test, nor why there is none")
    }
  }

  @Test func everyUnknownIsAParameterTheFuzzerVaries() throws {
    for row in Self.rows(try Self.read(Self.article)) where row.status == "unknown-and-fuzzed" {
      #expect(!Self.codeSpans(row.parameter).isEmpty, "line \(row.line): an unknown without a parameter")
    }
  }

  @Test func everyTestTheArticleCitesExists() throws {
    let linux = try Self.functionNames(under: Self.linuxTests)
    let iOS = try Self.functionNames(under: Self.iOSTests)
    #expect(linux.count > 100 && !iOS.isEmpty)
    var cited = 0
    for row in Self.rows(try Self.read(Self.article)) {
      // "Linux: `a`, `b`; iOS: `c`": the names before "iOS:" are Linux tests, the rest iOS tests.
      let parts = row.tests.components(separatedBy: "iOS:")
      let linuxPart = parts.first ?? ""
      let iOSPart = parts.dropFirst().joined(separator: "iOS:")
      for (names, declared, place) in [(linuxPart, linux, Self.linuxTests), (iOSPart, iOS, Self.iOSTests)] {
        for name in Self.codeSpans(names) {
          cited += 1
          #expect(Self.isIdentifier(name), "line \(row.line): `\(name)` is not a test's name")
          #expect(declared.contains(name), "line \(row.line): no `func \(name)(` under \(place)")
        }
      }
    }
    #expect(cited > 45)
  }

  @Test func everyParameterOfUIKitAssumptionsIsInTheArticle() throws {
    let parameters = try Self.assumptionParameters()
    #expect(parameters.contains("linearTailSpeed") && parameters.contains("sameOffsetWriteStop"))
    #expect(!parameters.contains("bounceSpring"), "a computed property is no parameter")
    let named = Set(Self.rows(try Self.read(Self.article)).flatMap { Self.codeSpans($0.parameter) })
    for parameter in parameters {
      #expect(named.contains(parameter), "`\(parameter)` is in no row's Parameter cell")
    }
  }
}
