import Foundation
import Testing

/// Compares text with its golden file `__Snapshots__/<TestFile>/<test>.<name>.svg` beside the
/// test file, as pointfreeco/swift-snapshot-testing lays them out.
///
/// With `RECORD_SNAPSHOTS=1` it writes the golden file and then fails the test, so a recording
/// run never passes silently: run again without it to compare. A missing golden file is written
/// and fails the same way. A difference names the first line that differs, with its number.
///
/// - Parameters:
///   - actual: The text produced now.
///   - name: The snapshot's name within the test (for tests with several snapshots).
///   - function: The test function (its name names the file).
///   - filePath: The test file (its name names the folder).
///   - record: Whether to write the golden file instead of comparing (`RECORD_SNAPSHOTS=1`).
func assertSnapshot(
  _ actual: String, named name: String? = nil, extension fileExtension: String = "svg",
  function: String = #function, filePath: String = #filePath,
  record: Bool = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = snapshotFailure(
    actual, named: name, extension: fileExtension, function: function, filePath: filePath, record: record)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// What ``assertSnapshot(_:named:extension:function:filePath:record:sourceLocation:)`` does,
/// without recording an issue: writes the golden file when recording or missing, and returns why
/// the test fails, or `nil` when the text matches its golden file.
///
/// The tests of the assertion itself call this, so that a run prints no issue for the failures
/// they expect.
func snapshotFailure(
  _ actual: String, named name: String? = nil, extension fileExtension: String = "svg",
  function: String, filePath: String, record: Bool
) -> String? {
  let testFile = URL(fileURLWithPath: filePath)
  let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let test = function.prefix { $0 != "(" }
  let url = folder.appendingPathComponent("\(test)\(name.map { ".\($0)" } ?? "").\(fileExtension)")
  let recording = record
  let existing = FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) }
  if recording || existing == nil {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
    } catch {
      return "could not write snapshot \(url.path): \(error)"
    }
    return recording
      ? "recorded \(url.path) (RECORD_SNAPSHOTS=1): check it, then run again without RECORD_SNAPSHOTS to compare"
      : "no snapshot at \(url.path): wrote it; check it, then run again to compare"
  }
  guard let expected = existing, actual != expected else { return nil }
  let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
  return """
    \(url.lastPathComponent) differs from line \(line + 1) (\(e.count) lines expected, \(a.count) now):
    - \(line < e.count ? String(e[line]) : "(end)")
    + \(line < a.count ? String(a[line]) : "(end)")
    RECORD_SNAPSHOTS=1 swift test re-records it.
    """
}
