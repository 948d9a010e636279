/// Why a scroll view cannot be the one behind a probe's SwiftUI container.
public enum ScrollViewRejection: Hashable, Sendable {
  /// It is not in the probe's window (the probe's screen is gone or not shown yet).
  case outsideWindow
  /// It is outside the probe's hosting view: a previous screen during a push, the screen under
  /// a sheet, another tab.
  case outsideHostingSubtree
  /// It belongs to this library (the bar's scroll-to-top catcher or a panel's chips).
  case libraryOwned
  /// It edits text (`UITextView`, a text field's editor).
  case textInput
  /// It or an ancestor is hidden.
  case hidden
  /// Its frame is not finite.
  case unusableFrame
  /// It scrolls only sideways.
  case horizontalOnly
  /// It pages (a paged `TabView`).
  case paged
  /// For a probe inside the content: it is not an ancestor of the probe.
  case notAnAncestor
  /// For a probe beside the container: it encloses the probe (an outer scroll view).
  case enclosesProbe
  /// For a probe beside the container: its frame neither is, covers nor lies inside the
  /// container's.
  case frameMismatch
}
