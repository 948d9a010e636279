import Foundation

extension HTMLPage {
  /// The page's script: reads each trace's CSV by column name, moves the drawings (each frame's
  /// screen), the readouts and the chart's playhead with the slider, draws the chart (zoomed by
  /// the wheel or a drag on the overview under it) with the frames that break a rule banded,
  /// says what the frame breaks, draws the inspect overlay, lists a comparison's differences,
  /// finds events in the whole session, plays, and answers the keys (←/→ one frame, ⇧ ten,
  /// Home/End, space, [/] the previous or next marker, f/⇧F the next or previous failing
  /// stretch, i the overlay, +/−/0 the zoom) and `#frame=N`, also while playing.
  ///
  /// It lives in `Resources/player.js`, read once; the page embeds it whole.
  static let script = resource("player", "js")

  /// The page's style.
  ///
  /// On a wide screen a stage of phones and a side column of chart and readouts; below 700 px
  /// wide everything stacks and the phones scale to the width. Every control has a fixed size,
  /// so nothing moves while scrubbing or playing.
  ///
  /// It lives in `Resources/player.css`, read once; the page embeds it whole.
  static let style = resource("player", "css")

  /// A text file of the module's resources.
  ///
  /// - Parameters:
  ///   - name: The file's name without its extension.
  ///   - ext: Its extension.
  /// - Returns: Its text.
  private static func resource(_ name: String, _ ext: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      // The package ships the file with the module: only a broken install lacks it.
      preconditionFailure("CollapsingNavBarSimulation: the resource \(name).\(ext) is missing from its bundle")
    }
    return text
  }
}
