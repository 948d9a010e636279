import Foundation

extension NavBarRecording {
  /// The name of the file ``write(in:)`` writes: `navbar-recording-<seconds>.json`, from the
  /// recording's last time.
  public var suggestedFileName: String {
    let last = entries.last?.time ?? start.time
    return "navbar-recording-\(Int64(last.isFinite ? last.rounded() : 0)).json"
  }

  /// Writes the recording's JSON into a directory, as ``suggestedFileName``.
  ///
  /// - Parameter directory: The directory.
  /// - Returns: The file's URL.
  /// - Throws: The error of the write.
  public func write(in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(suggestedFileName)
    try jsonData().write(to: url, options: .atomic)
    return url
  }
}
