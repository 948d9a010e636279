import Foundation
import Testing

/// The UI modules compile only with an iOS SDK, but their promise of no trap an app can reach can
/// be pinned here: every `preconditionFailure`, `fatalError`, `precondition`, `try!` and
/// `MainActor.assumeIsolated` in them, outside `init(coder:)`, carries a one-line comment (on its
/// line or the line above) that says why an app cannot get there.
@Suite struct UIModuleTrapsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let folders = [
    "Sources/CollapsingNavBar", "Sources/CollapsingNavBarSwiftUI", "Sources/CollapsingNavBarTexture",
  ]

  /// What stops an app when it is reached.
  static let traps = ["preconditionFailure(", "fatalError(", "precondition(", "try!", "assumeIsolated"]

  static func sources() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let path = folder + file.path.dropFirst(url.path.count)
        files.append((path, try String(contentsOf: file, encoding: .utf8)))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// The lines (from 1) of a source that hold a trap without a comment saying why.
  ///
  /// Comment lines are not code (a doc comment may show a trap); a trap on the line of an
  /// `init(coder:)`, or just under it, is exempt (views made in code only); a comment is one of
  /// at least three words, after the code on the trap's line or alone on the line above.
  static func unexplainedTraps(in text: String) -> [Int] {
    let lines = text.components(separatedBy: "\n")
    func comment(_ line: String, alone: Bool) -> String? {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if alone { return trimmed.hasPrefix("//") ? String(trimmed.drop { $0 == "/" }) : nil }
      guard let range = line.range(of: "// ") else { return nil }
      return String(line[range.upperBound...])
    }
    func explains(_ comment: String?) -> Bool {
      (comment?.split(separator: " ").count ?? 0) >= 3
    }
    var found: [Int] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.hasPrefix("//"), traps.contains(where: { line.contains($0) }) else { continue }
      let above = index > 0 ? lines[index - 1] : ""
      if line.contains("init?(coder") || above.contains("init?(coder") { continue }
      if explains(comment(line, alone: false)) || explains(comment(above, alone: true)) { continue }
      found.append(index + 1)
    }
    return found
  }

  @Test func theSourcesAreThere() throws {
    let paths = try Self.sources().map(\.path)
    #expect(paths.contains("Sources/CollapsingNavBar/CollapsingNavBar.swift"))
    #expect(paths.contains("Sources/CollapsingNavBarSwiftUI/ScrollObservation/ScrollViewObserver.swift"))
    #expect(paths.contains("Sources/CollapsingNavBarTexture/CollapsingNavBar+Texture.swift"))
  }

  @Test func everyTrapInTheUIModulesSaysWhyAnAppCannotReachIt() throws {
    for (path, text) in try Self.sources() {
      let lines = Self.unexplainedTraps(in: text)
      #expect(lines.isEmpty, "\(path): lines \(lines) can stop an app and say nowhere why it cannot get there")
    }
  }

  @Test func theScanFindsATrapWithoutAReason() {
    let source = """
      deinit {
        MainActor.assumeIsolated { detach() }
      }
      func add() {
        preconditionFailure("bad panel")  // oops
        let x = try! make()
      }
      """
    #expect(Self.unexplainedTraps(in: source) == [2, 5, 6])
  }

  @Test func theScanAcceptsAReasonAndTheCoderInit() {
    let source = """
      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
      guard Thread.isMainThread else { return }
      // On the main thread: checked on the line above.
      MainActor.assumeIsolated { detach() }
      let y = try! make()  // Cannot throw: the input was validated above.
      /// A doc comment may show `MainActor.assumeIsolated { … }`.
      """
    #expect(Self.unexplainedTraps(in: source).isEmpty)
  }
}
