/// A run of many generated scenarios through the ``Fuzzer``: scenario `i` of a campaign is
/// ``ScenarioGenerator/scenario(seed:index:)``, so a campaign is reproducible from its seed and
/// any one scenario can be regenerated alone.
///
/// ```swift
/// let report = FuzzCampaign(seed: 1, count: 1000).run()
/// print(report.scenarios, report.frames, report.failure?.failure as Any)
/// ```
public struct FuzzCampaign: Hashable, Sendable {
  /// The seed every scenario derives from.
  public var seed: UInt64
  /// How many scenarios to play.
  public var count: Int
  /// What the generator makes beyond the default mix.
  public var options: ScenarioGenerator.Options

  /// Creates a campaign.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - count: How many scenarios to play.
  ///   - options: What the generator makes beyond the default mix.
  public init(seed: UInt64, count: Int, options: ScenarioGenerator.Options = ScenarioGenerator.Options()) {
    self.seed = seed
    self.count = count
    self.options = options
  }

  /// A scenario that broke a property, with where it came from.
  public struct Found: Hashable, Sendable {
    /// The scenario's index in the campaign.
    public var index: Int
    /// The scenario as generated.
    public var scenario: Scenario
    /// What it broke.
    public var failure: FuzzFailure
  }

  /// What a campaign did so far.
  public struct Report: Hashable, Sendable {
    /// Scenarios played.
    public var scenarios = 0
    /// Events the controller handled in them.
    public var events = 0
    /// Frames checked in them (replays not counted).
    public var frames = 0
    /// The first failure; the campaign stops there.
    public var failure: Found?
    /// How the releases of the scenarios that passed came to rest.
    public var feel = FeelReport()

    /// An empty report.
    public init() {}
  }

  /// Plays the campaign, stopping at the first failure.
  ///
  /// - Parameters:
  ///   - check: Plays and checks one scenario; ``Fuzzer/check(_:)`` by default.
  ///   - progress: Called after each scenario with the report so far.
  /// - Returns: The report.
  public func run(
    check: (Scenario) -> FuzzResult = Fuzzer.check, progress: ((Report) -> Void)? = nil
  ) -> Report {
    var report = Report()
    for index in 0..<count {
      let scenario = ScenarioGenerator.scenario(seed: seed, index: index, options: options)
      let result = check(scenario)
      report.scenarios += 1
      report.events += result.events
      report.frames += result.frames
      var feel = result.feel
      feel.attribute(toScenario: index)
      report.feel.merge(feel)
      if let failure = result.failure {
        report.failure = Found(index: index, scenario: scenario, failure: failure)
        progress?(report)
        return report
      }
      progress?(report)
    }
    return report
  }
}
