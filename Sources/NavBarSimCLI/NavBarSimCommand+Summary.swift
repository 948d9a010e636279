import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation

extension NavBarSimCommand {
  /// The one-screen summary.
  static func summary(
    _ trace: SimulationTrace, report: InvariantReport, propertyFailure: FuzzFailure? = nil, options: CommandLineOptions,
    seconds: Double, written: [String], label: String = "", notes: [String] = [],
    environment: CommandEnvironment? = nil
  ) -> String {
    let frames = trace.frameCount
    let duration = Double(max(frames - 1, 0)) * Simulator.timeStep
    var events = 0
    var insetWrites = 0
    for entry in trace.log {
      if case .command(.contentInsetTop) = entry.kind { insetWrites += 1 }
      if entry.event != nil { events += 1 }
    }
    // (Counted as the comparison counts them: a release interrupted before it came to rest has
    // no rest of its own.)
    let rests = TraceComparison.restCounts(of: trace)
    let atRest =
      rests.releases == 0
      ? ""
      : " (\(rests.releasesAtRest) came to rest\(rests.interruptedReleases > 0 ? ", \(rests.interruptedReleases) interrupted" : ""))"
    let metrics = trace.metricsEpochs[0].metrics
    var lines = [
      "navbar-sim · \(label)\(trace.scenario.name)",
      "  bar        expanded \(FixedDecimal.trimmed(metrics.expandedHeight, decimals: 2)) pt, collapsed \(FixedDecimal.trimmed(metrics.collapsedHeight, decimals: 2)) pt, \(wholeStates(metrics))",
      "  simulated  \(counted(frames, "frame")) = \(FixedDecimal.format(duration, decimals: 2)) s at 120 Hz in \(FixedDecimal.format(seconds, decimals: 3)) s (\(seconds > 0 ? String(Int((Double(frames) / seconds).rounded())) : "∞") frames/s)",
      "  activity   \(counted(trace.scenario.script.count, "step")), \(counted(rests.releases, "release"))\(atRest), \(counted(rests.rests, "rest")) in all, \(counted(events, "event")), \(counted(insetWrites, "inset write"))",
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
    // Never silently: each waived rule, how often it broke, and why.
    for (rule, reason) in trace.scenario.waivers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let frames = report.waivedFrames[rule] ?? 0
      let broken = frames > 0 ? "broken on \(counted(frames, "frame"))" : "never broken here (the waiver can go)"
      lines.append("  waived     \(rule.rawValue), \(broken): \(reason)")
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

  /// The whole states in both units the page uses: as collapse distances (how far the bar has
  /// collapsed) and as the bar's height there, `whole states at collapse 0 / 52 pt (bar 279 /
  /// 227 pt)`.
  static func wholeStates(_ metrics: BarMetrics, separator: String = " / ") -> String {
    func n(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 2) }
    let collapses = metrics.wholeStates.map(n).joined(separator: separator)
    let heights = metrics.wholeStates.map { n(metrics.expandedHeight - $0) }.joined(separator: separator)
    return "whole states at collapse \(collapses) pt (bar \(heights) pt)"
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
      expanded \(n(metrics.expandedHeight)) pt, collapsed \(n(metrics.collapsedHeight)) pt, \(wholeStates(metrics, separator: ", "))


      """
  }
}
