import CollapsingNavBarCore

/// The one rest of a trace, for the simulator's frames and a recording's replay alike: the same
/// checks run on both, so both call a frame at rest by the same rule.
///
/// A frame is at rest when the controller rests (``NavBarController/isResting``), no finger is
/// on the content, the content does not move and no title fades.
enum TraceRest {
  /// Whether a frame is at rest.
  ///
  /// - Parameters:
  ///   - controller: The bar's controller at the end of the frame.
  ///   - fingerDown: Whether a finger is on the content.
  ///   - contentMoves: Whether the content moves on its own (a deceleration, a bounce, an
  ///     animated offset change).
  ///   - titleFades: Whether the title cross-fade runs.
  /// - Returns: Whether the frame is at rest.
  static func isAtRest(controller: NavBarController, fingerDown: Bool, contentMoves: Bool, titleFades: Bool)
    -> Bool
  {
    controller.isResting && !fingerDown && !contentMoves && !titleFades
  }
}
