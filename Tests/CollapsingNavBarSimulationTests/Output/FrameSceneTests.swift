import Testing

@testable import CollapsingNavBarSimulation

/// The drawing of one frame, beyond the golden SVGs of the default scenario.
@Suite struct FrameSceneTests {
  /// The scroll indicator's `y` and `height` in a frame's SVG.
  private func indicator(_ scene: FrameScene, frame: Int) throws -> (y: Double, height: Double) {
    let svg = scene.svg(frame: frame)
    let line = try #require(svg.split(separator: "\n").first { $0.contains("width=\"3\" rx=\"1.5\"") })
    func attribute(_ name: String) throws -> Double {
      let start = try #require(line.range(of: " \(name)=\""))
      let rest = line[start.upperBound...]
      let end = try #require(rest.firstIndex(of: "\""))
      return try #require(Double(rest[..<end]))
    }
    return (try attribute("y"), try attribute("height"))
  }

  /// With the system's share in the adjusted insets (a safe area UIKit adds), the indicator
  /// travels over the content's whole range, as UIKit's does: it leaves the top of its track as
  /// soon as the content scrolls, and reaches the bottom only at the content's end.
  @Test func theDrawingTakesEachFramesScreenSoARotationTurnsIt() throws {
    // Portrait, landscape, portrait again: each frame's drawing is its own screen's width and
    // as much of its height as the drawing shows, not the widest screen of the session.
    let trace = try Simulator.run(
      Scenario(
        name: "rotation", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.wait(0.1), .resize(width: 844, height: 390, safeAreaTop: 0), .wait(0.5)]))
    let scene = FrameScene(trace: trace)
    #expect(scene.width == 844)
    let first = scene.size(frame: 0)
    let last = scene.size(frame: trace.frameCount - 1)
    #expect(first.width == 390 && first.height == scene.height)
    #expect(last.width == 844 && last.height == 390)
    #expect(scene.svg(frame: 0).contains("viewBox=\"0 0 390 \(SVGWriter.number(scene.height))\""))
    #expect(scene.svg(frame: trace.frameCount - 1).contains("viewBox=\"0 0 844 390\""))
    // The page moves the drawing's viewBox with the slider.
    let page = HTMLPage.render(scene)
    #expect(page.contains("[\"r0-e0\",\"viewBox\"]"))
  }

  @Test func theScrollIndicatorTravelsOverTheAdjustedRange() throws {
    let container = Scenario.Container(
      contentHeight: 2000, insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 34)
    let bar = DefaultBar.scenarioBar(title: "Inbox")
    var top = Scenario(name: "scrolled a little", bar: bar, containers: [container], script: [])
    top.containers[0].initialScroll = 20
    let toTheEnd = Scenario(
      name: "dragged to the end", bar: bar, containers: [container], script: [.drag(by: 3000, duration: 3)])
    let scrolled = FrameScene(trace: try Simulator.run(top))
    let nearEnd = FrameScene(trace: try Simulator.run(toTheEnd))
    // The track starts 3 pt below the indicator's top inset.
    let trackTop = scrolled.trace.value(.scrollIndicatorInsetTop, frame: 0) + 3
    #expect(try indicator(scrolled, frame: 0).y > trackTop + 0.1)
    // 10 to 25 pt before the content's end the indicator has not reached the track's bottom.
    let trace = nearEnd.trace
    let frame = try #require(
      (0..<trace.frameCount).first {
        let left = trace.restingOffsets(frame: $0).end - trace.value(.contentOffsetY, frame: $0)
        return left >= 10 && left <= 25
      })
    let almost = try indicator(nearEnd, frame: frame)
    let trackBottom = trace.value(.viewportHeight, frame: frame) - 3
    #expect(almost.y + almost.height < trackBottom - 0.1)
  }

  /// A closable or pinned panel that scales with Dynamic Type draws its chips and segments at the
  /// device's content size, as its height grows; one that does not keeps the default size.
  @Test func panelsThatScaleWithDynamicTypeDrawTheirTextAtTheContentSize() throws {
    func svg(scales: Bool) throws -> String {
      var device = Scenario.Device()
      device.contentSizeScale = 2
      let bar = Scenario.Bar(panels: [
        Scenario.PanelSpec(kind: .top, title: "Inbox"),
        Scenario.PanelSpec(kind: .closable, id: "chips", height: 44, title: "All", scalesWithContentSize: scales),
        Scenario.PanelSpec(kind: .pinned, id: "tabs", height: 40, title: "Mail,Chats", scalesWithContentSize: scales),
      ])
      let trace = try Simulator.run(Scenario(name: "dynamic type", device: device, bar: bar, script: []))
      return FrameScene(trace: trace).svg(frame: 0)
    }
    let scaled = try svg(scales: true)
    #expect(scaled.contains("height=\"60\" rx=\"30\""), "a chip twice as tall")
    #expect(scaled.contains("font-size=\"28\" fill=\"#000\">All<"), "a chip's label at twice the size")
    #expect(scaled.contains("font-size=\"26\" font-weight=\"600\" fill=\"#000\">Mail<"))
    let fixed = try svg(scales: false)
    #expect(fixed.contains("height=\"30\" rx=\"15\""))
    #expect(fixed.contains("font-size=\"14\" fill=\"#000\">All<"))
    #expect(fixed.contains("font-size=\"13\" font-weight=\"600\" fill=\"#000\">Mail<"))
  }

  @Test func theSearchFieldsTextAndCancelAreDrawnAtTheBodyTextSize() throws {
    func svg(_ contentSizeScale: Double) throws -> String {
      var device = Scenario.Device()
      device.contentSizeScale = contentSizeScale
      let bar = Scenario.Bar(panels: [
        Scenario.PanelSpec(kind: .top, title: "Inbox"), Scenario.PanelSpec(kind: .search),
      ])
      let trace = try Simulator.run(Scenario(name: "search", device: device, bar: bar, script: []))
      return FrameScene(trace: trace).svg(frame: 0)
    }
    let ax5 = try svg(3)
    #expect(
      ax5.contains("translate(16 0) scale(3) translate(-16 0)"), "the glyph and placeholder grown from the field's edge"
    )
    #expect(ax5.contains("font-size=\"51\" fill=\"\(FrameScene.tint)\""), "Cancel at the body size")
    // The field is as tall as the row grows: 36 + 22 × 2.
    #expect(ax5.contains("height=\"80\""))
    let standard = try svg(1)
    #expect(!standard.contains("scale("), "at the default size drawn as always")
    #expect(standard.contains("font-size=\"17\" fill=\"\(FrameScene.tint)\""))
  }

  @Test func aSectionsRowsStartBelowItsHeader() throws {
    func svg(header: Double) throws -> String {
      var list = Scenario.Container()
      list.sectionHeaderHeight = header
      let trace = try Simulator.run(
        Scenario(name: "sections", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [list], script: []))
      return FrameScene(trace: trace).svg(frame: 0)
    }
    // The default bar at rest: its spacer (148) ends at the expanded bar's edge, 279.
    #expect(try svg(header: 28).contains("patternTransform=\"translate(0 307)\""), "rows below the 28 pt header")
    #expect(try svg(header: 0).contains("patternTransform=\"translate(0 279)\""), "rows at the section's top")
  }
}
