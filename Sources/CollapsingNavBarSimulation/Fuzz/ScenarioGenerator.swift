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

    /// Creates options.
    ///
    /// - Parameters:
    ///   - uikitInsetModel: Whether to generate UIKit's inset model and its steps.
    ///   - reentrantScreens: Whether to generate app screens that act inside callbacks.
    ///   - variesUIKitAssumptions: Whether to vary the model's unknowns, faults and container kinds.
    public init(uikitInsetModel: Bool = true, reentrantScreens: Bool = true, variesUIKitAssumptions: Bool = true) {
      self.uikitInsetModel = uikitInsetModel
      self.reentrantScreens = reentrantScreens
      self.variesUIKitAssumptions = variesUIKitAssumptions
    }
  }

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
    let device = makeDevice()
    let bar = makeBar(title: name)
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
    return Scenario(
      name: name, device: device, bar: bar, containers: containers, script: script.steps, screen: screen,
      uikit: uikit)
  }

  // MARK: - UIKit's unknowns and faults

  /// A container kind: mostly a table in a navigation controller, as the model always was.
  mutating func varyKind(_ container: inout Scenario.Container) {
    guard random.chance(0.4) else { return }
    container.kind = random.pick([.table, .collection, .collection, .plain])
    if random.chance(0.2) { container.alwaysBounceVertical = random.chance(0.5) }
    if random.chance(0.3) { container.inNavigationController = false }
  }

  /// The model's unknowns, each at its default half the time, and its fault modes now and then.
  mutating func makeUIKitAssumptions() -> UIKitAssumptions {
    var uikit = UIKitAssumptions.standard
    guard random.chance(0.6) else { return uikit }
    if random.chance(0.5) {
      uikit.linearTailSpeed = random.pick([0.005, 0.02, 0.1, 0.2, random.double(in: 0.001...1)])
    }
    if random.chance(0.5) { uikit.refreshReturn = .jumps }
    if random.chance(0.5) {
      uikit.animatedOffsetDuration = random.pick([0.2, 0.33, 0.5, random.double(in: 0.01...2)])
      uikit.animatedOffsetCurve = random.pick(UIKitAssumptions.OffsetCurve.allCases)
    }
    if random.chance(0.4) {
      // (UIKit's bounce back never visibly oscillates, nor takes a second: springs near critical
      // damping, quicker or slower than the model's.)
      uikit.bounceDampingRatio = random.pick([0.8, 1.3, random.double(in: 0.7...2)])
      uikit.bounceResponse = random.pick([0.3, 0.6, random.double(in: 0.2...0.8)])
    }
    if random.chance(0.5) { uikit.callbackOrder = .observersFirst }
    if random.chance(0.3) { uikit.insetWriteFault = random.pick([.stopsMotion, .perturbsMotion]) }
    if random.chance(0.2) { uikit.dropsViewportEvents = true }
    if random.chance(0.3) { uikit.animatedOffsetWhileDecelerating = .playsOver }
    return uikit
  }

  // MARK: - The app's screen

  /// An app screen that reads the bar and calls it from inside UIKit's callbacks: most often
  /// from `scrollViewDidScroll`, which also runs inside the bar's own writes.
  mutating func makeScreen(bar: Scenario.Bar) -> [Scenario.Reaction] {
    (0..<random.int(in: 1...4)).map { _ in
      let callbacks = Scenario.Reaction.Callback.allCases
      let on = random.chance(0.5) ? .didScroll : random.pick(callbacks)
      let action = screenAction(bar: bar)
      // A screen that moves the bar on every callback fights every finger; calls that change
      // the bar come a few times, reads any number of times.
      let times: Int? = action == .read ? random.pick([nil, nil, 1, 5]) : random.pick([1, 1, 2, 3])
      return Scenario.Reaction(on: on, action: action, every: random.pick([1, 1, 2, 3, 7, 20, 60]), times: times)
    }
  }

  mutating func screenAction(bar: Scenario.Bar) -> Scenario.Reaction.Action {
    switch random.int(in: 0...19) {
    case 0...5: return .read
    case 6...8: return .expand(animated: random.chance(0.5))
    case 9...11: return .collapse(animated: random.chance(0.5))
    case 12: return .endRefreshing
    case 13, 14:
      // A new id, one in use (a built-in kind's too) or a bad height: the bar refuses the last two.
      let taken = bar.panels.map(\.id) + ["search", "top"]
      let id = random.chance(0.6) ? "screen-\(random.int(in: 0...3))" : random.pick(taken)
      let height =
        random.chance(0.8) ? random.pick([0.0, 20, 44, 60]) : random.pick([-1, -0.5, 20_000])
      return .addPanel(id: id, height: height)
    case 15: return .removePanel(id: random.chance(0.5) ? "screen-\(random.int(in: 0...3))" : "c0")
    case 16, 17: return .reattach
    default: return .replaceDelegate
    }
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
    let expanded = (try? BarMetrics(configuration: bar.configuration, environment: device.environment))?.expandedHeight
    if let expanded, random.chance(0.8) {
      container.contentInsetTop = min(max(0, expanded - device.safeAreaTop), 10_000)
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

  // MARK: - Script

  /// A script being built: the finger's state and the screen, so that every step is valid.
  struct ScriptBuilder {
    var steps: [Scenario.Step] = []
    var fingerDown = false
    /// The attached container's index.
    var attached = 0
    var device: Scenario.Device
    let containerCount: Int

    init(device: Scenario.Device, containerCount: Int) {
      self.device = device
      self.containerCount = containerCount
    }

    mutating func add(_ step: Scenario.Step) {
      switch step {
      case .drag: fingerDown = true
      case .release: fingerDown = false
      case .switchContainer(let index): attached = index
      case .resize(let width, let height, let safeAreaTop):
        device.width = width
        device.height = height
        device.safeAreaTop = safeAreaTop
      default: break
      }
      steps.append(step)
    }
  }

  mutating func dragDistance() -> Double {
    let magnitude: Double
    switch random.int(in: 0...9) {
    case 0, 1: magnitude = random.double(in: 0...10)
    case 2...6: magnitude = random.double(in: 10...300)
    case 7, 8: magnitude = random.double(in: 300...3000)
    default: magnitude = random.double(in: 3000...100_000)
    }
    let rounded = random.chance(0.5) ? magnitude.rounded() : magnitude
    return random.chance(0.6) ? rounded : -rounded
  }

  mutating func dragDuration() -> Double {
    random.pick([Simulator.timeStep, 0.05, 0.1, 0.25, 0.3, 0.5, 1, random.double(in: Simulator.timeStep...1.5)])
  }

  mutating func velocity() -> Double {
    let sign: Double = random.chance(0.5) ? 1 : -1
    switch random.int(in: 0...9) {
    case 0...2: return 0
    case 3: return sign * random.pick([0.05, 0.1, 0.2, 0.21])
    case 4...7: return sign * random.double(in: 0.2...4)
    case 8: return sign * random.double(in: 4...12)
    default: return sign * random.pick([20, 50])
    }
  }

  mutating func wait() -> Scenario.Step {
    .wait(random.pick([0, Simulator.timeStep, 2 * Simulator.timeStep, 0.05, 0.1, 0.2, 0.5, 1, 2, 4]))
  }

  mutating func resize(from device: Scenario.Device) -> Scenario.Step {
    var width: Double
    var height: Double
    var safeAreaTop: Double
    switch random.int(in: 0...3) {
    case 0, 1:
      // A rotation.
      (width, height, safeAreaTop) = (device.height, device.width, device.width > device.height ? 47 : 0)
    case 2:
      width = random.pick([320, 390, 834, 1024])
      height = random.pick([390, 568, 844, 1194])
      safeAreaTop = random.pick([0, 20, 47])
    default:
      width = random.double(in: 1...1500)
      height = random.double(in: 1...1500)
      safeAreaTop = random.double(in: 0...100)
    }
    if safeAreaTop >= height { safeAreaTop = (height / 2).rounded(.down) }
    return .resize(width: width, height: height, safeAreaTop: safeAreaTop)
  }

  mutating func otherContainer(_ builder: ScriptBuilder) -> Int {
    random.int(in: 0...(builder.containerCount - 1))
  }

  /// Adds one random step, or a motif of a few steps that meet in an unusual order.
  mutating func addStepOrMotif(to script: inout ScriptBuilder) {
    if options.uikitInsetModel && random.chance(0.2) {
      if random.chance(0.3) {
        addInsetMotif(to: &script)
      } else {
        script.add(insetStep())
      }
      return
    }
    if random.chance(0.3) {
      addMotif(to: &script)
      return
    }
    if script.fingerDown {
      switch random.int(in: 0...9) {
      case 0...5: script.add(.release(velocity: velocity()))
      case 6, 7: script.add(.drag(by: dragDistance(), duration: dragDuration()))
      case 8: script.add(random.pick([.endRefreshing, .search(.activate), .search(.cancel)]))
      default: script.add(random.chance(0.5) ? wait() : resize(from: script.device))
      }
      return
    }
    switch random.int(in: 0...16) {
    case 0...4: script.add(.drag(by: dragDistance(), duration: dragDuration()))
    case 5, 6: script.add(wait())
    case 7: script.add(.tapStatusBar)
    case 8:
      script.add(.pullToRefresh(duration: random.pick([0.1, 0.3, 0.5, random.double(in: Simulator.timeStep...1)])))
    case 9: script.add(.endRefreshing)
    case 10: script.add(.search(random.chance(0.5) ? .activate : .cancel))
    case 11: script.add(.switchContainer(otherContainer(script)))
    case 12: script.add(resize(from: script.device))
    case 13: script.add(.expand(animated: random.chance(0.6)))
    case 14: script.add(.collapse(animated: random.chance(0.6)))
    case 15: script.add(touch())
    default: script.add(wait())
    }
  }

  /// A finger that rests on the content without panning, from a tap to a long press.
  mutating func touch() -> Scenario.Step {
    .touch(duration: random.pick([0, Simulator.timeStep, 0.1, 0.3, random.double(in: 0...1.5)]))
  }

  mutating func release(_ script: inout ScriptBuilder) {
    if script.fingerDown { script.add(.release(velocity: velocity())) }
  }

  mutating func shortWait() -> Scenario.Step {
    .wait(random.pick([0, Simulator.timeStep, 3 * Simulator.timeStep, 0.05, 0.1, 0.2]))
  }

  /// Inset events where they hurt: a keyboard shown and hidden around a drag, a refresh begun
  /// by the app and ended at the top, a tab bar hidden while the content moves.
  mutating func addInsetMotif(to script: inout ScriptBuilder) {
    release(&script)
    switch random.int(in: 0...2) {
    case 0:
      script.add(.setContentInset(top: 0, bottom: 300))
      script.add(shortWait())
      script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
      script.add(.release(velocity: velocity()))
      script.add(.setContentInset(top: random.pick([0, 143]), bottom: 0))
    case 1:
      script.add(.beginRefreshing)
      script.add(shortWait())
      if random.chance(0.5) { script.add(.drag(by: dragDistance(), duration: 0.2)) }
      release(&script)
      script.add(wait())
      script.add(.endRefreshing)
    default:
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: velocity()))
      script.add(.safeArea(top: nil, bottom: random.pick([0, 34, 83])))
      script.add(shortWait())
      script.add(.safeArea(top: nil, bottom: random.pick([0, 34, 83])))
    }
  }

  /// A push while the content moves (a fling, a pull's bounce, the bar's settle, a scroll to the
  /// top): the scroll view leaves its window, the app acts off screen, and the screen comes back
  /// (or another list is attached in its place).
  mutating func addOffScreenMotif(to script: inout ScriptBuilder) {
    script.add(.drag(by: random.chance(0.2) ? -random.double(in: 50...300) : dragDistance(), duration: 0.15))
    script.add(.release(velocity: random.chance(0.4) ? 0 : velocity()))
    script.add(shortWait())
    if random.chance(0.3) {
      script.add(.tapStatusBar)
      script.add(shortWait())
    }
    script.add(.leaveWindow)
    for _ in 0..<random.int(in: 0...3) {
      switch random.int(in: 0...5) {
      case 0: script.add(.collapse(animated: random.chance(0.7)))
      case 1: script.add(.expand(animated: random.chance(0.7)))
      case 2: script.add(options.uikitInsetModel ? random.pick([.endRefreshing, .beginRefreshing]) : .endRefreshing)
      case 3: script.add(.search(random.chance(0.5) ? .activate : .cancel))
      case 4: script.add(options.uikitInsetModel ? insetStep() : wait())
      default: script.add(wait())
      }
    }
    // (A switch to the attached container would leave the scroll view out of its window.)
    let comesBack = random.chance(0.8)
    let other = otherContainer(script)
    script.add(comesBack || other == script.attached ? .enterWindow : .switchContainer(other))
  }

  mutating func addMotif(to script: inout ScriptBuilder) {
    release(&script)
    switch random.int(in: 0...10) {
    case 0:
      // A release during a scroll-to-top.
      script.add(.drag(by: random.double(in: 200...3000), duration: 0.2))
      script.add(.release(velocity: velocity()))
      script.add(shortWait())
      script.add(.tapStatusBar)
      script.add(shortWait())
      script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
      script.add(.release(velocity: velocity()))
    case 1:
      // A tab switch mid-fling.
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: (random.chance(0.7) ? 1 : -1) * random.double(in: 1...10)))
      script.add(shortWait())
      script.add(.switchContainer(otherContainer(script)))
    case 2:
      // A tab switch mid-bounce, after a pull past the top.
      script.add(.drag(by: -random.double(in: 50...400), duration: 0.2))
      script.add(.release(velocity: random.chance(0.5) ? 0 : -random.double(in: 0...3)))
      script.add(shortWait())
      script.add(.switchContainer(otherContainer(script)))
    case 3:
      // A refresh while search is active.
      script.add(.search(.activate))
      script.add(.pullToRefresh(duration: random.pick([0.2, 0.5])))
      script.add(shortWait())
      if random.chance(0.5) { script.add(.endRefreshing) }
      if random.chance(0.7) { script.add(.search(.cancel)) }
    case 4:
      // A rotation during a settle.
      script.add(.drag(by: random.double(in: -200...300), duration: 0.2))
      script.add(.release(velocity: random.chance(0.5) ? 0 : random.double(in: -1...1)))
      script.add(shortWait())
      script.add(resize(from: script.device))
    case 5:
      // A status-bar tap, expand or collapse while a fling or settle runs.
      script.add(.drag(by: dragDistance(), duration: 0.15))
      script.add(.release(velocity: velocity()))
      script.add(shortWait())
      script.add(
        random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true), .expand(animated: false)]))
    case 6:
      // A refresh, then a tab switch or a search before it ends.
      script.add(.pullToRefresh(duration: 0.4))
      script.add(shortWait())
      script.add(random.chance(0.5) ? .switchContainer(otherContainer(script)) : .search(.activate))
      script.add(shortWait())
      script.add(.endRefreshing)
    case 7:
      // A drag that starts while a programmatic animation or scroll-to-top runs.
      script.add(random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true)]))
      script.add(shortWait())
      script.add(.drag(by: dragDistance(), duration: dragDuration()))
      script.add(.release(velocity: velocity()))
    case 8:
      addOffScreenMotif(to: &script)
    case 9:
      // A finger that catches a fling, a bounce, a settle, a scroll-to-top or a programmatic
      // animation, and lifts without panning (sometimes pans after all).
      switch random.int(in: 0...2) {
      case 0:
        script.add(.drag(by: dragDistance(), duration: random.pick([0.1, 0.2])))
        script.add(.release(velocity: random.chance(0.3) ? 0 : velocity()))
      case 1:
        script.add(.drag(by: -random.double(in: 30...300), duration: 0.2))
        script.add(.release(velocity: 0))
      default:
        script.add(random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true)]))
      }
      script.add(shortWait())
      script.add(touch())
      if random.chance(0.2) {
        script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
        script.add(.release(velocity: velocity()))
      }
    default:
      // Search toggled mid-fling, then a switch.
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: velocity()))
      script.add(.search(.activate))
      script.add(shortWait())
      if random.chance(0.5) { script.add(.switchContainer(otherContainer(script))) }
      script.add(.search(.cancel))
    }
  }
}
