/// Why a scenario was refused: the JSON path of the value at fault and what is wrong with it.
///
/// ```
/// script[3].drag.by: expected a number, found a string
/// ```
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path of the value at fault, such as `script[3].drag.by`; `$` is the whole document.
  public var path: String
  /// What is wrong with it.
  public var problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the value at fault.
  ///   - problem: What is wrong with it.
  public init(path: String, problem: String) {
    self.path = path.isEmpty ? "$" : path
    self.problem = problem
  }

  /// Where the value at fault starts in the document, when known: its line and column (both
  /// from 1).
  ///
  /// Errors of JSON syntax say it in ``problem``.
  public var location: (line: Int, column: Int)?

  public var description: String {
    guard let location else { return "\(path): \(problem)" }
    return "\(path) (line \(location.line), column \(location.column)): \(problem)"
  }

  /// Two errors are the same when they name the same path and problem (the location only says
  /// where the path is).
  public static func == (lhs: ScenarioError, rhs: ScenarioError) -> Bool {
    lhs.path == rhs.path && lhs.problem == rhs.problem
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(problem)
  }

  /// The error with the line and column of its path (or of the nearest enclosing value the
  /// document has) in `json`; unchanged for an error of JSON syntax, which says where already.
  func located(in json: String) -> ScenarioError {
    guard location == nil, !problem.hasPrefix("invalid JSON"), path != "$" else { return self }
    var located = self
    located.location = JSONReader.location(ofPath: path, in: json)
    return located
  }
}
