#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import Foundation
  import SwiftUI

  /// SwiftUI's handle on the bar of a ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``:
  /// its collapse progress, and expand and collapse.
  ///
  /// Keep it in a `@StateObject` and hand it to the modifier. Only the views that observe it
  /// redraw when the progress changes; the screen that merely holds it (`@State`) does not.
  ///
  /// ```swift
  /// @StateObject private var bar = CollapsingNavBarProxy()
  ///
  /// List(mail) { MailRow(mail: $0) }
  ///   .collapsingNavigationBar(title: "Inbox", proxy: bar)
  ///   .onChange(of: selection) { _ in bar.expand() }
  /// ```
  @available(iOS 15.0, *)
  @MainActor
  public final class CollapsingNavBarProxy: ObservableObject {
    /// How collapsed the bar is: 0 expanded … 1 collapsed.
    ///
    /// Published after the bar changes it, on the same turn of the main run loop (so in the same
    /// frame), never inside a SwiftUI view update; only changes are published.
    @Published public private(set) var progress: Double = 0

    /// The bar, once the modifier made it.
    weak var bar: CollapsingNavBar?
    private var pendingProgress: Double?

    /// A proxy not joined to a bar yet.
    ///
    /// Nonisolated, so `@StateObject private var bar = CollapsingNavBarProxy()` compiles in a
    /// view that is not main-actor isolated (`View` before the iOS 18 SDK).
    public nonisolated init() {}

    /// Expands the bar.
    ///
    /// Near the top the content scrolls to its top; deep in the content the bar comes back over
    /// it. Nothing happens before the bar exists.
    ///
    /// - Parameter animated: Whether to animate.
    public func expand(animated: Bool = true) { bar?.expand(animated: animated) }

    /// Collapses the bar.
    ///
    /// Near the top the content scrolls just far enough; deeper, the bar collapses over the
    /// content. Nothing happens before the bar exists.
    ///
    /// - Parameter animated: Whether to animate.
    public func collapse(animated: Bool = true) { bar?.collapse(animated: animated) }

    /// Starts recording what the bar sees and answers.
    ///
    /// As ``CollapsingNavBar/startRecording(_:)``; nothing happens before the bar exists.
    ///
    /// ```swift
    /// Button("Start recording") { bar.startRecording() }
    /// ShareLink(item: try bar.exportRecordingFile()!)   // after reproducing the bug
    /// ```
    ///
    /// - Parameter options: How much to keep, and whether panel ids are kept.
    public func startRecording(_ options: NavBarRecorder.Options = NavBarRecorder.Options()) {
      bar?.startRecording(options)
    }

    /// Whether the bar is recording.
    public var isRecording: Bool { bar?.isRecording ?? false }

    /// Stops recording.
    ///
    /// - Returns: What was recorded, or `nil` if the bar was not recording.
    @discardableResult
    public func stopRecording() -> NavBarRecording? { bar?.stopRecording() }

    /// What the bar has recorded so far, as JSON (``CollapsingNavBar/exportRecording()``).
    ///
    /// - Returns: The recording's JSON, or `nil` when the bar is not recording.
    public func exportRecording() -> Data? { bar?.exportRecording() }

    /// Writes what the bar has recorded so far to a JSON file, ready for a share sheet
    /// (``CollapsingNavBar/exportRecordingFile(in:)``).
    ///
    /// - Parameter directory: Where to write it (the temporary directory by default).
    /// - Returns: The file's URL, or `nil` when the bar is not recording.
    /// - Throws: The error of the write.
    public func exportRecordingFile(in directory: URL = FileManager.default.temporaryDirectory) throws -> URL? {
      try bar?.exportRecordingFile(in: directory)
    }

    /// Takes the bar's progress; publishes it after the bar's pass, once per turn.
    func barChangedProgress(_ value: Double) {
      let first = pendingProgress == nil
      pendingProgress = value
      guard first else { return }
      DispatchQueue.main.async { [weak self] in
        guard let self, let value = self.pendingProgress else { return }
        self.pendingProgress = nil
        if value != self.progress { self.progress = value }
      }
    }
  }
#endif
