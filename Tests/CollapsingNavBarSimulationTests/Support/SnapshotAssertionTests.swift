import Foundation
import Testing

/// The snapshot assertion's failures, read from ``snapshotFailure(_:named:extension:function:filePath:record:)``
/// so that the failures these tests expect are checked without being recorded as issues.
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
    let recorded = snapshotFailure(
      "<svg>\n</svg>\n", named: "first", function: "drawsIt()", filePath: file, record: true)
    #expect(recorded?.hasPrefix("recorded ") == true, "a recording run must fail")
    let written = try String(contentsOfFile: snapshotPath(file, "drawsIt.first.svg"), encoding: .utf8)
    #expect(written == "<svg>\n</svg>\n")
    // Compared without recording, the same text passes.
    assertSnapshot("<svg>\n</svg>\n", named: "first", function: "drawsIt()", filePath: file, record: false)
  }

  @Test func aMissingSnapshotIsWrittenAndFails() {
    let file = scratchTestFile()
    let missing = snapshotFailure("<g/>\n", function: "other()", filePath: file, record: false)
    #expect(missing?.hasPrefix("no snapshot at ") == true, "a missing snapshot must fail")
    #expect(FileManager.default.fileExists(atPath: snapshotPath(file, "other.svg")))
  }

  @Test func aDifferenceFailsNamingTheFirstDifferentLine() {
    let file = scratchTestFile()
    #expect(snapshotFailure("a\nb\nc\n", function: "lines()", filePath: file, record: true) != nil)
    let difference = snapshotFailure("a\nB\nc\n", function: "lines()", filePath: file, record: false)
    #expect(difference?.hasPrefix("lines.svg differs from line 2 (4 lines expected, 4 now):\n- b\n+ B\n") == true)
    #expect(snapshotFailure("a\nb\nc\n", function: "lines()", filePath: file, record: false) == nil)
  }
}
