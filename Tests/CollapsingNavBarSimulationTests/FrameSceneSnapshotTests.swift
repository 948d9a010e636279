import Foundation
import Testing

@testable import CollapsingNavBarSimulation

/// Golden SVGs of chosen frames of the default scenario, in
/// `__Snapshots__/FrameSceneSnapshotTests/` beside this file, one element per line.
///
/// Set `RECORD_SNAPSHOTS=1` to write them anew (the tests then fail, so a recording run never
/// passes).
@Suite struct FrameSceneSnapshotTests {
  static let trace = try! Simulator.run(DefaultScenario.scenario)
  static let scene = FrameScene(trace: trace)

  private static func firstFrame(where condition: (Int) -> Bool) -> Int? {
    (0..<trace.frameCount).first(where: condition)
  }

  /// The frames worth keeping: at rest expanded, mid-drag, collapsed at rest, refreshing, mid scroll-to-top.
  static let chosen: [(name: String, frame: Int?)] = [
    ("expanded-at-rest", 0),
    ("mid-drag", firstFrame { trace.phase(frame: $0) == .dragging && trace.value(.collapseDistance, frame: $0) >= 40 }),
    ("collapsed-at-rest", firstFrame { trace.value(.rest, frame: $0) == 1 && trace.value(.progress, frame: $0) == 1 }),
    ("refreshing", firstFrame { trace.value(.rest, frame: $0) == 1 && trace.value(.refreshing, frame: $0) == 1 }),
    ("scroll-to-top", firstFrame { trace.phase(frame: $0) == .scrollToTop && trace.value(.progress, frame: $0) < 0.5 }),
  ]

  @Test(arguments: chosen.indices)
  func frameMatchesItsGoldenSVG(_ index: Int) throws {
    let (name, frame) = Self.chosen[index]
    let found = try #require(frame, "no frame for \(name)")
    assertSnapshot(Self.scene.svg(frame: found), named: name)
  }

  @Test func filmstripMatchesItsGoldenSVG() throws {
    assertSnapshot(Filmstrip.render(Self.scene))
  }

  @Test func chosenFramesShowWhatTheyAreNamedFor() throws {
    let trace = Self.trace
    let collapsed = try #require(Self.chosen[2].frame)
    #expect(trace.value(.alphaCompactTitle, frame: collapsed) == 1)
    #expect(trace.value(.alphaBlur, frame: collapsed) == 1)
    let refreshing = try #require(Self.chosen[3].frame)
    #expect(trace.unspaced(.contentInsetTop, frame: refreshing) == 339)
    #expect(Self.scene.svg(frame: refreshing).contains("opacity=\"1\" stroke=\"#8e8e93\""))  // the spinner shows
  }
}
