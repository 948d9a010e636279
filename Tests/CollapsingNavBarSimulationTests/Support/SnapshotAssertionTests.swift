import Foundation
import Testing

@Suite struct SnapshotAssertionTests {
  /// A test file in a fresh temporary folder, so the snapshots land there.
  private func scratchTestFile() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    return folder.appendingPathComponent("SomeTests.swift").path
  }

  private func snapshotPath(_ testFile: String, _ name: String) -> String {
    URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/SomeTests/\(name)").path
  }

  @Test func recordingWritesTheFileUnderTheTestFilesFolderAndFails() throws {
    let file = scratchTestFile()
    withKnownIssue("a recording run must fail") {
      assertSnapshot("<svg>\n</svg>\n", named: "first", function: "drawsIt()", filePath: file, record: true)
    }
    let written = try String(contentsOfFile: snapshotPath(file, "drawsIt.first.svg"), encoding: .utf8)
    #expect(written == "<svg>\n</svg>\n")
    // Compared without recording, the same text passes.
    assertSnapshot("<svg>\n</svg>\n", named: "first", function: "drawsIt()", filePath: file, record: false)
  }

  @Test func aMissingSnapshotIsWrittenAndFails() {
    let file = scratchTestFile()
    withKnownIssue("a missing snapshot must fail") {
      assertSnapshot("<g/>\n", function: "other()", filePath: file, record: false)
    }
    #expect(FileManager.default.fileExists(atPath: snapshotPath(file, "other.svg")))
  }

  @Test func aDifferenceFailsNamingTheFirstDifferentLine() {
    let file = scratchTestFile()
    withKnownIssue { assertSnapshot("a\nb\nc\n", function: "lines()", filePath: file, record: true) }
    withKnownIssue {
      assertSnapshot("a\nB\nc\n", function: "lines()", filePath: file, record: false)
    } matching: { issue in
      String(describing: issue).contains("differs from line 2")
    }
  }
}
