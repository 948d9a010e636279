/// One SVG of frames side by side, each captioned with its time and what happens in it, picked at
/// the trace's interesting moments (a drag, the rest after a release, the refresh spinner, a
/// scroll-to-top), for READMEs.
public enum Filmstrip {
  /// How big each frame is drawn relative to its points.
  static let cellScale = 0.5
  /// The space between frames and around the strip, in drawn units.
  static let gap = 12.0
  /// The height of a caption under a frame.
  static let captionHeight = 22.0

  /// A frame of the strip and its caption.
  public struct Pick: Hashable, Sendable {
    /// The frame number.
    public var frame: Int
    /// What the frame shows (`dragging`, `rest`, `refreshing`, …).
    public var label: String
  }

  /// The frames of a strip: the first frame, then the moments that tell the story, then evenly
  /// spaced frames to fill the gaps.
  ///
  /// In order of preference: the first drag, the first rest after a release, the refresh spinner,
  /// a scroll-to-top under way, a tab switch, search, a resize; then the other drags and rests;
  /// then the last frame. Two picks are at least an eighth of the trace over `count` apart.
  ///
  /// - Parameters:
  ///   - count: How many frames (at least 1).
  ///   - trace: The trace.
  /// - Returns: Picks with ascending, distinct frames.
  public static func picks(count: Int, trace: SimulationTrace) -> [Pick] {
    let frameCount = trace.frameCount
    guard frameCount > 0 else { return [] }
    let wanted = min(max(count, 1), frameCount)
    var candidates: [(priority: Int, pick: Pick)] = [(0, Pick(frame: 0, label: "start"))]
    let moments = TraceMoment.moments(of: trace)
    var seen: Set<String> = []
    func add(_ frame: Int, _ label: String) {
      let priority = seen.insert(label).inserted ? 1 : 2
      candidates.append((priority, Pick(frame: min(max(frame, 0), frameCount - 1), label: label)))
    }
    for (index, moment) in moments.enumerated() {
      let nextRest = moments[(index + 1)...].first { $0.kind == .rest }?.frame ?? frameCount - 1
      switch moment.kind {
      case .release:
        var start = moment.frame
        while start > 0 && trace.phase(frame: start - 1) == .dragging { start -= 1 }
        if start < moment.frame { add((start + moment.frame) / 2, "dragging") }
      case .rest:
        add(moment.frame, trace.value(.refreshing, frame: moment.frame) == 1 ? "refreshing" : "rest")
      case .tap:
        add((moment.frame + nextRest) / 2, "scroll to top")
      case .tabSwitch, .searchActivated, .resize, .programmatic:
        add(moment.frame + 6, moment.kind.label)
      case .refreshBegan, .refreshEnded, .searchCancelled:
        break
      }
    }
    candidates.append((3, Pick(frame: frameCount - 1, label: "end")))

    let spacing = max(1, frameCount / (wanted * 8))
    var chosen: [Pick] = []
    for candidate in candidates.sorted(by: { ($0.priority, $0.pick.frame) < ($1.priority, $1.pick.frame) }) {
      guard chosen.count < wanted else { break }
      if chosen.allSatisfy({ abs($0.frame - candidate.pick.frame) >= spacing }) { chosen.append(candidate.pick) }
    }
    // Fill with the middles of the widest gaps.
    while chosen.count < wanted {
      let frames = chosen.map(\.frame).sorted()
      var best = (width: -1, frame: 0)
      for (index, frame) in frames.enumerated() {
        let next = index + 1 < frames.count ? frames[index + 1] : frameCount - 1 + (frameCount - 1 - frame)
        if next - frame > best.width { best = (next - frame, min(frameCount - 1, frame + (next - frame) / 2)) }
      }
      guard best.width > 1, !frames.contains(best.frame) else { break }
      chosen.append(Pick(frame: best.frame, label: trace.phase(frame: best.frame).name))
    }
    return chosen.sorted { $0.frame < $1.frame }
  }

  /// Renders a strip.
  ///
  /// - Parameters:
  ///   - scene: The drawing of the trace.
  ///   - count: How many frames.
  /// - Returns: The SVG text.
  public static func render(_ scene: FrameScene, count: Int = 8) -> String {
    typealias N = SVGWriter
    let picked = picks(count: count, trace: scene.trace)
    let cellWidth = scene.width * cellScale
    let cellHeight = scene.height * cellScale
    let totalWidth = gap + Double(picked.count) * (cellWidth + gap)
    let totalHeight = gap * 2 + cellHeight + captionHeight
    var writer = SVGWriter(prefix: "")
    writer.open(
      "svg",
      "xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(N.number(totalWidth)) \(N.number(totalHeight))\" width=\"\(N.number(totalWidth))\" height=\"\(N.number(totalHeight))\" font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\""
    )
    writer.leaf(
      "rect", "x=\"0\" y=\"0\" width=\"\(N.number(totalWidth))\" height=\"\(N.number(totalHeight))\" fill=\"#ffffff\"")
    for (index, pick) in picked.enumerated() {
      let x = gap + Double(index) * (cellWidth + gap)
      var cell = SVGWriter(prefix: "f\(index)-", depth: 1)
      scene.draw(
        frame: pick.frame, into: &cell, standalone: false,
        placement:
          "x=\"\(N.number(x))\" y=\"\(N.number(gap))\" width=\"\(N.number(cellWidth))\" height=\"\(N.number(cellHeight))\" "
      )
      writer.raw(cell.text)
      writer.leaf(
        "rect",
        "x=\"\(N.number(x))\" y=\"\(N.number(gap))\" width=\"\(N.number(cellWidth))\" height=\"\(N.number(cellHeight))\" fill=\"none\" stroke=\"#c7c7cc\""
      )
      let time = FixedDecimal.format(scene.trace.value(.time, frame: pick.frame), decimals: 2)
      writer.leaf(
        "text",
        "x=\"\(N.number(x + cellWidth / 2))\" y=\"\(N.number(gap + cellHeight + 16))\" text-anchor=\"middle\" font-size=\"12\" fill=\"#3c3c43\"",
        content: "t = \(time) s · \(pick.label)")
    }
    writer.close("svg")
    return writer.text
  }
}
