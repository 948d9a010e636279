import CollapsingNavBarCore

extension Scenario {
  /// Checks every value of the scenario and the order of its steps.
  ///
  /// - Throws: A ``ScenarioError`` naming the path of the first value at fault, such as
  ///   `script[2].release: the finger is not down (add a drag before it)`.
  public func validate() throws(ScenarioError) {
    try device.validate(path: "device")
    try bar.validate(path: "bar")
    guard !containers.isEmpty else {
      throw ScenarioError(path: "containers", problem: "a scenario needs at least one container")
    }
    guard containers.count <= Self.maximumContainerCount else {
      throw ScenarioError(
        path: "containers",
        problem: "\(containers.count) containers is more than the limit of \(Self.maximumContainerCount)")
    }
    for (index, container) in containers.enumerated() {
      try container.validate(path: "containers[\(index)]")
      let farthest = container.maximumScroll(viewportHeight: device.height)
      guard container.initialScroll <= farthest else {
        throw ScenarioError(
          path: "containers[\(index)].initialScroll",
          problem:
            "\(Check.text(container.initialScroll)) is out of range (0 to \(Check.text(farthest)) points: the content's end at the bottom of the \(Check.text(device.height)) pt screen)"
        )
      }
    }
    try uikit.validate(path: "uikit")
    try validateScript()
    guard screen.count <= Reaction.maximumCount else {
      throw ScenarioError(
        path: "screen", problem: "\(screen.count) reactions is more than the limit of \(Reaction.maximumCount)")
    }
    for (index, reaction) in screen.enumerated() {
      guard reaction.every >= 1, (reaction.times ?? 1) >= 1 else {
        throw ScenarioError(path: "screen[\(index)]", problem: "every and times must be at least 1")
      }
    }
  }

  private func validateScript() throws(ScenarioError) {
    guard script.count <= Self.maximumStepCount else {
      throw ScenarioError(
        path: "script", problem: "\(script.count) steps is more than the limit of \(Self.maximumStepCount)")
    }
    var fingerDown = false
    // Where the scroll view left its window, while it is out of it.
    var leftWindow: Int?
    var attached = 0
    var duration = 0.0
    for (index, step) in script.enumerated() {
      let path = "script[\(index)].\(step.name)"
      if let leftWindow, step.needsWindow {
        throw ScenarioError(
          path: path,
          problem:
            "the scroll view is out of its window since script[\(leftWindow)] (add an enterWindow before it)")
      }
      switch step {
      case .drag(let by, let seconds):
        try Check.range(by, -1_000_000...1_000_000, "\(path).by", unit: "points")
        try Check.range(seconds, 1.0 / 120...60, "\(path).duration", unit: "seconds")
        fingerDown = true
      case .release(let velocity):
        try Check.range(velocity, -50...50, "\(path).velocity", unit: "points per millisecond")
        guard fingerDown else {
          throw ScenarioError(path: path, problem: "the finger is not down (add a drag before it)")
        }
        fingerDown = false
      case .wait(let seconds):
        try Check.range(seconds, 0...Self.maximumDuration, path, unit: "seconds")
      case .pullToRefresh(let seconds):
        try Check.range(seconds, 1.0 / 120...60, "\(path).duration", unit: "seconds")
        try Self.requireFingerUp(fingerDown, path)
      case .touch(let seconds):
        try Check.range(seconds, 0...60, "\(path).duration", unit: "seconds")
        try Self.requireFingerUp(fingerDown, path)
      case .switchContainer(let target):
        guard target >= 0 && target < containers.count else {
          throw ScenarioError(
            path: path,
            problem:
              "container \(target) does not exist (the scenario has \(containers.count): 0…\(containers.count - 1))")
        }
        try Self.requireFingerUp(fingerDown, path)
        // Another container is on screen (a list swapped in for one that left its window); a
        // switch to the attached one changes nothing.
        if target != attached { leftWindow = nil }
        attached = target
      case .resize(let width, let height, let safeAreaTop):
        var resized = device
        resized.width = width
        resized.height = height
        resized.safeAreaTop = safeAreaTop
        try resized.validate(path: path)
      case .tapStatusBar, .expand, .collapse:
        try Self.requireFingerUp(fingerDown, path)
      case .endRefreshing, .search, .beginRefreshing:
        break
      case .setContentInset(let top, let bottom):
        if let top { try Check.range(top, 0...10_000, "\(path).top", unit: "points") }
        if let bottom { try Check.range(bottom, 0...10_000, "\(path).bottom", unit: "points") }
      case .safeArea(let top, let bottom):
        if let top { try Check.range(top, 0...1000, "\(path).top", unit: "points") }
        if let bottom { try Check.range(bottom, 0...1000, "\(path).bottom", unit: "points") }
      case .leaveWindow:
        try Self.requireFingerUp(fingerDown, path)
        if let leftWindow {
          throw ScenarioError(path: path, problem: "the scroll view left its window already at script[\(leftWindow)]")
        }
        leftWindow = index
      case .enterWindow:
        guard leftWindow != nil else {
          throw ScenarioError(path: path, problem: "the scroll view is in its window (add a leaveWindow before it)")
        }
        leftWindow = nil
      }
      duration += Double(step.frameCount(step: Simulator.timeStep)) * Simulator.timeStep
      guard duration <= Self.maximumDuration + 1e-9 else {
        throw ScenarioError(
          path: path, problem: "the script runs past the limit of \(Int(Self.maximumDuration)) simulated seconds")
      }
    }
  }

  private static func requireFingerUp(_ fingerDown: Bool, _ path: String) throws(ScenarioError) {
    if fingerDown { throw ScenarioError(path: path, problem: "the finger is down (add a release before it)") }
  }
}

extension Scenario.Device {
  func validate(path: String) throws(ScenarioError) {
    try Check.range(width, 1...100_000, "\(path).width", unit: "points")
    try Check.range(height, 1...100_000, "\(path).height", unit: "points")
    try Check.range(safeAreaTop, 0...1000, "\(path).safeAreaTop", unit: "points")
    guard safeAreaTop < height else {
      throw ScenarioError(
        path: "\(path).safeAreaTop",
        problem: "\(Check.text(safeAreaTop)) must be less than the height \(Check.text(height))")
    }
    try Check.range(scale, 1...4, "\(path).scale", unit: nil)
    try Check.range(largeTitleScale, 0.1...4, "\(path).largeTitleScale", unit: nil)
    try Check.range(contentSizeScale, 0.1...4, "\(path).contentSizeScale", unit: nil)
  }
}

extension Scenario.Bar {
  func validate(path: String) throws(ScenarioError) {
    guard !panels.isEmpty else {
      throw ScenarioError(path: "\(path).panels", problem: "a bar needs at least one panel")
    }
    guard panels.count <= BarConfiguration.maximumPanelCount else {
      throw ScenarioError(
        path: "\(path).panels",
        problem: "\(panels.count) panels is more than the limit of \(BarConfiguration.maximumPanelCount)")
    }
    for (index, panel) in panels.enumerated() {
      try Check.range(
        panel.height, 0...BarConfiguration.maximumPanelHeight, "\(path).panels[\(index)].height", unit: "points")
    }
    if case .quickReturn(let distance) = mode {
      try Check.range(distance, 0...100_000, "\(path).revealDistance", unit: "points")
    }
    try Check.range(titleCrossFadeThreshold, 0...1, "\(path).titleCrossFadeThreshold", unit: nil)
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError(path: fieldPath(error, path), problem: error.problem)
    }
  }

  /// The scenario path of a configuration error's field.
  private func fieldPath(_ error: BarConfigurationError, _ path: String) -> String {
    let resolved = resolvedPanels
    func panel(_ index: Int, _ field: String) -> String {
      guard index < resolved.count, let listed = resolved[index].listedIndex else { return "\(path).panels" }
      return "\(path).panels[\(listed)].\(field)"
    }
    switch error {
    case .noPanels, .tooManyPanels: return "\(path).panels"
    case .invalidHeight(let index, _, _): return panel(index, "height")
    case .emptyPanelID(let index), .duplicatePanelID(let index, _), .reservedPanelID(let index, _):
      return panel(index, "id")
    case .panelContentInUse(let index, _): return panel(index, "id")
    case .repeatedKind(let index, _): return panel(index, "kind")
    case .collapseOrderUnknownPanel(let index, _), .collapseOrderFixedPanel(let index, _),
      .collapseOrderDuplicate(let index, _):
      return "\(path).collapseOrder[\(index)]"
    case .invalidSetting(let field, _, _):
      return field == "mode.revealDistance" ? "\(path).revealDistance" : "\(path).\(field)"
    case .invalidEnvironment(let field, _, _): return "device.\(field)"
    case .released: return path
    }
  }
}

extension Scenario.Container {
  func validate(path: String) throws(ScenarioError) {
    try Check.range(contentHeight, 0...Scenario.maximumContentHeight, "\(path).contentHeight", unit: "points")
    guard contentHeight > 0 else {
      throw ScenarioError(
        path: "\(path).contentHeight", problem: "0 is too small: a container needs content taller than 0 points")
    }
    try Check.range(contentInsetTop, 0...10_000, "\(path).contentInsetTop", unit: "points")
    try Check.range(contentInsetBottom, 0...10_000, "\(path).contentInsetBottom", unit: "points")
    try Check.range(initialScroll, 0...Scenario.maximumContentHeight, "\(path).initialScroll", unit: "points")
    try Check.range(safeAreaTop, 0...1000, "\(path).safeArea.top", unit: "points")
    try Check.range(safeAreaBottom, 0...1000, "\(path).safeArea.bottom", unit: "points")
    try Check.range(sectionHeaderHeight, 0...1000, "\(path).sectionHeader", unit: "points")
    // (The header is part of the table's content: a content shorter than it has no room for it.)
    if sectionHeaderHeight > contentHeight {
      throw ScenarioError(
        path: "\(path).sectionHeader",
        problem:
          "\(FixedDecimal.trimmed(sectionHeaderHeight, decimals: 3)) points is taller than the content (contentHeight \(FixedDecimal.trimmed(contentHeight, decimals: 3))), which holds the header"
      )
    }
    try Check.range(
      Double(otherScrollsToTop), 0...Double(Scenario.maximumOtherScrollsToTop), "\(path).otherScrollsToTop",
      unit: "scroll views")
    // (The bar writes the spacer of a container it owns itself: `insetStrategy`.)
    if ownerSpacer && !observesOnly {
      throw ScenarioError(
        path: "\(path).ownerSpacer",
        problem: "only the owner of a container the bar observes only places a spacer: add \"observesOnly\": true")
    }
  }
}

/// Range checks with messages that name the value and the range.
enum Check {
  static func range(_ value: Double, _ range: ClosedRange<Double>, _ path: String, unit: String?) throws(ScenarioError)
  {
    guard value.isFinite else { throw ScenarioError(path: path, problem: "\(value) is not a finite number") }
    guard range.contains(value) else {
      let suffix = unit.map { " \($0)" } ?? ""
      throw ScenarioError(
        path: path,
        problem: "\(text(value)) is out of range (\(text(range.lowerBound)) to \(text(range.upperBound))\(suffix))")
    }
  }

  /// A number as short text: integers without a fraction, else up to six decimals.
  static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return FixedDecimal.trimmed(value, decimals: 6)
  }
}

extension Scenario.Step {
  /// Whether the step needs the scroll view on screen: a finger on it, or the status bar over it.
  var needsWindow: Bool {
    switch self {
    case .drag, .release, .pullToRefresh, .tapStatusBar, .touch: return true
    case .wait, .endRefreshing, .search, .switchContainer, .resize, .expand, .collapse, .setContentInset,
      .beginRefreshing, .safeArea, .leaveWindow, .enterWindow:
      return false
    }
  }
}
