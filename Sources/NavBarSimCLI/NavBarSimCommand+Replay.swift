import CollapsingNavBarCore
import CollapsingNavBarSimulation

extension NavBarSimCommand {
  /// The largest recording file `navbar-sim --replay` reads, in bytes.
  public static let recordingSizeLimit = JSONReader.recordingLimits.size

  /// The most divergent entries `--replay --check` lists one by one (all are counted).
  static let divergenceListLimit = 50

  /// What `--compare` plays beside a recording.
  enum Counterpart {
    case recording(RecordingReplay)
    case scenario(SimulationTrace)
  }

  /// `--replay FILE`: plays a recording through the engine, checks it, writes the page and CSV.
  static func replay(options: CommandLineOptions, environment: CommandEnvironment) -> Int32 {
    let path = options.replayPath!
    let started = environment.uptime()
    guard let recording = loadRecording(path, environment: environment) else { return badInput }
    let replay: RecordingReplay
    do {
      replay = try RecordingReplay(recording, name: "replay of \(fileName(path))")
    } catch {
      environment.standardError("navbar-sim: \(path): \(error)\n")
      return badInput
    }
    if options.asScenario {
      return replayAsScenario(replay, path: path, options: options, environment: environment, started: started)
    }
    var counterpart: Counterpart?
    if let other = options.comparePath {
      switch loadCounterpart(other, environment: environment) {
      case .success(let loaded): counterpart = loaded
      case .failure(let status): return status.code
      }
    }
    let seconds = environment.uptime() - started
    let report = replay.check()
    var traces = [replay.trace]
    switch counterpart {
    case .recording(let other): traces.append(other.trace)
    case .scenario(let trace): traces.append(trace)
    case nil: break
    }
    guard let written = writeOutputs(traces, options: options, environment: environment) else { return writeFailed }
    if !options.quiet {
      var text = replaySummary(
        replay, report: report, options: options, seconds: seconds, label: traces.count > 1 ? "A · " : "")
      if case .recording(let other) = counterpart {
        text += replaySummary(other, report: other.check(), options: options, seconds: seconds, label: "B · ")
      }
      if case .scenario(let trace) = counterpart {
        text += "navbar-sim · B · \(trace.scenario.name) (a scenario, simulated)\n"
      }
      if traces.count > 1 {
        text += TraceComparison(traces[0], traces[1], labels: (compareLabels[0], compareLabels[1])).report
      }
      if !written.isEmpty {
        let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
        text += "  wrote      \(directory)/ \(written.joined(separator: ", "))\n"
        text += "  open       \(pageURL(directory: directory, currentDirectory: environment.currentDirectory()))\n"
      }
      environment.standardOutput(text)
    }
    guard options.check else { return success }
    var failed = false
    if let violation = report.firstViolation {
      environment.standardError("navbar-sim: check failed: \(violation)\n")
      failed = true
    }
    if let first = replay.divergences.first {
      environment.standardError(
        "navbar-sim: check failed: \(replay.divergences.count) entries answered differently than on the device; first: \(describe(first, in: replay))\n"
      )
      failed = true
    }
    return failed ? checkFailed : success
  }

  /// Reads and parses a recording, reporting a failure on standard error.
  static func loadRecording(_ path: String, environment: CommandEnvironment) -> NavBarRecording? {
    let text: String
    do {
      text = try environment.readRecording(path)
    } catch {
      environment.standardError("navbar-sim: cannot read \(path): \(describe(error))\n")
      return nil
    }
    do {
      return try NavBarRecording(json: text)
    } catch {
      environment.standardError("navbar-sim: \(path): \(error)\n")
      return nil
    }
  }

  /// Reads what `--compare` names beside a recording: a recording, or a scenario.
  static func loadCounterpart(_ path: String, environment: CommandEnvironment) -> Result<Counterpart, ExitStatus> {
    let text: String
    do {
      text = try environment.readRecording(path)
    } catch {
      environment.standardError("navbar-sim: cannot read \(path): \(describe(error))\n")
      return .failure(ExitStatus(code: badInput))
    }
    if text.contains(NavBarRecording.formatName) {
      do {
        return .success(.recording(try RecordingReplay(try NavBarRecording(json: text), name: fileName(path))))
      } catch {
        environment.standardError("navbar-sim: \(path): \(error)\n")
        return .failure(ExitStatus(code: badInput))
      }
    }
    switch load(path, environment: environment) {
    case .success(let loaded):
      do {
        return .success(.scenario(try Simulator.run(loaded.scenario)))
      } catch {
        environment.standardError("navbar-sim: \(path): \(error)\n")
        return .failure(ExitStatus(code: badInput))
      }
    case .failure(let status): return .failure(status)
    }
  }

  /// The last part of a path.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// One divergence in words: the entry, its frame, the input, and each field recorded → now.
  static func describe(_ divergence: NavBarRecording.Divergence, in replay: RecordingReplay) -> String {
    let entry = replay.recording.entries[divergence.index]
    let frame = replay.entryFrames[divergence.index]
    let offset = entry.time - replay.recording.start.time
    let fields = divergence.fields.map { name in
      "\(name) \(value(of: name, in: divergence.recorded)) → \(value(of: name, in: divergence.replayed))"
    }
    return
      "frame \(frame) (t = \(FixedDecimal.format(offset, decimals: 4)) s), entry \(divergence.index) \(entry.inputName): \(fields.joined(separator: ", "))"
  }

  /// A field of an answer in words (`-", when it is not set).
  static func value(of field: String, in answer: NavBarRecording.Answer) -> String {
    func n(_ value: Double?) -> String { value.map { FixedDecimal.trimmed($0, decimals: 3) } ?? "–" }
    switch field {
    case "contentInsetTop": return n(answer.contentInsetTop)
    case "scrollIndicatorInsetTop": return n(answer.scrollIndicatorInsetTop)
    case "stopsContentMotion": return "\(answer.stopsContentMotion)"
    case "contentOffset":
      guard let y = answer.contentOffsetY else { return "–" }
      let motion = answer.offsetMotion.map { $0 == .none ? "" : " \($0.rawValue)" } ?? ""
      return n(y) + motion + (answer.offsetDuration.map { " \(n($0)) s" } ?? "")
    case "targetContentOffset": return n(answer.targetContentOffset)
    case "layoutChanged": return "\(answer.layoutChanged)"
    case "layoutAnimationDuration": return n(answer.layoutAnimationDuration)
    case "titleFade": return answer.titleFade.map { "\($0.rawValue) \(n(answer.titleFadeDuration)) s" } ?? "–"
    case "scrollToTop": return answer.scrollToTopEnd.map { "\(n($0)) over \(n(answer.scrollToTopDuration)) s" } ?? "–"
    case "leadingSpacerHeight": return n(answer.leadingSpacerHeight)
    case "givesBackContainer": return "\(answer.givesBackContainer)"
    default: return "\(answer.scrollToTopFinished)"
    }
  }

  /// The summary of a replay.
  static func replaySummary(
    _ replay: RecordingReplay, report: InvariantReport, options: CommandLineOptions, seconds: Double, label: String
  ) -> String {
    let recording = replay.recording
    let trace = replay.trace
    var start = recording.start.attached == nil ? "before the attach" : "attached, at a rest"
    if recording.droppedEarlierEntries { start += " (older entries dropped)" }
    if !recording.start.isExact { start += "; the controller rebuilt there differs from the device's" }
    var lines = [
      "navbar-sim · \(label)\(trace.scenario.name)",
      "  recorded   \(counted(recording.entries.count, "entry").replacingOccurrences(of: "entrys", with: "entries")) over \(FixedDecimal.format(recording.duration, decimals: 2)) s, from \(start)\(recording.isRedacted ? ", panel names redacted" : "")",
      "  replayed   \(counted(trace.frameCount, "frame")) at 120 Hz in \(FixedDecimal.format(seconds, decimals: 3)) s",
    ]
    let divergences = replay.divergences
    if divergences.isEmpty {
      lines.append("  answers    the engine answers every entry as the device did")
    } else {
      let frames = Set(divergences.map { replay.entryFrames[$0.index] }).sorted()
      lines.append(
        "  answers    \(counted(divergences.count, "entry").replacingOccurrences(of: "entrys", with: "entries")) answered differently (a regression or a fix since the recording), in \(counted(frames.count, "frame")): \(ranges(frames))"
      )
      let listed = options.check ? divergenceListLimit : 1
      for divergence in divergences.prefix(listed) {
        lines.append("             \(describe(divergence, in: replay))")
      }
      if divergences.count > listed {
        lines.append("             … and \(divergences.count - listed) more")
      }
    }
    if options.check {
      lines.append(
        report.passed
          ? "  checks     passed: \(RecordingReplay.invariants.count) invariants that apply to a replay, on every frame"
          : "  checks     FAILED on \(report.violationCount) frames; first: \(report.firstViolation.map(String.init(describing:)) ?? "")"
      )
    } else {
      lines.append(
        "  checks     \(report.passed ? "the invariants that apply to a replay hold" : "\(report.violationCount) frames break an invariant (run with --check)")"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Frame numbers as ranges: `12–15, 80, 210–212`.
  static func ranges(_ frames: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < frames.count && parts.count < 20 {
      var end = index
      while end + 1 < frames.count && frames[end + 1] == frames[end] + 1 { end += 1 }
      parts.append(end == index ? "\(frames[index])" : "\(frames[index])–\(frames[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ") + (index < frames.count ? ", …" : "")
  }

  /// `--replay FILE --as-scenario`: infers a scenario from the recording, plays it in the
  /// simulator, and reports where the simulated session parts from the recording; writes the
  /// scenario (`inferred-scenario.json`) beside the page, which shows the two side by side.
  static func replayAsScenario(
    _ replay: RecordingReplay, path: String, options: CommandLineOptions, environment: CommandEnvironment,
    started: Double
  ) -> Int32 {
    let inference = ScenarioInference(replay)
    let compared: (trace: SimulationTrace, recording: NavBarRecording, partings: [ScenarioInference.Parting])
    do {
      compared = try inference.compare()
    } catch {
      environment.standardError("navbar-sim: \(path): the inferred scenario was refused: \(error)\n")
      return badInput
    }
    let seconds = environment.uptime() - started
    var written: [String] = []
    let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
    if options.writesOutput || options.outputDirectory != nil {
      do {
        written = try write([replay.trace, compared.trace], options: options, to: directory, environment: environment)
        let file = join(directory, "inferred-scenario.json")
        do {
          try environment.writeFile(file, inference.scenario.json)
        } catch {
          throw WriteError(path: file, reason: describe(error))
        }
        written.append("inferred-scenario.json")
      } catch {
        environment.standardError("navbar-sim: \(error)\n")
        return writeFailed
      }
    }
    if !options.quiet {
      var lines = [
        "navbar-sim · \(replay.trace.scenario.name) as a scenario",
        "  inferred   \(counted(inference.scenario.script.count, "step")) (\(stepCounts(inference.scenario.script))), played by the simulator in \(FixedDecimal.format(seconds, decimals: 3)) s",
      ]
      lines += inference.notes.map { "  note       " + $0 }
      if compared.partings.isEmpty {
        lines.append(
          "  parts      nowhere: offset and adjusted inset within \(FixedDecimal.trimmed(ScenarioInference.tolerance, decimals: 2)) pt on every frame, the same callbacks in the same order"
        )
      } else {
        lines.append("  parts      first at \(compared.partings[0])")
        for parting in compared.partings.dropFirst() { lines.append("             then at \(parting)") }
      }
      if !written.isEmpty {
        lines.append(
          "  wrote      \(directory)/ \(written.joined(separator: ", ")) (A: the recording, B: the simulator)")
        lines.append("  open       \(pageURL(directory: directory, currentDirectory: environment.currentDirectory()))")
      }
      environment.standardOutput(lines.joined(separator: "\n") + "\n")
    }
    return success
  }

  /// How many steps of each kind a script has: `12 drag, 3 release, 4 wait`.
  static func stepCounts(_ script: [Scenario.Step]) -> String {
    var counts: [String: Int] = [:]
    for step in script { counts[step.name, default: 0] += 1 }
    return Scenario.Step.names.compactMap { name in counts[name].map { "\($0) \(name)" } }.joined(separator: ", ")
  }
}
