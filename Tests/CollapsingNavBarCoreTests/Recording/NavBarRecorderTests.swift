import Testing

@testable import CollapsingNavBarCore

/// The driver's recorder: off by default, every event with its time and geometry, the answers,
/// a ring buffer bounded by time and bytes, panel ids redacted unless the app opts in.
@Suite struct NavBarRecorderTests {
  /// A driver over a calling-back scroll view, on a clock the test moves.
  final class Rig {
    let view = CallingBackScrollView()
    let driver: NavBarDriver<CallingBackContainer>
    var time = 0.0

    init(configuration: BarConfiguration = .systemWithSearch) throws {
      driver = NavBarDriver(controller: try NavBarController(configuration: configuration, environment: .phone))
    }

    func startRecording(_ options: NavBarRecorder.Options = NavBarRecorder.Options()) {
      driver.startRecording(options) { [unowned self] in self.time }
    }

    /// One frame of a scroll at 120 Hz: the content moves by `step`.
    func scroll(by step: Double) {
      time += 1.0 / 120
      view.contentOffsetY += step
      driver.send(.offsetChanged(view.contentOffsetY))
    }

    /// A drag down and back up (the bar collapses and expands), then a rest.
    func session(frames: Int) {
      driver.send(.dragBegan)
      for index in 0..<frames { scroll(by: index % 240 < 120 ? 2 : -2) }
      driver.send(.willEndDragging(velocity: 0, targetOffset: view.contentOffsetY))
      driver.send(.didEndDragging(willDecelerate: false))
    }
  }

  @Test func everyEventsNameIsTheOneItsRecordingWrites() {
    let geometry = ContainerGeometry(contentOffsetY: 0, contentInsetTop: 0, contentHeight: 100, viewportHeight: 100)
    let events: [ScrollEvent] = [
      .attach(geometry), .detach, .visibilityChanged(isVisible: true), .offsetChanged(1),
      .insetChanged(top: 1, bottom: 2), .systemInsetChanged(share: 1, isRefreshing: false),
      .contentSizeChanged(height: 1), .viewportChanged(height: 1), .touchBegan, .touchEnded, .dragBegan,
      .willEndDragging(velocity: 1, targetOffset: 2), .didEndDragging(willDecelerate: true), .didEndDecelerating,
      .scrollAnimationEnded, .refreshBegan(height: 60), .refreshEnded, .searchActivated, .searchCancelled,
      .scrollToTopRequested, .frame(time: 1),
    ]
    // One of each: the recorder numbers the kinds of events from 0.
    #expect(Set(events.map { NavBarRecorder.numbers(of: $0).0 }) == Set(0..<events.count))
    for event in events {
      #expect(event.name == NavBarRecorder.kindNames[NavBarRecorder.numbers(of: event).0], "\(event)")
    }
  }

  @Test func aDriverRecordsNothingUntilAskedTo() throws {
    let rig = try Rig()
    rig.driver.attach(CallingBackContainer(view: rig.view))
    rig.session(frames: 10)
    #expect(!rig.driver.isRecording)
    #expect(rig.driver.recording == nil)
    #expect(rig.driver.stopRecording() == nil)
  }

  @Test func eachEventIsRecordedWithItsTimeGeometryAndAnswer() throws {
    let rig = try Rig()
    rig.startRecording()
    rig.driver.attach(CallingBackContainer(view: rig.view))
    rig.time = 0.5
    rig.driver.send(.dragBegan)
    rig.scroll(by: 30)
    let recording = try #require(rig.driver.stopRecording())
    // The attach, the insets it reports, the echoes of its writes, then the drag and the scroll.
    #expect(
      recording.entries.first?.input == .event(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844))))
    #expect(recording.entries.first?.answer.contentInsetTop != nil)
    let drag = try #require(recording.entries.first { $0.input == .event(.dragBegan) })
    #expect(drag.time == 0.5)
    let scroll = try #require(recording.entries.last)
    #expect(scroll.input == .event(.offsetChanged(rig.view.contentOffsetY)))
    #expect(scroll.geometry?.contentOffsetY == rig.view.contentOffsetY)
    #expect(scroll.time == 0.5 + 1.0 / 120)
    #expect(scroll.answer.layoutChanged)
    #expect(!rig.driver.isRecording)
  }

  @Test func aNamedChangeIsRecordedAndReplayedByName() throws {
    let rig = try Rig()
    rig.startRecording()
    rig.driver.attach(CallingBackContainer(view: rig.view))
    rig.session(frames: 60)
    try rig.driver.perform(.expand(animated: false))
    var environment = BarEnvironment.phone
    environment.width = 844
    try rig.driver.perform(.setEnvironment(environment))
    let recording = try #require(rig.driver.recording)
    #expect(recording.entries.contains { $0.input == .change(.expand(animated: false)) })
    #expect(recording.entries.contains { $0.input == .change(.setEnvironment(environment)) })
    #expect(try recording.divergences().isEmpty)
  }

  @Test func theBufferKeepsTheLastSecondsAskedForAndStartsAtARestThatReplaysExactly() throws {
    let rig = try Rig()
    rig.startRecording(NavBarRecorder.Options(duration: 5))
    rig.driver.attach(CallingBackContainer(view: rig.view))
    for _ in 0..<6 {
      rig.session(frames: 240)
      rig.time += 0.5
    }
    let recording = try #require(rig.driver.recording)
    #expect(recording.droppedEarlierEntries)
    #expect(recording.start.isExact)
    #expect(recording.start.attached != nil)
    // At least the last 5 s, and not everything (the session ran 15 s).
    #expect(rig.time - recording.start.time >= 5)
    #expect(recording.start.time > 2)
    #expect(try recording.divergences().isEmpty)
  }

  @Test func theBufferNeverHoldsMoreBytesThanItsLimit() throws {
    let rig = try Rig()
    let limit = 64 << 10
    rig.startRecording(NavBarRecorder.Options(duration: 600, byteLimit: limit))
    rig.driver.attach(CallingBackContainer(view: rig.view))
    var most = 0
    for _ in 0..<30 {
      rig.session(frames: 240)
      most = max(most, try #require(rig.driver.activeRecorder).byteCount)
    }
    #expect(most <= limit)
    #expect(try #require(rig.driver.recording).droppedEarlierEntries)
  }

  @Test func panelIdsAreRedactedUnlessTheAppOptsIn() throws {
    var configuration = BarConfiguration.systemWithSearch
    configuration.addPanel(.closable("Secret project filters", height: 44))
    for includesNames in [false, true] {
      let rig = try Rig(configuration: configuration)
      rig.startRecording(NavBarRecorder.Options(includesNames: includesNames))
      rig.driver.attach(CallingBackContainer(view: rig.view))
      try rig.driver.perform(.setConfiguration(configuration))
      let recording = try #require(rig.driver.recording)
      #expect(recording.isRedacted == !includesNames)
      #expect(recording.json.contains("Secret project filters") == includesNames)
      #expect(recording.start.configuration.panels.contains { $0.id == "closable-1" } == !includesNames)
      #expect(try recording.divergences().isEmpty)
    }
  }

  @Test func anEventWithANonFiniteValueIsLeftOutAndCounted() throws {
    let rig = try Rig()
    rig.startRecording()
    rig.driver.attach(CallingBackContainer(view: rig.view))
    let before = try #require(rig.driver.recording).entries.count
    rig.driver.send(.offsetChanged(.nan))
    let recording = try #require(rig.driver.recording)
    #expect(recording.entries.count == before)
    #expect(recording.nonFiniteEventsLeftOut == 1)
    #expect(!recording.json.contains("nan"))
  }
}
