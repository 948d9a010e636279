import AllocationCounter
import CollapsingNavBarCore
import CollapsingNavBarSimulation

/// Per-tick cost of `.offsetChanged` through `NavBarDriver.send` with the recorder off and on,
/// in alternating batches (the noise of a shared machine falls on both alike).
func measureRecorder(
  _ configuration: BarConfiguration, batches: Int, batchSize: Int = 100
) throws -> (off: [Double], on: [Double], allocationsPerRecordedTick: Double?) {
  func driver() throws -> (NavBarDriver<BenchContainer>, BenchScrollView) {
    let driver = NavBarDriver<BenchContainer>(
      controller: try NavBarController(configuration: configuration, environment: DefaultBar.environment))
    let view = BenchScrollView()
    driver.attach(BenchContainer(view: view))
    return (driver, view)
  }
  let (off, offView) = try driver()
  let (on, onView) = try driver()
  var clock = 0.0
  on.startRecording { clock }
  let basis = off.controller.basis
  let pattern = scrollPattern(count: 4096).map { $0 - basis }
  var cursor = 0
  for _ in 0..<20_000 {
    let y = pattern[cursor & 4095]
    offView.offset = y
    off.send(.offsetChanged(y))
    onView.offset = y
    clock += 1.0 / 120
    on.send(.offsetChanged(y))
    cursor += 1
  }
  var offTimes = [Double](repeating: 0, count: batches)
  var onTimes = [Double](repeating: 0, count: batches)
  var recordedAllocations: UInt64 = 0
  var sink = 0.0
  for batch in 0..<batches {
    let start = cursor
    var begin = now()
    for index in 0..<batchSize {
      let y = pattern[(start + index) & 4095]
      offView.offset = y
      sink += off.send(.offsetChanged(y))?.effects.layoutChanged == true ? 1 : 0
    }
    offTimes[batch] = Double(now() - begin) / Double(batchSize)
    let allocationsBefore = allocation_counter_count()
    begin = now()
    for index in 0..<batchSize {
      let y = pattern[(start + index) & 4095]
      onView.offset = y
      clock += 1.0 / 120
      sink += on.send(.offsetChanged(y))?.effects.layoutChanged == true ? 1 : 0
    }
    onTimes[batch] = Double(now() - begin) / Double(batchSize)
    recordedAllocations += allocation_counter_count() - allocationsBefore
    cursor += batchSize
  }
  if sink == -1 { print(sink) }
  let perTick = countingAllocations ? Double(recordedAllocations) / Double(batches * batchSize) : nil
  return (offTimes, onTimes, perTick)
}

/// The recorder's buffer over a long session at 120 Hz that never rests: every frame a display
/// link tick and a scroll (the most a bar records), with the default options (60 s, 1 MB).
///
/// - Parameter seconds: How long the session runs.
/// - Returns: The most bytes the buffer held, the seconds and entries it holds at the end.
func measureRecorderMemory(seconds: Double) throws -> (peakBytes: Int, keptSeconds: Double, keptEntries: Int) {
  let driver = NavBarDriver<BenchContainer>(
    controller: try NavBarController(configuration: DefaultBar.configuration, environment: DefaultBar.environment))
  let view = BenchScrollView()
  var clock = 0.0
  driver.startRecording { clock }
  driver.attach(BenchContainer(view: view))
  let basis = driver.controller.basis
  // A drag down and up every 4 s, with a rest of 0.5 s between.
  let pattern = scrollPattern(count: 480).map { $0 - basis }
  var peak = 0
  var frame = 0
  while clock < seconds {
    let cycle = frame % 540
    clock = Double(frame) / 120
    if cycle == 0 { driver.send(.dragBegan) }
    if cycle < 480 {
      view.offset = pattern[cycle]
      driver.send(.offsetChanged(view.offset))
    } else if cycle == 480 {
      driver.send(.willEndDragging(velocity: 0, targetOffset: view.offset))
      driver.send(.didEndDragging(willDecelerate: false))
    }
    if case .coasting(.some, _) = driver.controller.phase {
      // The bench's container lands a settle at once: it ends on the next frame.
      driver.send(.scrollAnimationEnded)
    }
    if driver.controller.needsFrames { driver.send(.frame(time: clock)) }
    if frame % 120 == 0 { peak = max(peak, driver.activeRecorder?.byteCount ?? 0) }
    frame += 1
  }
  peak = max(peak, driver.activeRecorder?.byteCount ?? 0)
  let recording = driver.stopRecording()!
  return (peak, recording.duration, recording.entries.count)
}
