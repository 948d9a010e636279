import CollapsingNavBarCore

/// Makes random valid scenarios from a seed: any mix of panels and heights, both modes (quick
/// return with its reveal distance), both inset strategies, snapping on or off, display scales
/// 1, 2 and 3, small and huge content, several containers (some starting deep in their
/// content), custom collapse orders, and scripts of every step kind with the interleavings that
/// break bars: a release during a scroll-to-top, a tab switch mid-fling or mid-bounce, a refresh
/// while search is active, a rotation during a settle.
///
/// ```swift
/// let scenario = ScenarioGenerator.scenario(seed: 1, index: 42)   // the same on every run
/// ```
///
/// With ``Options/uikitInsetModel`` on (the default) it also plays UIKit's inset model:
/// containers with a `contentInsetAdjustmentBehavior` and a safe area, other components
/// writing the inset, a programmatic `beginRefreshing()` and safe-area changes, and containers
/// the bar observes only (SwiftUI's, whose owner reserves the bar's space). Off, it makes the
/// plain model alone: no system share, no observed container and none of those steps.
///
/// Every scenario it makes passes ``Scenario/validate()``.
public struct ScenarioGenerator: Sendable {
  /// What the generator makes beyond the default mix.
  public struct Options: Hashable, Sendable {
    /// Containers with an inset-adjustment behaviour and a safe area, containers observed only,
    /// and the steps `setContentInset`, `beginRefreshing` and `safeArea`.
    public var uikitInsetModel: Bool
    /// App screens that read and call the bar from inside UIKit's callbacks (``Scenario/screen``).
    public var reentrantScreens: Bool
    /// What the model assumes where no evidence decides, and its fault modes, varied
    /// (``Scenario/uikit``), and container kinds (table, collection, plain; inside a navigation
    /// controller or not).
    public var variesUIKitAssumptions: Bool
    /// Which generation of the generator makes the scenarios (``generations``): a generation
    /// adds draws after all of the one before, so scenario `i` of a seed keeps everything the
    /// earlier generation gave it and gains what the new one adds.
    ///
    /// - 1: the bar, the containers, the script, the app's screen and UIKit's unknowns.
    /// - 2: also the environment (``ScenarioGenerator/varyEnvironment(device:bar:containers:)``):
    ///   iOS 26 and later with the glass look, the app's compatibility key, the bar's look and
    ///   edge effect, Dynamic Type for panels that scale with it, right to left, and a landscape
    ///   phone's compact height.
    /// - 3: also sectioned tables (``ScenarioGenerator/varySections(bar:containers:)``):
    ///   most bars that generation 2 gave the inset strategy ``InsetStrategy/expanded`` take
    ///   ``InsetStrategy/collapsedWithSpacer``, and half the tables under such a bar that
    ///   collapses with the content get a plain-style section header, which must pin right
    ///   under the bar in every frame.
    /// - 4 (the latest): also owners' spacers (``ScenarioGenerator/varyOwnerSpacers(bar:device:containers:)``):
    ///   half the containers observed only whose owner reserved the expanded bar under a bar
    ///   that collapses with the content reserve the collapsed bar and place a spacer first in
    ///   the content instead (a SwiftUI `List` with a `CollapsingNavBarSpacer` row), and half of
    ///   those get a section header.
    ///
    /// A campaign's scenarios reproduce with the generation that made them (`navbar-sim
    /// --fuzz-dump I --seed S --generation G`).
    public var generation: Int

    /// Creates options.
    ///
    /// - Parameters:
    ///   - uikitInsetModel: Whether to generate UIKit's inset model and its steps.
    ///   - reentrantScreens: Whether to generate app screens that act inside callbacks.
    ///   - variesUIKitAssumptions: Whether to vary the model's unknowns, faults and container kinds.
    ///   - generation: Which generation of the generator (``generation``); out of
    ///     ``ScenarioGenerator/generations``, the nearest one.
    public init(
      uikitInsetModel: Bool = true, reentrantScreens: Bool = true, variesUIKitAssumptions: Bool = true,
      generation: Int = ScenarioGenerator.latestGeneration
    ) {
      self.uikitInsetModel = uikitInsetModel
      self.reentrantScreens = reentrantScreens
      self.variesUIKitAssumptions = variesUIKitAssumptions
      self.generation = min(
        max(generation, ScenarioGenerator.generations.lowerBound), ScenarioGenerator.latestGeneration)
    }
  }

  /// The generations of the generator (``Options/generation``).
  public static let generations = 1...4
  /// The latest generation, the default.
  public static var latestGeneration: Int { generations.upperBound }

  /// The generator's random source.
  public var random: SplitMix64
  /// What it makes beyond the default mix.
  public var options: Options

  /// The most steps a generated script holds (motifs may add a few more).
  public static let maximumSteps = 28

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - options: What to make beyond the default mix.
  public init(seed: UInt64, options: Options = Options()) {
    random = SplitMix64(seed: seed)
    self.options = options
  }

  /// The `index`th scenario of the campaign with seed `seed`.
  ///
  /// - Parameters:
  ///   - seed: The campaign's seed.
  ///   - index: The scenario's index in the campaign.
  ///   - options: What to make beyond the default mix.
  /// - Returns: A valid scenario named `fuzz-<seed>-<index>`.
  public static func scenario(seed: UInt64, index: Int, options: Options = Options()) -> Scenario {
    var generator = ScenarioGenerator(seed: SplitMix64.derive(seed, index), options: options)
    return generator.scenario(name: "fuzz-\(seed)-\(index)")
  }

  /// A random valid scenario.
  ///
  /// - Parameter name: The scenario's name (also the titles of its top row and large title).
  /// - Returns: The scenario.
  public mutating func scenario(name: String) -> Scenario {
    var device = makeDevice()
    var bar = makeBar(title: name)
    var containers = (0..<random.pick([1, 1, 1, 2, 2, 2, 3, 4])).map { _ in
      makeContainer(viewportHeight: device.height)
    }
    if options.uikitInsetModel {
      for index in containers.indices where random.chance(0.15) {
        observeOnly(&containers[index], bar: bar, device: device)
      }
    }
    var script = ScriptBuilder(device: device, containerCount: containers.count)
    let length = random.int(in: 1...Self.maximumSteps)
    while script.steps.count < length { addStepOrMotif(to: &script) }
    // (Drawn last, so the rest of a seed's scenario is the same with screens or without.)
    let screen = options.reentrantScreens && random.chance(0.5) ? makeScreen(bar: bar) : []
    // (Drawn after the screen, for the same reason.)
    var uikit = UIKitAssumptions.standard
    if options.variesUIKitAssumptions {
      for index in containers.indices { varyKind(&containers[index]) }
      uikit = makeUIKitAssumptions()
      // Now and then an app's carousel that keeps `scrollsToTop` on takes the status-bar tap.
      for index in containers.indices where random.chance(0.03) { containers[index].otherScrollsToTop = 1 }
    }
    // (Drawn after everything of generation 1, which scenario `i` of a seed keeps.)
    if options.generation >= 2 { varyEnvironment(device: &device, bar: &bar, containers: &containers) }
    if options.generation >= 3 { varySections(bar: &bar, containers: &containers) }
    if options.generation >= 4 { varyOwnerSpacers(bar: bar, device: device, containers: &containers) }
    return Scenario(
      name: name, device: device, bar: bar, containers: containers, script: script.steps, screen: screen,
      uikit: uikit)
  }

  // MARK: - Screen and bar

  mutating func makeDevice() -> Scenario.Device {
    var device = Scenario.Device()
    device.width = random.chance(0.8) ? random.pick([320, 375, 390, 430, 768, 844, 1024]) : random.double(in: 1...1400)
    device.height =
      random.chance(0.8) ? random.pick([568, 667, 844, 932, 390, 1024, 1366]) : random.double(in: 1...1500)
    device.safeAreaTop = random.chance(0.8) ? random.pick([0, 20, 24, 47, 59]) : random.double(in: 0...120)
    if device.safeAreaTop >= device.height { device.safeAreaTop = 0 }
    device.scale = random.pick([1, 2, 3, 3])
    device.largeTitleScale = random.chance(0.7) ? 1 : random.pick([0.1, 0.8, 1.3, 2, 3.5, random.double(in: 0.1...4)])
    return device
  }

  mutating func height(typical: Double) -> Double {
    switch random.int(in: 0...9) {
    case 0...4: return typical
    case 5: return 0
    case 6: return random.pick([0.1, 1.0 / 3, 0.5, 1, 2.5])
    case 7: return random.double(in: 0...300)
    case 8: return (random.double(in: 0...120) * 2).rounded() / 2
    default: return random.chance(0.8) ? random.double(in: 300...1200) : random.double(in: 1200...4000)
    }
  }

  mutating func makeBar(title: String) -> Scenario.Bar {
    var fixed: [Scenario.PanelSpec] = []
    if random.chance(0.85) { fixed.append(Scenario.PanelSpec(kind: .top, height: height(typical: 44), title: title)) }
    if random.chance(0.25) {
      fixed.append(Scenario.PanelSpec(kind: .spacer, height: random.chance(0.6) ? 0 : height(typical: 12)))
    }
    if random.chance(0.7) {
      fixed.append(Scenario.PanelSpec(kind: .largeTitle, height: height(typical: 52), title: title))
    }
    if random.chance(0.5) { fixed.append(Scenario.PanelSpec(kind: .search, height: height(typical: 52))) }
    var extra: [Scenario.PanelSpec] = []
    let closables = random.chance(0.05) ? random.int(in: 10...60) : random.pick([0, 0, 1, 1, 2, 3, 5])
    for index in 0..<closables {
      extra.append(
        Scenario.PanelSpec(
          kind: .closable, id: "c\(index)", height: height(typical: 44),
          title: random.chance(0.3) ? "Chips \(index)" : nil))
    }
    for index in 0..<random.pick([0, 0, 0, 1, 1, 2]) {
      extra.append(Scenario.PanelSpec(kind: .pinned, id: "p\(index)", height: height(typical: 40)))
    }
    var panels: [Scenario.PanelSpec]
    if random.chance(0.15) {
      panels = random.shuffled(fixed + extra)
    } else {
      panels = fixed + random.shuffled(extra)
    }
    if random.chance(0.5) { panels.insert(Scenario.PanelSpec(kind: .separator), at: random.int(in: 0...panels.count)) }
    if panels.isEmpty { panels = [Scenario.PanelSpec(kind: .top, title: title)] }

    var bar = Scenario.Bar(panels: panels)
    if random.chance(0.35) {
      bar.mode = .quickReturn(revealDistance: random.pick([0, 0, 5, 30, 60, random.double(in: 0...300)]))
      bar.quickReturnReveal = random.chance(0.7) ? .compactBar : .wholeBar
    }
    bar.insetStrategy = random.chance(0.5) ? .expanded : .followsBar
    bar.snapping = random.chance(0.75)
    if random.chance(0.25) {
      bar.titleCrossFadeThreshold = random.pick([0, 1, 0.25, random.unit()])
    }
    let collapsible = bar.resolvedPanels.map(\.spec).filter { $0.kind.isCollapsible }.map(\.id)
    if random.chance(0.3), !collapsible.isEmpty {
      bar.collapseOrder = Array(random.shuffled(collapsible).prefix(random.int(in: 0...collapsible.count)))
    }
    return bar
  }

  mutating func makeContainer(viewportHeight: Double) -> Scenario.Container {
    var container = Scenario.Container()
    container.contentHeight = random.pick([
      1, 10, 100, 300, viewportHeight, viewportHeight + 50, 800, 2000, 4000, 4000, 20_000, 1_000_000,
      Scenario.maximumContentHeight, random.double(in: 1...6000),
    ])
    container.contentInsetTop = random.chance(0.7) ? 0 : random.pick([20, 64, random.double(in: 0...200)])
    container.contentInsetBottom = random.chance(0.6) ? 0 : random.pick([34, 83, random.double(in: 0...100)])
    container.fastDeceleration = random.chance(0.3)
    container.refreshControl = random.chance(0.7)
    let farthest = min(container.maximumScroll(viewportHeight: viewportHeight), Scenario.maximumContentHeight)
    switch random.int(in: 0...9) {
    case 0...4: container.initialScroll = 0
    case 5, 6: container.initialScroll = random.double(in: 0...farthest)
    case 7: container.initialScroll = farthest
    default: container.initialScroll = min(farthest, random.pick([30, 100, 150, 1000, 50_000]))
    }
    if options.uikitInsetModel {
      container.insetAdjustment = random.pick([nil, .automatic, .automatic, .scrollableAxes, .never, .always])
      container.safeAreaTop = random.chance(0.8) ? random.pick([0, 20, 47, 59]) : random.double(in: 0...120)
      container.safeAreaBottom = random.chance(0.8) ? random.pick([0, 34, 49, 83]) : random.double(in: 0...120)
    }
    return container
  }

  /// Makes a container one the bar observes only (a SwiftUI `List` or `ScrollView` under
  /// `.collapsingNavigationBar`): its owner reserves the bar's expanded height below the safe
  /// area, as the SwiftUI modifier does, or now and then some other amount.
  mutating func observeOnly(_ container: inout Scenario.Container, bar: Scenario.Bar, device: Scenario.Device) {
    container.observesOnly = true
    container.insetAdjustment = .automatic
    container.safeAreaTop = device.safeAreaTop
    if let reserved = Self.reservedTop(bar: bar, device: device), random.chance(0.8) {
      container.contentInsetTop = reserved
    } else {
      container.contentInsetTop = random.double(in: 0...400)
    }
    let farthest = min(container.maximumScroll(viewportHeight: device.height), Scenario.maximumContentHeight)
    container.initialScroll = min(container.initialScroll, farthest)
  }

  /// One of UIKit's inset events: another component writing the inset (a keyboard handler
  /// setting the top to 0 or restoring a stale value, a SwiftUI host resetting it), a
  /// programmatic `beginRefreshing()`, or a safe-area change (a tab bar hidden on push, a
  /// rotation, a split-view resize).
  mutating func insetStep() -> Scenario.Step {
    switch random.int(in: 0...5) {
    case 0:
      return .setContentInset(top: 0, bottom: random.chance(0.5) ? nil : random.pick([0, 300, 336]))
    case 1:
      return .setContentInset(
        top: random.pick([0, 44, 91, 143, 200, random.double(in: 0...400)]),
        bottom: random.chance(0.6) ? nil : random.double(in: 0...400))
    case 2:
      return .setContentInset(top: nil, bottom: random.pick([0, 34, 300, random.double(in: 0...400)]))
    case 3:
      return .beginRefreshing
    default:
      let top: Double? = random.chance(0.5) ? nil : random.pick([0, 20, 47, 59, random.double(in: 0...120)])
      let bottom: Double? =
        random.chance(0.3) && top != nil ? nil : random.pick([0, 21, 34, 49, 83, random.double(in: 0...120)])
      return .safeArea(top: top, bottom: bottom)
    }
  }
}
