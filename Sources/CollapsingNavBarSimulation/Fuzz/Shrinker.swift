import CollapsingNavBarCore

/// Shrinks a failing scenario to a small one that breaks the same property: delta debugging
/// over the script (drop chunks of steps, then single steps), then fewer containers and panels,
/// then simpler numbers (zero, halves, whole numbers) and default options.
///
/// Every candidate is validated and played through ``Fuzzer/check(_:)`` (or the check given);
/// it is kept when it breaks the same ``FuzzProperty`` (at any frame). The result is
/// deterministic.
///
/// ```swift
/// if let found = FuzzCampaign(seed: 7, count: 1000).run().failure {
///   let small = Shrinker.shrink(found.scenario, failure: found.failure)
///   print(small.scenario.json)
/// }
/// ```
public struct Shrinker {
  /// What shrinking produced.
  public struct Result: Hashable, Sendable {
    /// The smallest scenario found that still breaks the property.
    public var scenario: Scenario
    /// The failure it gives.
    public var failure: FuzzFailure
    /// How many candidates were played.
    public var attempts: Int
  }

  /// The property that must keep breaking.
  let property: FuzzProperty
  /// The most candidates to play.
  let budget: Int
  /// What a candidate breaks.
  let check: (Scenario) -> FuzzFailure?
  var attempts = 0
  var best: Scenario
  var bestFailure: FuzzFailure

  /// Shrinks a failing scenario.
  ///
  /// - Parameters:
  ///   - scenario: A scenario that breaks a property.
  ///   - failure: The failure it gives.
  ///   - budget: The most candidates to play.
  /// - Returns: The smallest scenario found, its failure and the number of candidates played.
  ///   - check: What a candidate breaks; the fuzzer's checks by default.
  public static func shrink(
    _ scenario: Scenario, failure: FuzzFailure, budget: Int = 3000,
    check: @escaping (Scenario) -> FuzzFailure? = { Fuzzer.check($0).failure }
  ) -> Result {
    var shrinker = Shrinker(
      property: failure.property, budget: budget, check: check, best: scenario, bestFailure: failure)
    if failure.property != .accepted { shrinker.run() }
    return Result(scenario: shrinker.best, failure: shrinker.bestFailure, attempts: shrinker.attempts)
  }

  // MARK: - Passes

  mutating func run() {
    var progress = true
    while progress && attempts < budget {
      progress = false
      progress = dropSteps() || progress
      progress = dropContainers() || progress
      progress = dropPanels() || progress
      progress = simplifySteps() || progress
      progress = simplifyContainers() || progress
      progress = simplifyBar() || progress
      progress = simplifyDevice() || progress
    }
  }

  /// Tries a candidate; keeps it when it is valid and breaks the same property.
  mutating func attempt(_ candidate: Scenario) -> Bool {
    guard attempts < budget, candidate != best else { return false }
    guard (try? candidate.validate()) != nil else { return false }
    attempts += 1
    guard let failure = check(candidate), failure.property == property else { return false }
    best = candidate
    bestFailure = failure
    return true
  }

  /// Delta debugging over the script: remove chunks of steps, halving the chunk size down to
  /// single steps.
  mutating func dropSteps() -> Bool {
    var changed = false
    var chunks = 2
    while best.script.count > 0 && attempts < budget {
      let count = best.script.count
      let size = max(1, (count + chunks - 1) / chunks)
      var removed = false
      var start = 0
      while start < best.script.count && attempts < budget {
        var candidate = best
        candidate.script.removeSubrange(start..<min(start + size, candidate.script.count))
        if attempt(candidate) {
          removed = true
          changed = true
        } else {
          start += size
        }
      }
      if removed {
        chunks = max(chunks - 1, 2)
      } else if size == 1 {
        break
      } else {
        chunks = min(chunks * 2, best.script.count)
      }
    }
    return changed
  }

  mutating func dropContainers() -> Bool {
    var changed = false
    var index = best.containers.count - 1
    while index >= 0 && best.containers.count > 1 && attempts < budget {
      var candidate = best
      candidate.containers.remove(at: index)
      candidate.script = candidate.script.compactMap { step in
        guard case .switchContainer(let target) = step else { return step }
        if target == index { return nil }
        return .switchContainer(target > index ? target - 1 : target)
      }
      if attempt(candidate) { changed = true }
      index -= 1
    }
    return changed
  }

  mutating func dropPanels() -> Bool {
    var changed = false
    var index = best.bar.panels.count - 1
    while index >= 0 && best.bar.panels.count > 1 && attempts < budget {
      var candidate = best
      let id = candidate.bar.panels.remove(at: index).id
      candidate.bar.collapseOrder = candidate.bar.collapseOrder?.filter { $0 != id }
      if attempt(candidate) { changed = true }
      index -= 1
    }
    return changed
  }

  /// How complex a number looks in a scenario file: its length as JSON, then its magnitude.
  ///
  /// Shrinking only ever moves to a lower complexity, so it cannot cycle.
  static func complexity(_ value: Double) -> (Int, Double) { (JSONText.number(value).count, abs(value)) }

  /// Simpler numbers for a value, each no less than `floor`: a default, zero, half, a whole
  /// number, a multiple of ten, one decimal.
  static func simpler(_ value: Double, floor: Double = 0, default: Double? = nil) -> [Double] {
    var values: [Double] = []
    let candidates = [
      `default` ?? 0, 0, value / 2, (value / 2).rounded(), value.rounded(), (value / 10).rounded() * 10,
      (value * 10).rounded() / 10,
    ]
    for candidate in candidates {
      let clamped = max(candidate, floor)
      if complexity(clamped) < complexity(value) && !values.contains(clamped) { values.append(clamped) }
    }
    return values
  }

  static func simpler(_ step: Scenario.Step) -> [Scenario.Step] {
    let frame = Simulator.timeStep
    switch step {
    case .drag(let by, let duration):
      return simpler(by, floor: -.infinity).map { .drag(by: $0, duration: duration) }
        + simpler(duration, floor: frame).map { .drag(by: by, duration: $0) }
    case .release(let velocity): return simpler(velocity, floor: -.infinity).map { .release(velocity: $0) }
    case .wait(let seconds): return simpler(seconds).map { .wait($0) }
    case .pullToRefresh(let duration): return simpler(duration, floor: frame).map { .pullToRefresh(duration: $0) }
    case .touch(let duration): return simpler(duration).map { .touch(duration: $0) }
    case .resize(let width, let height, let safeAreaTop):
      return [.resize(width: width.rounded(), height: height.rounded(), safeAreaTop: safeAreaTop.rounded())]
        + simpler(safeAreaTop).map { .resize(width: width, height: height, safeAreaTop: $0) }
    case .expand(true): return [.expand(animated: false)]
    case .collapse(true): return [.collapse(animated: false)]
    case .setContentInset(let top, let bottom):
      return edges(top, bottom).map { .setContentInset(top: $0.top, bottom: $0.bottom) }
    case .safeArea(let top, let bottom):
      return edges(top, bottom).map { .safeArea(top: $0.top, bottom: $0.bottom) }
    default: return []
    }
  }

  /// Simpler edges of an inset or safe-area step: one edge left out (never both), or an edge
  /// closer to 0.
  static func edges(_ top: Double?, _ bottom: Double?) -> [(top: Double?, bottom: Double?)] {
    var result: [(top: Double?, bottom: Double?)] = []
    if top != nil && bottom != nil {
      result.append((top, nil))
      result.append((nil, bottom))
    }
    if let top { result += simpler(top).map { ($0, bottom) } }
    if let bottom { result += simpler(bottom).map { (top, $0) } }
    return result
  }

  mutating func simplifySteps() -> Bool {
    var changed = false
    for index in best.script.indices where attempts < budget {
      var improved = true
      while improved && attempts < budget {
        improved = false
        for step in Self.simpler(best.script[index]) {
          var candidate = best
          candidate.script[index] = step
          if attempt(candidate) {
            improved = true
            changed = true
            break
          }
        }
      }
    }
    return changed
  }

  mutating func simplifyContainers() -> Bool {
    var changed = false
    for index in best.containers.indices where attempts < budget {
      let container = best.containers[index]
      var candidates: [Scenario.Container] = []
      func with(_ change: (inout Scenario.Container) -> Void) {
        var copy = container
        change(&copy)
        if copy != container { candidates.append(copy) }
      }
      for value in Self.simpler(container.initialScroll) { with { $0.initialScroll = value } }
      with { $0.contentInsetTop = 0 }
      with { $0.contentInsetBottom = 0 }
      with { $0.fastDeceleration = false }
      with { $0.refreshControl = true }
      with { $0.insetAdjustment = nil }
      with {
        $0.safeAreaTop = 0
        $0.safeAreaBottom = 0
      }
      for value in Self.simpler(container.contentHeight, floor: 1, default: 4000) { with { $0.contentHeight = value } }
      for candidate in candidates {
        // The candidates were made from the container before any was kept.
        guard best.containers.indices.contains(index), best.containers[index] == container else { break }
        var scenario = best
        scenario.containers[index] = candidate
        if attempt(scenario) { changed = true }
      }
    }
    return changed
  }

  mutating func simplifyBar() -> Bool {
    var changed = false
    var candidates: [Scenario.Bar] = []
    let bar = best.bar
    func with(_ change: (inout Scenario.Bar) -> Void) {
      var copy = bar
      change(&copy)
      if copy != bar { candidates.append(copy) }
    }
    with { $0.collapseOrder = nil }
    with {
      $0.mode = .collapsesWithContent
      $0.quickReturnReveal = .compactBar
    }
    if case .quickReturn(let distance) = bar.mode {
      for value in Self.simpler(distance) { with { $0.mode = .quickReturn(revealDistance: value) } }
    }
    with { $0.quickReturnReveal = .compactBar }
    with { $0.insetStrategy = .collapsedWithSpacer }
    with { $0.snapping = true }
    with { $0.titleCrossFadeThreshold = 0.5 }
    for index in bar.panels.indices {
      let panel = bar.panels[index]
      for value in Self.simpler(panel.height, default: Scenario.PanelSpec.defaultHeight(of: panel.kind)) {
        with { $0.panels[index].height = value }
      }
    }
    for candidate in candidates {
      // The candidates were made from the bar before any was kept.
      guard best.bar == bar else { break }
      var scenario = best
      scenario.bar = candidate
      if attempt(scenario) { changed = true }
    }
    return changed
  }

  mutating func simplifyDevice() -> Bool {
    var changed = false
    let defaults = Scenario.Device()
    let device = best.device
    var candidates: [Scenario.Device] = []
    func with(_ change: (inout Scenario.Device) -> Void) {
      var copy = device
      change(&copy)
      if copy != device { candidates.append(copy) }
    }
    with { $0 = defaults }
    with { $0.largeTitleScale = 1 }
    with { $0.scale = defaults.scale }
    with { $0.width = defaults.width }
    with { $0.height = defaults.height }
    with { $0.safeAreaTop = defaults.safeAreaTop }
    with {
      $0.width.round()
      $0.height.round()
      $0.safeAreaTop.round()
    }
    for candidate in candidates {
      guard best.device == device else { break }
      var scenario = best
      scenario.device = candidate
      if attempt(scenario) { changed = true }
    }
    return changed
  }
}
