import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// `"os": 26` on the device: the bar takes the glass look (no background or hairline of its own)
/// and the page draws the container's scroll edge effect under it, down to the bar's bottom,
/// while content is under the bar.
@Suite struct GlassLookSceneTests {
  private func trace(_ json: String) throws -> SimulationTrace {
    try Simulator.run(try Scenario(json: json))
  }

  /// A fling that leaves content under the bar, then a rest there.
  private static let script =
    #""script": [{"drag": {"by": 300, "duration": 0.3}}, {"release": {"velocity": 0}}, {"wait": 0.5}]"#

  @Test func theDeviceKeysDecideTheLookAndWriteBack() throws {
    let scenario = try Scenario(
      json: #"""
        {"name": "glass", "device": {"os": 26, "designRequiresCompatibility": true},
         "bar": {"look": "classic", "scrollEdgeEffect": {"style": "hard", "hidden": true}}}
        """#)
    #expect(scenario.device.os == 26)
    #expect(scenario.device.lookSystem.look == .classic, "compatibility mode")
    #expect(scenario.bar.configuration.look == .classic)
    #expect(scenario.bar.configuration.scrollEdgeEffect == BarEdgeEffect(style: .hard, isHidden: true))
    #expect(try Scenario(json: scenario.json) == scenario)
    #expect(try Scenario(json: #"{"device": {"os": 27}}"#).device.environment.systemLook == .glass)
    #expect(try Scenario(json: #"{"device": {"os": 27}}"#).device.environment.automaticEdgeEffectStyle == .hard)
  }

  @Test func aScenarioWithoutTheKeysEncodesAsBefore() throws {
    let json = try Scenario(json: #"{"name": "plain"}"#).json
    for key in ["\"os\"", "designRequiresCompatibility", "\"look\"", "scrollEdgeEffect"] {
      #expect(!json.contains(key), "\(key) written for a scenario that does not set it")
    }
  }

  @Test(arguments: [
    (#"{"device": {"os": 26.5}}"#, "device.os"),
    (#"{"device": {"os": 12}}"#, "device.os"),
    (#"{"device": {"os": "26"}}"#, "device.os"),
    (#"{"bar": {"look": "liquid"}}"#, "bar.look"),
    (#"{"bar": {"scrollEdgeEffect": {"style": "blurry"}}}"#, "bar.scrollEdgeEffect.style"),
    (#"{"bar": {"scrollEdgeEffect": {"hiden": true}}}"#, "bar.scrollEdgeEffect.hiden"),
  ])
  func aBadKeyNamesItsPath(json: String, path: String) {
    do {
      _ = try Scenario(json: json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.path == path)
    }
  }

  @Test func onIOS26TheBarHasNoBackgroundNorHairlineAndTheEdgeEffectShowsUnderContent() throws {
    let glass = try trace(#"{"name": "glass", "device": {"os": 26}, "# + Self.script + "}")
    let last = glass.frameCount - 1
    #expect(glass.value(.collapse, frame: last) > 0, "content scrolled under the bar")
    for frame in 0..<glass.frameCount {
      #expect(glass.value(.alphaBackground, frame: frame) == 0)
      #expect(glass.value(.alphaBlur, frame: frame) == 0)
      #expect(glass.value(.alphaSeparator, frame: frame) == 0)
    }
    #expect(InvariantChecker.check(glass).passed)
    let scene = FrameScene(trace: glass)
    #expect(scene.isGlass)
    let atRest = scene.svg(frame: 0)
    let scrolled = scene.svg(frame: last)
    #expect(atRest.contains("<linearGradient id=\"edge\""))
    // The soft effect: shown once content is under the bar, down to the bar's current bottom.
    let bar = SVGWriter.number(glass.value(.barHeight, frame: last))
    #expect(scrolled.contains("width=\"390\" height=\"\(bar)\" opacity=\"1\" x=\"0\" y=\"0\" fill=\"url(#edge)\""))
    #expect(atRest.contains("width=\"390\" height=\"279\" opacity=\"0\" x=\"0\" y=\"0\" fill=\"url(#edge)\""))
  }

  @Test func theHardStyleCutsOffWithADividingLineAtTheBarsBottom() throws {
    let hard = try trace(#"{"name": "hard", "device": {"os": 27}, "# + Self.script + "}")
    let last = hard.frameCount - 1
    let svg = FrameScene(trace: hard).svg(frame: last)
    let bar = SVGWriter.number(hard.value(.barHeight, frame: last))
    #expect(svg.contains("width=\"390\" height=\"\(bar)\" opacity=\"0\" x=\"0\" y=\"0\" fill=\"url(#edge)\""))
    #expect(
      svg.contains(
        "y=\"\(bar)\" width=\"390\" height=\"\(SVGWriter.number(1.0 / 3))\" opacity=\"1\" x=\"0\" fill=\"#3c3c43\""))
  }

  @Test func thePageNamesTheSystemAndTheLookFromIOS26AndIsUnchangedBefore() throws {
    let glass = HTMLPage.render(FrameScene(trace: try trace(#"{"name": "g", "device": {"os": 26}, "script": []}"#)))
    #expect(glass.contains("390×844 pt</span> · iOS 26, glass look</p>"))
    let compat = HTMLPage.render(
      FrameScene(
        trace: try trace(#"{"name": "c", "device": {"os": 26, "designRequiresCompatibility": true}, "script": []}"#)))
    #expect(compat.contains("· iOS 26, classic look</p>"))
    let old = HTMLPage.render(FrameScene(trace: try trace(#"{"name": "o", "device": {"os": 18}, "script": []}"#)))
    let plain = HTMLPage.render(FrameScene(trace: try trace(#"{"name": "o", "script": []}"#)))
    #expect(old == plain, "a page of an earlier system is drawn as it always was")
  }

  @Test func beforeIOS26AndInCompatibilityModeTheClassicLookIsDrawnAsBefore() throws {
    for json in [
      #"{"name": "old", "device": {"os": 18}, "# + Self.script + "}",
      #"{"name": "compat", "device": {"os": 26, "designRequiresCompatibility": true}, "# + Self.script + "}",
      #"{"name": "plain", "# + Self.script + "}",
    ] {
      let classic = try trace(json)
      let scene = FrameScene(trace: classic)
      #expect(!scene.isGlass)
      #expect(!scene.svg(frame: classic.frameCount - 1).contains("edge"))
      #expect(classic.value(.alphaBlur, frame: classic.frameCount - 1) == 1)
    }
  }

  /// The attributes of every `<name …>` element of an SVG text.
  private static func elements(_ name: String, in svg: String) -> [[String: String]] {
    svg.components(separatedBy: "<\(name) ").dropFirst().map { element in
      let tag = element.prefix { $0 != ">" }
      var attributes: [String: String] = [:]
      for pair in tag.components(separatedBy: "\" ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        attributes[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].replacingOccurrences(of: "\"", with: "")
      }
      return attributes
    }
  }

  private static let rowJSON = #"""
    "bar": {"panels": [
      {"kind": "top", "title": "Inbox", "backButton": "Mailboxes", "items": ["Select", "Edit"]},
      {"kind": "largeTitle", "title": "Inbox"}, {"kind": "search"}]}
    """#

  @Test func onIOS26TheRowsButtonsSitInGlassWithoutTheBackTitleAndBeforeAsAlways() throws {
    let glass = try trace(#"{"name": "glass", "device": {"os": 26}, "# + Self.rowJSON + ", " + Self.script + "}")
    let svg = FrameScene(trace: glass).svg(frame: 0)
    let platters = Self.elements("rect", in: svg).filter { $0["fill"] == "#fff" && $0["fill-opacity"] == "0.8" }
    // Each text item in its own capsule, from the trailing edge inward: Edit, then Select.
    #expect(platters.map { $0["width"] } == ["66", "85"])
    #expect(platters.map { $0["x"] } == ["308", "215"])
    #expect(platters.allSatisfy { $0["rx"] == "20" && $0["height"] == "40" })
    // The back button: a chevron in a glass circle, no previous screen's title.
    let circles = Self.elements("circle", in: svg).filter { $0["fill"] == "#fff" }
    #expect(circles.count == 1)
    #expect(circles.first?["cx"] == "36" && circles.first?["r"] == "20")
    #expect(!svg.contains(">Mailboxes<"))
    #expect(svg.contains("fill=\"#000\">Edit</text>"), "glyphs in the label colour")

    let classic = try trace(#"{"name": "classic", "# + Self.rowJSON + ", " + Self.script + "}")
    let before = FrameScene(trace: classic).svg(frame: 0)
    #expect(before.contains(">Mailboxes<"))
    #expect(before.contains("fill=\"#007aff\">Edit</text>"))
    #expect(!before.contains("fill=\"#fff\" fill-opacity=\"0.8\""))
  }

  @Test func onIOS26TheSearchFieldIsACapsuleAtEveryHeightItTakes() throws {
    let glass = try trace(#"{"name": "glass", "device": {"os": 26}, "# + Self.rowJSON + ", " + Self.script + "}")
    let scene = FrameScene(trace: glass)
    var heights: Set<String> = []
    for frame in 0..<glass.frameCount {
      let fields = Self.elements("rect", in: scene.svg(frame: frame)).filter {
        $0["fill"] == "#767680" && $0["width"] == "358"
      }
      #expect(fields.count == 1, "frame \(frame)")
      guard let field = fields.first, let height = field["height"].flatMap(Double.init) else { continue }
      // (Both numbers as the page writes them, to two decimals.)
      let radius = field["rx"].flatMap(Double.init) ?? -1
      #expect(abs(radius - height / 2) <= 0.01, "frame \(frame): rx \(radius) for \(height)")
      heights.insert(field["height"] ?? "")
    }
    #expect(heights.contains("36") && heights.count > 3, "the field rests and shrinks: \(heights.sorted())")
    let classic = try trace(#"{"name": "classic", "# + Self.rowJSON + ", " + Self.script + "}")
    let before = Self.elements("rect", in: FrameScene(trace: classic).svg(frame: 0)).filter {
      $0["fill"] == "#767680" && $0["width"] == "358"
    }
    #expect(before.first?["rx"] == "10")
  }
}
