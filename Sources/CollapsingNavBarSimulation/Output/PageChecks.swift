/// What the page shows of the checks of one trace: each frame that breaks a rule, with the rule
/// and what was wrong, and the rules the scenario waives, with the frames that broke them.
///
/// The page bands these frames on the chart and the overview, marks them under the slider, says
/// in the frame's readouts which rule the frame breaks and by how much, and jumps to the next
/// or previous one with `f` and `⇧F`.
public struct PageChecks: Hashable, Sendable {
  /// A frame that breaks a rule (the first it breaks, as the checker reports it).
  public struct Break: Hashable, Sendable {
    /// The frame.
    public var frame: Int
    /// The rule broken.
    public var invariant: Invariant
    /// What exactly was wrong, with the numbers (empty past ``detailLimit`` frames).
    public var detail: String
  }

  /// A frame that breaks rules the scenario waives.
  public struct WaivedBreak: Hashable, Sendable {
    /// The frame.
    public var frame: Int
    /// The waived rules it breaks, by name.
    public var invariants: [Invariant]
  }

  /// A rule the scenario waives: why, and how many frames broke it.
  public struct Waiver: Hashable, Sendable {
    /// The rule.
    public var invariant: Invariant
    /// Why it cannot hold here, as the scenario or `--waive` says.
    public var reason: String
    /// How many frames broke it.
    public var frames: Int
  }

  /// The most breaks whose detail the page holds (a session that breaks a rule on every frame of
  /// ten minutes would otherwise weigh megabytes); later breaks keep their rule.
  public static let detailLimit = 5_000

  /// Every frame that breaks a rule the scenario does not waive, in frame order.
  public private(set) var breaks: [Break] = []
  /// Every frame that breaks a waived rule, in frame order.
  public private(set) var waivedBreaks: [WaivedBreak] = []
  /// The scenario's waivers, by rule name.
  public private(set) var waivers: [Waiver] = []

  /// Checks every frame of a trace.
  ///
  /// - Parameter trace: The trace.
  public init(trace: SimulationTrace) {
    var checker = InvariantChecker(waiving: Set(trace.scenario.waivers.keys))
    for frame in 0..<trace.frameCount {
      if let violation = checker.check(trace, frame: frame) {
        let detail = breaks.count < Self.detailLimit ? violation.detail : ""
        breaks.append(Break(frame: frame, invariant: violation.invariant, detail: detail))
      }
      if !checker.waivedInLastFrame.isEmpty {
        waivedBreaks.append(
          WaivedBreak(frame: frame, invariants: checker.waivedInLastFrame.sorted { $0.rawValue < $1.rawValue }))
      }
    }
    waivers = trace.scenario.waivers.sorted { $0.key.rawValue < $1.key.rawValue }.map {
      Waiver(invariant: $0.key, reason: $0.value, frames: checker.waivedFrames[$0.key] ?? 0)
    }
  }

  /// The checks as the page's script reads them: `fails` (`[position, rule, detail]`, the
  /// first breaking frame of each position), `failFrames` (how many frames break a rule),
  /// `waived` (`[position, "rule, rule"]`) and `waivers` (`[rule, reason, frames]`).
  ///
  /// - Parameter step: Frames per position of the page (it samples long traces).
  /// - Returns: The members of the run's object, without braces.
  func javaScript(step: Int) -> String {
    func string(_ text: String) -> String { HTMLPage.javaScriptString(text) }
    var fails: [String] = []
    var lastPosition = -1
    for item in breaks where item.frame / step != lastPosition {
      lastPosition = item.frame / step
      fails.append("[\(lastPosition),\(string(item.invariant.rawValue)),\(string(item.detail))]")
    }
    var waived: [String] = []
    lastPosition = -1
    for item in waivedBreaks where item.frame / step != lastPosition {
      lastPosition = item.frame / step
      waived.append("[\(lastPosition),\(string(item.invariants.map(\.rawValue).joined(separator: ", ")))]")
    }
    let waiverList = waivers.map { "[\(string($0.invariant.rawValue)),\(string($0.reason)),\($0.frames)]" }
    return "fails:[\(fails.joined(separator: ","))],\nfailFrames:\(breaks.count),\n"
      + "waived:[\(waived.joined(separator: ","))],\nwaivers:[\(waiverList.joined(separator: ","))]"
  }
}
