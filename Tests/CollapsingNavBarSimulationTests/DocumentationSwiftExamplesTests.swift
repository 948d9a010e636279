import Foundation
import Testing

/// Every Swift example of the engine's and the simulator's documentation — the DocC articles of
/// `CollapsingNavBarCore` and the doc comments of both modules — type-checks as a reader would
/// paste it: a file of its own that imports the module it documents, its placeholders declared
/// in the example itself. (The UIKit, SwiftUI and Texture examples need the iOS SDK.)
@Suite struct DocumentationSwiftExamplesTests {
  static let root = DocumentationExamplesTests.root

  /// One example: where it is, the module it documents and its code.
  struct Example: CustomStringConvertible {
    var place: String
    var module: String
    var code: String
    var description: String { place }
  }

  /// The fenced `swift` blocks of a Markdown text, with the line each starts on.
  static func markdownExamples(_ text: String) -> [(line: Int, code: String)] {
    var result: [(Int, String)] = []
    var current: [Substring]?
    var start = 0
    var indent = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```swift" {
        current = []
        start = index + 2
        indent = line.count - trimmed.count
      } else if current != nil, trimmed == "```" {
        result.append(
          (start, current!.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n")))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return result
  }

  /// The `swift` blocks of a source file's doc comments, with the line each starts on.
  static func docCommentExamples(_ text: String) -> [(line: Int, code: String)] {
    var result: [(Int, String)] = []
    var current: [String]?
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("///") else {
        current = nil
        continue
      }
      var body = trimmed.dropFirst(3)
      if body.hasPrefix(" ") { body = body.dropFirst() }
      if current == nil, body == "```swift" {
        current = []
        start = index + 2
      } else if current != nil, body == "```" {
        result.append((start, current!.joined(separator: "\n")))
        current = nil
      } else if current != nil {
        current!.append(String(body))
      }
    }
    return result
  }

  /// Files whose declarations are the package's own (`package` access), whose examples are not
  /// an app's to paste.
  static let packageOwnFiles: Set<String> = [
    "Sources/CollapsingNavBarCore/Container/CommandApplier.swift",
    "Sources/CollapsingNavBarCore/DelegateChain/DelegateChain.swift",
    "Sources/CollapsingNavBarCore/DelegateChain/DelegateChainRules.swift",
  ]

  @Test func theFilesLeftOutDeclareThePackagesOwnTypesOnly() throws {
    for file in Self.packageOwnFiles {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("public "), "\(file) declares something public: its examples must type-check")
      #expect(text.contains("package enum") || text.contains("package struct"), "\(file)")
    }
  }

  static func examples() throws -> [Example] {
    var found: [Example] = []
    let files = FileManager.default
    let catalog = "Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc"
    for name in try files.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path).sorted()
    where name.hasSuffix(".md") {
      let text = try String(contentsOf: root.appendingPathComponent("\(catalog)/\(name)"), encoding: .utf8)
      for (line, code) in markdownExamples(text) {
        found.append(Example(place: "\(catalog)/\(name):\(line)", module: "CollapsingNavBarCore", code: code))
      }
    }
    for module in ["CollapsingNavBarCore", "CollapsingNavBarSimulation"] {
      let folder = root.appendingPathComponent("Sources/\(module)")
      guard let walker = files.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        // (A declaration of the package's own is no reader's to paste: its examples use what an
        // app cannot reach.)
        guard !packageOwnFiles.contains("Sources/\(module)/\(path)") else { continue }
        for (line, code) in docCommentExamples(text) {
          found.append(Example(place: "Sources/\(module)/\(path):\(line)", module: module, code: code))
        }
      }
    }
    return found.sorted { $0.place < $1.place }
  }

  /// The folder of the built modules the examples import (`swift test` builds them).
  static func modules() -> URL? {
    for build in [".build/debug/Modules", ".build/release/Modules"] {
      let folder = root.appendingPathComponent(build)
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("CollapsingNavBarSimulation.swiftmodule").path)
      {
        return folder
      }
    }
    return nil
  }

  /// `swiftc` beside the running toolchain, or on the `PATH`.
  static func compiler() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
      return "\(folder)/swiftc"
    }
    return nil
  }

  /// Type-checks one example; returns its errors.
  static func typeCheck(_ example: Example, compiler: String, modules: URL, in folder: URL) throws -> [String] {
    let file = folder.appendingPathComponent(
      example.place.map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") { $0.append($1) } + ".swift")
    let imports =
      example.module == "CollapsingNavBarSimulation"
      ? "import CollapsingNavBarCore\nimport CollapsingNavBarSimulation\n" : "import CollapsingNavBarCore\n"
    try (imports + example.code + "\n").write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(separator: "\n").filter { $0.contains(": error:") }.map(String.init)
    return process.terminationStatus == 0 && lines.isEmpty ? [] : (lines.isEmpty ? [output] : lines)
  }

  @Test func theExamplesAreFound() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 60, "\(examples.count)")
    #expect(examples.contains { $0.place.hasPrefix("Sources/CollapsingNavBarCore/Controller/NavBarController.swift") })
    #expect(
      examples.contains {
        $0.place.hasPrefix("\("Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc")/CallbacksAndTheDriver.md")
      })
  }

  @Test func everyEngineAndSimulatorExampleTypeChecks() async throws {
    let compiler = try #require(Self.compiler(), "swiftc is not on the PATH")
    let modules = try #require(Self.modules(), "build the package first (swift build)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = try Self.examples()
    // Two at a time: each is a compiler process of its own.
    var failures: [String] = []
    for batch in stride(from: 0, to: examples.count, by: 2) {
      let slice = Array(examples[batch..<min(batch + 2, examples.count)])
      let results = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
        for example in slice {
          group.addTask {
            (example.place, try Self.typeCheck(example, compiler: compiler, modules: modules, in: folder))
          }
        }
        var collected: [(String, [String])] = []
        for try await result in group { collected.append(result) }
        return collected
      }
      for (place, errors) in results where !errors.isEmpty {
        failures.append("\(place):\n  " + errors.prefix(3).joined(separator: "\n  "))
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(examples.count) examples do not type-check:\n\(failures.joined(separator: "\n"))")
  }

  @Test func aBrokenExampleIsReported() throws {
    // The check can fail: an example that names something that does not exist.
    let compiler = try #require(Self.compiler())
    let modules = try #require(Self.modules())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = Example(
      place: "broken", module: "CollapsingNavBarCore",
      code: "var commands = NavBarCommands()\nif commands.layoutChanged { print(\"draw\") }")
    let errors = try Self.typeCheck(broken, compiler: compiler, modules: modules, in: folder)
    #expect(errors.contains { $0.contains("layoutChanged") }, "\(errors)")
  }
}
