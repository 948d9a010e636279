import AllocationCounter
import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation
import NavBarSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// navbar-bench: what the engine costs. Build in release: `swift run -c release navbar-bench`.
// `--quick` runs a short smoke (for CI); the figures then are indicative only.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    USAGE: navbar-bench [--quick]

    Measures, in this process, and prints one Markdown table:
      - the controller + layout solver cost per scroll tick (median and p99 of per-tick means
        over batches of 100 ticks), for the default bar and a 20-panel bar;
      - one scroll tick through a host: CommandApplier.deliver on the host's own controller
        against NavBarDriver.send, in alternating batches, with the driver's overhead as the
        median of the paired batch ratios;
      - heap allocations per tick in steady state (malloc/calloc/realloc/aligned calls counted
        by interposition, glibc only);
      - the recorder: NavBarDriver.send with the recorder off and on, in alternating batches,
        and the recorder's buffer at its peak over 180 s of scrolling at 120 Hz (target: at
        most 1 MB, keeping at least the last 60 s);
      - the simulator's frames per second on the default scenario, without rendering and with
        every frame rendered to SVG;
      - the time to write the default scenario's page (navbar-sim --out: simulate, check,
        index.html and trace.csv);
      - the fuzzer's scenarios per second.
    Medians over several repetitions. Exits 1 if a target is missed: at most 1 µs per tick
    (median), no allocation per tick, at least 50,000 simulated frames per second without
    rendering (with --quick, only the allocation target: timings of a short run on a shared
    machine are noisy). Build with -c release; debug figures are meaningless.
    """)
  exit(0)
}
let quick = arguments.contains("--quick")

/// Nanoseconds on the monotonic clock.
@inline(__always) func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = now()
  try body()
  return Double(now() - start) / 1e9
}

/// The median of some samples.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// A scroll pattern: down through the collapse and deep into the content, then back to a pull.
func scrollPattern(count: Int) -> [Double] {
  (0..<count).map { index in
    let phase = Double(index) / Double(count) * 2 * Double.pi
    return 250 - 320 * cos(phase)  // collapse distance from −70 to 570
  }
}

/// Proves the allocation counter is live: a fresh array must count at least one allocation.
func allocationCounterIsLive() -> Bool {
  guard allocation_counter_is_available() != 0 else { return false }
  let before = allocation_counter_count()
  let array = [Int](repeating: Int(before & 1), count: 1000)
  let after = allocation_counter_count()
  return after > before && array.count == 1000
}
let countingAllocations = allocationCounterIsLive()

func format(_ value: Double, _ decimals: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if decimals == 0 || rounded == rounded.rounded() && abs(rounded) >= 1000 { return String(Int(rounded)) }
  return "\(rounded)"
}

/// One row of the table.
struct Row {
  var measure: String
  var subject: String
  var median: String
  var spread: String
  var samples: String
  var allocations: String
}
var rows: [Row] = []
var missed: [String] = []

// MARK: - Controller + solver per tick

struct TickStats {
  var medianNanoseconds: Double
  var p99Nanoseconds: Double
  var ticks: Int
  var allocationsPerTick: Double?
}

/// Times `handle(.offsetChanged)` + layout over `batches × batchSize` ticks.
func measureTicks(_ configuration: BarConfiguration, batches: Int, batchSize: Int = 100) throws -> TickStats {
  var controller = try NavBarController(configuration: configuration, environment: DefaultBar.environment)
  _ = controller.handle(.attach(ContainerGeometry(contentHeight: 20_000, viewportHeight: DefaultBar.screenHeight)))
  let basis = controller.basis
  let pattern = scrollPattern(count: 4096).map { $0 - basis }
  var sink = 0.0
  var cursor = 0
  // Warm up: the layout storage reaches its size, caches settle.
  for _ in 0..<20_000 {
    _ = controller.handle(.offsetChanged(pattern[cursor & 4095]))
    cursor += 1
  }
  var perTick = [Double](repeating: 0, count: batches)
  let allocationsBefore = allocation_counter_count()
  for batch in 0..<batches {
    let start = now()
    for _ in 0..<batchSize {
      let commands = controller.handle(.offsetChanged(pattern[cursor & 4095]))
      if commands.effects.layoutChanged { sink += controller.layout.height }
      cursor += 1
    }
    perTick[batch] = Double(now() - start) / Double(batchSize)
  }
  let allocations = allocation_counter_count() - allocationsBefore
  if sink == -1 { print(sink) }
  perTick.sort()
  let ticks = batches * batchSize
  return TickStats(
    medianNanoseconds: perTick[batches / 2], p99Nanoseconds: perTick[min(batches - 1, batches * 99 / 100)],
    ticks: ticks,
    allocationsPerTick: countingAllocations ? Double(allocations) / Double(ticks) : nil)
}

let twentyPanels = BarConfiguration(
  panels: [.top(), .spacer(), .largeTitle(), .search()] + (0..<14).map { .closable("c\($0)", height: 30) }
    + [.pinned("p0", height: 40), .pinned("p1", height: 40), .separator])

for (name, configuration) in [("default bar (7 panels)", DefaultBar.configuration), ("20 panels", twentyPanels)] {
  let stats = try measureTicks(configuration, batches: quick ? 1_000 : 10_000)
  let allocations = stats.allocationsPerTick.map { format($0, 4) } ?? "n/a"
  rows.append(
    Row(
      measure: "controller + solver per scroll tick", subject: name, median: "\(format(stats.medianNanoseconds)) ns",
      spread: "p99 \(format(stats.p99Nanoseconds)) ns", samples: "\(stats.ticks) ticks",
      allocations: "\(allocations) / tick"))
  if stats.medianNanoseconds > 1000 { missed.append("\(name): \(format(stats.medianNanoseconds)) ns per tick > 1 µs") }
  if let perTick = stats.allocationsPerTick, perTick > 0 {
    missed.append("\(name): \(format(perTick, 4)) allocations per tick > 0")
  }
}

// MARK: - One scroll tick through a host: the applier alone, or the driver around it

/// A scroll view reduced to stored geometry, as a reference (a `UIScrollView`, a simulated one).
final class BenchScrollView {
  var offset = 0.0
  var insetTop = 0.0
  var indicatorTop = 0.0
}

/// The handle a host drives, as the UIKit bar's and the simulator's are.
struct BenchContainer: ScrollContainer {
  let view: BenchScrollView
  var contentOffsetY: Double { view.offset }
  var contentInsetTop: Double { view.insetTop }
  var contentInsetBottom: Double { 0 }
  var adjustedContentInsetTop: Double { view.insetTop }
  var adjustedContentInsetBottom: Double { 0 }
  var scrollIndicatorInsetTop: Double { view.indicatorTop }
  var contentHeight: Double { 20_000 }
  var viewportHeight: Double { DefaultBar.screenHeight }
  var safeAreaTop: Double { 0 }
  var safeAreaBottom: Double { 0 }
  var isTracking: Bool { false }
  var isDecelerating: Bool { false }
  var isRefreshing: Bool { false }
  func setContentInsetTop(_ top: Double) { view.insetTop = top }
  func setScrollIndicatorInsetTop(_ top: Double) { view.indicatorTop = top }
  func setContentOffsetY(_ y: Double, animation: OffsetAnimation) { view.offset = y }
  func stopMotion() {}
}

/// Per-tick cost of `.offsetChanged` through `CommandApplier.deliver` on a host's own controller
/// (the path the hosts took before the driver) and through `NavBarDriver.send`, in alternating
/// batches so that the machine's noise falls on both alike.
func measureHostPaths(
  _ configuration: BarConfiguration, batches: Int, batchSize: Int = 100
) throws -> (applier: [Double], driver: [Double], allocationsPerDriverTick: Double?) {
  var controller = try NavBarController(configuration: configuration, environment: DefaultBar.environment)
  let applierView = BenchScrollView()
  var container = BenchContainer(view: applierView)
  _ = CommandApplier.attach(&controller, to: &container)
  let driver = NavBarDriver<BenchContainer>(
    controller: try NavBarController(configuration: configuration, environment: DefaultBar.environment))
  let driverView = BenchScrollView()
  driver.attach(BenchContainer(view: driverView))
  let basis = controller.basis
  let pattern = scrollPattern(count: 4096).map { $0 - basis }
  var cursor = 0
  for _ in 0..<20_000 {
    let y = pattern[cursor & 4095]
    applierView.offset = y
    _ = CommandApplier.deliver(.offsetChanged(y), to: &controller, container: &container)
    driverView.offset = y
    driver.send(.offsetChanged(y))
    cursor += 1
  }
  var applier = [Double](repeating: 0, count: batches)
  var driven = [Double](repeating: 0, count: batches)
  var driverAllocations: UInt64 = 0
  var sink = 0.0
  for batch in 0..<batches {
    let start = cursor
    var begin = now()
    for index in 0..<batchSize {
      let y = pattern[(start + index) & 4095]
      applierView.offset = y
      sink +=
        CommandApplier.deliver(.offsetChanged(y), to: &controller, container: &container).effects.layoutChanged ? 1 : 0
    }
    applier[batch] = Double(now() - begin) / Double(batchSize)
    let allocationsBefore = allocation_counter_count()
    begin = now()
    for index in 0..<batchSize {
      let y = pattern[(start + index) & 4095]
      driverView.offset = y
      sink += driver.send(.offsetChanged(y))?.effects.layoutChanged == true ? 1 : 0
    }
    driven[batch] = Double(now() - begin) / Double(batchSize)
    driverAllocations += allocation_counter_count() - allocationsBefore
    cursor += batchSize
  }
  if sink == -1 { print(sink) }
  let perTick = countingAllocations ? Double(driverAllocations) / Double(batches * batchSize) : nil
  return (applier, driven, perTick)
}

for (name, configuration) in [("default bar (7 panels)", DefaultBar.configuration), ("20 panels", twentyPanels)] {
  let paths = try measureHostPaths(configuration, batches: quick ? 1_000 : 10_000)
  let applierMedian = median(paths.applier)
  let driverMedian = median(paths.driver)
  let ratios = zip(paths.driver, paths.applier).map { $0 / $1 }
  let overhead = (median(ratios) - 1) * 100
  rows.append(
    Row(
      measure: "host tick: CommandApplier.deliver on the host's controller", subject: name,
      median: "\(format(applierMedian)) ns", spread: "paired with the row below",
      samples: "\(paths.applier.count * 100) ticks", allocations: "—"))
  rows.append(
    Row(
      measure: "host tick: NavBarDriver.send", subject: name, median: "\(format(driverMedian)) ns",
      spread: "\(overhead >= 0 ? "+" : "")\(format(overhead))% (median of paired batch ratios)",
      samples: "\(paths.driver.count * 100) ticks",
      allocations: "\(paths.allocationsPerDriverTick.map { format($0, 4) } ?? "n/a") / tick"))
  if let perTick = paths.allocationsPerDriverTick, perTick > 0 {
    missed.append("driver, \(name): \(format(perTick, 4)) allocations per tick > 0")
  }
}

// MARK: - The recorder

do {
  let recorder = try measureRecorder(DefaultBar.configuration, batches: quick ? 1_000 : 10_000)
  let ratios = zip(recorder.on, recorder.off).map { $0 / $1 }
  let cost = (median(ratios) - 1) * 100
  rows.append(
    Row(
      measure: "host tick: NavBarDriver.send, recorder off", subject: "default bar (7 panels)",
      median: "\(format(median(recorder.off))) ns", spread: "paired with the row below",
      samples: "\(recorder.off.count * 100) ticks", allocations: "—"))
  rows.append(
    Row(
      measure: "host tick: NavBarDriver.send, recorder on", subject: "default bar (7 panels)",
      median: "\(format(median(recorder.on))) ns",
      spread: "\(cost >= 0 ? "+" : "")\(format(cost))% (median of paired batch ratios)",
      samples: "\(recorder.on.count * 100) ticks",
      allocations: "\(recorder.allocationsPerRecordedTick.map { format($0, 2) } ?? "n/a") / tick"))
  let memory = try measureRecorderMemory(seconds: quick ? 70 : 180)
  rows.append(
    Row(
      measure: "recorder buffer at 120 Hz (default: 60 s, 1 MB)",
      subject: "\(quick ? 70 : 180) s of scrolling, a display-link tick and a scroll every frame",
      median: "peak \(format(Double(memory.peakBytes) / 1024, 0)) KiB",
      spread: "keeps the last \(format(memory.keptSeconds)) s (\(memory.keptEntries) entries)", samples: "1 session",
      allocations: "—"))
  if memory.peakBytes > 1 << 20 { missed.append("recorder: \(memory.peakBytes) bytes > 1 MB") }
  if memory.keptSeconds < 60 { missed.append("recorder: keeps \(format(memory.keptSeconds)) s < 60 s") }
}

// MARK: - Simulator

let scenario = DefaultScenario.scenario
let frameCount = try Simulator.run(scenario).frameCount

/// Frames per second over `repetitions` plays of the default scenario; `render` also draws
/// every frame as SVG.
func simulate(repetitions: Int, render: Bool) throws -> (median: Double, worst: Double, allocationsPerFrame: Double?) {
  var rates: [Double] = []
  var allocations: UInt64 = 0
  var sink = 0
  for _ in 0..<repetitions {
    let before = allocation_counter_count()
    let time = try seconds {
      let trace = try Simulator.run(scenario)
      if render {
        let scene = FrameScene(trace: trace)
        for frame in 0..<trace.frameCount { sink &+= scene.svg(frame: frame).utf8.count }
      }
      sink &+= trace.frameCount
    }
    allocations += allocation_counter_count() - before
    rates.append(Double(frameCount) / time)
  }
  if sink == -1 { print(sink) }
  let perFrame = countingAllocations ? Double(allocations) / Double(repetitions * frameCount) : nil
  return (median(rates), rates.min() ?? 0, perFrame)
}

let plain = try simulate(repetitions: quick ? 5 : 40, render: false)
rows.append(
  Row(
    measure: "simulator, no rendering", subject: "default scenario (\(frameCount) frames)",
    median: "\(format(plain.median, 0)) frames/s", spread: "worst \(format(plain.worst, 0)) frames/s",
    samples: "\(quick ? 5 : 40) runs",
    allocations: plain.allocationsPerFrame.map { "\(format($0, 2)) / frame" } ?? "n/a"))
if plain.median < 50_000 { missed.append("simulator: \(format(plain.median, 0)) frames/s < 50,000") }

let rendered = try simulate(repetitions: quick ? 1 : 5, render: true)
rows.append(
  Row(
    measure: "simulator + SVG of every frame", subject: "default scenario (\(frameCount) frames)",
    median: "\(format(rendered.median, 0)) frames/s", spread: "worst \(format(rendered.worst, 0)) frames/s",
    samples: "\(quick ? 1 : 5) runs",
    allocations: rendered.allocationsPerFrame.map { "\(format($0, 0)) / frame" } ?? "n/a"))

// MARK: - The page

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navbar-bench-\(getpid())").path
var quiet = CommandEnvironment.live
quiet.standardOutput = { _ in }
var pageTimes: [Double] = []
for _ in 0..<(quick ? 3 : 15) {
  var status: Int32 = 0
  let time = seconds { status = NavBarSimCommand.run(["--out", directory, "--check", "-q"], environment: quiet) }
  guard status == 0 else {
    print("navbar-bench: navbar-sim failed with status \(status)")
    exit(1)
  }
  pageTimes.append(time)
}
let pageBytes = ["index.html", "trace.csv"].reduce(0) { total, name in
  total + ((try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.size] as? Int) ?? 0)
}
try? FileManager.default.removeItem(atPath: directory)
rows.append(
  Row(
    measure: "write the page (navbar-sim --out)",
    subject: "default scenario: index.html + trace.csv, \(pageBytes / 1024) KiB",
    median: "\(format(median(pageTimes) * 1000)) ms", spread: "worst \(format((pageTimes.max() ?? 0) * 1000)) ms",
    samples: "\(pageTimes.count) runs", allocations: "—"))

// MARK: - The fuzzer

let fuzzCount = quick ? 50 : 1000
var fuzzReport = FuzzCampaign.Report()
let fuzzTime = seconds { fuzzReport = FuzzCampaign(seed: 1, count: fuzzCount).run() }
rows.append(
  Row(
    measure: "fuzzer (play, check every frame, replay)", subject: "generated scenarios, seed 1",
    median: "\(format(Double(fuzzReport.scenarios) / fuzzTime, 0)) scenarios/s",
    spread: "\(format(Double(fuzzReport.frames) / fuzzTime, 0)) checked frames/s",
    samples: "\(fuzzReport.scenarios) scenarios",
    allocations: "—"))
if let found = fuzzReport.failure { missed.append("fuzzer: scenario \(found.index) \(found.failure)") }

// MARK: - Report

print("| measure | subject | median | spread | samples | heap allocations |")
print("|---|---|---|---|---|---|")
for row in rows {
  print("| \(row.measure) | \(row.subject) | \(row.median) | \(row.spread) | \(row.samples) | \(row.allocations) |")
}
print("")
print("targets: ≤ 1 µs per tick (median), 0 allocations per tick, ≥ 50,000 frames/s without rendering")
let blocking = quick ? missed.filter { $0.contains("allocations") || $0.contains("fuzzer") } : missed
if missed.isEmpty {
  print("all targets met\(countingAllocations ? "" : " (allocations not counted on this platform)")")
} else {
  for line in missed { print("MISSED: \(line)") }
}
exit(blocking.isEmpty ? 0 : 1)
