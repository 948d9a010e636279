import CollapsingNavBarCore
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
      readFile: { path in
        // Read at most one byte past the limit, so that a huge file (or a device that never
        // ends) is refused at once.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          throw UsageError("it is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
          throw UsageError(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: JSONReader.maximumSize + 1) ?? Data()
        guard data.count <= JSONReader.maximumSize else {
          throw UsageError("the file is larger than the limit of \(JSONReader.maximumSize >> 20) MB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
          throw UsageError("the file is not UTF-8 text")
        }
        return text
      },
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
    if options.printScenario {
      environment.standardOutput(DefaultScenario.json + "\n")
      return success
    }
    if let count = options.fuzzCount {
      return fuzz(count: count, seed: options.seed ?? defaultSeed, options: options, environment: environment)
    }

    let scenario: Scenario
    if let path = options.scenarioPath {
      let text: String
      do {
        text = try environment.readFile(path)
      } catch {
        environment.standardError("navbar-sim: cannot read \(path): \(describe(error))\n")
        return badInput
      }
      do {
        scenario = try Scenario(json: text)
      } catch {
        environment.standardError("navbar-sim: \(path): \(error)\n")
        return badInput
      }
    } else {
      scenario = DefaultScenario.scenario
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
    let trace: SimulationTrace
    do {
      let report = !options.quiet
      trace = try Simulator.run(scenario) { done, expected in
        if report && expected > progressThreshold {
          environment.standardError("navbar-sim: simulated \(done) of ~\(expected) frames\n")
        }
      }
    } catch {
      environment.standardError("navbar-sim: \(options.scenarioPath ?? "default scenario"): \(error)\n")
      return badInput
    }
    let simulated = environment.uptime() - started
    let report = InvariantChecker.check(trace)
    // The invariants hold: check the properties the fuzzer checks too (a replay, tab switches).
    let propertyFailure = options.check && report.passed ? Fuzzer.check(scenario).failure : nil

    // Write.
    var written: [String] = []
    if options.writesOutput {
      let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
      do {
        written = try write(trace, options: options, to: directory, environment: environment)
      } catch {
        environment.standardError("navbar-sim: cannot write \(directory): \(describe(error))\n")
        return writeFailed
      }
    }

    if !options.quiet {
      environment.standardOutput(
        summary(
          trace, report: report, propertyFailure: propertyFailure, options: options, seconds: simulated,
          written: written))
    }
    if options.check, let violation = report.firstViolation {
      environment.standardError("navbar-sim: check failed: \(violation)\n")
      return checkFailed
    }
    if let propertyFailure {
      environment.standardError("navbar-sim: check failed: \(propertyFailure)\n")
      return checkFailed
    }
    return success
  }

  /// Writes the outputs the options ask for.
  ///
  /// - Returns: The paths written, relative to the output directory.
  static func write(
    _ trace: SimulationTrace, options: CommandLineOptions, to directory: String, environment: CommandEnvironment
  ) throws -> [String] {
    try environment.createDirectory(directory)
    let scene = FrameScene(trace: trace)
    let csv = TraceCSV.render(trace)
    try environment.writeFile(join(directory, "trace.csv"), csv)
    try environment.writeFile(join(directory, "index.html"), HTMLPage.render(scene, csv: csv))
    var written = ["index.html", "trace.csv"]
    if let interval = options.svgFrameInterval {
      let frames = join(directory, "frames")
      try environment.createDirectory(frames)
      for name in environment.listDirectory(frames) where isFrameFile(name) {
        try environment.removeFile(join(frames, name))
      }
      var count = 0
      for frame in stride(from: 0, to: trace.frameCount, by: interval) {
        try environment.writeFile(join(frames, frameFileName(frame)), scene.svg(frame: frame))
        count += 1
      }
      written.append("frames/ (\(count) SVGs)")
    }
    if options.filmstrip {
      try environment.writeFile(
        join(directory, "filmstrip.svg"), Filmstrip.render(scene, count: options.filmstripFrames))
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
    seconds: Double, written: [String]
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
      "navbar-sim · \(trace.scenario.name)",
      "  bar        expanded \(FixedDecimal.trimmed(metrics.expandedHeight, decimals: 2)) pt, collapsed \(FixedDecimal.trimmed(metrics.collapsedHeight, decimals: 2)) pt, whole states \(metrics.wholeStates.map { FixedDecimal.trimmed($0, decimals: 2) }.joined(separator: " / "))",
      "  simulated  \(frames) frames = \(FixedDecimal.format(duration, decimals: 2)) s at 120 Hz in \(FixedDecimal.format(seconds, decimals: 3)) s (\(seconds > 0 ? String(Int((Double(frames) / seconds).rounded())) : "∞") frames/s)",
      "  activity   \(trace.scenario.script.count) steps, \(releases) releases, \(report.restsChecked) rests after a release, \(events) events, \(insetWrites) inset writes",
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
    var feel = FeelReport()
    feel.add(trace)
    lines += feel.lines(threshold: metrics.configuration.snapPolicy.velocityThreshold)
    if !written.isEmpty {
      lines.append(
        "  wrote      \(options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory)/ \(written.joined(separator: ", "))"
      )
    }
    return lines.joined(separator: "\n") + "\n"
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

  static func describe(_ error: any Error) -> String {
    if let usage = error as? UsageError { return usage.message }
    let nsError = error as NSError
    return nsError.localizedDescription
  }
}
