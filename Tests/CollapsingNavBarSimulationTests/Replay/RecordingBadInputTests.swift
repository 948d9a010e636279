import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// Bad recording files given to `navbar-sim --replay`, end to end, through the real command on
/// the real file system: each exits with 2, names the JSON path at fault and the reason, and
/// writes nothing.
@Suite struct RecordingBadInputTests {
  /// A recording's text around its entries (a bar of two panels).
  static func recording(version: String = "1", entries: String) -> String {
    """
    {"format": "CollapsingNavBar recording", "version": \(version),
     "start": {"time": 0,
               "configuration": {"panels": [{"kind": "top", "id": "top", "height": 44}, {"kind": "separator", "id": "separator", "height": 0}]},
               "environment": {"safeAreaTop": 47, "width": 390, "scale": 3, "largeTitleScale": 1, "verticallyCompact": false}},
     "entries": [\(entries)]}
    """
  }

  static let attach =
    #"{"t":0,"e":"attach","v":[{"offset":0,"insetTop":0,"insetBottom":0,"indicatorTop":0,"systemTop":0,"tracking":0,"decelerating":0,"refreshShare":0,"contentHeight":4000,"viewportHeight":844},false],"g":{"offset":0,"insetTop":0,"insetBottom":0,"indicatorTop":0,"systemTop":0,"tracking":0,"decelerating":0,"refreshShare":0,"contentHeight":4000,"viewportHeight":844}}"#

  static let cases: [BadInputTests.Case] = [
    BadInputTests.Case(
      "truncated file", String(recording(entries: attach + #",{"t":1,"e":"offsetChanged","v":[12"#).dropLast(3)),
      "entries[1].v", "unexpected end of the document, expected ',' or ']'"),
    BadInputTests.Case(
      "unknown version", recording(version: "7", entries: attach), "version",
      "unknown version 7: this build reads versions 1 to 1"),
    BadInputTests.Case(
      "older version", recording(version: "0", entries: attach), "version",
      "version 0 is older than the oldest this build reads (1)"),
    BadInputTests.Case(
      "NaN", recording(entries: attach + #",{"t":0.1,"e":"offsetChanged","v":[NaN]}"#), "entries[1].v[0]",
      "expected a value, found 'N'"),
    BadInputTests.Case(
      "null for a number", recording(entries: attach + #",{"t":0.1,"e":"offsetChanged","v":[null]}"#),
      "entries[1].v[0]", "not a finite number (null)"),
    BadInputTests.Case(
      "times out of order",
      recording(entries: attach + #",{"t":1,"e":"dragBegan"},{"t":0.5,"e":"offsetChanged","v":[10]}"#),
      "entries[2].t", "time 0.5 is earlier than the entry before's (1.0): times must not go back"),
    BadInputTests.Case(
      "time before the start", recording(entries: #"{"t":-1,"e":"dragBegan","g":null}"#), "entries[0].t",
      "is earlier than the start's"),
    BadInputTests.Case(
      "longer than ten minutes", recording(entries: attach + #",{"t":700,"e":"dragBegan"}"#), "entries[1].t",
      "the recording runs longer than 610 s"),
    BadInputTests.Case(
      "a scenario, not a recording", #"{"name": "inbox"}"#, "format",
      "not a recording (expected \"CollapsingNavBar recording\")"),
    BadInputTests.Case(
      "unknown event", recording(entries: attach + #",{"t":1,"e":"offsetChange","v":[1]}"#), "entries[1].e",
      "did you mean 'offsetChanged'?"),
    BadInputTests.Case(
      "wrong number of values", recording(entries: attach + #",{"t":1,"e":"insetChanged","v":[1]}"#),
      "entries[1].v", "expected 2 values for insetChanged, found 1"),
    BadInputTests.Case(
      "first geometry incomplete", recording(entries: #"{"t":0,"e":"dragBegan","g":{"offset":0}}"#),
      "entries[0].g.insetTop", "missing: the first geometry of a recording gives every field"),
    BadInputTests.Case(
      "negative panel height",
      recording(entries: "").replacingOccurrences(of: #""height": 44"#, with: #""height": -44"#),
      "start.configuration", "height"),
    BadInputTests.Case(
      "100 MB file",
      .repeated(
        prefix: String(recording(entries: "").dropLast(2)), element: #"{"t":#,"e":"dragBegan","g":null}"#,
        count: 3_000_000, suffix: "]}"),
      nil, "the file is larger than the limit of 64 MB"),
  ]

  @Test(arguments: cases)
  func badRecordingExitsWithTwoNamingThePathAndWritesNothing(_ bad: BadInputTests.Case) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbar-bad-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("recording.json").path
    let output = directory.appendingPathComponent("out").path
    try bad.contents.data.write(to: URL(fileURLWithPath: input))

    let streams = CapturedStreams()
    var environment = CommandEnvironment.live
    environment.standardOutput = { streams.output += $0 }
    environment.standardError = { streams.errors += $0 }
    let status = NavBarSimCommand.run(["--replay", input, "--check", "--out", output], environment: environment)

    #expect(status == NavBarSimCommand.badInput)
    if let path = bad.path {
      #expect(streams.errors.hasPrefix("navbar-sim: \(input): \(path): "), "\(streams.errors)")
    } else {
      #expect(streams.errors == "navbar-sim: cannot read \(input): \(bad.problem)\n")
    }
    #expect(streams.errors.contains(bad.problem), "\(streams.errors)")
    #expect(streams.errors.split(separator: "\n").count == 1)
    #expect(streams.output.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["recording.json"], "nothing written")
  }

  @Test func theSmallestValidRecordingReplays() throws {
    let recording = try NavBarRecording(json: Self.recording(entries: Self.attach))
    #expect(recording.entries.count == 1)
    #expect(try RecordingReplay(recording, name: "x").trace.frameCount == 1)
  }

  @Test func aRecordingFromBeforeTheRefreshInsetFieldReadsAsAControlThatWritesNoInset() throws {
    func attached(_ json: String) throws -> ContainerGeometry? {
      let recording = try NavBarRecording(json: Self.recording(entries: json))
      guard case .event(.attach(let geometry, _)) = recording.entries.first?.input else { return nil }
      return geometry
    }
    // (`attach` has no `refreshWritesInset`: recordings made before the field existed.)
    #expect(try attached(Self.attach)?.refreshWritesContentInset == false)
    let never = Self.attach.replacingOccurrences(
      of: #""viewportHeight":844}"#, with: #""viewportHeight":844,"refreshWritesInset":1}"#)
    #expect(try attached(never)?.refreshWritesContentInset == true)
  }
}
