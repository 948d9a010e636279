#if canImport(UIKit)
  import CollapsingNavBarCore
  import Foundation
  import QuartzCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Recording

    /// Starts recording what the bar sees and answers.
    ///
    /// Every event of its scroll view, with the time and the geometry, and the core's answers
    /// (``NavBarRecording``). A recording already running starts over.
    ///
    /// Off by default; while off it costs one check per event. The buffer keeps the last
    /// ``NavBarRecorder/Options/duration`` seconds (60 by default) in at most
    /// ``NavBarRecorder/Options/byteLimit`` bytes (1 MB). Panel ids are replaced by neutral names
    /// unless `options` include them; the bar records numbers, never titles or content. The Texture
    /// integration records through the same bar.
    ///
    /// ```swift
    /// @MainActor func record(_ bar: CollapsingNavBar) throws -> URL? {
    ///   bar.startRecording()
    ///   // … reproduce the bug …
    ///   return try bar.exportRecordingFile()  // hand it to a UIActivityViewController
    /// }
    /// ```
    ///
    /// - Parameter options: How much to keep, and whether panel ids are kept.
    public func startRecording(_ options: NavBarRecorder.Options = NavBarRecorder.Options()) {
      driver.startRecording(options) { CACurrentMediaTime() }
    }

    /// Whether the bar is recording.
    public var isRecording: Bool { driver.isRecording }

    /// Stops recording.
    ///
    /// - Returns: What was recorded, or `nil` if the bar was not recording.
    @discardableResult
    public func stopRecording() -> NavBarRecording? {
      driver.stopRecording()
    }

    /// What the bar has recorded so far, as JSON (`nil` when it is not recording): attach it to a
    /// bug report, or play it with `navbar-sim --replay`.
    ///
    /// - Returns: The recording's JSON.
    public func exportRecording() -> Data? {
      driver.recording?.jsonData()
    }

    /// Writes what the bar has recorded so far to a JSON file in `directory` (the temporary
    /// directory by default), ready for a share sheet.
    ///
    /// - Parameter directory: Where to write it.
    /// - Returns: The file's URL, or `nil` when the bar is not recording.
    /// - Throws: The error of the write.
    public func exportRecordingFile(in directory: URL = FileManager.default.temporaryDirectory) throws -> URL? {
      guard let recording = driver.recording else { return nil }
      return try recording.write(in: directory)
    }
  }
#endif
