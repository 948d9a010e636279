import Testing

@testable import CollapsingNavBarSimulation

@Suite struct HTMLPageTests {
  @Test func pageIsSelfContainedWithSliderPlayAndReadout() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "<Inbox & co>", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 200, duration: 0.3), .release(velocity: 1)]))
    let html = HTMLPage.render(FrameScene(trace: trace))
    #expect(html.contains("<title>navbar-sim · &lt;Inbox &amp; co&gt;</title>"))
    #expect(html.contains("id=\"slider\" type=\"range\" min=\"0\" max=\"\(trace.frameCount - 1)\""))
    #expect(html.contains("id=\"play\"") && html.contains("id=\"readout\""))
    // No network: the only URL is the SVG namespace.
    #expect(html.replacingAll("http://www.w3.org/2000/svg", with: "").contains("http") == false)
    #expect(!html.contains("<script src") && !html.contains("<link"))
    // Every frame's CSV row is there for the readout.
    #expect(html.components("\n").filter { $0.hasPrefix("\(trace.frameCount - 1),") }.count == 1)
  }

  @Test func bindingsChangeOnlyWhereTheFrameDiffers() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "b", bar: DefaultBar.scenarioBar(title: "Inbox"), script: [.wait(0.1), .drag(by: 100, duration: 0.1)]))
    let scene = FrameScene(trace: trace)
    var still = SVGWriter(prefix: "")
    var moved = SVGWriter(prefix: "")
    scene.draw(frame: 0, into: &still, standalone: true)
    scene.draw(frame: trace.frameCount - 1, into: &moved, standalone: true)
    #expect(still.bindings.count == moved.bindings.count)
    #expect(still.bindings.map(\.element) == moved.bindings.map(\.element))
    #expect(still.bindings != moved.bindings)
  }

  @Test func javaScriptStringsCannotCloseTheScript() {
    #expect(HTMLPage.javaScriptString("</script>\"\n") == "\"\\u003c/script>\\\"\\n\"")
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    components(target).joined(separator: replacement)
  }

  func components(_ separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.range(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
