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

  public var description: String { "\(path): \(problem)" }
}
