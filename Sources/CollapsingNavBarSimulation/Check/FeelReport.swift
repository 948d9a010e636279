import CollapsingNavBarCore

/// How quickly the bar comes to a whole state after the finger lifts, over one or many
/// simulations: the distribution of the time from a release until the bar is within one device
/// pixel of a whole state (and stays there until everything rests), separately for slow releases
/// and flings, and how many releases came to rest between whole states.
///
/// ```swift
/// import CollapsingNavBarSimulation
///
/// let scenario = DefaultScenario.scenario
/// var feel = FeelReport()
/// feel.add(try Simulator.run(scenario))
/// print(feel.lines().joined(separator: "\n"))
/// ```
public struct FeelReport: Hashable, Sendable {
  /// Settle times of one kind of release, counted per whole frame (times in a simulation are
  /// whole frames, so the percentiles are exact).
  public struct Distribution: Hashable, Sendable {
    /// How many releases settled after each number of frames.
    public private(set) var counts: [Int: Int] = [:]
    /// How many releases were counted.
    public private(set) var count = 0

    /// An empty distribution.
    public init() {}

    /// Counts one release that settled after `frames` frames.
    public mutating func add(frames: Int) {
      counts[frames, default: 0] += 1
      count += 1
    }

    /// Adds another distribution's counts.
    public mutating func merge(_ other: Distribution) {
      for (frames, number) in other.counts { counts[frames, default: 0] += number }
      count += other.count
    }

    /// The nearest-rank percentile in frames, or `nil` when nothing was counted.
    ///
    /// - Parameter percent: 0…100; 100 is the maximum.
    /// - Returns: The smallest frame count that at least `percent` % of the releases reach.
    public func percentile(_ percent: Double) -> Int? {
      guard count > 0 else { return nil }
      let rank = max(1, Int((percent / 100 * Double(count)).rounded(.up)))
      var seen = 0
      for frames in counts.keys.sorted() {
        seen += counts[frames] ?? 0
        if seen >= rank { return frames }
      }
      return counts.keys.max()
    }

    /// The longest settle in frames, or `nil` when nothing was counted.
    public var maximum: Int? { counts.keys.max() }
  }

  /// The release that took longest to settle, for a look at it.
  public struct Worst: Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The scenario's index in a fuzz campaign (``FuzzCampaign``), or `nil` outside one.
    public var index: Int?
    /// The release's frame.
    public var frame: Int
    /// Frames until the bar settled.
    public var frames: Int
  }

  /// Slow releases (at most the velocity threshold) that came to rest.
  public private(set) var slow = Distribution()
  /// Those of ``slow`` that started with the bar between whole states (the ones that must settle).
  public private(set) var slowFromBetween = Distribution()
  /// Those of ``slow`` in simulations whose bounce back from an edge is the model's
  /// (``UIKitAssumptions/bounceSpring`` at its default): the ones the 0.4 s limit is promised
  /// for.
  ///
  /// A slow release let go past an edge rides UIKit's bounce, and under a slower spring than the
  /// model's that alone can take longer.
  public private(set) var slowModelBounce = Distribution()
  /// Flings that came to rest.
  public private(set) var flings = Distribution()
  /// Releases that came to rest between whole states (``BarMetrics/isAtWholeState(_:)``).
  public private(set) var endedBetween = 0
  /// Releases the script interrupted before they came to rest.
  public private(set) var interrupted = 0
  /// Releases where whole states are not promised (snapping off, search active).
  public private(set) var exempt = 0
  /// The slow release that took longest.
  public private(set) var worstSlow: Worst?
  /// The slow release that took longest under the model's bounce (``slowModelBounce``).
  public private(set) var worstSlowModelBounce: Worst?
  /// The first release that came to rest between whole states.
  public private(set) var firstBetween: Worst?

  /// An empty report.
  public init() {}

  /// All releases counted.
  public var releases: Int { slow.count + flings.count + endedBetween + interrupted + exempt }

  /// Measures every release of a trace and counts it.
  ///
  /// - Parameter trace: A finished trace.
  public mutating func add(_ trace: SimulationTrace) {
    let modelBounce = trace.scenario.uikit.bounceSpring == UIKitAssumptions().bounceSpring
    for release in ReleaseFeel.measure(trace) {
      add(release, scenario: trace.scenario.name, modelBounce: modelBounce)
    }
  }

  /// Counts one measured release.
  ///
  /// - Parameters:
  ///   - release: The release.
  ///   - scenario: The name of its scenario.
  ///   - modelBounce: Whether its simulation bounces back from an edge as the model does.
  public mutating func add(_ release: ReleaseFeel, scenario: String, modelBounce: Bool = true) {
    switch release.outcome {
    case .settled(let frames):
      if release.kind == .slow {
        slow.add(frames: frames)
        if release.startedBetween { slowFromBetween.add(frames: frames) }
        if frames > (worstSlow?.frames ?? -1) {
          worstSlow = Worst(scenario: scenario, frame: release.frame, frames: frames)
        }
        if modelBounce {
          slowModelBounce.add(frames: frames)
          if frames > (worstSlowModelBounce?.frames ?? -1) {
            worstSlowModelBounce = Worst(scenario: scenario, frame: release.frame, frames: frames)
          }
        }
      } else {
        flings.add(frames: frames)
      }
    case .endedBetween:
      endedBetween += 1
      if firstBetween == nil {
        firstBetween = Worst(scenario: scenario, frame: release.frame, frames: release.restFrames ?? 0)
      }
    case .interrupted:
      interrupted += 1
    case .exempt:
      exempt += 1
    }
  }

  /// Marks the releases counted so far as those of scenario `index` of a fuzz campaign, so that
  /// the slowest can be named by its index (and written with `navbar-sim --fuzz-dump`).
  ///
  /// - Parameter index: The scenario's index in its campaign.
  public mutating func attribute(toScenario index: Int) {
    worstSlow?.index = index
    worstSlowModelBounce?.index = index
    firstBetween?.index = index
  }

  /// Adds another report's counts.
  public mutating func merge(_ other: FeelReport) {
    slow.merge(other.slow)
    slowFromBetween.merge(other.slowFromBetween)
    slowModelBounce.merge(other.slowModelBounce)
    flings.merge(other.flings)
    endedBetween += other.endedBetween
    interrupted += other.interrupted
    exempt += other.exempt
    if let worst = other.worstSlow, worst.frames > (worstSlow?.frames ?? -1) { worstSlow = worst }
    if let worst = other.worstSlowModelBounce, worst.frames > (worstSlowModelBounce?.frames ?? -1) {
      worstSlowModelBounce = worst
    }
    if firstBetween == nil { firstBetween = other.firstBetween }
  }

  /// The report as lines for a terminal, with times in seconds.
  ///
  /// - Parameters:
  ///   - threshold: The velocity threshold the releases were sorted by, for the text.
  ///   - indent: What every line starts with.
  ///   - seed: The campaign's seed, when the releases are a fuzz campaign's: the slowest release's
  ///     line then says how to write its scenario.
  ///   - dumpOptions: The campaign's generator options that `--fuzz-dump` needs too, as the
  ///     command line gives them (empty, or starting with a space: ` --generation 1`).
  /// - Returns: The lines.
  public func lines(
    threshold: Double = SnapPolicy.nearest.velocityThreshold, indent: String = "  ", seed: UInt64? = nil,
    dumpOptions: String = ""
  ) -> [String] {
    func dump(_ worst: Worst) -> String {
      guard let seed, let index = worst.index else { return "" }
      return " (scenario \(index): navbar-sim --fuzz-dump \(index) --seed \(seed)\(dumpOptions))"
    }
    let limit = FixedDecimal.trimmed(threshold, decimals: 3)
    var lines = [
      "\(indent)feel       \(releases) releases: \(slow.count) slow (≤ \(limit) pt/ms) and \(flings.count) flings came to rest, \(interrupted) interrupted; \(exempt) not measured (without snapping or with search active)",
      "\(indent)  slow     \(Self.describe(slow))",
      "\(indent)    of which \(slowFromBetween.count) let go between whole states: \(Self.describe(slowFromBetween, short: true))",
      "\(indent)    of which \(slowModelBounce.count) with UIKit's bounce as modelled (the 0.4 s limit's): \(Self.describe(slowModelBounce, short: true))",
      "\(indent)  flings   \(Self.describe(flings))",
      "\(indent)  between  \(endedBetween) releases came to rest between whole states (more than ½ px from each)",
    ]
    if let worst = worstSlow, worst.frames > 0 {
      lines.append(
        "\(indent)  slowest  \(Self.seconds(worst.frames)) s: \(worst.scenario), the release in frame \(worst.frame)\(dump(worst))"
      )
    }
    if let worst = worstSlowModelBounce, worst.frames > 0, worst != worstSlow {
      lines.append(
        "\(indent)  slowest  under the modelled bounce \(Self.seconds(worst.frames)) s: \(worst.scenario), the release in frame \(worst.frame)\(dump(worst))"
      )
    }
    if let first = firstBetween {
      lines.append(
        "\(indent)  first    between whole states: \(first.scenario), the release in frame \(first.frame)\(dump(first))"
      )
    }
    return lines
  }

  /// `p50 … p90 … p99 … max …` in seconds, or a dash.
  static func describe(_ distribution: Distribution, short: Bool = false) -> String {
    guard let p50 = distribution.percentile(50), let p90 = distribution.percentile(90),
      let p99 = distribution.percentile(99), let maximum = distribution.maximum
    else { return "–" }
    return (short ? "" : "to a whole state (±½ px): ")
      + "p50 \(seconds(p50)) s, p90 \(seconds(p90)) s, p99 \(seconds(p99)) s, max \(seconds(maximum)) s"
  }

  /// Frames as seconds with three decimals.
  static func seconds(_ frames: Int) -> String {
    FixedDecimal.format(Double(frames) * Simulator.timeStep, decimals: 3)
  }
}
