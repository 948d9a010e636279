import Foundation
import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

/// Bad scenario files, end to end, through the real command on the real file system.
///
/// Each document is written to a temporary directory and given to `NavBarSimCommand.run`. Every
/// one must exit with 2, name the JSON path at fault (or the file, when the file itself is
/// refused), write nothing, and be refused quickly.
@Suite struct BadInputTests {
  /// The bytes of a bad document.
  enum Contents: Sendable {
    /// Text as given.
    case text(String)
    /// Raw bytes (not UTF-8).
    case bytes([UInt8])
    /// `prefix`, then `element` `count` times separated by commas, then `suffix` (large
    /// documents are generated when the test runs).
    case repeated(prefix: String, element: String, count: Int, suffix: String)

    var data: Data {
      switch self {
      case .text(let text): return Data(text.utf8)
      case .bytes(let bytes): return Data(bytes)
      case .repeated(let prefix, let element, let count, let suffix):
        // `#` in the element becomes its index.
        let parts = element.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map { Array($0.utf8) }
        var bytes = Array(prefix.utf8)
        bytes.reserveCapacity(bytes.count + count * (element.utf8.count + 8) + suffix.utf8.count)
        for index in 0..<count {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          bytes.append(contentsOf: parts[0])
          if parts.count > 1 {
            bytes.append(contentsOf: String(index).utf8)
            bytes.append(contentsOf: parts[1])
          }
        }
        bytes.append(contentsOf: suffix.utf8)
        return Data(bytes)
      }
    }
  }

  /// One row of the table.
  struct Case: Sendable, CustomTestStringConvertible {
    /// What is wrong, in words.
    var name: String
    var contents: Contents
    /// The JSON path the message must name, or `nil` when the file itself is refused.
    var path: String?
    /// A part of the message that says what is wrong.
    var problem: String

    var testDescription: String { name }

    init(_ name: String, _ contents: Contents, _ path: String?, _ problem: String) {
      self.name = name
      self.contents = contents
      self.path = path
      self.problem = problem
    }

    init(_ name: String, _ json: String, _ path: String?, _ problem: String) {
      self.init(name, .text(json), path, problem)
    }
  }

  static let cases: [Case] = [
    // Malformed JSON.
    Case("truncated document", #"{"name": "x""#, "$", "unexpected end of the document, expected ',' or '}'"),
    Case("trailing comma", #"{"script": [{"wait": 1},]}"#, "script[1]", "expected a value, found ']'"),
    Case("not JSON at all", "hello", "$", "expected a value, found 'h'"),
    Case("empty file", "", "$", "the document is empty"),
    Case("single quotes", "{'name': 'x'}", "$", "expected a key in double quotes"),
    Case("comment", "{\"name\": \"x\" // note\n}", "$", "expected ',' or '}', found '/'"),
    Case(
      "deep nesting",
      .text("{\"name\": " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"),
      "name" + String(repeating: "[0]", count: 63), "nesting is deeper than 64 levels"),
    Case(
      "not UTF-8", .bytes([0x7B, 0x22, 0x6E, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), nil,
      "the file is not UTF-8 text"),
    // Wrong types.
    Case("string for a number", #"{"device": {"width": "390"}}"#, "device.width", "expected a number, found a string"),
    Case("array for an object", #"{"bar": []}"#, "bar", "expected an object, found an array"),
    Case(
      "boolean for a number", #"{"script": [{"drag": {"by": true}}]}"#, "script[0].drag.by",
      "expected a number, found a boolean"),
    Case(
      "number for a boolean", #"{"containers": [{"refreshControl": 1}]}"#, "containers[0].refreshControl",
      "expected true or false, found a number"),
    Case("null for a string", #"{"name": null}"#, "name", "expected a string, found null"),
    Case(
      "string for seconds", #"{"script": [{"wait": "1"}]}"#, "script[0].wait",
      "expected a number of seconds, found a string"),
    Case(
      "string for an index", #"{"script": [{"switchContainer": "1"}]}"#, "script[0].switchContainer",
      "expected a container index, found a string"),
    Case(
      "number for a panel id", #"{"bar": {"collapseOrder": [1]}}"#, "bar.collapseOrder[0]",
      "expected a panel id (a string), found a number"),
    Case(
      "number for a step", #"{"script": [5]}"#, "script[0]",
      "expected a step object such as {\"wait\": 1}, found a number"),
    Case("object for a list", #"{"containers": {}}"#, "containers", "expected an array, found an object"),
    // Unknown step names.
    Case("unknown step", #"{"script": [{"fly": {}}]}"#, "script[0]", "unknown step 'fly'"),
    Case(
      "step name in the wrong case", #"{"script": [{"Drag": {"by": 5}}]}"#, "script[0]",
      "unknown step 'Drag'; did you mean 'drag'?"),
    Case("misspelt step", #"{"script": [{"tapStatusBarr": {}}]}"#, "script[0]", "did you mean 'tapStatusBar'?"),
    Case(
      "a value cut short", #"{"bar": {"insetStrategy": "follow"}}"#, "bar.insetStrategy",
      "did you mean 'followsBar'?"),
    // Negative, NaN, infinite and huge numbers.
    Case("negative scale", #"{"device": {"scale": -2}}"#, "device.scale", "-2 is out of range (1 to 4)"),
    Case("negative wait", #"{"script": [{"wait": -1}]}"#, "script[0].wait", "-1 is out of range (0 to 600 seconds)"),
    Case(
      "negative duration", #"{"script": [{"drag": {"by": 10, "duration": -0.5}}]}"#, "script[0].drag.duration",
      "-0.5 is out of range"),
    Case(
      "negative inset", #"{"containers": [{"contentInsetTop": -20}]}"#, "containers[0].contentInsetTop",
      "-20 is out of range (0 to 10000 points)"),
    Case("NaN", #"{"device": {"width": NaN}}"#, "device.width", "expected a value, found 'N'"),
    Case("Infinity", #"{"script": [{"wait": Infinity}]}"#, "script[0].wait", "expected a value, found 'I'"),
    Case("-Infinity", #"{"device": {"height": -Infinity}}"#, "device.height", "expected digits in a number"),
    Case(
      "1e309", #"{"device": {"height": 1e309}}"#, "device.height", "the number 1e309 is too large for a 64-bit float"),
    Case(
      "-1e309", #"{"script": [{"drag": {"by": -1e309}}]}"#, "script[0].drag.by",
      "the number -1e309 is too large for a 64-bit float"),
    Case(
      "huge drag", #"{"script": [{"drag": {"by": 1e300}}]}"#, "script[0].drag.by",
      "is out of range (-1000000 to 1000000 points)"),
    Case(
      "huge content", #"{"containers": [{"contentHeight": 1e300}]}"#, "containers[0].contentHeight",
      "is out of range (0 to 10000000 points)"),
    Case(
      "huge panel", #"{"bar": {"panels": [{"kind": "top", "height": 1e300}]}}"#, "bar.panels[0].height",
      "is out of range (0 to 10000 points)"),
    Case(
      "huge velocity", #"{"script": [{"drag": {"by": 5}}, {"release": {"velocity": 1e308}}]}"#,
      "script[1].release.velocity", "is out of range (-50 to 50 points per millisecond)"),
    Case(
      "huge container index", #"{"script": [{"switchContainer": 1e300}]}"#, "script[0].switchContainer",
      "expected a whole number"),
    Case("huge wait", #"{"script": [{"wait": 1e300}]}"#, "script[0].wait", "is out of range (0 to 600 seconds)"),
    Case(
      "huge reveal distance", #"{"bar": {"mode": "quickReturn", "revealDistance": 1e300}}"#, "bar.revealDistance",
      "is out of range (0 to 100000 points)"),
    Case("huge screen", #"{"device": {"width": 1e12}}"#, "device.width", "is out of range (1 to 100000 points)"),
    Case(
      "threshold above 1", #"{"bar": {"titleCrossFadeThreshold": 2}}"#, "bar.titleCrossFadeThreshold",
      "2 is out of range (0 to 1)"),
    Case(
      "zero Dynamic Type factor", #"{"device": {"largeTitleScale": 0}}"#, "device.largeTitleScale",
      "0 is out of range (0.1 to 4)"),
    // Empty lists.
    Case("empty panel list", #"{"bar": {"panels": []}}"#, "bar.panels", "a bar needs at least one panel"),
    Case("empty container list", #"{"containers": []}"#, "containers", "a scenario needs at least one container"),
    // Duplicates.
    Case(
      "duplicate panel ids",
      #"{"bar": {"panels": [{"kind": "closable", "id": "a"}, {"kind": "closable", "id": "a"}]}}"#,
      "bar.panels[1].id", "id 'a' is used by another panel"),
    Case("duplicate key", #"{"name": "a", "name": "b"}"#, "name", "key 'name' appears twice in the same object"),
    Case(
      "duplicate collapse order entry",
      #"{"bar": {"panels": [{"kind": "top"}, {"kind": "closable", "id": "a"}], "collapseOrder": ["a", "a"]}}"#,
      "bar.collapseOrder[1]", "panel 'a' is named twice"),
    Case(
      "two search panels", #"{"bar": {"panels": [{"kind": "search"}, {"kind": "search"}]}}"#, "bar.panels[1].kind",
      "a bar may have only one 'search' panel"),
    // Thousands and millions.
    Case(
      "thousands of panels",
      .repeated(
        prefix: #"{"bar": {"panels": ["#, element: #"{"kind": "closable", "id": "c#", "height": 1}"#, count: 5000,
        suffix: "]}}"),
      "bar.panels", "5000 panels is more than the limit of 256"),
    Case(
      "a hundred containers", .repeated(prefix: #"{"containers": ["#, element: "{}", count: 100, suffix: "]}"),
      "containers", "100 containers is more than the limit of 64"),
    Case(
      "ten thousand and one steps",
      .repeated(prefix: #"{"script": ["#, element: #"{"wait": 0}"#, count: 10_001, suffix: "]}"),
      "script", "10001 steps is more than the limit of 10000"),
    Case(
      "six hundred thousand steps",
      .repeated(prefix: #"{"script": ["#, element: #"{"wait":0}"#, count: 600_000, suffix: "]}"),
      "script", "an array with more than 20000 elements"),
    Case(
      "two million steps", .repeated(prefix: #"{"script": ["#, element: #"{"wait":0}"#, count: 2_000_000, suffix: "]}"),
      nil, "the file is larger than the limit of 8 MB"),
    Case(
      "thirty thousand keys", .repeated(prefix: "{", element: #""k#": 0"#, count: 30_000, suffix: "}"),
      "$", "an object with more than 20000 members"),
    // Zero sizes.
    Case(
      "zero-size screen", #"{"device": {"width": 0, "height": 0}}"#, "device.width",
      "0 is out of range (1 to 100000 points)"),
    Case(
      "zero-height screen", #"{"device": {"height": 0, "safeAreaTop": 0}}"#, "device.height",
      "0 is out of range (1 to 100000 points)"),
    Case(
      "rotation to a zero-size screen", #"{"script": [{"resize": {"width": 0, "height": 0, "safeAreaTop": 0}}]}"#,
      "script[0].resize.width", "0 is out of range (1 to 100000 points)"),
    Case(
      "zero-height content", #"{"containers": [{"contentHeight": 0}]}"#, "containers[0].contentHeight",
      "0 is too small: a container needs content taller than 0 points"),
    Case(
      "initial scroll past the end", #"{"containers": [{"contentHeight": 1000, "initialScroll": 5000}]}"#,
      "containers[0].initialScroll", "5000 is out of range (0 to 156 points"),
    // UIKit's insets, refresh control and safe area.
    Case(
      "misspelt inset adjustment", #"{"containers": [{"insetAdjustment": "automatc"}]}"#,
      "containers[0].insetAdjustment", "unknown value \"automatc\""),
    Case(
      "inset adjustment as a number", #"{"containers": [{"insetAdjustment": 1}]}"#,
      "containers[0].insetAdjustment", "expected a string, found a number"),
    Case(
      "misspelt container safe-area edge", #"{"containers": [{"safeArea": {"bottm": 34}}]}"#,
      "containers[0].safeArea.bottm", "did you mean 'bottom'?"),
    Case(
      "negative container safe area", #"{"containers": [{"safeArea": {"top": -1}}]}"#,
      "containers[0].safeArea.top", "-1 is out of range (0 to 1000 points)"),
    Case(
      "misspelt inset edge", #"{"script": [{"setContentInset": {"tp": 0}}]}"#, "script[0].setContentInset.tp",
      "did you mean 'top'?"),
    Case(
      "inset write naming no edge", #"{"script": [{"setContentInset": {}}]}"#, "script[0].setContentInset",
      "name at least one edge"),
    Case(
      "negative inset write", #"{"script": [{"setContentInset": {"bottom": -300}}]}"#,
      "script[0].setContentInset.bottom", "-300 is out of range (0 to 10000 points)"),
    Case(
      "inset write as a number", #"{"script": [{"setContentInset": 0}]}"#, "script[0].setContentInset",
      "expected an object, found a number"),
    Case(
      "beginRefreshing with an option", #"{"script": [{"beginRefreshing": {"animated": true}}]}"#,
      "script[0].beginRefreshing.animated", "this step takes no options"),
    Case(
      "misspelt step beginRefresh", #"{"script": [{"beginRefresh": {}}]}"#, "script[0]",
      "did you mean 'beginRefreshing'?"),
    Case(
      "safe-area edge as a string", #"{"script": [{"safeArea": {"top": "47"}}]}"#, "script[0].safeArea.top",
      "expected a number, found a string"),
    Case(
      "huge safe area", #"{"script": [{"safeArea": {"bottom": 5000}}]}"#, "script[0].safeArea.bottom",
      "5000 is out of range (0 to 1000 points)"),
    Case(
      "leaveWindow with an option", #"{"script": [{"leaveWindow": {"animated": false}}]}"#,
      "script[0].leaveWindow.animated", "this step takes no options"),
    Case(
      "misspelt step leaveWindows", #"{"script": [{"leaveWindows": {}}]}"#, "script[0]",
      "did you mean 'leaveWindow'?"),
    Case(
      "leaveWindow twice", #"{"script": [{"leaveWindow": {}}, {"wait": 1}, {"leaveWindow": {}}]}"#,
      "script[2].leaveWindow", "the scroll view left its window already at script[0]"),
    Case(
      "enterWindow while in it", #"{"script": [{"enterWindow": {}}]}"#, "script[0].enterWindow",
      "the scroll view is in its window (add a leaveWindow before it)"),
    Case(
      "drag out of the window", #"{"script": [{"leaveWindow": {}}, {"drag": {"by": 100}}]}"#,
      "script[1].drag", "the scroll view is out of its window since script[0] (add an enterWindow before it)"),
    Case(
      "status-bar tap out of the window", #"{"script": [{"leaveWindow": {}}, {"tapStatusBar": {}}]}"#,
      "script[1].tapStatusBar", "the scroll view is out of its window since script[0]"),
    Case(
      "drag after a switch to the container out of the window",
      #"{"script": [{"leaveWindow": {}}, {"switchContainer": 0}, {"drag": {"by": 10}}]}"#, "script[2].drag",
      "the scroll view is out of its window since script[0]"),
    Case(
      "leaveWindow with the finger down", #"{"script": [{"drag": {"by": 100}}, {"leaveWindow": {}}]}"#,
      "script[1].leaveWindow", "the finger is down (add a release before it)"),
    // The touch step.
    Case(
      "negative touch duration", #"{"script": [{"touch": {"duration": -0.3}}]}"#, "script[0].touch.duration",
      "-0.3 is out of range (0 to 60 seconds)"),
    Case(
      "NaN touch duration", #"{"script": [{"touch": {"duration": NaN}}]}"#, "script[0].touch.duration",
      "expected a value, found 'N'"),
    Case(
      "missing touch duration", #"{"script": [{"touch": {}}]}"#, "script[0].touch.duration",
      "missing: how long the finger rests, in seconds"),
    Case(
      "unknown touch key", #"{"script": [{"touch": {"duration": 0.3, "by": 10}}]}"#, "script[0].touch.by",
      "unknown key (expected one of: duration)"),
    Case(
      "misspelt touch key", #"{"script": [{"touch": {"duraton": 0.3}}]}"#, "script[0].touch.duraton",
      "did you mean 'duration'?"),
    Case(
      "touch duration as a string", #"{"script": [{"touch": {"duration": "0.3"}}]}"#, "script[0].touch.duration",
      "expected a number, found a string"),
    Case(
      "touch as a number", #"{"script": [{"touch": 0.3}]}"#, "script[0].touch", "expected an object, found a number"),
    Case(
      "huge touch duration", #"{"script": [{"touch": {"duration": 1e300}}]}"#, "script[0].touch.duration",
      "is out of range (0 to 60 seconds)"),
    Case(
      "touch with the finger down", #"{"script": [{"drag": {"by": 10}}, {"touch": {"duration": 0.3}}]}"#,
      "script[1].touch", "the finger is down (add a release before it)"),
    Case(
      "touch out of the window", #"{"script": [{"leaveWindow": {}}, {"touch": {"duration": 0.3}}]}"#,
      "script[1].touch", "the scroll view is out of its window since script[0] (add an enterWindow before it)"),
  ]

  @Test(arguments: cases)
  func badScenarioFileExitsWithTwoNamingThePathAndWritesNothing(_ bad: Case) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbar-bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("scenario.json").path
    let output = directory.appendingPathComponent("out").path
    try bad.contents.data.write(to: URL(fileURLWithPath: input))

    let streams = CapturedStreams()
    var environment = CommandEnvironment.live
    environment.standardOutput = { streams.output += $0 }
    environment.standardError = { streams.errors += $0 }
    let clock = ContinuousClock()
    var status: Int32 = 0
    let elapsed = clock.measure { status = NavBarSimCommand.run([input, "--out", output], environment: environment) }

    #expect(status == NavBarSimCommand.badInput)
    if let path = bad.path {
      // (The path, then where it is in the file unless the error is one of syntax, which says so.)
      #expect(
        streams.errors.hasPrefix("navbar-sim: \(input): \(path): ")
          || streams.errors.hasPrefix("navbar-sim: \(input): \(path) (line "), "\(streams.errors)")
    } else {
      #expect(streams.errors.hasPrefix("navbar-sim: cannot read \(input): "), "\(streams.errors)")
    }
    #expect(streams.errors.contains(bad.problem), "\(streams.errors)")
    #expect(streams.errors.hasSuffix("\n") && streams.errors.split(separator: "\n").count == 1)
    #expect(streams.output.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scenario.json"], "nothing written")
    #expect(elapsed < .seconds(5), "refused quickly, not after \(elapsed)")
  }

  @Test func directoryGivenAsTheScenarioExitsWithTwo() {
    let streams = CapturedStreams()
    var environment = CommandEnvironment.live
    environment.standardOutput = { streams.output += $0 }
    environment.standardError = { streams.errors += $0 }
    let directory = FileManager.default.temporaryDirectory.path
    #expect(NavBarSimCommand.run([directory, "--check"], environment: environment) == NavBarSimCommand.badInput)
    #expect(streams.errors == "navbar-sim: cannot read \(directory): it is a directory\n")
  }
}

/// What a command printed.
final class CapturedStreams: @unchecked Sendable {
  var output = ""
  var errors = ""
}
