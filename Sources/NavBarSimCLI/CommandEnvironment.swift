import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation

/// What `navbar-sim` needs from the outside world, so that the command can run in tests.
public struct CommandEnvironment {
  /// Reads a text file.
  public var readFile: (_ path: String) throws -> String
  /// Creates a directory and its parents.
  public var createDirectory: (_ path: String) throws -> Void
  /// Writes a text file, replacing it.
  public var writeFile: (_ path: String, _ contents: String) throws -> Void
  /// The names in a directory (empty if it does not exist).
  public var listDirectory: (_ path: String) -> [String]
  /// Removes a file.
  public var removeFile: (_ path: String) throws -> Void
  /// Writes to standard output.
  public var standardOutput: (_ text: String) -> Void
  /// Writes to standard error.
  public var standardError: (_ text: String) -> Void
  /// A monotonic clock in seconds (only for the runtime in the summary).
  public var uptime: () -> Double
  /// Reads a recording (larger than a scenario may be: up to ``NavBarSimCommand/recordingSizeLimit``).
  public var readRecording: (_ path: String) throws -> String = { path in
    try CommandEnvironment.readText(path, limit: NavBarSimCommand.recordingSizeLimit)
  }
  /// The working directory, for the page's absolute `file://` URL in the summary.
  public var currentDirectory: () -> String = { FileManager.default.currentDirectoryPath }
  /// For `--watch`: waits until one of the files changes and returns `true`, or returns `false`
  /// to stop watching.
  public var waitForChange: (_ paths: [String]) -> Bool = { paths in CommandEnvironment.pollForChange(paths) }

  /// Creates an environment from its parts.
  public init(
    readFile: @escaping (String) throws -> String, createDirectory: @escaping (String) throws -> Void,
    writeFile: @escaping (String, String) throws -> Void, listDirectory: @escaping (String) -> [String],
    removeFile: @escaping (String) throws -> Void, standardOutput: @escaping (String) -> Void,
    standardError: @escaping (String) -> Void, uptime: @escaping () -> Double
  ) {
    self.readFile = readFile
    self.createDirectory = createDirectory
    self.writeFile = writeFile
    self.listDirectory = listDirectory
    self.removeFile = removeFile
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.uptime = uptime
  }

  /// The real file system, standard output and error.
  public static var live: CommandEnvironment {
    CommandEnvironment(
      readFile: { path in try readText(path, limit: JSONReader.maximumSize) },
      createDirectory: { path in
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      },
      writeFile: { path, contents in try Data(contents.utf8).write(to: URL(fileURLWithPath: path)) },
      listDirectory: { path in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] },
      removeFile: { path in try FileManager.default.removeItem(atPath: path) },
      standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      standardError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      uptime: { ProcessInfo.processInfo.systemUptime })
  }
}

extension CommandEnvironment {
  /// Reads a UTF-8 text file of at most `limit` bytes.
  ///
  /// Reads at most one byte past the limit, so that a huge file (or a device that never ends)
  /// is refused at once.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes accepted.
  /// - Returns: The text.
  /// - Throws: A ``UsageError`` saying why it cannot be read.
  public static func readText(_ path: String, limit: Int) throws -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw UsageError("it is a directory")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: limit + 1) ?? Data()
    guard data.count <= limit else {
      throw UsageError("the file is larger than the limit of \(limit >> 20) MB")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("the file is not UTF-8 text")
    }
    return text
  }

  /// Polls the files' modification dates every 0.3 s until one changes (a save); never returns
  /// `false`, so `--watch` runs until it is interrupted.
  ///
  /// - Parameter paths: The files to watch.
  /// - Returns: `true` once a file changed.
  static func pollForChange(_ paths: [String]) -> Bool {
    func stamps() -> [Date?] {
      paths.map { (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date }
    }
    let before = stamps()
    while stamps() == before { Thread.sleep(forTimeInterval: 0.3) }
    // A save may come in several writes: let it finish.
    Thread.sleep(forTimeInterval: 0.1)
    return true
  }
}
