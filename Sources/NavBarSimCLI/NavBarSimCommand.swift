import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation

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
      // (What went wrong is kept for the page, which still shows the last session that played.)
      var errors = ""
      var watched = environment
      watched.standardError = { text in
        errors += text
        environment.standardError(text)
      }
      status = runOnce(arguments, environment: watched)
      if status == badInput, options.writesOutput {
        markPageStale(
          in: options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory, because: errors,
          environment: environment)
      }
    }
  }

  /// Puts a banner at the top of the page written before: it shows the last session that played,
  /// and the saved file has an error (the next good save writes the page anew, without it).
  ///
  /// - Parameters:
  ///   - directory: The output directory.
  ///   - errors: What the failed run printed on standard error.
  ///   - environment: Files.
  static func markPageStale(in directory: String, because errors: String, environment: CommandEnvironment) {
    let path = join(directory, "index.html")
    guard var page = try? environment.readRecording(path) else { return }
    // (One banner: a second bad save replaces the first.)
    if let start = page.range(of: staleBannerStart),
      let end = page.range(of: "</div>\n", range: start.upperBound..<page.endIndex)
    {
      page.removeSubrange(start.lowerBound..<end.upperBound)
    }
    guard let tag = page.range(of: "<body"), let body = page.range(of: ">\n", range: tag.upperBound..<page.endIndex)
    else { return }
    let message = errors.replacingOccurrences(of: "navbar-sim: ", with: "").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let banner =
      staleBannerStart
      + "<b>Stale:</b> this page shows the last session that played; the saved scenario has an error: "
      + escapedForHTML(message) + ". Save a fixed file to play again.</div>\n"
    page.insert(contentsOf: banner, at: body.upperBound)
    try? environment.writeFile(path, page)
  }

  /// Text made safe inside an HTML element.
  static func escapedForHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// How the stale banner begins (``markPageStale(in:because:environment:)``).
  static let staleBannerStart =
    "<div id=\"stale\" role=\"alert\" style=\"position:sticky;top:0;z-index:10;background:#ff3b30;color:#fff;padding:8px 16px;font:14px system-ui,sans-serif\">"

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

    var scenario: Scenario
    var notes: [[String]] = [[], []]
    switch load(options.scenarioPath, environment: environment) {
    case .success(let loaded):
      scenario = loaded.scenario
      notes[0] = warnings(loaded)
    case .failure(let status): return status.code
    }
    scenario.waivers.merge(options.waivers) { _, given in given }
    if options.printScenario {
      environment.standardOutput(scenario.json + "\n")
      return success
    }
    var compared: Scenario?
    if let path = options.comparePath {
      switch load(path, environment: environment) {
      case .success(let loaded):
        compared = loaded.scenario
        compared?.waivers.merge(options.waivers) { _, given in given }
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
      if isRecording(text) {
        environment.standardError(
          "navbar-sim: \(path) is a recording of a bar, not a scenario: play it with --replay \(path)\n")
      } else {
        environment.standardError("navbar-sim: \(path): \(error)\n")
      }
      return .failure(ExitStatus(code: badInput))
    }
  }

  /// Whether a file's JSON is a recording (its `format` names one), not a scenario.
  static func isRecording(_ text: String) -> Bool {
    guard case .object(let members) = try? JSONReader.parse(text) else { return false }
    return members.contains { $0.key == "format" && $0.value == .string(NavBarRecording.formatName) }
  }

  /// Whether a scenario's JSON has a `script` key at its top level (an empty one plays nothing).
  static func namesScript(_ text: String) -> Bool {
    guard case .object(let members) = try? JSONReader.parse(text) else { return false }
    return members.contains { $0.key == "script" }
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
