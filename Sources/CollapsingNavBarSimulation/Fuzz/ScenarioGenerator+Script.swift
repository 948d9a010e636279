import CollapsingNavBarCore

/// The script: single steps, always valid for the finger and the screen.
extension ScenarioGenerator {
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
}
