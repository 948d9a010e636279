/// Where two traces of the same script differ.
///
/// The first frame whose numbers differ, and each rest (after a release, a tap, a refresh, a tab
/// switch) side by side with its position, bar height and settle time.
/// `navbar-sim A.json --compare B.json` prints it.
public struct TraceComparison: Sendable {
  /// The rests of the two traces after one cause (a release, a tap, a refresh), paired by the
  /// cause they follow: the same kind at about the same time.
  public struct Rest: Hashable, Sendable {
    /// What set the content moving (`release`, `status-bar tap`, …).
    public var cause: String
    /// When the cause happened, in seconds (in the first trace that has it).
    public var causeTime: Double
    /// The rest in the first trace, or `nil` when it moved again (or ended) before coming to rest.
    public var first: Sample?
    /// The rest in the second trace, or `nil` when it moved again (or ended) before coming to rest.
    public var second: Sample?

    /// Whether the two rests differ in position, bar height, progress or settle time.
    public var differs: Bool {
      guard first != nil, second != nil else { return true }
      return !differingValues.isEmpty
    }

    /// The values of the two rests that differ, named `offset`, `bar height`, `progress` and
    /// `settle` (seconds from the cause); empty when one trace has no rest here.
    public var differingValues: [ColumnDifference] {
      guard let first, let second else { return [] }
      var values: [ColumnDifference] = []
      func compare(_ name: String, _ x: Double, _ y: Double, tolerance: Double = 0.0005) {
        if abs(x - y) > tolerance { values.append(ColumnDifference(name: name, first: x, second: y)) }
      }
      compare("offset", first.offset, second.offset)
      compare("bar height", first.barHeight, second.barHeight)
      compare("progress", first.progress, second.progress)
      compare("settle", first.settle, second.settle, tolerance: 0.5 / 120)
      return values
    }
  }

  /// A trace at rest.
  public struct Sample: Hashable, Sendable {
    /// The time it came to rest, in seconds.
    public var time: Double
    /// How long it took from its cause to the rest, in seconds.
    public var settle: Double
    /// `contentOffset.y` at rest, as the controller counts it: without the spacer that leads a
    /// table's content (``InsetStrategy/collapsedWithSpacer``), so the rests of bars with and
    /// without one compare.
    public var offset: Double
    /// The bar's height at rest.
    public var barHeight: Double
    /// The bar's progress at rest.
    public var progress: Double
  }

  /// The labels of the two traces (`A`, `B`).
  public let labels: (String, String)
  /// The rests, paired by the cause they follow, in time order.
  public let rests: [Rest]
  /// A frame at which the traces differ.
  public struct FrameDifference: Hashable, Sendable {
    /// The frame.
    public var frame: Int
    /// Its time in seconds.
    public var time: Double
    /// The columns that differ there, in trace order (empty when one trace has ended).
    public var columns: [ColumnDifference]
  }

  /// One column's two values at a frame.
  public struct ColumnDifference: Hashable, Sendable {
    /// The column's name in `trace.csv`.
    public var name: String
    /// The first trace's value.
    public var first: Double
    /// The second trace's value.
    public var second: Double
  }

  /// The first frame at which what a person sees differs (any column but the counters), or
  /// `nil` when every frame is the same.
  public let firstDifference: FrameDifference?
  /// The first frame at which the counters of the bar's own work differ
  /// (``TraceColumn/isCounter``), shown apart: the same answers may come with other bookkeeping.
  public let firstCounterDifference: FrameDifference?
  /// The frame counts of the two traces.
  public let frameCounts: (Int, Int)

  /// Compares two traces.
  ///
  /// - Parameters:
  ///   - first: The first trace.
  ///   - second: The second trace.
  ///   - labels: How the report names them.
  public init(_ first: SimulationTrace, _ second: SimulationTrace, labels: (String, String) = ("A", "B")) {
    self.labels = labels
    frameCounts = (first.frameCount, second.frameCount)
    rests = Self.pair(Self.rests(of: first), Self.rests(of: second))
    let compared = TraceColumn.allCases.filter { $0 != .frame && $0 != .time }
    var seen = Self.firstDifference(first, second, columns: compared.filter { !$0.isCounter })
    if seen == nil && first.frameCount != second.frameCount {
      let frame = min(first.frameCount, second.frameCount)
      seen = FrameDifference(frame: frame, time: Double(frame) * Simulator.timeStep, columns: [])
    }
    firstDifference = seen
    firstCounterDifference = Self.firstDifference(first, second, columns: compared.filter(\.isCounter))
  }

  /// The first frame both traces have at which one of `columns` differs.
  private static func firstDifference(_ first: SimulationTrace, _ second: SimulationTrace, columns: [TraceColumn])
    -> FrameDifference?
  {
    for frame in 0..<min(first.frameCount, second.frameCount) {
      let differing = columns.compactMap { column -> ColumnDifference? in
        let x = first.value(column, frame: frame)
        let y = second.value(column, frame: frame)
        return abs(x - y) > 0.0005 || x.isNaN != y.isNaN
          ? ColumnDifference(name: column.name, first: x, second: y) : nil
      }
      if !differing.isEmpty {
        return FrameDifference(frame: frame, time: first.value(.time, frame: frame), columns: differing)
      }
    }
    return nil
  }

  /// How many releases a trace has, how many of them came to rest before anything else moved
  /// the content, and how many rests it has in all (after releases, taps, refreshes, tab
  /// switches): the numbers the summary and the comparison both count.
  public struct RestCounts: Hashable, Sendable {
    /// The releases.
    public var releases: Int
    /// The releases that came to rest (the others were interrupted, or the trace ended first).
    public var releasesAtRest: Int
    /// Every rest after a cause of motion.
    public var rests: Int

    /// The releases that did not come to rest.
    public var interruptedReleases: Int { releases - releasesAtRest }
  }

  /// The releases and rests of a trace, counted as the comparison pairs them.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The counts.
  public static func restCounts(of trace: SimulationTrace) -> RestCounts {
    let settled = rests(of: trace)
    let release = TraceMoment.Kind.release.label
    return RestCounts(
      releases: settled.filter { $0.cause == release }.count,
      releasesAtRest: settled.filter { $0.cause == release && $0.sample != nil }.count,
      rests: settled.filter { $0.sample != nil }.count)
  }

  /// A cause of motion in one trace and the rest that followed it, if any.
  struct Settled {
    var cause: String
    var causeTime: Double
    var sample: Sample?
  }

  /// Causes are the same when they are of one kind and at most this far apart, in seconds (a
  /// script's release is at the same frame in both; a refresh may begin a little later).
  static let pairingTolerance = 0.25

  /// Pairs the causes of two traces in time order.
  ///
  /// Causes of the same kind within ``pairingTolerance`` make one row; a cause only one trace
  /// has stands alone. Rows where neither trace came to rest are left out.
  static func pair(_ a: [Settled], _ b: [Settled]) -> [Rest] {
    var result: [Rest] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i].cause == b[j].cause,
        abs(a[i].causeTime - b[j].causeTime) <= pairingTolerance
      {
        result.append(
          Rest(cause: a[i].cause, causeTime: a[i].causeTime, first: a[i].sample, second: b[j].sample))
        i += 1
        j += 1
      } else if j >= b.count || (i < a.count && a[i].causeTime <= b[j].causeTime) {
        result.append(Rest(cause: a[i].cause, causeTime: a[i].causeTime, first: a[i].sample, second: nil))
        i += 1
      } else {
        result.append(Rest(cause: b[j].cause, causeTime: b[j].causeTime, first: nil, second: b[j].sample))
        j += 1
      }
    }
    return result.filter { $0.first != nil || $0.second != nil }
  }

  /// Each cause of motion and its rest; a cause that another one replaced before a rest has none.
  static func rests(of trace: SimulationTrace) -> [Settled] {
    var result: [Settled] = []
    var cause: TraceMoment?
    func settled(_ moment: TraceMoment?, _ sample: Sample?, at time: Double) -> Settled {
      Settled(
        cause: moment?.kind.label ?? "start", causeTime: moment.map { trace.value(.time, frame: $0.frame) } ?? time,
        sample: sample)
    }
    for moment in TraceMoment.moments(of: trace) {
      if moment.kind == .rest {
        let time = trace.value(.time, frame: moment.frame)
        let start = cause.map { trace.value(.time, frame: $0.frame) } ?? time
        let sample = Sample(
          time: time, settle: time - start,
          offset: trace.value(.contentOffsetY, frame: moment.frame) - trace.value(.leadingSpacer, frame: moment.frame),
          barHeight: trace.value(.barHeight, frame: moment.frame),
          progress: trace.value(.progress, frame: moment.frame))
        result.append(settled(cause, sample, at: time))
        cause = nil
      } else if cause == nil || moment.kind != .refreshEnded {
        if let replaced = cause { result.append(settled(replaced, nil, at: 0)) }
        cause = moment
      }
    }
    if let unfinished = cause { result.append(settled(unfinished, nil, at: 0)) }
    return result
  }

  private static func phaseName(_ value: Double) -> String {
    (value.isFinite ? ContainerPhase(rawValue: Int(value)) : nil)?.name ?? "?"
  }

  /// The report `navbar-sim --compare` prints.
  public var report: String {
    func n(_ value: Double, _ decimals: Int = 1) -> String { FixedDecimal.format(value, decimals: decimals) }
    func describe(_ sample: Sample?) -> String {
      guard let sample else { return "no rest: it moved again first, or the trace ended" }
      return
        "at \(n(sample.time, 2)) s after \(n(sample.settle, 2)) s: offset \(n(sample.offset)), bar \(n(sample.barHeight)) pt, progress \(n(sample.progress, 2))"
    }
    var lines = ["navbar-sim · compare \(labels.0) with \(labels.1)"]
    if let difference = firstDifference {
      let columns = difference.columns.prefix(4).map { column in
        column.name == TraceColumn.phase.name
          ? "phase \(Self.phaseName(column.first)) vs \(Self.phaseName(column.second))"
          : "\(column.name) \(n(column.first, 3)) vs \(n(column.second, 3))"
      }
      lines.append(
        "  first difference  frame \(difference.frame) (t = \(n(difference.time, 4)) s)"
          + (columns.isEmpty
            ? ": \(labels.0) has \(frameCounts.0) frames, \(labels.1) \(frameCounts.1)"
            : ": " + columns.joined(separator: ", "))
          + (difference.columns.count > 4 ? " and \(difference.columns.count - 4) more" : ""))
    } else {
      lines.append("  first difference  none: every frame is the same")
    }
    if let counters = firstCounterDifference {
      let columns = counters.columns.prefix(4).map { "\($0.name) \(n($0.first, 0)) vs \(n($0.second, 0))" }
      lines.append(
        "  counters          first differ at frame \(counters.frame): \(columns.joined(separator: ", "))"
          + (counters.columns.count > 4 ? " and \(counters.columns.count - 4) more" : "")
          + " (the bar's bookkeeping, not what shows)")
    }
    let differing = rests.filter(\.differs)
    lines.append("  rests             \(differing.count) of \(rests.count) differ")
    for (index, rest) in rests.enumerated() {
      lines.append(
        "   \(index + 1). after a \(rest.cause) at \(n(rest.causeTime, 2)) s\(rest.differs ? "  DIFFERS" : "")")
      lines.append("      \(labels.0): \(describe(rest.first))")
      lines.append("      \(labels.1): \(describe(rest.second))")
    }
    let settles = rests.compactMap { rest in rest.first.flatMap { a in rest.second.map { abs(a.settle - $0.settle) } } }
    if let worst = settles.max(), worst > 0 {
      lines.append("  settle times      differ by up to \(n(worst, 3)) s")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
