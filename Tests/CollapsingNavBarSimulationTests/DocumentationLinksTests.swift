import Foundation
import Testing

/// Every relative link of the README, the pages under `docs/` and the DocC articles leads
/// somewhere: the file exists, and an anchor names a heading of the page it points into.
@Suite struct DocumentationLinksTests {
  static let root = DocumentationExamplesTests.root

  /// The Markdown documents checked, relative to the package's root.
  static func documents() throws -> [String] {
    var paths = ["README.md", "CHANGELOG.md"]
    let docs = root.appendingPathComponent("docs")
    for name in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where name.hasSuffix(".md") {
      paths.append("docs/\(name)")
    }
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
      for name in (try? FileManager.default.contentsOfDirectory(atPath: catalog.path))?.sorted() ?? []
      where name.hasSuffix(".md") {
        paths.append("Sources/\(module)/\(module).docc/\(name)")
      }
    }
    return paths
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    let kept = heading.lowercased().unicodeScalars.filter {
      CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
    }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  /// The anchors of a Markdown document's headings (outside code blocks).
  static func anchors(_ markdown: String) -> Set<String> {
    var result: Set<String> = []
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      result.insert(anchor(text))
    }
    return result
  }

  /// The targets of a document's Markdown links and images (outside code blocks and code spans).
  static func links(_ markdown: String) -> [String] {
    var result: [String] = []
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode else { continue }
      var text = Substring(line)
      // (Code spans hold examples, not links.)
      var plain = ""
      var inSpan = false
      for character in text {
        if character == "`" { inSpan.toggle() } else if !inSpan { plain.append(character) }
      }
      text = Substring(plain)
      while let open = text.range(of: "](") {
        let rest = text[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        result.append(String(rest[..<close]))
        text = rest[close...]
      }
    }
    return result
  }

  @Test func everyRelativeLinkLeadsToAFileAndAHeading() throws {
    var broken: [String] = []
    var checked = 0
    for path in try Self.documents() {
      let document = Self.root.appendingPathComponent(path)
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in Self.links(text) {
        let target = link.split(separator: " ").first.map(String.init) ?? link
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file =
          parts[0].isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
        guard FileManager.default.fileExists(atPath: file.standardizedFileURL.path) else {
          broken.append("\(path): \(link): no such file")
          continue
        }
        if parts.count == 2, file.pathExtension == "md" {
          let anchors = Self.anchors(try String(contentsOf: file, encoding: .utf8))
          if !anchors.contains(String(parts[1])) { broken.append("\(path): \(link): no such heading") }
        }
      }
    }
    #expect(checked > 30)
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  @Test func theAnchorsAreGitHubs() {
    #expect(Self.anchor("FAQ: the known pains") == "faq-the-known-pains")
    #expect(Self.anchor("Performance, fuzzing and feel") == "performance-fuzzing-and-feel")
    #expect(Self.anchor("Quick start: the engine") == "quick-start-the-engine")
    #expect(Self.anchor("`--check` and waivers") == "--check-and-waivers")
  }

  @Test func theREADMEStaysANewcomersPage() throws {
    // What it is and its two commands first, then the quick starts; the references and the
    // campaigns live under docs/.
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 800, "\(lines.count) lines")
    let commands = try #require(lines.firstIndex { $0.hasPrefix("swift run navbar-sim") })
    #expect(commands < 15)
    #expect(lines.contains { $0.hasPrefix("swift test") })
    for page in ["docs/navbar-sim.md", "docs/fuzzing.md", "docs/performance.md", "docs/recordings.md"] {
      #expect(readme.contains("(\(page))"), "the README links \(page)")
    }
  }
}
