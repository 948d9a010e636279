/// One SVG of evenly spaced frames side by side, each captioned with its time (for READMEs).
public enum Filmstrip {
  /// How big each frame is drawn relative to its points.
  static let cellScale = 0.5
  /// The space between frames and around the strip, in drawn units.
  static let gap = 12.0
  /// The height of a caption under a frame.
  static let captionHeight = 22.0

  /// The frames of a strip: evenly spaced from the first to the last.
  ///
  /// - Parameters:
  ///   - count: How many frames (at least 1).
  ///   - frameCount: The trace's number of frames.
  /// - Returns: Ascending, distinct frame numbers.
  public static func frames(count: Int, frameCount: Int) -> [Int] {
    guard frameCount > 0 else { return [] }
    let wanted = min(max(count, 1), frameCount)
    guard wanted > 1 else { return [0] }
    return (0..<wanted).map { Int((Double($0) * Double(frameCount - 1) / Double(wanted - 1)).rounded()) }
  }

  /// Renders a strip.
  ///
  /// - Parameters:
  ///   - scene: The drawing of the trace.
  ///   - count: How many frames.
  /// - Returns: The SVG text.
  public static func render(_ scene: FrameScene, count: Int = 8) -> String {
    typealias N = SVGWriter
    let picked = frames(count: count, frameCount: scene.trace.frameCount)
    let cellWidth = scene.width * cellScale
    let cellHeight = scene.height * cellScale
    let totalWidth = gap + Double(picked.count) * (cellWidth + gap)
    let totalHeight = gap * 2 + cellHeight + captionHeight
    var writer = SVGWriter(prefix: "")
    writer.raw(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(N.number(totalWidth)) \(N.number(totalHeight))\" width=\"\(N.number(totalWidth))\" height=\"\(N.number(totalHeight))\" font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\">"
    )
    writer.raw(
      "<rect x=\"0\" y=\"0\" width=\"\(N.number(totalWidth))\" height=\"\(N.number(totalHeight))\" fill=\"#ffffff\"/>")
    for (index, frame) in picked.enumerated() {
      let x = gap + Double(index) * (cellWidth + gap)
      var cell = SVGWriter(prefix: "f\(index)-")
      scene.draw(
        frame: frame, into: &cell, standalone: false,
        placement:
          "x=\"\(N.number(x))\" y=\"\(N.number(gap))\" width=\"\(N.number(cellWidth))\" height=\"\(N.number(cellHeight))\" "
      )
      writer.raw(cell.text)
      writer.raw(
        "<rect x=\"\(N.number(x))\" y=\"\(N.number(gap))\" width=\"\(N.number(cellWidth))\" height=\"\(N.number(cellHeight))\" fill=\"none\" stroke=\"#c7c7cc\"/>"
      )
      let time = FixedDecimal.format(scene.trace.value(.time, frame: frame), decimals: 2)
      let phase = scene.trace.phase(frame: frame).name
      writer.raw(
        "<text x=\"\(N.number(x + cellWidth / 2))\" y=\"\(N.number(gap + cellHeight + 16))\" text-anchor=\"middle\" font-size=\"12\" fill=\"#3c3c43\">t = \(time) s · \(phase)</text>"
      )
    }
    writer.raw("</svg>\n")
    return writer.text
  }
}
