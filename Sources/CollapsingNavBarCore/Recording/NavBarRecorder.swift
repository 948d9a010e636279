/// Records what a ``NavBarDriver`` handles into a bounded ring buffer: the last
/// ``Options/duration`` seconds, in at most ``Options/byteLimit`` bytes.
///
/// Entries are packed as numbers (a geometry field is stored only when it changed since the
/// entry before), in segments that begin at a moment the bar was at rest; the oldest segment is
/// dropped as a whole when the buffer holds more time or bytes than the limits, so a recording
/// always starts from a controller that can be built again (``NavBarRecording/Baseline``).
///
/// A driver records only while ``NavBarDriver/startRecording(_:clock:)`` is in effect; otherwise
/// the driver checks one optional per event and records nothing.
public final class NavBarRecorder {
  /// What a recorder keeps.
  public struct Options: Hashable, Sendable {
    /// How many seconds of the most recent entries to keep (at least).
    public var duration: Double
    /// The most bytes the buffer may hold.
    public var byteLimit: Int
    /// Whether the recording keeps the app's panel ids; otherwise they are replaced by neutral
    /// names (`closable-1`) when the recording is taken.
    public var includesNames: Bool

    /// Options.
    ///
    /// - Parameters:
    ///   - duration: Seconds to keep (default 60).
    ///   - byteLimit: Bytes the buffer may hold (default 1 MB).
    ///   - includesNames: Whether panel ids are kept (default: redacted).
    public init(duration: Double = 60, byteLimit: Int = 1 << 20, includesNames: Bool = false) {
      self.duration = duration.isFinite ? max(duration, 1) : 60
      self.byteLimit = max(byteLimit, 16 << 10)
      self.includesNames = includesNames
    }
  }

  /// The options.
  public let options: Options
  /// The clock that stamps each entry (the host's, seconds).
  let clock: () -> Double

  /// The segments, oldest first.
  var segments: [Segment]
  /// Whether a segment was dropped.
  var dropped = false
  /// Events left out for a value that is not finite.
  var nonFinite = 0
  /// When a rest was last tried as the start of a segment.
  var lastCapture = -Double.infinity
  /// How long a segment runs at least before a rest may start the next one.
  static let segmentSpan = 4.0

  /// One stretch of entries that starts from a baseline.
  struct Segment {
    var start: NavBarRecording.Baseline
    var values: [Double] = []
    var configurations: [BarConfiguration] = []
    var count = 0
    var last: ContainerGeometry?
    var lastTime: Double

    init(start: NavBarRecording.Baseline) {
      self.start = start
      lastTime = start.time
    }

    /// The bytes it holds (its numbers, the configurations it refers to, its baseline).
    var bytes: Int {
      values.capacity * 8 + configurations.reduce(0) { $0 + 96 + $1.panels.count * 48 } + 256
    }
  }

  /// A recorder that starts from a controller.
  ///
  /// - Parameters:
  ///   - controller: The controller now.
  ///   - options: What to keep.
  ///   - clock: The host's clock in seconds (`CACurrentMediaTime` on a device, the simulated time
  ///     in the simulator).
  init(controller: NavBarController, options: Options, clock: @escaping () -> Double) {
    self.options = options
    self.clock = clock
    segments = [Segment(start: .capture(controller, at: clock()))]
  }

  /// The bytes the buffer holds.
  public var byteCount: Int { segments.reduce(0) { $0 + $1.bytes } }
  /// The entries it holds.
  public var entryCount: Int { segments.reduce(0) { $0 + $1.count } }

  // MARK: - Recording

  /// Records one input and the answer; then starts a new segment at a rest and drops old ones.
  ///
  /// - Parameters:
  ///   - input: The event or change.
  ///   - geometry: The container's geometry, if one is attached.
  ///   - commands: What the controller answered.
  ///   - controller: The controller after it.
  func record(
    _ input: NavBarRecording.Input, geometry: ContainerGeometry?, commands: NavBarCommands,
    controller: NavBarController
  ) {
    if case .event(let event) = input, !event.isFinite || !(geometry?.isFinite ?? true) {
      nonFinite += 1
      return
    }
    let time = clock()
    let index = segments.count - 1
    Self.pack(
      time: time, input: input, geometry: geometry, answer: NavBarRecording.Answer(commands),
      into: &segments[index])
    if time - segments[index].start.time >= Self.segmentSpan, time - lastCapture >= Self.segmentSpan,
      controller.isAtRestForRecording
    {
      // (A rest whose rebuilt controller differs from the device's is tried again a span later,
      // not on every event.)
      lastCapture = time
      let baseline = NavBarRecording.Baseline.capture(controller, at: time)
      if baseline.isExact { segments.append(Segment(start: baseline)) }
    } else if segments[index].bytes > options.byteLimit / 4 {
      // No rest for a quarter of the buffer (a finger that never lifts): a segment starts here
      // anyway, so the buffer stays bounded; its baseline says whether it rebuilds exactly.
      segments.append(Segment(start: .capture(controller, at: time)))
    }
    trim(now: time)
  }

  /// Drops the oldest segments while the rest still covers the duration kept, or while the buffer
  /// holds more bytes than allowed.
  func trim(now: Double) {
    while segments.count > 1 {
      let coversWithout = now - segments[1].start.time >= options.duration
      guard coversWithout || byteCount > options.byteLimit else { return }
      segments.removeFirst()
      dropped = true
    }
  }

  /// What the buffer holds, as a recording.
  ///
  /// - Returns: The recording (panel ids redacted unless the options include names).
  public func recording() -> NavBarRecording {
    var entries: [NavBarRecording.Entry] = []
    entries.reserveCapacity(entryCount)
    for segment in segments { Self.unpack(segment, into: &entries) }
    let recording = NavBarRecording(
      start: segments[0].start, entries: entries, isRedacted: false, droppedEarlierEntries: dropped,
      nonFiniteEventsLeftOut: nonFinite)
    return options.includesNames ? recording : recording.redacted()
  }
}

extension NavBarController {
  /// Whether the bar rests (``NavBarController/isResting``) with no refresh and no search: a
  /// segment of a recording may start here.
  var isAtRestForRecording: Bool { isResting && search == nil && ledger.refreshHeight == 0 }
}

extension ContainerGeometry {
  /// Whether every number is finite.
  var isFinite: Bool {
    contentOffsetY.isFinite && contentInsetTop.isFinite && contentInsetBottom.isFinite
      && scrollIndicatorInsetTop.isFinite && systemInsetTop.isFinite && refreshShareTop.isFinite
      && contentHeight.isFinite && viewportHeight.isFinite
  }
}

extension ScrollEvent {
  /// Whether every number it carries is finite.
  var isFinite: Bool {
    switch self {
    case .attach(let geometry, _): return geometry.isFinite
    case .offsetChanged(let value), .contentSizeChanged(let value), .viewportChanged(let value),
      .refreshBegan(let value), .frame(let value):
      return value.isFinite
    case .insetChanged(let a, let b), .willEndDragging(let a, let b): return a.isFinite && b.isFinite
    case .systemInsetChanged(let share, _, let room): return share.isFinite && room.isFinite
    default: return true
    }
  }
}
