import CollapsingNavBarCore

/// How one lift of the finger played out: how fast the finger was, how long the bar took to come
/// to a whole state (within half a device pixel, ``BarMetrics/isAtWholeState(_:)``, the rule
/// the invariants use), and where the content came to rest.
///
/// ```swift
/// import CollapsingNavBarSimulation
///
/// let scenario = DefaultScenario.scenario
/// for release in ReleaseFeel.measure(try Simulator.run(scenario)) {
///   print(release.frame, release.kind, release.outcome)
/// }
/// ```
public struct ReleaseFeel: Hashable, Sendable {
  /// Whether the release had momentum, as the bar's ``SnapPolicy/velocityThreshold`` counts it.
  public enum Kind: String, Hashable, Sendable {
    /// At most the velocity threshold: the bar settles on its own.
    case slow
    /// Faster than the threshold: UIKit's deceleration carries the content.
    case fling
  }

  /// What happened between the release and the next thing the script did.
  public enum Outcome: Hashable, Sendable {
    /// Everything came to rest with the bar at a whole state; `frames` after the release the bar
    /// came to a whole state and stayed there until the rest (0: it already was).
    case settled(frames: Int)
    /// Everything came to rest with the bar between whole states.
    case endedBetween
    /// The script acted again, the app's screen changed the bar from inside a callback (an
    /// expand, a collapse, a new configuration, the end of a refresh, a detach or an attach:
    /// ``Scenario/screen``), or the simulation ended, before everything came to rest.
    case interrupted
    /// Whole states are not promised: snapping is off, or search was active.
    case exempt
  }

  /// The frame in which the finger lifted.
  public var frame: Int
  /// The release velocity in points per millisecond (positive toward the end).
  public var velocity: Double
  /// Slow or fling.
  public var kind: Kind
  /// Whether the bar was between whole states when the finger lifted (in the frame before the
  /// release).
  public var startedBetween: Bool
  /// What happened.
  public var outcome: Outcome
  /// Frames from the release until nothing moved, or `nil` when the script acted first.
  public var restFrames: Int?
  /// The content offset at rest, or at the last frame before the script acted again.
  public var landingOffset: Double
  /// The bar's collapse at rest, or at the last frame before the script acted again.
  public var landingCollapse: Double

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - frame: The frame in which the finger lifted.
  ///   - velocity: The release velocity in points per millisecond.
  ///   - kind: Slow or fling.
  ///   - startedBetween: Whether the bar was between whole states at the release.
  ///   - outcome: What happened.
  ///   - restFrames: Frames until nothing moved, or `nil`.
  ///   - landingOffset: The content offset at rest.
  ///   - landingCollapse: The bar's collapse at rest.
  public init(
    frame: Int, velocity: Double, kind: Kind, startedBetween: Bool, outcome: Outcome, restFrames: Int?,
    landingOffset: Double, landingCollapse: Double
  ) {
    self.frame = frame
    self.velocity = velocity
    self.kind = kind
    self.startedBetween = startedBetween
    self.outcome = outcome
    self.restFrames = restFrames
    self.landingOffset = landingOffset
    self.landingCollapse = landingCollapse
  }

  /// Measures every release in a trace.
  ///
  /// A release is followed until the first frame at rest (the `rest` column), but not past the
  /// next frame in which the script acts (the `input` column), nor to a frame in which the app's
  /// screen changes the bar or sets it up again (from the release's own frame on), nor past the
  /// end of the trace; a release that does not come to rest by then is ``Outcome/interrupted``.
  /// Releases after the app let go of the bar (``SimulationTrace/barReleasedFrame``) move content
  /// under no bar and are not measured.
  /// The distance to a whole state is `min |collapse − s|` over the metrics' whole states; a bar
  /// stretched by a pull past the top (negative collapse) counts as expanded: no section is
  /// partly collapsed, and the stretch shrinks with the content's own bounce back.
  ///
  /// - Parameter trace: A finished trace.
  /// - Returns: One record per release, in frame order.
  public static func measure(_ trace: SimulationTrace) -> [ReleaseFeel] {
    var releases: [ReleaseFeel] = []
    // (Once the app let go of the bar, a release moves content under no bar.)
    let end = trace.barReleasedFrame ?? trace.frameCount
    for frame in 0..<end where trace.value(.release, frame: frame) != 0 {
      // The velocity is the one the controller was told in this frame.
      var velocity = 0.0
      for entry in trace.log(frame: frame) {
        if case .event(.willEndDragging(let told, _)) = entry.kind {
          velocity = told
          break
        }
      }
      let threshold = trace.metrics(frame: frame).configuration.snapPolicy.velocityThreshold
      let kind: Kind = abs(velocity) > threshold ? .fling : .slow
      releases.append(follow(trace, release: frame, velocity: velocity, kind: kind))
    }
    return releases
  }

  /// Follows one release to its rest.
  static func follow(_ trace: SimulationTrace, release: Int, velocity: Double, kind: Kind) -> ReleaseFeel {
    var rest: Int?
    var last = release
    var frame = release
    // Whether the bar is at a whole state from `settledSince` on.
    var settledSince: Int?
    while frame < trace.frameCount {
      if frame > release && trace.value(.input, frame: frame) != 0 { break }
      // (The app changed the bar, or set it up again, from inside a callback: what follows is
      // its doing.)
      if trace.appChangedBar(frame: frame)
        || trace.log(frame: frame).contains(where: {
          switch $0.kind {
          case .event(.attach), .detach: return true
          default: return false
          }
        })
      {
        break
      }
      last = frame
      if trace.isAtWholeState(frame: frame) {
        if settledSince == nil { settledSince = frame }
      } else {
        settledSince = nil
      }
      if trace.value(.rest, frame: frame) != 0 {
        rest = frame
        break
      }
      frame += 1
    }
    // The bar as the finger left it: the frame before the release (the release frame already
    // shows the first step of what follows).
    let lifted = max(release - 1, 0)
    let offset = trace.value(.contentOffsetY, frame: last)
    let collapse = trace.value(.collapse, frame: last)
    func record(_ outcome: Outcome) -> ReleaseFeel {
      ReleaseFeel(
        frame: release, velocity: velocity, kind: kind,
        startedBetween: trace.metrics(frame: lifted).isBetweenWholeStates(trace.value(.collapse, frame: lifted)),
        outcome: outcome, restFrames: rest.map { $0 - release },
        landingOffset: offset, landingCollapse: collapse)
    }
    let searching = trace.value(.searchActive, frame: release) != 0 || trace.value(.searchActive, frame: last) != 0
    if !trace.scenario.bar.snapping || searching { return record(.exempt) }
    guard rest != nil else { return record(.interrupted) }
    guard let since = settledSince else { return record(.endedBetween) }
    return record(.settled(frames: since - release))
  }
}
