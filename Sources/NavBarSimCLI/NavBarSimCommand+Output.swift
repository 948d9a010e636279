import CollapsingNavBarCore
import CollapsingNavBarSimulation
import Foundation

extension NavBarSimCommand {
  /// Writes the outputs the options ask for (none unless they ask), into the output directory;
  /// a write that fails is reported on standard error.
  ///
  /// - Returns: The paths written, relative to the output directory, or `nil` when a write failed.
  static func writeOutputs(
    _ traces: [SimulationTrace], options: CommandLineOptions, environment: CommandEnvironment
  ) -> [String]? {
    guard options.writesOutput else { return [] }
    let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
    do {
      return try write(traces, options: options, to: directory, environment: environment)
    } catch {
      environment.standardError("navbar-sim: \(error)\n")
      return nil
    }
  }

  /// Writes the outputs the options ask for: `index.html` (both traces side by side when
  /// comparing), `trace.csv` (and `trace-b.csv` for the compared trace), frames and filmstrip of
  /// the first trace.
  ///
  /// - Returns: The paths written, relative to the output directory.
  /// - Throws: A ``WriteError`` naming the path that could not be written and why.
  static func write(
    _ traces: [SimulationTrace], options: CommandLineOptions, to directory: String, environment: CommandEnvironment
  ) throws(WriteError) -> [String] {
    func attempt(_ path: String, _ body: () throws -> Void) throws(WriteError) {
      do { try body() } catch { throw WriteError(path: path, reason: describe(error)) }
    }
    try attempt(directory) { try environment.createDirectory(directory) }
    let scenes = traces.map { FrameScene(trace: $0) }
    let csvs = traces.map { TraceCSV.render($0) }
    let csvNames = traces.indices.map { $0 == 0 ? "trace.csv" : "trace-\(compareLabels[$0].lowercased()).csv" }
    for index in traces.indices {
      let path = join(directory, csvNames[index])
      try attempt(path) { try environment.writeFile(path, csvs[index]) }
    }
    let runs = traces.indices.map {
      HTMLPage.Run(scene: scenes[$0], label: traces.count > 1 ? compareLabels[$0] : "", csv: csvs[$0])
    }
    let page = join(directory, "index.html")
    try attempt(page) { try environment.writeFile(page, HTMLPage.render(runs)) }
    var written = ["index.html"] + csvNames
    // What an earlier run wrote and this one does not: a compared trace, a filmstrip, frames.
    let stale =
      compareLabels.dropFirst().map { "trace-\($0.lowercased()).csv" }.filter { !csvNames.contains($0) }
      + (options.filmstrip ? [] : ["filmstrip.svg"])
    let present = Set(environment.listDirectory(directory))
    for name in stale where present.contains(name) {
      let path = join(directory, name)
      try attempt(path) { try environment.removeFile(path) }
    }
    if options.svgFrameInterval == nil {
      let frames = join(directory, "frames")
      for name in environment.listDirectory(frames) where isFrameFile(name) {
        let path = join(frames, name)
        try attempt(path) { try environment.removeFile(path) }
      }
    }
    guard let scene = scenes.first, let trace = traces.first else { return written }
    if let interval = options.svgFrameInterval {
      let frames = join(directory, "frames")
      try attempt(frames) { try environment.createDirectory(frames) }
      for name in environment.listDirectory(frames) where isFrameFile(name) {
        let path = join(frames, name)
        try attempt(path) { try environment.removeFile(path) }
      }
      var count = 0
      for frame in stride(from: 0, to: trace.frameCount, by: interval) {
        let path = join(frames, frameFileName(frame))
        try attempt(path) { try environment.writeFile(path, scene.svg(frame: frame)) }
        count += 1
      }
      written.append("frames/ (\(count) SVGs)")
    }
    if options.filmstrip {
      let path = join(directory, "filmstrip.svg")
      try attempt(path) { try environment.writeFile(path, Filmstrip.render(scene, count: options.filmstripFrames)) }
      written.append("filmstrip.svg")
    }
    return written
  }

  /// The file name of a frame's SVG: `frame-000123.svg`.
  static func frameFileName(_ frame: Int) -> String {
    let digits = String(frame)
    return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".svg"
  }

  static func isFrameFile(_ name: String) -> Bool {
    name.hasPrefix("frame-") && name.hasSuffix(".svg") && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
  }

  /// The page's absolute `file://` URL, its path percent-encoded where a URL needs it.
  ///
  /// - Parameters:
  ///   - directory: The output directory, absolute or relative to `currentDirectory`.
  ///   - currentDirectory: The working directory.
  /// - Returns: `file:///…/index.html`.
  static func pageURL(directory: String, currentDirectory: String) -> String {
    var path = directory.hasPrefix("/") ? directory : join(currentDirectory, directory)
    path = join(path, "index.html")
    var parts: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(String(part))
    }
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
    let encoded = parts.map { part in
      part.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
    }
    return "file:///" + encoded.joined(separator: "/")
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

/// An output file or directory `navbar-sim` could not write.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or directory.
  public var path: String
  /// Why, in a few words.
  public var reason: String

  public var description: String { "cannot write \(path): \(reason)" }
}
