/// A property the fuzzer checks on every scenario it plays.
public enum FuzzProperty: Hashable, Sendable, CustomStringConvertible {
  /// A simulator invariant, checked on every frame.
  case invariant(Invariant)
  /// Playing the same scenario again gives identical frames and the same event log: the
  /// collapse is a pure function of the event history.
  case replay
  /// After a tab switch the bar keeps its collapse, and content scrolled less than the bar is
  /// collapsed has been brought up to meet it (no gap above its top); only content too short for
  /// that lets the bar change, with the bar's own animation. The stretch of a pull is not carried
  /// over: it belongs to the container left behind.
  case attachContinuity
  /// After a tab switch the detached container has the insets it had before it was attached,
  /// and its content where it was.
  case detachRestores
  /// The simulator refused the scenario or one of its steps (a generator or validation bug).
  case accepted
  /// The session the bar's driver recorded, written as JSON and read back, replays to the answers
  /// it recorded (`--round-trip`).
  case roundTrip

  /// The property's name, as reports show it.
  public var name: String {
    switch self {
    case .invariant(let invariant): return invariant.rawValue
    case .replay: return "replay"
    case .attachContinuity: return "attachContinuity"
    case .detachRestores: return "detachRestores"
    case .accepted: return "accepted"
    case .roundTrip: return "roundTrip"
    }
  }

  public var description: String { name }
}

/// A scenario that broke a ``FuzzProperty``.
public struct FuzzFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The property broken.
  public var property: FuzzProperty
  /// The frame where it broke, if it broke at one frame.
  public var frame: Int?
  /// What exactly was wrong, with the numbers.
  public var detail: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - property: The property broken.
  ///   - frame: The frame where it broke.
  ///   - detail: What was wrong.
  public init(property: FuzzProperty, frame: Int?, detail: String) {
    self.property = property
    self.frame = frame
    self.detail = detail
  }

  public var description: String {
    let at =
      frame.map { "frame \($0) (t = \(FixedDecimal.format(Double($0) * Simulator.timeStep, decimals: 4)) s) " } ?? ""
    return "\(at)breaks \(property.name): \(detail)"
  }
}
