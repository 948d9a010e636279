import AllocationCounter
import CollapsingNavBarCore
import CollapsingNavBarSimulation

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

    Measures, in this process: the controller + layout solver cost per scroll tick (median and
    p99 of per-tick means over batches of 100 ticks, for the default bar and a 20-panel bar),
    heap allocations per tick in steady state (malloc/calloc/realloc/aligned calls counted by
    interposition, glibc only), and the simulator's frame rate.
    Build with -c release; debug figures are meaningless.
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

/// A scroll pattern: down through the collapse and deep into the content, then back to a pull.
func scrollPattern(count: Int) -> [Double] {
  (0..<count).map { index in
    let phase = Double(index) / Double(count) * 2 * Double.pi
    return 250 - 320 * cos(phase)  // collapse distance from −70 to 570
  }
}

struct TickStats {
  var medianNanoseconds: Double
  var p99Nanoseconds: Double
  var ticks: Int
  var allocationsPerTick: Double?
}

/// Times `handle(.offsetChanged)` + layout over `batches × batchSize` ticks.
func measureTicks(_ configuration: BarConfiguration, batches: Int, batchSize: Int = 100) throws -> TickStats {
  var controller = try NavBarController(configuration: configuration, environment: DefaultBar.environment)
  _ = controller.handle(.attach(ScrollGeometry(contentHeight: 20_000, viewportHeight: DefaultBar.screenHeight)))
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
      if commands.layoutChanged { sink += controller.layout.height }
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

func format(_ value: Double, _ decimals: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
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

let batches = quick ? 1_000 : 10_000
print("| measure | bar | median | p99 | ticks | allocations/tick |")
print("|---|---|---|---|---|---|")
for (name, configuration) in [("default (7 panels)", DefaultBar.configuration), ("20 panels", twentyPanels)] {
  let stats = try measureTicks(configuration, batches: batches)
  let allocations = stats.allocationsPerTick.map { format($0, 4) } ?? "n/a"
  print(
    "| controller + solver per tick | \(name) | \(format(stats.medianNanoseconds)) ns | \(format(stats.p99Nanoseconds)) ns | \(stats.ticks) | \(allocations) |"
  )
}
