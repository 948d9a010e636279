import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation

/// What `navbar-sim` needs from the outside world, so that the command can run in tests.
public struct CommandEnvironment {
  /// Reads a text file.
  public var readFile: (_ path: String) throws -> String
  /// Creates a directory and its parents.
  public var createDirectory: (_ path: String) throws -> Void
  /// Writes a text file, replacing it.
  public var writeFile: (_ path: String, _ contents: String) throws -> Void
  /// The names in a directory (empty if it does not exist).
  public var listDirectory: (_ path: String) -> [String]
  /// Removes a file.
  public var removeFile: (_ path: String) throws -> Void
  /// Writes to standard output.
  public var standardOutput: (_ text: String) -> Void
  /// Writes to standard error.
  public var standardError: (_ text: String) -> Void
  /// A monotonic clock in seconds (only for the runtime in the summary).
  public var uptime: () -> Double
  /// Reads a recording (larger than a scenario may be: up to ``NavBarSimCommand/recordingSizeLimit``).
  public var readRecording: (_ path: String) throws -> String = { path in
    try CommandEnvironment.readText(path, limit: NavBarSimCommand.recordingSizeLimit)
  }
  /// The working directory, for the page's absolute `file://` URL in the summary.
  public var currentDirectory: () -> String = { FileManager.default.currentDirectoryPath }
  /// For `--watch`: waits until one of the files changes and returns `true`, or returns `false`
  /// to stop watching.
  public var waitForChange: (_ paths: [String]) -> Bool = { paths in CommandEnvironment.pollForChange(paths) }

  /// Creates an environment from its parts.
  public init(
    readFile: @escaping (String) throws -> String, createDirectory: @escaping (String) throws -> Void,
    writeFile: @escaping (String, String) throws -> Void, listDirectory: @escaping (String) -> [String],
    removeFile: @escaping (String) throws -> Void, standardOutput: @escaping (String) -> Void,
    standardError: @escaping (String) -> Void, uptime: @escaping () -> Double
  ) {
    self.readFile = readFile
    self.createDirectory = createDirectory
    self.writeFile = writeFile
    self.listDirectory = listDirectory
    self.removeFile = removeFile
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.uptime = uptime
  }

  /// The real file system, standard output and error.
  public static var live: CommandEnvironment {
    CommandEnvironment(
      readFile: { path in try readText(path, limit: JSONReader.maximumSize) },
      createDirectory: { path in
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      },
      writeFile: { path, contents in try Data(contents.utf8).write(to: URL(fileURLWithPath: path)) },
      listDirectory: { path in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] },
      removeFile: { path in try FileManager.default.removeItem(atPath: path) },
      standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      standardError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      uptime: { ProcessInfo.processInfo.systemUptime })
  }
}

extension CommandEnvironment {
  /// Reads a UTF-8 text file of at most `limit` bytes.
  ///
  /// Reads at most one byte past the limit, so that a huge file (or a device that never ends)
  /// is refused at once.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes accepted.
  /// - Returns: The text.
  /// - Throws: A ``UsageError`` saying why it cannot be read.
  public static func readText(_ path: String, limit: Int) throws -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw UsageError("it is a directory")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: limit + 1) ?? Data()
    guard data.count <= limit else {
      throw UsageError("the file is larger than the limit of \(limit >> 20) MB")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("the file is not UTF-8 text")
    }
    return text
  }

  /// Polls the files' modification dates every 0.3 s until one changes (a save); never returns
  /// `false`, so `--watch` runs until it is interrupted.
  ///
  /// - Parameter paths: The files to watch.
  /// - Returns: `true` once a file changed.
  static func pollForChange(_ paths: [String]) -> Bool {
    func stamps() -> [Date?] {
      paths.map { (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date }
    }
    let before = stamps()
    while stamps() == before { Thread.sleep(forTimeInterval: 0.3) }
    // A save may come in several writes: let it finish.
    Thread.sleep(forTimeInterval: 0.1)
    return true
  }
}

/// `navbar-sim`: loads a scenario (or the default), plays it, checks it and writes the preview.
public enum NavBarSimCommand {
  /// Exit status: success.
  public static let success: Int32 = 0
  /// Exit status: an invariant broke.
  public static let checkFailed: Int32 = 1
  /// Exit status: bad arguments or a bad scenario file.
  public static let badInput: Int32 = 2
  /// Exit status: the output could not be written.
  public static let writeFailed: Int32 = 3

  /// Frames above which progress is reported on standard error.
  static let progressThreshold = 12_000

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: Files, output and clock.
  /// - Returns: The exit status.
  public static func run(_ arguments: [String], environment: CommandEnvironment = .live) -> Int32 {
    guard let options = try? CommandLineOptions.parse(arguments), options.watch else {
      return runOnce(arguments, environment: environment)
    }
    let paths = [options.scenarioPath, options.comparePath].compactMap { $0 }
    guard !paths.isEmpty else {
      environment.standardError("navbar-sim: --watch needs a scenario file to watch\n")
      return badInput
    }
    var status = runOnce(arguments, environment: environment)
    while true {
      environment.standardError(
        "navbar-sim: watching \(paths.joined(separator: " and ")); save to play again, ^C to stop\n")
      guard environment.waitForChange(paths) else { return status }
      status = runOnce(arguments, environment: environment)
    }
  }

  /// Runs the command once (`--watch` runs it again after each save).
  static func runOnce(_ arguments: [String], environment: CommandEnvironment) -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      environment.standardError("navbar-sim: \(error)\nTry 'navbar-sim --help'.\n")
      return badInput
    }
    if options.help {
      environment.standardOutput(CommandLineOptions.help + "\n")
      return success
    }
    if options.printScenario && options.scenarioPath == nil {
      environment.standardOutput(DefaultScenario.json + "\n")
      return success
    }
    if options.replayPath != nil {
      return replay(options: options, environment: environment)
    }
    if let count = options.fuzzCount {
      guard options.roundTrip else {
        return fuzz(count: count, seed: options.seed ?? defaultSeed, options: options, environment: environment)
      }
      return fuzz(
        count: count, seed: options.seed ?? defaultSeed, options: options, environment: environment,
        check: { Fuzzer.check($0, roundTrip: true) })
    }
    if let index = options.fuzzDumpIndex {
      return fuzzDump(index: index, seed: options.seed ?? defaultSeed, options: options, environment: environment)
    }

    let scenario: Scenario
    var notes: [[String]] = [[], []]
    switch load(options.scenarioPath, environment: environment) {
    case .success(let loaded):
      scenario = loaded.scenario
      notes[0] = warnings(loaded)
    case .failure(let status): return status.code
    }
    if options.printScenario {
      environment.standardOutput(scenario.json + "\n")
      return success
    }
    var compared: Scenario?
    if let path = options.comparePath {
      switch load(path, environment: environment) {
      case .success(let loaded):
        compared = loaded.scenario
        notes[1] = warnings(loaded)
      case .failure(let status): return status.code
      }
    }

    if options.table {
      do {
        let metrics = try BarMetrics(
          configuration: scenario.bar.configuration, environment: scenario.device.environment)
        environment.standardOutput(
          tableHeader(scenario, metrics)
            + LayoutTable.render(metrics, distances: LayoutTable.defaultDistances(for: metrics)))
        return success
      } catch {
        environment.standardError("navbar-sim: \(error)\n")
        return badInput
      }
    }

    // Simulate.
    let started = environment.uptime()
    var traces: [SimulationTrace] = []
    let report = !options.quiet
    for (played, path) in [(scenario, options.scenarioPath), compared.map { ($0, options.comparePath) }].compactMap({
      $0
    }) {
      do {
        if let recordPath = options.recordPath, traces.isEmpty {
          let (trace, recording) = try Simulator.record(played)
          traces.append(trace)
          do {
            try environment.writeFile(recordPath, recording.json)
          } catch {
            environment.standardError("navbar-sim: \(WriteError(path: recordPath, reason: describe(error)))\n")
            return writeFailed
          }
          continue
        }
        traces.append(
          try Simulator.run(played) { done, expected in
            if report && expected > progressThreshold {
              environment.standardError("navbar-sim: simulated \(done) of ~\(expected) frames\n")
            }
          })
      } catch {
        environment.standardError("navbar-sim: \(path ?? "default scenario"): \(error)\n")
        return badInput
      }
    }
    let simulated = environment.uptime() - started
    let reports = traces.map { InvariantChecker.check($0) }
    // The invariants hold: check the properties the fuzzer checks too (a replay, tab switches).
    let propertyFailures = traces.indices.map { index in
      options.check && reports[index].passed ? Fuzzer.check(traces[index].scenario).failure : nil
    }

    // Write.
    guard let written = writeOutputs(traces, options: options, environment: environment) else { return writeFailed }

    if !options.quiet {
      var text = ""
      for index in traces.indices {
        let labelled = traces.count > 1 ? "\(compareLabels[index]) · " : ""
        text += summary(
          traces[index], report: reports[index], propertyFailure: propertyFailures[index], options: options,
          seconds: simulated, written: index == traces.count - 1 ? written : [], label: labelled,
          notes: notes[index], environment: environment)
      }
      if traces.count > 1 {
        text += TraceComparison(traces[0], traces[1], labels: (compareLabels[0], compareLabels[1])).report
      }
      environment.standardOutput(text)
    }
    var failed = false
    for index in traces.indices {
      let which = traces.count > 1 ? "\(compareLabels[index]): " : ""
      if options.check, let violation = reports[index].firstViolation {
        environment.standardError("navbar-sim: check failed: \(which)\(violation)\n")
        failed = true
      } else if let propertyFailure = propertyFailures[index] {
        environment.standardError("navbar-sim: check failed: \(which)\(propertyFailure)\n")
        failed = true
      }
    }
    return failed ? checkFailed : success
  }

  /// The labels of the two scenarios of `--compare`.
  static let compareLabels = ["A", "B"]

  /// An exit status as an error, for loading that has already reported what went wrong.
  struct ExitStatus: Error {
    var code: Int32
  }

  /// A scenario as loaded from its file.
  struct Loaded {
    /// The scenario.
    var scenario: Scenario
    /// Whether the file had no `script` key and the default script was put in.
    var playsDefaultScript = false
  }

  /// Reads and parses a scenario file, reporting a failure on standard error.
  ///
  /// - Parameters:
  ///   - path: The file, or `nil` for the default scenario.
  ///   - environment: Files and output.
  /// - Returns: The scenario, or the exit status after a reported failure.
  static func load(_ path: String?, environment: CommandEnvironment) -> Result<Loaded, ExitStatus> {
    guard let path else { return .success(Loaded(scenario: DefaultScenario.scenario)) }
    let text: String
    do {
      text = try environment.readFile(path)
    } catch {
      environment.standardError("navbar-sim: cannot read \(path): \(describe(error))\n")
      return .failure(ExitStatus(code: badInput))
    }
    do {
      var loaded = Loaded(scenario: try Scenario(json: text))
      if loaded.scenario.script.isEmpty && !namesScript(text) {
        // A file that only changes a setting plays the default session (the summary says so).
        loaded.scenario.script = DefaultScenario.scenario.script
        loaded.playsDefaultScript = true
      }
      return .success(loaded)
    } catch {
      environment.standardError("navbar-sim: \(path): \(error)\n")
      return .failure(ExitStatus(code: badInput))
    }
  }

  /// Whether a scenario's JSON has a `script` key at its top level (an empty one plays nothing).
  static func namesScript(_ text: String) -> Bool {
    guard case .object(let members) = try? JSONReader.parse(text) else { return false }
    return members.contains { $0.key == "script" }
  }

  /// Writes the outputs the options ask for (none unless they ask), into the output directory;
  /// a write that fails is reported on standard error.
  ///
  /// - Returns: The paths written, relative to the output directory, or `nil` when a write failed.
  static func writeOutputs(
    _ traces: [SimulationTrace], options: CommandLineOptions, environment: CommandEnvironment
  ) -> [String]? {
    guard options.writesOutput else { return [] }
    let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
    do {
      return try write(traces, options: options, to: directory, environment: environment)
    } catch {
      environment.standardError("navbar-sim: \(error)\n")
      return nil
    }
  }

  /// Writes the outputs the options ask for: `index.html` (both traces side by side when
  /// comparing), `trace.csv` (and `trace-b.csv` for the compared trace), frames and filmstrip of
  /// the first trace.
  ///
  /// - Returns: The paths written, relative to the output directory.
  /// - Throws: A ``WriteError`` naming the path that could not be written and why.
  static func write(
    _ traces: [SimulationTrace], options: CommandLineOptions, to directory: String, environment: CommandEnvironment
  ) throws(WriteError) -> [String] {
    func attempt(_ path: String, _ body: () throws -> Void) throws(WriteError) {
      do { try body() } catch { throw WriteError(path: path, reason: describe(error)) }
    }
    try attempt(directory) { try environment.createDirectory(directory) }
    let scenes = traces.map { FrameScene(trace: $0) }
    let csvs = traces.map { TraceCSV.render($0) }
    let csvNames = traces.indices.map { $0 == 0 ? "trace.csv" : "trace-\(compareLabels[$0].lowercased()).csv" }
    for index in traces.indices {
      let path = join(directory, csvNames[index])
      try attempt(path) { try environment.writeFile(path, csvs[index]) }
    }
    let runs = traces.indices.map {
      HTMLPage.Run(scene: scenes[$0], label: traces.count > 1 ? compareLabels[$0] : "", csv: csvs[$0])
    }
    let page = join(directory, "index.html")
    try attempt(page) { try environment.writeFile(page, HTMLPage.render(runs)) }
    var written = ["index.html"] + csvNames
    // What an earlier run wrote and this one does not: a compared trace, a filmstrip, frames.
    let stale =
      compareLabels.dropFirst().map { "trace-\($0.lowercased()).csv" }.filter { !csvNames.contains($0) }
      + (options.filmstrip ? [] : ["filmstrip.svg"])
    let present = Set(environment.listDirectory(directory))
    for name in stale where present.contains(name) {
      let path = join(directory, name)
      try attempt(path) { try environment.removeFile(path) }
    }
    if options.svgFrameInterval == nil {
      let frames = join(directory, "frames")
      for name in environment.listDirectory(frames) where isFrameFile(name) {
        let path = join(frames, name)
        try attempt(path) { try environment.removeFile(path) }
      }
    }
    guard let scene = scenes.first, let trace = traces.first else { return written }
    if let interval = options.svgFrameInterval {
      let frames = join(directory, "frames")
      try attempt(frames) { try environment.createDirectory(frames) }
      for name in environment.listDirectory(frames) where isFrameFile(name) {
        let path = join(frames, name)
        try attempt(path) { try environment.removeFile(path) }
      }
      var count = 0
      for frame in stride(from: 0, to: trace.frameCount, by: interval) {
        let path = join(frames, frameFileName(frame))
        try attempt(path) { try environment.writeFile(path, scene.svg(frame: frame)) }
        count += 1
      }
      written.append("frames/ (\(count) SVGs)")
    }
    if options.filmstrip {
      let path = join(directory, "filmstrip.svg")
      try attempt(path) { try environment.writeFile(path, Filmstrip.render(scene, count: options.filmstripFrames)) }
      written.append("filmstrip.svg")
    }
    return written
  }

  /// The file name of a frame's SVG: `frame-000123.svg`.
  static func frameFileName(_ frame: Int) -> String {
    let digits = String(frame)
    return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".svg"
  }

  static func isFrameFile(_ name: String) -> Bool {
    name.hasPrefix("frame-") && name.hasSuffix(".svg") && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
  }

  /// The one-screen summary.
  static func summary(
    _ trace: SimulationTrace, report: InvariantReport, propertyFailure: FuzzFailure? = nil, options: CommandLineOptions,
    seconds: Double, written: [String], label: String = "", notes: [String] = [],
    environment: CommandEnvironment? = nil
  ) -> String {
    let frames = trace.frameCount
    let duration = Double(max(frames - 1, 0)) * Simulator.timeStep
    var releases = 0
    var events = 0
    var insetWrites = 0
    for entry in trace.log {
      if entry.kind == .willEndDragging { releases += 1 }
      if entry.kind.isEvent { events += 1 }
      if entry.kind == .writeInset { insetWrites += 1 }
    }
    let metrics = trace.metricsEpochs[0].metrics
    var lines = [
      "navbar-sim · \(label)\(trace.scenario.name)",
      "  bar        expanded \(FixedDecimal.trimmed(metrics.expandedHeight, decimals: 2)) pt, collapsed \(FixedDecimal.trimmed(metrics.collapsedHeight, decimals: 2)) pt, whole states \(metrics.wholeStates.map { FixedDecimal.trimmed($0, decimals: 2) }.joined(separator: " / "))",
      "  simulated  \(counted(frames, "frame")) = \(FixedDecimal.format(duration, decimals: 2)) s at 120 Hz in \(FixedDecimal.format(seconds, decimals: 3)) s (\(seconds > 0 ? String(Int((Double(frames) / seconds).rounded())) : "∞") frames/s)",
      "  activity   \(counted(trace.scenario.script.count, "step")), \(counted(releases, "release")), \(counted(report.restsChecked, "rest")) after a release, \(counted(events, "event")), \(counted(insetWrites, "inset write"))",
    ]
    if options.check {
      if let propertyFailure {
        lines.append(
          "  checks     \(Invariant.allCases.count) invariants hold on every frame; FAILED: \(propertyFailure)")
      } else if report.passed {
        lines.append(
          "  checks     passed: \(Invariant.allCases.count) invariants on every frame; replay, attach continuity, detach"
        )
      } else {
        lines.append(
          "  checks     FAILED on \(report.violationCount) frames; first: \(report.firstViolation.map(String.init(describing:)) ?? "")"
        )
      }
    } else {
      lines.append(
        "  checks     \(report.passed ? "all invariants hold" : "\(report.violationCount) frames break an invariant (run with --check)")"
      )
    }
    lines += notes.map { note in
      note.hasPrefix("warning: ") ? "  warning    " + note.dropFirst(9) : "  note       " + note
    }
    var feel = FeelReport()
    feel.add(trace)
    lines += feel.lines(threshold: metrics.configuration.snapPolicy.velocityThreshold)
    if !written.isEmpty {
      let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
      lines.append("  wrote      \(directory)/ \(written.joined(separator: ", "))")
      if let environment {
        lines.append("  open       \(pageURL(directory: directory, currentDirectory: environment.currentDirectory()))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The page's absolute `file://` URL, its path percent-encoded where a URL needs it.
  ///
  /// - Parameters:
  ///   - directory: The output directory, absolute or relative to `currentDirectory`.
  ///   - currentDirectory: The working directory.
  /// - Returns: `file:///…/index.html`.
  static func pageURL(directory: String, currentDirectory: String) -> String {
    var path = directory.hasPrefix("/") ? directory : join(currentDirectory, directory)
    path = join(path, "index.html")
    var parts: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(String(part))
    }
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
    let encoded = parts.map { part in
      part.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
    }
    return "file:///" + encoded.joined(separator: "/")
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// Values a scenario may hold that are probably a mistake, for the summary: a safe area
  /// covering half the screen or more, a panel taller than the screen, a bar that does not fit.
  ///
  /// They are warnings, not errors: the engine handles them (the fuzzer plays such screens), but
  /// a person who typed them most likely meant something else. A scenario with no `script` key
  /// plays the default script, and the first note says so.
  ///
  /// - Parameters:
  /// - Parameter loaded: The scenario as loaded.
  /// - Returns: One line per note.
  static func warnings(_ loaded: Loaded) -> [String] {
    func n(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 2) }
    let scenario = loaded.scenario
    var result: [String] = []
    if loaded.playsDefaultScript {
      result.append("no \"script\" in the file: played the default script (add \"script\": [] to play none)")
    }
    let device = scenario.device
    if device.safeAreaTop >= device.height / 2 {
      result.append(
        "warning: device.safeAreaTop \(n(device.safeAreaTop)) pt covers half the \(n(device.height)) pt screen or more (a notch is 47–59 pt)"
      )
    }
    for (index, panel) in scenario.bar.panels.enumerated() where panel.height > device.height {
      result.append(
        "warning: bar.panels[\(index)].height \(n(panel.height)) pt (\(panel.id)) is taller than the \(n(device.height)) pt screen"
      )
    }
    if let metrics = try? BarMetrics(configuration: scenario.bar.configuration, environment: device.environment),
      metrics.expandedHeight > device.height, !scenario.bar.panels.contains(where: { $0.height > device.height })
    {
      result.append(
        "warning: the expanded bar (\(n(metrics.expandedHeight)) pt) is taller than the \(n(device.height)) pt screen")
    }
    return result
  }

  /// A count and a noun, plural unless the count is 1: `1 release`, `5 releases`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  static func tableHeader(_ scenario: Scenario, _ metrics: BarMetrics) -> String {
    let device = scenario.device
    func n(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 2) }
    return """
      \(scenario.name) on a \(n(device.width))×\(n(device.height)) pt screen (safe-area top \(n(device.safeAreaTop)) pt, scale \(n(device.scale)))
      expanded \(n(metrics.expandedHeight)) pt, collapsed \(n(metrics.collapsedHeight)) pt, whole states \(metrics.wholeStates.map(n).joined(separator: ", "))


      """
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Why a file operation failed, in a few words (`permission denied`, `no such file or
  /// directory`), from the system's error number where Foundation has one.
  static func describe(_ error: any Error) -> String {
    if let usage = error as? UsageError { return usage.message }
    if let write = error as? WriteError { return write.reason }
    let nsError = error as NSError
    var cause: NSError? = nsError
    while let current = cause {
      if current.domain == NSPOSIXErrorDomain, let text = strerror(Int32(current.code)) {
        return String(cString: text).lowercased()
      }
      cause = current.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    if nsError.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: nsError.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "no space left on the device"
      case .fileWriteVolumeReadOnly: return "read-only file system"
      case .fileWriteFileExists: return "a file is in the way"
      default: break
      }
    }
    return nsError.localizedDescription
  }
}

/// An output file or directory `navbar-sim` could not write.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or directory.
  public var path: String
  /// Why, in a few words.
  public var reason: String

  public var description: String { "cannot write \(path): \(reason)" }
}
