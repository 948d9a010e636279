import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerMotionTests {
  /// Plays frames at 120 Hz until the controller stops asking; returns the offsets written.
  func play(_ container: inout TestContainer, from start: Double = 0) -> [Double] {
    var offsets: [Double] = []
    var time = start
    while container.controller.needsFrames && time < start + 5 {
      if let offset = container.send(.frame(time: time)).contentOffset { offsets.append(offset.y) }
      time += 1.0 / 120
    }
    return offsets
  }

  @Test func scrollToTopOvershootsTheTopGentlyAndSettlesExpanded() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 300)
    let plan = container.send(.scrollToTopRequested).effects.scrollToTop
    #expect(plan?.overshoot == 6)
    let offsets = play(&container)
    let top = -container.controller.basis
    #expect(offsets.min()! < top - 5, "the content goes a little past the top")
    #expect(offsets.last == top)
    #expect(container.controller.collapse == 0)
    #expect(container.controller.layout.height == 279)
  }

  @Test func reduceMotionRemovesTheOvershoot() {
    var container = TestContainer()
    container.controller.reduceMotion = true
    container.attach()
    container.scroll(toDistance: 300)
    #expect(container.send(.scrollToTopRequested).effects.scrollToTop?.overshoot == 0)
    let offsets = play(&container)
    #expect(offsets.min()! >= -container.controller.basis)
  }

  @Test func longScrollToTopJumpsToOneScreenAboveTheTop() throws {
    var container = TestContainer(contentHeight: 100_000)
    container.attach()
    container.scroll(toDistance: 50_000)
    let plan = try #require(container.send(.scrollToTopRequested).effects.scrollToTop)
    let jump = try #require(plan.jump)
    #expect(abs(jump - (-279 + 844)) < 1e-9)
    let offsets = play(&container)
    #expect(offsets.count > 2)
    #expect(offsets[1] <= -279 + 844, "no frame passes through the rows between")
  }

  @Test func secondTapRestartsFromTheCurrentPosition() throws {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 1500)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    container.send(.frame(time: 0.1))
    let current = container.geometry.contentOffsetY
    let plan = try #require(container.send(.scrollToTopRequested).effects.scrollToTop)
    #expect(plan.start == current)
    let offsets = play(&container, from: 0.2)
    #expect(offsets.last == -279)
  }

  @Test func titleFadeStartsOnceWhenTheLargeTitleCrossesItsThreshold() {
    var container = TestContainer()
    container.attach()
    var fades: [TitleFadeCommand] = []
    for step in 0...200 {
      let commands = container.scroll(toDistance: Double(step))
      if let fade = commands.effects.titleFade { fades.append(fade) }
    }
    #expect(fades.count == 1)
    #expect(fades.first?.target == .compact)
    container.scroll(toDistance: 90)
    #expect(container.controller.layout.compactTitleAlpha == 0)
  }

  @Test func titleAlphasFollowTheFadeOverTime() {
    var container = TestContainer()
    container.attach()
    container.send(.frame(time: 10))
    container.scroll(toDistance: 140)
    #expect(container.controller.titleAlphas(at: 10) == TitleAlphas(large: 1, compact: 0))
    #expect(abs(container.controller.titleAlphas(at: 10.05).compact - 0.5) < 1e-9)
    #expect(container.controller.titleAlphas(at: 10.1) == TitleAlphas(large: 0, compact: 1))
  }
}

@Suite struct NavBarControllerScrollToTopRetargetTests {
  /// Plays frames until the scroll-to-top ends (at most 5 s).
  private func playFrames(_ container: inout TestContainer, from start: Double) {
    var time = start
    while container.controller.needsFrames && time < start + 5 {
      container.send(.frame(time: time))
      time += 1.0 / 120
    }
  }

  @Test func scrollToTopPlansAgainWhenARefreshEndsOnTheWay() {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    container.send(.frame(time: 0.05))
    let commands = container.send(.refreshEnded)
    #expect(commands.effects.scrollToTop?.end == -279, "the new top without the refresh control")
    playFrames(&container, from: 0.1)
    #expect(container.controller.collapseDistance == 0)
    #expect(container.geometry.contentOffsetY == -279)
  }

  @Test func scrollToTopPlansAgainWhenTheScreenRotatesOnTheWay() throws {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    let commands = try container.controller.setEnvironment(BarEnvironment(safeAreaTop: 0, width: 844, scale: 3))
    container.apply(commands)
    #expect(commands.effects.scrollToTop?.end == -232)
    playFrames(&container, from: 1.0 / 120)
    #expect(container.geometry.contentOffsetY == -232)
    #expect(container.controller.collapseDistance == 0)
  }
}

@Suite struct NavBarControllerOwnAnimationRetargetTests {
  @Test func refreshEndingDuringTheBarsOwnAnimationAimsItAtTheNewTop() {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    container.scroll(toDistance: 100)
    let expand = container.controller.expand(animated: true)
    #expect(expand.contentOffset == ContentOffsetCommand(y: -339, animation: .settle(.fromRest)))
    // The adapter starts the animation; the content has not moved yet when the refresh ends.
    let commands = container.controller.handle(.refreshEnded)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
  }
}

@Suite struct NavBarControllerProgrammaticDuringScrollToTopTests {
  @Test(arguments: [false, true])
  func programmaticExpandOrCollapseStopsTheScrollToTop(expand: Bool) {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    container.send(.frame(time: 0.05))
    container.apply(
      expand ? container.controller.expand(animated: false) : container.controller.collapse(animated: false))
    #expect(!container.controller.needsFrames)
    #expect(container.send(.frame(time: 0.1)).contentOffset == nil, "no more scroll-to-top writes")
  }
}
