/// Decides when a bar tells its host that the status-bar style it prefers changed: on every
/// change, except that the first style is no news when it is the system's default (`nil`), which
/// the host shows already.
///
/// ```swift
/// var report = StatusBarStyleReport()
/// print(report.update(nil))  // false: the default shows already
/// print(report.update(.lightContent))  // true
/// print(report.update(.lightContent))  // false: no change
/// ```
public struct StatusBarStyleReport: Hashable, Sendable {
  /// The style last taken, `nil` for the system's default.
  public private(set) var style: StatusBarStyle?
  /// Whether a style was taken yet.
  package private(set) var hasStyle = false

  /// Creates a report that has taken no style yet.
  public init() {}

  /// Takes the style the bar prefers now.
  ///
  /// - Parameter style: The preferred style, `nil` for the system's default.
  /// - Returns: Whether to tell the host (a new style, and not the default at first).
  public mutating func update(_ style: StatusBarStyle?) -> Bool {
    if hasStyle && style == self.style { return false }
    let isFirst = !hasStyle
    hasStyle = true
    self.style = style
    return !(isFirst && style == nil)
  }
}
