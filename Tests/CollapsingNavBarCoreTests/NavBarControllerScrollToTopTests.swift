import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerScrollToTopTests {
  /// Plays a scroll to the top at 120 Hz; returns the collapse distances seen.
  static func play(_ container: inout TestContainer) -> [Double] {
    container.send(.scrollToTopRequested)
    var distances: [Double] = []
    var time = 10.0
    while container.controller.needsFrames && time < 15 {
      container.send(.frame(time: time))
      distances.append(container.controller.collapseDistance)
      time += 1.0 / 120
    }
    return distances
  }

  @Test func scrollToTopOvershootsTheTopAndSettlesBack() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 600)
    let distances = Self.play(&container)
    #expect(distances.min()! < -0.5, "the content passes the top a little")
    #expect(distances.min()! >= -6 - 1e-9, "by at most the planner's 6 pt")
    #expect(distances.last == 0)
    #expect(container.controller.collapse == 0)
  }

  @Test func reduceMotionScrollsToTopWithoutOvershoot() throws {
    var container = TestContainer()
    container.apply(try container.controller.setEnvironment(BarEnvironment(reduceMotion: true)))
    container.attach()
    container.scroll(toDistance: 600)
    let distances = Self.play(&container)
    #expect(distances.min()! >= 0)
    #expect(distances.last == 0)
  }

  @Test func aLongListJumpsToOneScreenAboveTheTopFirst() {
    var container = TestContainer(contentHeight: 10_000)
    container.attach()
    container.scroll(toDistance: 6000)  // more than four viewports
    let distances = Self.play(&container)
    #expect(distances[0] == 6000, "the first frame shows the start")
    #expect(distances[1] <= 844 + 1e-9, "then the travel begins one viewport above the top")
    #expect(distances.last == 0)
  }

  @Test func theDurationComesFromThePlannersRegime() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 400)
    let frames = Self.play(&container).count
    // Short regime: 0.2…0.3 s of travel plus a 0.15 s settle, at 120 Hz.
    #expect(frames >= Int(0.35 * 120) && frames <= Int(0.45 * 120) + 2)
  }
}
