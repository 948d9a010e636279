import CollapsingNavBarCore

/// Draws one frame of a trace as SVG: the top of the screen with the bar (background, blur,
/// status bar, every panel clipped to its visible height with its content sliding, the search
/// field, the separator) over the top of the content (list rows and the refresh spinner).
///
/// Every frame has the same elements; only attribute values change, which ``SVGWriter`` records
/// as bindings for the HTML player.
public struct FrameScene: Sendable {
  /// The trace drawn.
  public let trace: SimulationTrace
  /// The drawing's width in points (the widest screen of the trace).
  public let width: Double
  /// The drawing's height in points: the bar and the top of the content (the most any frame
  /// shows).
  public let height: Double
  /// How much of a screen's height a frame shows at most: the tallest bar and the top of the
  /// content under it.
  let shownHeight: Double

  /// Each stacked panel's expanded height, per metrics epoch of the trace.
  let fullHeights: [[Double]]

  /// About how wide a bar button item's title is drawn at 17 pt, for laying out several.
  static func itemWidth(_ title: String) -> Double { Double(title.count) * 9.5 }

  /// The height of one list row in the drawn content.
  static let rowHeight = 64.0
  static let tint = "#007aff"

  /// Prepares the drawing of a trace.
  public init(trace: SimulationTrace) {
    self.trace = trace
    var widest = 1.0
    var tallestViewport = 1.0
    var tallestBar = 0.0
    for frame in 0..<trace.frameCount {
      widest = max(widest, trace.value(.width, frame: frame))
      tallestViewport = max(tallestViewport, trace.value(.viewportHeight, frame: frame))
      tallestBar = max(tallestBar, trace.value(.expandedHeight, frame: frame))
    }
    fullHeights = trace.metricsEpochs.map { epoch in
      let layout = BarLayoutSolver.solve(epoch.metrics, BarLayoutSolver.Input(collapse: 0))
      return trace.panelIDs.map { layout.panel($0)?.fullHeight ?? 0 }
    }
    width = widest.isFinite ? min(widest, 4000) : 390
    let wanted = (tallestBar + 360).rounded(.up)
    shownHeight = wanted.isFinite ? min(max(wanted, 200), 4000) : 640
    height = tallestViewport.isFinite ? min(max(tallestViewport, 1), shownHeight) : 640
  }

  /// The drawing's size at a frame: the screen's width then and as much of its height as the
  /// drawing shows (the bar and the top of the content), so that a rotation turns the drawing
  /// instead of drawing a portrait phone small in a landscape frame.
  ///
  /// - Parameter frame: The frame number.
  /// - Returns: The width and height in points.
  public func size(frame: Int) -> (width: Double, height: Double) {
    let screenWidth = trace.value(.width, frame: frame)
    let viewport = trace.value(.viewportHeight, frame: frame)
    return (
      screenWidth.isFinite && screenWidth >= 1 ? min(screenWidth, width) : width,
      viewport.isFinite && viewport >= 1 ? min(viewport, shownHeight) : height
    )
  }

  /// A frame as a standalone SVG document.
  ///
  /// - Parameter frame: The frame number.
  /// - Returns: The SVG text.
  public func svg(frame: Int) -> String {
    var writer = SVGWriter(prefix: "")
    draw(frame: frame, into: &writer, standalone: true)
    return writer.text
  }

  /// Draws a frame.
  ///
  /// - Parameters:
  ///   - frame: The frame number.
  ///   - writer: Where to draw.
  ///   - standalone: Whether to emit the `xmlns` attribute (a document of its own).
  func draw(frame: Int, into w: inout SVGWriter, standalone: Bool, placement: String = "") {
    typealias N = SVGWriter
    let screenWidth = value(.width, frame)
    let offset = value(.contentOffsetY, frame)
    // The content rests against the adjusted top inset (the system's share included).
    let inset = value(.adjustedInsetTop, frame)
    // (The app's rows start below the bar's spacer, when there is one.)
    let spacer = value(.leadingSpacer, frame)
    let contentTop = spacer - offset
    // (A plain table's section header comes first in the section, its rows below it.)
    let shownContainer = Int(value(.container, frame))
    let header =
      trace.scenario.containers.indices.contains(shownContainer)
      ? trace.scenario.containers[shownContainer].sectionHeaderHeight : 0
    let rowsTop = contentTop + header
    let bar = value(.barHeight, frame)
    let safe = value(.safeAreaTop, frame)
    let refreshing = value(.refreshing, frame) != 0
    let pull = max(0, -inset - offset)
    let scale = trace.metrics(frame: frame).environment.scale
    var epoch = 0
    for (index, change) in trace.metricsEpochs.enumerated() where change.frame <= frame { epoch = index }
    let font = "font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif\""

    let shown = size(frame: frame)
    w.open(
      "svg",
      (standalone ? "xmlns=\"http://www.w3.org/2000/svg\" " : "") + placement + font,
      [("viewBox", "0 0 \(N.number(shown.width)) \(N.number(shown.height))")])
    w.open("defs")
    w.open("clipPath", "id=\"\(w.id("screen"))\"")
    w.leaf("rect", "x=\"0\" y=\"0\"", [("width", N.number(shown.width)), ("height", N.number(shown.height))])
    w.close("clipPath")
    drawRowPattern(&w, contentTop: rowsTop)
    if isGlass { drawEdgeEffectGradient(&w) }
    let stacked = trace.panelIDs.indices
    var y = safe
    var panelTops: [Double] = []
    for panel in stacked {
      panelTops.append(y)
      let visible = trace.panelHeight(panel, frame: frame)
      w.open("clipPath", "id=\"\(w.id("clip\(panel)"))\"")
      w.leaf(
        "rect", "x=\"0\"",
        [("y", N.number(y)), ("width", N.number(screenWidth)), ("height", N.number(max(0, visible)))])
      w.close("clipPath")
      y += visible
    }
    w.close("defs")

    w.open("g", "clip-path=\"url(#\(w.id("screen")))\"")
    w.leaf(
      "rect", "x=\"0\" y=\"0\" fill=\"#f2f2f7\"",
      [("width", N.number(shown.width)), ("height", N.number(shown.height))])
    w.leaf(
      "rect", "x=\"0\" fill=\"url(#\(w.id("rows")))\"",
      [
        ("y", N.number(rowsTop)), ("width", N.number(screenWidth)),
        ("height", N.number(max(0, value(.contentHeight, frame) - spacer - header))),
      ])
    drawSpinner(
      &w, x: screenWidth / 2,
      y: RefreshIndicatorPlacement.centerY(
        contentTop: contentTop, refreshHeight: trace.scenario.uikit.refreshControlHeight),
      opacity: refreshing
        ? 1
        : RefreshIndicatorPlacement.progress(pull: pull, triggerDistance: trace.scenario.uikit.refreshTriggerDistance)
          * 0.8)
    drawScrollIndicator(&w, frame: frame, screenWidth: screenWidth)
    drawSectionHeader(&w, frame: frame, screenWidth: screenWidth)

    // The bar: background and blur, status bar, panels, separator.
    w.leaf(
      "rect", "x=\"0\" y=\"0\" fill=\"#f9f9f9\"",
      [
        ("width", N.number(screenWidth)), ("height", N.number(bar)),
        ("opacity", N.number(value(.alphaBackground, frame))),
      ])
    w.leaf(
      "rect", "x=\"0\" y=\"0\" fill=\"#eceef2\" fill-opacity=\"0.92\"",
      [
        ("width", N.number(screenWidth)), ("height", N.number(bar)), ("opacity", N.number(value(.alphaBlur, frame))),
      ])
    if isGlass { drawEdgeEffect(&w, frame: frame, screenWidth: screenWidth, bar: bar, contentTop: contentTop) }
    w.open(
      "g", "", [("transform", "translate(0 \(N.number(max(0, safe / 2 - 7))))"), ("opacity", safe >= 20 ? "1" : "0")])
    w.leaf("text", "x=\"32\" y=\"12\" font-size=\"16\" font-weight=\"600\" fill=\"#000\"", content: "9:41")
    w.open("g", "", [("transform", "translate(\(N.number(screenWidth - 58)) 0)")])
    w.leaf(
      "rect",
      "x=\"0\" y=\"0\" width=\"25\" height=\"12\" rx=\"3.5\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.4\"")
    w.leaf("rect", "x=\"2\" y=\"2\" width=\"21\" height=\"8\" rx=\"2\" fill=\"#000\"")
    w.close("g")
    w.close("g")

    for panel in stacked {
      let kind = trace.panelKinds[panel]
      let id = trace.panelIDs[panel]
      let full = fullHeights[epoch][panel]
      let top = panelTops[panel] + trace.panelSlide(panel, frame: frame)
      w.open("g", "clip-path=\"url(#\(w.id("clip\(panel)")))\"")
      w.open("g", "", [("transform", "translate(0 \(N.number(top)))")])
      drawPanel(&w, kind: kind, id: id, full: full, frame: frame, screenWidth: screenWidth)
      w.close("g")
      w.close("g")
    }
    w.leaf(
      "rect", "x=\"0\" fill=\"#3c3c43\" fill-opacity=\"0.29\"",
      [
        ("y", N.number(bar)), ("width", N.number(screenWidth)), ("height", N.number(1 / scale)),
        ("opacity", N.number(value(.alphaSeparator, frame))),
      ])
    w.close("g")
    w.close("svg")
  }

  /// Whether the bar takes the glass look (``BarLook/glass``): no background of its own, the
  /// container's scroll edge effect under it.
  var isGlass: Bool { trace.metrics(frame: 0).look == .glass }

  /// The scroll edge effect's shading: strongest at the container's top, fading out down to the
  /// bar's bottom, as the soft style's progressive blur does.
  private func drawEdgeEffectGradient(_ w: inout SVGWriter) {
    w.open("linearGradient", "id=\"\(w.id("edge"))\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"")
    w.leaf("stop", "offset=\"0\" stop-color=\"#f2f2f7\" stop-opacity=\"0.95\"")
    w.leaf("stop", "offset=\"0.6\" stop-color=\"#f2f2f7\" stop-opacity=\"0.75\"")
    w.leaf("stop", "offset=\"1\" stop-color=\"#f2f2f7\" stop-opacity=\"0\"")
    w.close("linearGradient")
  }

  /// The container's top scroll edge effect under a glass bar, as the core lays it out
  /// (``BarEdgeEffectLayout``): down to the bar's current bottom, shown while content is under
  /// the bar; the hard style cuts off with a dividing line.
  private func drawEdgeEffect(_ w: inout SVGWriter, frame: Int, screenWidth: Double, bar: Double, contentTop: Double) {
    typealias N = SVGWriter
    let metrics = trace.metrics(frame: frame)
    let effect = BarLayoutSolver.solve(
      metrics, BarLayoutSolver.Input(collapse: value(.collapse, frame), scrolledUnder: bar - contentTop)
    ).scrollEdgeEffect
    let extent = effect?.extent ?? bar
    let shown = effect?.isVisible ?? false
    let hard = effect?.style == .hard
    w.leaf(
      "rect", "x=\"0\" y=\"0\" fill=\"url(#\(w.id("edge")))\"",
      [
        ("width", N.number(screenWidth)), ("height", N.number(extent)),
        ("opacity", shown && !hard ? "1" : "0"),
      ])
    w.leaf(
      "rect", "x=\"0\" y=\"0\" fill=\"#f2f2f7\" fill-opacity=\"0.94\"",
      [("width", N.number(screenWidth)), ("height", N.number(extent)), ("opacity", shown && hard ? "1" : "0")])
    w.leaf(
      "rect", "x=\"0\" fill=\"#3c3c43\" fill-opacity=\"0.29\"",
      [
        ("y", N.number(extent)), ("width", N.number(screenWidth)),
        ("height", N.number(1 / metrics.environment.scale)), ("opacity", shown && hard ? "1" : "0"),
      ])
  }

  /// The top row's compact title, centred, at its cross-fade's alpha.
  private func drawCompactTitle(
    _ w: inout SVGWriter, title: String, placeholder: String, full: Double, frame: Int, screenWidth: Double
  ) {
    w.leaf(
      "text", "text-anchor=\"middle\" font-size=\"17\" font-weight=\"600\" fill=\"#000\"\(placeholder)",
      [
        ("x", SVGWriter.number(screenWidth / 2)), ("y", SVGWriter.number(full / 2 + 6)),
        ("opacity", SVGWriter.number(value(.alphaCompactTitle, frame))),
      ],
      content: title)
  }

  /// The height of a glass platter in the top row: a bar button item's Liquid Glass background.
  static let glassPlatterHeight = 40.0
  /// A glass platter's fill and edge.
  static let glassPlatter = "fill=\"#fff\" fill-opacity=\"0.8\" stroke=\"#000\" stroke-opacity=\"0.08\""

  /// The top row under the glass look, as iOS 26 draws the system's.
  ///
  /// The back button is a chevron in a glass circle, without the previous screen's title (as
  /// third parties report iOS 26 draws it); each text item in its own glass capsule ("Text buttons
  /// … have separate glass backgrounds"); glyphs in the label colour ("Bar buttons use labelColor
  /// by default": WWDC25 session 284, "Build a UIKit app with the new design"). The compact title
  /// as under the classic look. On a device the row's standalone navigation bar draws these
  /// itself.
  private func drawGlassTopRow(
    _ w: inout SVGWriter, spec: Scenario.PanelSpec?, title: String, placeholder: String, full: Double, frame: Int,
    screenWidth: Double
  ) {
    typealias N = SVGWriter
    let direction = trace.metrics(frame: frame).environment.layoutDirection
    let platter = min(Self.glassPlatterHeight, max(0, full - 4))
    let platterY = (full - platter) / 2
    if spec?.backButton != nil {
      let centre = direction.x(leading: 16, width: platter, in: screenWidth) + platter / 2
      w.leaf(
        "circle", Self.glassPlatter,
        [("cx", N.number(centre)), ("cy", N.number(full / 2)), ("r", N.number(platter / 2))])
      w.leaf(
        "text", "text-anchor=\"middle\" font-size=\"30\" fill=\"#000\"",
        // (The glyph's ink sits right of its advance's middle: nudged back to the circle's.)
        [("x", N.number(centre + (direction.isMirrored ? 1 : -1))), ("y", N.number(full / 2 + 9))],
        content: direction.isMirrored ? "›" : "‹")
    }
    drawCompactTitle(&w, title: title, placeholder: placeholder, full: full, frame: frame, screenWidth: screenWidth)
    // The items from the trailing edge inward, each in its capsule.
    var trailing = 16.0
    for item in (spec?.items ?? []).reversed() {
      let capsule = Self.itemWidth(item) + 28
      let x = direction.x(leading: screenWidth - trailing - capsule, width: capsule, in: screenWidth)
      w.leaf(
        "rect", Self.glassPlatter,
        [
          ("x", N.number(x)), ("y", N.number(platterY)), ("width", N.number(capsule)),
          ("height", N.number(platter)), ("rx", N.number(platter / 2)),
        ])
      w.leaf(
        "text", "text-anchor=\"middle\" font-size=\"17\" fill=\"#000\"",
        [("x", N.number(x + capsule / 2)), ("y", N.number(full / 2 + 6))], content: item)
      trailing += capsule + 8
    }
  }

  /// A plain-style table's section header, where UIKit draws it (``PinnedSectionHeader``), in a
  /// container that has one.
  private func drawSectionHeader(_ w: inout SVGWriter, frame: Int, screenWidth: Double) {
    let shown = Int(value(.container, frame))
    guard trace.scenario.containers.indices.contains(shown) else { return }
    let height = trace.scenario.containers[shown].sectionHeaderHeight
    guard height > 0 else { return }
    let header = PinnedSectionHeader(
      contentOffsetY: value(.contentOffsetY, frame), adjustedInsetTop: value(.adjustedInsetTop, frame),
      sectionTop: value(.leadingSpacer, frame))
    typealias N = SVGWriter
    w.leaf(
      "rect", "x=\"0\" fill=\"#e5e5ea\" fill-opacity=\"0.96\"",
      [("y", N.number(header.screenTop)), ("width", N.number(screenWidth)), ("height", N.number(height))])
    w.leaf(
      "text", "x=\"16\" font-size=\"13\" font-weight=\"600\" fill=\"#3c3c43\"",
      [("y", N.number(header.screenTop + min(height, 28) / 2 + 4.5))], content: "SECTION")
  }

  /// The list's rows: a repeating run of rows whose lines differ in length and whose avatars
  /// differ in colour, so the content's motion shows in a still frame.
  private func drawRowPattern(_ w: inout SVGWriter, contentTop: Double) {
    typealias N = SVGWriter
    let rows = Self.rowVariants
    w.open(
      "pattern",
      "patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(N.number(width))\" height=\"\(N.number(Self.rowHeight * Double(rows.count)))\"",
      [("patternTransform", "translate(0 \(N.number(contentTop)))")], name: w.id("rows"))
    w.leaf(
      "rect",
      "x=\"0\" y=\"0\" width=\"\(N.number(width))\" height=\"\(N.number(Self.rowHeight * Double(rows.count)))\" fill=\"#ffffff\""
    )
    let room = max(40, width - 120)
    for (index, row) in rows.enumerated() {
      let top = Self.rowHeight * Double(index)
      w.leaf("circle", "cx=\"36\" cy=\"\(N.number(top + 32))\" r=\"20\" fill=\"\(row.avatar)\"")
      w.leaf(
        "rect",
        "x=\"68\" y=\"\(N.number(top + 15))\" width=\"\(N.number(min(row.title, room)))\" height=\"11\" rx=\"5.5\" fill=\"#6b7280\""
      )
      w.leaf(
        "rect",
        "x=\"68\" y=\"\(N.number(top + 36))\" width=\"\(N.number(min(row.subtitle, room + 40)))\" height=\"8\" rx=\"4\" fill=\"#d1d5db\""
      )
      if row.unread {
        w.leaf("circle", "cx=\"\(N.number(width - 20))\" cy=\"\(N.number(top + 21))\" r=\"5\" fill=\"\(Self.tint)\"")
      }
      w.leaf(
        "rect",
        "x=\"68\" y=\"\(N.number(top + Self.rowHeight - 0.5))\" width=\"\(N.number(width))\" height=\"0.5\" fill=\"#e5e7eb\""
      )
    }
    w.close("pattern")
  }

  /// One row of the drawn list.
  struct RowVariant {
    var avatar: String
    var title: Double
    var subtitle: Double
    var unread: Bool
  }

  /// The rows the drawn list repeats.
  static let rowVariants: [RowVariant] = [
    RowVariant(avatar: "#f59e0b", title: 150, subtitle: 240, unread: true),
    RowVariant(avatar: "#60a5fa", title: 96, subtitle: 180, unread: false),
    RowVariant(avatar: "#34d399", title: 190, subtitle: 262, unread: false),
    RowVariant(avatar: "#f472b6", title: 120, subtitle: 130, unread: true),
    RowVariant(avatar: "#a78bfa", title: 168, subtitle: 214, unread: false),
    RowVariant(avatar: "#f87171", title: 80, subtitle: 250, unread: false),
  ]

  /// The vertical scroll indicator, as UIKit places it: inside the indicator insets, as long
  /// as the visible share of the content, shown while anything moves.
  private func drawScrollIndicator(_ w: inout SVGWriter, frame: Int, screenWidth: Double) {
    typealias N = SVGWriter
    // The content's range runs between the adjusted insets (the system's share included).
    let geometry = Self.indicator(
      offset: value(.contentOffsetY, frame), insetTop: value(.adjustedInsetTop, frame),
      insetBottom: value(.adjustedInsetBottom, frame), indicatorTop: value(.scrollIndicatorInsetTop, frame),
      contentHeight: value(.contentHeight, frame), viewport: value(.viewportHeight, frame))
    w.leaf(
      "rect", "width=\"3\" rx=\"1.5\" fill=\"#000000\" fill-opacity=\"0.35\"",
      [
        ("x", N.number(screenWidth - 6)), ("y", N.number(geometry.y)), ("height", N.number(geometry.length)),
        ("opacity", value(.rest, frame) == 1 ? "0" : "1"),
      ])
  }

  /// Where the scroll indicator is: its top and its length in screen points.
  ///
  /// - Parameters:
  ///   - offset: `contentOffset.y`.
  ///   - insetTop: `adjustedContentInset.top`.
  ///   - insetBottom: `adjustedContentInset.bottom`.
  ///   - indicatorTop: The indicator's top inset.
  ///   - contentHeight: The content's height.
  ///   - viewport: The viewport's height.
  static func indicator(
    offset: Double, insetTop: Double, insetBottom: Double, indicatorTop: Double, contentHeight: Double,
    viewport: Double
  ) -> (y: Double, length: Double) {
    let trackTop = max(0, indicatorTop) + 3
    let track = max(0, viewport - 3 - trackTop)
    let visible = max(0, viewport - insetTop)
    let share = contentHeight > 0 ? min(1, visible / contentHeight) : 1
    let length = min(track, max(36, track * share))
    let scrollable = contentHeight + insetTop + insetBottom - viewport
    let fraction = scrollable > 0 ? min(1, max(0, (offset + insetTop) / scrollable)) : 0
    return (trackTop + fraction * (track - length), length)
  }

  private func drawSpinner(_ w: inout SVGWriter, x: Double, y: Double, opacity: Double) {
    typealias N = SVGWriter
    w.open(
      "g", "stroke=\"#8e8e93\" stroke-width=\"2.5\" stroke-linecap=\"round\"",
      [
        ("transform", "translate(\(N.number(x)) \(N.number(y)))"), ("opacity", N.number(opacity)),
      ])
    for tick in 0..<8 {
      let angle = Double(tick) * 45
      w.leaf(
        "line",
        "x1=\"0\" y1=\"-6\" x2=\"0\" y2=\"-11\" stroke-opacity=\"\(N.number(1 - Double(tick) * 0.1))\" transform=\"rotate(\(N.number(angle)))\""
      )
    }
    w.close("g")
  }

  /// Draws one panel's content in its own coordinates (0 is its top).
  ///
  /// Right to left (the core's layout direction) the panel is drawn mirrored: what starts at the
  /// leading edge starts at the right (``CollapsingNavBarCore/BarLayoutDirection/x(leading:width:in:)``),
  /// text anchored there.
  private func drawPanel(
    _ w: inout SVGWriter, kind: PanelKind, id: String, full: Double, frame: Int, screenWidth: Double
  ) {
    typealias N = SVGWriter
    let spec = trace.scenario.bar.panels.first { $0.id == id }
    let title = spec?.title ?? ""
    // (A title the scenario did not give is its name standing in: the page says so.)
    let placeholder = spec?.titleIsPlaceholder == true ? " data-placeholder=\"title\"" : ""
    let direction = trace.metrics(frame: frame).environment.layoutDirection
    let mirrored = direction.isMirrored
    func x(_ leading: Double, _ width: Double = 0) -> Double {
      direction.x(leading: leading, width: width, in: screenWidth)
    }
    /// Attributes placing something at a leading position: left to right a fixed `x` before the
    /// others; right to left the mirrored `x` (of something `width` wide) among the values, and
    /// text anchored at its end there.
    func leading(_ lead: Double, width: Double = 0, text: Bool = false, _ rest: String) -> (String, [(String, String)])
    {
      if mirrored { return ((text ? "text-anchor=\"end\" " : "") + rest, [("x", N.number(x(lead, width)))]) }
      return ("x=\"\(N.number(lead))\" " + rest, [])
    }
    switch kind {
    case .top where isGlass:
      drawGlassTopRow(
        &w, spec: spec, title: title, placeholder: placeholder, full: full, frame: frame, screenWidth: screenWidth)
    case .top:
      // The back button and the items the scenario lists, nothing it does not.
      if let back = spec?.backButton {
        let chevron = leading(8, text: true, "font-size=\"30\" fill=\"\(Self.tint)\"")
        w.leaf("text", chevron.0, chevron.1 + [("y", N.number(full / 2 + 9))], content: mirrored ? "›" : "‹")
        if !back.isEmpty {
          let label = leading(26, text: true, "font-size=\"17\" fill=\"\(Self.tint)\"")
          w.leaf("text", label.0, label.1 + [("y", N.number(full / 2 + 6))], content: back)
        }
      }
      drawCompactTitle(&w, title: title, placeholder: placeholder, full: full, frame: frame, screenWidth: screenWidth)
      // The items from the trailing edge inward.
      var trailing = 16.0
      for item in (spec?.items ?? []).reversed() {
        w.leaf(
          "text", "text-anchor=\"\(mirrored ? "start" : "end")\" font-size=\"17\" fill=\"\(Self.tint)\"",
          [("x", N.number(mirrored ? trailing : screenWidth - trailing)), ("y", N.number(full / 2 + 6))],
          content: item)
        trailing += Self.itemWidth(item) + 20
      }
    case .largeTitle:
      let size = 34 * trace.metrics(frame: frame).environment.largeTitleScale
      let placed = leading(
        16, text: true, "font-size=\"\(N.number(size))\" font-weight=\"700\" fill=\"#000\"\(placeholder)")
      w.leaf(
        "text", "class=\"large-title\" " + placed.0,
        placed.1 + [("y", N.number(full - 12)), ("opacity", N.number(value(.alphaLargeTitle, frame)))],
        content: title)
    case .search:
      let active = value(.searchActive, frame) != 0
      let fieldY = value(.searchFieldY, frame)
      let fieldHeight = value(.searchFieldHeight, frame)
      let fieldWidth = max(0, screenWidth - 32 - (active ? 70 : 0))
      // (Under the glass look the field is a capsule: ``BarLook/searchFieldCornerRadius(height:)``.)
      let field = leading(
        16, width: fieldWidth, "\(isGlass ? "" : "rx=\"10\" ")fill=\"#767680\" fill-opacity=\"0.12\"")
      let corner: [(String, String)] =
        isGlass ? [("rx", N.number(BarLook.glass.searchFieldCornerRadius(height: fieldHeight)))] : []
      w.leaf(
        "rect", field.0,
        field.1 + [
          ("y", N.number(fieldY)), ("width", N.number(fieldWidth)), ("height", N.number(max(0, fieldHeight))),
        ] + corner)
      // (The field's glyphs and text at the body style's Dynamic Type size, as the system's field
      // sets them, grown from the field's leading edge; at the default size drawn as they always
      // were.)
      let body = trace.metrics(frame: frame).environment.contentSizeScale
      let edge = mirrored ? screenWidth - 16 : 16
      let grown =
        body == 1 ? "" : " translate(\(N.number(edge)) 0) scale(\(N.number(body))) translate(\(N.number(-edge)) 0)"
      w.open(
        "g", "fill=\"#8e8e93\"",
        [
          ("transform", "translate(0 \(N.number(fieldY + fieldHeight / 2)))\(grown)"),
          ("opacity", N.number(value(.alphaSearch, frame))),
        ])
      if mirrored {
        w.leaf(
          "circle", "cy=\"-1\" r=\"5.5\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"2\"", [("cx", N.number(x(31)))]
        )
        w.leaf(
          "line", "y1=\"3\" y2=\"7\" stroke=\"#8e8e93\" stroke-width=\"2\" stroke-linecap=\"round\"",
          [("x1", N.number(x(35))), ("x2", N.number(x(39)))])
        w.leaf(
          "text", "text-anchor=\"end\" y=\"6\" font-size=\"17\"", [("x", N.number(x(46)))],
          content: title.isEmpty ? "Search" : title)
      } else {
        w.leaf("circle", "cx=\"31\" cy=\"-1\" r=\"5.5\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"2\"")
        w.leaf(
          "line", "x1=\"35\" y1=\"3\" x2=\"39\" y2=\"7\" stroke=\"#8e8e93\" stroke-width=\"2\" stroke-linecap=\"round\""
        )
        w.leaf("text", "x=\"46\" y=\"6\" font-size=\"17\"", content: title.isEmpty ? "Search" : title)
      }
      w.close("g")
      // Cancel at the trailing edge.
      w.leaf(
        "text",
        "text-anchor=\"\(mirrored ? "start" : "end")\" font-size=\"\(N.number(17 * body))\" fill=\"\(Self.tint)\"",
        [
          ("x", N.number(mirrored ? 16 : screenWidth - 16)), ("y", N.number(full / 2 + 6 * body)),
          ("opacity", active ? "1" : "0"),
        ],
        content: "Cancel")
    case .closable:
      // (A panel that scales with Dynamic Type draws its chips at the device's content size.)
      let size = textScale(spec, frame: frame)
      let (chipHeight, font) = (30 * size, N.number(14 * size))
      var lead = 16.0
      for label in Self.labels(title, fallback: id) {
        let chipWidth = (20 + 8 * Double(label.count)) * size
        let chipX = x(lead, chipWidth)
        if mirrored {
          w.leaf(
            "rect",
            "height=\"\(N.number(chipHeight))\" rx=\"\(N.number(chipHeight / 2))\" fill=\"#767680\" fill-opacity=\"0.12\"",
            [("x", N.number(chipX)), ("y", N.number(full / 2 - chipHeight / 2)), ("width", N.number(chipWidth))])
          w.leaf(
            "text", "text-anchor=\"middle\" font-size=\"\(font)\" fill=\"#000\"",
            [("x", N.number(chipX + chipWidth / 2)), ("y", N.number(full / 2 + 5 * size))], content: label)
        } else {
          w.leaf(
            "rect",
            "x=\"\(N.number(chipX))\" y=\"\(N.number(full / 2 - chipHeight / 2))\" width=\"\(N.number(chipWidth))\" height=\"\(N.number(chipHeight))\" rx=\"\(N.number(chipHeight / 2))\" fill=\"#767680\" fill-opacity=\"0.12\""
          )
          w.leaf(
            "text",
            "x=\"\(N.number(chipX + chipWidth / 2))\" y=\"\(N.number(full / 2 + 5 * size))\" text-anchor=\"middle\" font-size=\"\(font)\" fill=\"#000\"",
            content: label)
        }
        lead += chipWidth + 8
      }
    case .pinned:
      let size = textScale(spec, frame: frame)
      let labels = Self.labels(title, fallback: id)
      let controlWidth = max(0, screenWidth - 32)
      let segment = controlWidth / Double(max(labels.count, 1))
      let controlHeight = min(32 * size, max(0, full - 8))
      w.leaf(
        "rect", "x=\"16\" rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"",
        [
          ("y", N.number((full - controlHeight) / 2)), ("width", N.number(controlWidth)),
          ("height", N.number(controlHeight)),
        ])
      // The selected segment, the first from the leading edge.
      let selected = leading(18, width: max(0, segment - 4), "rx=\"7\" fill=\"#ffffff\"")
      w.leaf(
        "rect", selected.0,
        selected.1 + [
          ("y", N.number((full - controlHeight) / 2 + 2)), ("width", N.number(max(0, segment - 4))),
          ("height", N.number(max(0, controlHeight - 4))),
        ])
      for (index, label) in labels.enumerated() {
        w.leaf(
          "text", "text-anchor=\"middle\" font-size=\"\(N.number(13 * size))\" font-weight=\"600\" fill=\"#000\"",
          [("x", N.number(x(16 + segment * (Double(index) + 0.5)))), ("y", N.number(full / 2 + 5 * size))],
          content: label)
      }
    case .spacer, .separator:
      break
    }
  }

  /// The factor a panel's text is drawn at: the device's content-size scale for a panel that
  /// scales with Dynamic Type (``Scenario/PanelSpec/scalesWithContentSize``), else 1.
  private func textScale(_ spec: Scenario.PanelSpec?, frame: Int) -> Double {
    guard spec?.scalesWithContentSize == true else { return 1 }
    return trace.metrics(frame: frame).environment.contentSizeScale
  }

  /// The comma-separated labels of a panel's title, or its id.
  static func labels(_ title: String, fallback: String) -> [String] {
    let parts = title.split(separator: ",").map { $0.trimmedSpaces() }.filter { !$0.isEmpty }
    return parts.isEmpty ? [fallback] : parts
  }

  private func value(_ column: TraceColumn, _ frame: Int) -> Double {
    let value = trace.value(column, frame: frame)
    return value.isFinite ? value : 0
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate func trimmedSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
