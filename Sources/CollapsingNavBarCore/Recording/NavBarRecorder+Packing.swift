/// How the recorder packs entries as numbers: the time, a header (the kind of input, which
/// geometry fields changed, which answer fields are set), the input's numbers, the changed
/// geometry fields, the answer's numbers.
extension NavBarRecorder {
  /// The names of the inputs, by kind number (events first, then changes).
  package static let kindNames = [
    "attach", "detach", "visibilityChanged", "offsetChanged", "insetChanged", "systemInsetChanged",
    "contentSizeChanged", "viewportChanged", "touchBegan", "touchEnded", "dragBegan", "willEndDragging",
    "didEndDragging", "didEndDecelerating", "scrollAnimationEnded", "refreshBegan", "refreshEnded",
    "searchActivated", "searchCancelled", "scrollToTopRequested", "frame",
    "expand", "collapse", "setConfiguration", "setEnvironment", "setReduceMotion",
  ]

  /// The number of geometry fields (``ContainerGeometry/fields``).
  static let geometryFieldCount = 12
  /// The header bit that says an entry has no geometry.
  static let noGeometryBit = 1 << 12

  /// Appends one entry to a segment's numbers, with no allocation but the buffer's growth.
  static func pack(
    time: Double, input: NavBarRecording.Input, geometry: ContainerGeometry?, answer: NavBarRecording.Answer,
    into segment: inout Segment
  ) {
    segment.values.append(time)
    let headerIndex = segment.values.count
    segment.values.append(0)
    let kind: Int
    switch input {
    case .event(let event): kind = appendNumbers(of: event, to: &segment.values)
    case .change(let change):
      switch change {
      case .expand(let animated):
        kind = 21
        segment.values.append(animated ? 1 : 0)
      case .collapse(let animated):
        kind = 22
        segment.values.append(animated ? 1 : 0)
      case .setConfiguration(let configuration):
        segment.configurations.append(configuration)
        kind = 23
        segment.values.append(Double(segment.configurations.count - 1))
      case .setEnvironment(let environment):
        kind = 24
        segment.values.append(contentsOf: environment.numbers)
      case .setReduceMotion(let on):
        kind = 25
        segment.values.append(on ? 1 : 0)
      }
    }
    var geometryMask = 0
    if let geometry {
      for index in 0..<geometryFieldCount {
        let value = geometry.field(index)
        if let last = segment.last, last.field(index) == value { continue }
        geometryMask |= 1 << index
        segment.values.append(value)
      }
      segment.last = geometry
    } else {
      geometryMask = noGeometryBit
    }
    let answerMask = appendNumbers(of: answer, to: &segment.values)
    segment.values[headerIndex] = Double(kind | geometryMask << 5 | answerMask << 18)
    segment.count += 1
    segment.lastTime = time
  }

  /// Appends an event's numbers; returns its kind number.
  static func appendNumbers(of event: ScrollEvent, to values: inout [Double]) -> Int {
    switch event {
    case .attach(let geometry, let observesOnly):
      for index in 0..<geometryFieldCount { values.append(geometry.field(index)) }
      values.append(observesOnly ? 1 : 0)
      return 0
    case .detach: return 1
    case .visibilityChanged(let visible):
      values.append(visible ? 1 : 0)
      return 2
    case .offsetChanged(let y):
      values.append(y)
      return 3
    case .insetChanged(let top, let bottom):
      values.append(top)
      values.append(bottom)
      return 4
    case .systemInsetChanged(let share, let refreshing, let room):
      values.append(share)
      values.append(refreshing ? 1 : 0)
      values.append(room)
      return 5
    case .contentSizeChanged(let height):
      values.append(height)
      return 6
    case .viewportChanged(let height):
      values.append(height)
      return 7
    case .touchBegan: return 8
    case .touchEnded: return 9
    case .dragBegan: return 10
    case .willEndDragging(let velocity, let target):
      values.append(velocity)
      values.append(target)
      return 11
    case .didEndDragging(let decelerates):
      values.append(decelerates ? 1 : 0)
      return 12
    case .didEndDecelerating: return 13
    case .scrollAnimationEnded: return 14
    case .refreshBegan(let height):
      values.append(height)
      return 15
    case .refreshEnded: return 16
    case .searchActivated: return 17
    case .searchCancelled: return 18
    case .scrollToTopRequested: return 19
    case .frame(let time):
      values.append(time)
      return 20
    }
  }

  /// Appends an answer's numbers; returns the mask of its fields.
  static func appendNumbers(of answer: NavBarRecording.Answer, to values: inout [Double]) -> Int {
    var mask = 0
    if let top = answer.contentInsetTop {
      mask |= 1
      values.append(top)
    }
    if let top = answer.scrollIndicatorInsetTop {
      mask |= 2
      values.append(top)
    }
    if answer.stopsContentMotion { mask |= 4 }
    if let y = answer.contentOffsetY {
      mask |= 8
      values.append(y)
      switch answer.offsetMotion ?? NavBarRecording.Answer.Motion.none {
      case .none: values.append(0)
      case .animated: values.append(1)
      case .timed:
        values.append(2)
        values.append(answer.offsetDuration ?? 0)
      }
    }
    if let target = answer.targetContentOffset {
      mask |= 16
      values.append(target)
    }
    if answer.layoutChanged { mask |= 32 }
    if let duration = answer.layoutAnimationDuration {
      mask |= 64
      values.append(duration)
    }
    if let fade = answer.titleFade {
      mask |= 128
      values.append(fade == .compact ? 1 : 0)
      values.append(answer.titleFadeDuration ?? 0)
    }
    if let end = answer.scrollToTopEnd {
      mask |= 256
      values.append(end)
      values.append(answer.scrollToTopDuration ?? 0)
    }
    if answer.scrollToTopFinished { mask |= 512 }
    if let spacer = answer.leadingSpacerHeight {
      mask |= 1024
      values.append(spacer)
    }
    if answer.givesBackContainer { mask |= 2048 }
    return mask
  }

  static func unpack(_ segment: Segment, into entries: inout [NavBarRecording.Entry]) {
    let values = segment.values
    var index = 0
    var last: [Double]?
    func next() -> Double {
      defer { index += 1 }
      return values[index]
    }
    while index < values.count {
      let time = next()
      let header = Int(next())
      let kind = header & 31
      let geometryMask = (header >> 5) & 8191
      let answerMask = header >> 18
      let input: NavBarRecording.Input
      switch kind {
      case 21: input = .change(.expand(animated: next() != 0))
      case 22: input = .change(.collapse(animated: next() != 0))
      case 23: input = .change(.setConfiguration(segment.configurations[Int(next())]))
      case 24:
        input = .change(.setEnvironment(BarEnvironment(numbers: (0..<BarEnvironment.numberCount).map { _ in next() })))
      case 25: input = .change(.setReduceMotion(next() != 0))
      default: input = .event(event(kind: kind, next))
      }
      var geometry: ContainerGeometry?
      if geometryMask & noGeometryBit == 0 {
        var fields = last ?? Array(repeating: 0, count: geometryFieldCount)
        for field in 0..<geometryFieldCount where geometryMask & 1 << field != 0 { fields[field] = next() }
        last = fields
        geometry = ContainerGeometry(fields: fields)
      }
      let answer = self.answer(mask: answerMask, next)
      entries.append(NavBarRecording.Entry(time: time, input: input, geometry: geometry, answer: answer))
    }
  }

  /// An event's kind number and numbers.
  static func numbers(of event: ScrollEvent) -> (Int, [Double]) {
    switch event {
    case .attach(let geometry, let observesOnly): return (0, geometry.fields + [observesOnly ? 1 : 0])
    case .detach: return (1, [])
    case .visibilityChanged(let visible): return (2, [visible ? 1 : 0])
    case .offsetChanged(let y): return (3, [y])
    case .insetChanged(let top, let bottom): return (4, [top, bottom])
    case .systemInsetChanged(let share, let refreshing, let room): return (5, [share, refreshing ? 1 : 0, room])
    case .contentSizeChanged(let height): return (6, [height])
    case .viewportChanged(let height): return (7, [height])
    case .touchBegan: return (8, [])
    case .touchEnded: return (9, [])
    case .dragBegan: return (10, [])
    case .willEndDragging(let velocity, let target): return (11, [velocity, target])
    case .didEndDragging(let decelerates): return (12, [decelerates ? 1 : 0])
    case .didEndDecelerating: return (13, [])
    case .scrollAnimationEnded: return (14, [])
    case .refreshBegan(let height): return (15, [height])
    case .refreshEnded: return (16, [])
    case .searchActivated: return (17, [])
    case .searchCancelled: return (18, [])
    case .scrollToTopRequested: return (19, [])
    case .frame(let time): return (20, [time])
    }
  }

  /// The number of numbers an event of a kind carries.
  package static func argumentCount(kind: Int) -> Int {
    switch kind {
    case 0: return geometryFieldCount + 1
    case 2, 3, 6, 7, 12, 15, 20, 21, 22, 23, 25: return 1
    case 4, 11: return 2
    case 5: return 3
    case 24: return 5
    default: return 0
    }
  }

  /// The event of a kind, reading its numbers.
  package static func event(kind: Int, _ next: () -> Double) -> ScrollEvent {
    switch kind {
    case 0:
      let fields = (0..<geometryFieldCount).map { _ in next() }
      return .attach(ContainerGeometry(fields: fields), observesOnly: next() != 0)
    case 1: return .detach
    case 2: return .visibilityChanged(isVisible: next() != 0)
    case 3: return .offsetChanged(next())
    case 4: return .insetChanged(top: next(), bottom: next())
    case 5: return .systemInsetChanged(share: next(), isRefreshing: next() != 0, refreshRoom: next())
    case 6: return .contentSizeChanged(height: next())
    case 7: return .viewportChanged(height: next())
    case 8: return .touchBegan
    case 9: return .touchEnded
    case 10: return .dragBegan
    case 11: return .willEndDragging(velocity: next(), targetOffset: next())
    case 12: return .didEndDragging(willDecelerate: next() != 0)
    case 13: return .didEndDecelerating
    case 14: return .scrollAnimationEnded
    case 15: return .refreshBegan(height: next())
    case 16: return .refreshEnded
    case 17: return .searchActivated
    case 18: return .searchCancelled
    case 19: return .scrollToTopRequested
    default: return .frame(time: next())
    }
  }

  static func answer(mask: Int, _ next: () -> Double) -> NavBarRecording.Answer {
    var answer = NavBarRecording.Answer()
    if mask & 1 != 0 { answer.contentInsetTop = next() }
    if mask & 2 != 0 { answer.scrollIndicatorInsetTop = next() }
    if mask & 4 != 0 { answer.stopsContentMotion = true }
    if mask & 8 != 0 {
      answer.contentOffsetY = next()
      switch next() {
      case 1: answer.offsetMotion = .animated
      case 2:
        answer.offsetMotion = .timed
        answer.offsetDuration = next()
      default: answer.offsetMotion = NavBarRecording.Answer.Motion.none
      }
    }
    if mask & 16 != 0 { answer.targetContentOffset = next() }
    if mask & 32 != 0 { answer.layoutChanged = true }
    if mask & 64 != 0 { answer.layoutAnimationDuration = next() }
    if mask & 128 != 0 {
      answer.titleFade = next() != 0 ? .compact : .large
      answer.titleFadeDuration = next()
    }
    if mask & 256 != 0 {
      answer.scrollToTopEnd = next()
      answer.scrollToTopDuration = next()
    }
    if mask & 512 != 0 { answer.scrollToTopFinished = true }
    if mask & 1024 != 0 { answer.leadingSpacerHeight = next() }
    if mask & 2048 != 0 { answer.givesBackContainer = true }
    return answer
  }
}

extension ContainerGeometry {
  /// The names of the geometry's fields in a recording, in order.
  public static let recordedFieldNames = [
    "offset", "insetTop", "insetBottom", "indicatorTop", "systemTop", "tracking", "decelerating", "refreshShare",
    "contentHeight", "viewportHeight", "refreshWritesInset", "holdsSpacer",
  ]

  /// The fields as numbers, in the order of ``recordedFieldNames``.
  var fields: [Double] {
    [
      contentOffsetY, contentInsetTop, contentInsetBottom, scrollIndicatorInsetTop, systemInsetTop,
      isTracking ? 1 : 0, isDecelerating ? 1 : 0, refreshShareTop, contentHeight, viewportHeight,
      refreshWritesContentInset ? 1 : 0, holdsLeadingSpacer ? 1 : 0,
    ]
  }

  /// One field, by its index in ``recordedFieldNames``.
  @inline(__always) func field(_ index: Int) -> Double {
    switch index {
    case 0: return contentOffsetY
    case 1: return contentInsetTop
    case 2: return contentInsetBottom
    case 3: return scrollIndicatorInsetTop
    case 4: return systemInsetTop
    case 5: return isTracking ? 1 : 0
    case 6: return isDecelerating ? 1 : 0
    case 7: return refreshShareTop
    case 8: return contentHeight
    case 9: return viewportHeight
    case 10: return refreshWritesContentInset ? 1 : 0
    default: return holdsLeadingSpacer ? 1 : 0
    }
  }

  /// A geometry from its fields, in the order of ``recordedFieldNames``.
  ///
  /// - Parameter fields: Twelve numbers (fewer from a recording made before the last fields
  ///   existed: the refresh control then writes no inset, and the container holds no spacer).
  public init(fields: [Double]) {
    self.init(
      contentOffsetY: fields[0], contentInsetTop: fields[1], contentInsetBottom: fields[2],
      scrollIndicatorInsetTop: fields[3], contentHeight: fields[8], viewportHeight: fields[9])
    systemInsetTop = fields[4]
    isTracking = fields[5] != 0
    isDecelerating = fields[6] != 0
    refreshShareTop = fields[7]
    refreshWritesContentInset = fields.count > 10 && fields[10] != 0
    holdsLeadingSpacer = fields.count > 11 && fields[11] != 0
  }
}

extension BarEnvironment {
  /// How many numbers ``numbers`` holds.
  static let numberCount = 9

  /// The environment as numbers: safe-area top, width, scale, large-title scale, vertically
  /// compact, content-size scale, right to left, the system's look and its automatic edge-effect
  /// style (their indices among their cases).
  var numbers: [Double] {
    [
      safeAreaTop, width, scale, largeTitleScale, isVerticallyCompact ? 1 : 0, contentSizeScale,
      layoutDirection.isMirrored ? 1 : 0, Double(BarLook.allCases.firstIndex(of: systemLook) ?? 0),
      Double(BarEdgeEffectStyle.allCases.firstIndex(of: automaticEdgeEffectStyle) ?? 0),
    ]
  }

  init(numbers: [Double]) {
    self.init(
      safeAreaTop: numbers[0], width: numbers[1], scale: numbers[2], largeTitleScale: numbers[3],
      isVerticallyCompact: numbers[4] != 0, contentSizeScale: numbers[5],
      layoutDirection: numbers[6] != 0 ? .rightToLeft : .leftToRight)
    systemLook = BarLook.allCases[Int(numbers[7])]
    automaticEdgeEffectStyle = BarEdgeEffectStyle.allCases[Int(numbers[8])]
  }
}
