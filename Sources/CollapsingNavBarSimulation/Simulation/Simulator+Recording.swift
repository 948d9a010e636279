import CollapsingNavBarCore

extension Simulator {
  /// What the bar's driver recorded so far, when the simulator records (``init(scenario:recording:)``).
  public var recording: NavBarRecording? { bar.driver.recording }

  /// Plays a whole scenario as ``run(_:progress:)`` does, recording the session as a device's
  /// bar would.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - options: What the recorder keeps (by default everything a scenario can hold, with names).
  /// - Returns: The trace and the recording.
  /// - Throws: A ``ScenarioError`` if the scenario is invalid.
  public static func record(
    _ scenario: Scenario,
    options: NavBarRecorder.Options = NavBarRecorder.Options(
      duration: Scenario.maximumDuration + settleLimit + 1, byteLimit: 1 << 30, includesNames: true)
  ) throws(ScenarioError) -> (trace: SimulationTrace, recording: NavBarRecording) {
    var simulator = try Simulator(scenario: scenario, recording: options)
    try simulator.playScript { _, _ in true }
    return (simulator.trace, simulator.bar.driver.stopRecording()!)
  }
}
