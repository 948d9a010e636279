#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import Foundation
  import SwiftUI

  /// SwiftUI's handle on the bar of a ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``:
  /// expand and collapse, recording, and the bar's progress as an observable of its own.
  ///
  /// Keep it in a `@StateObject` and hand it to the modifier. The proxy itself publishes nothing,
  /// so the screen that holds it is never rendered again as the bar moves (a native bar renders
  /// nothing either). What changes on every frame, the collapse progress, is ``progress``: hand
  /// it to the small view that shows it, which observes it alone.
  ///
  /// ```swift
  /// struct Mail: Identifiable { let id: Int; let subject: String }
  ///
  /// struct Inbox: View {
  ///   let mail: [Mail]
  ///   @StateObject private var bar = CollapsingNavBarProxy()
  ///
  ///   var body: some View {
  ///     List(mail) { Text($0.subject) }
  ///       .collapsingNavigationBar(title: "Inbox", proxy: bar)
  ///       .overlay(alignment: .bottom) { ScrollHint(progress: bar.progress) }
  ///       .toolbar { Button("Top") { bar.expand() } }
  ///   }
  /// }
  ///
  /// struct ScrollHint: View {
  ///   @ObservedObject var progress: CollapsingNavBarProgress
  ///   var body: some View { Text("Pull down").opacity(1 - progress.value) }
  /// }
  /// ```
  @available(iOS 15.0, *)
  @MainActor
  public final class CollapsingNavBarProxy: ObservableObject {
    /// How collapsed the bar is, published on its own: observe it in the view that shows it, not
    /// in the screen (``CollapsingNavBarProgress``).
    public let progress: CollapsingNavBarProgress

    /// The bar, once the modifier made it.
    weak var bar: CollapsingNavBar?

    /// A proxy not joined to a bar yet.
    ///
    /// Nonisolated, so `@StateObject private var bar = CollapsingNavBarProxy()` compiles in a
    /// view that is not main-actor isolated (`View` before the iOS 18 SDK).
    public nonisolated init() {
      progress = CollapsingNavBarProgress()
    }

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
    /// @available(iOS 16.0, *)
    /// struct RecordButtons: View {
    ///   @ObservedObject var bar: CollapsingNavBarProxy  // the proxy handed to .collapsingNavigationBar
    ///   @State private var file: URL?
    ///   var body: some View {
    ///     Button("Start recording") { bar.startRecording() }
    ///     Button("Stop") { file = try? bar.exportRecordingFile() }  // after reproducing the bug
    ///     if let file { ShareLink(item: file) }
    ///   }
    /// }
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

    /// Takes the bar's progress (``CollapsingNavBarProgress``).
    func barChangedProgress(_ value: Double) { progress.take(value) }
  }

  /// The collapse progress of a bar, 0 expanded … 1 collapsed, as an observable of its own
  /// (``CollapsingNavBarProxy/progress``).
  ///
  /// Observe it (`@ObservedObject`) in the small view that shows it: only that view renders again
  /// as the bar moves. ``value`` is published after the bar's pass, on the same turn of the main
  /// run loop (so in the same frame), never inside a SwiftUI view update, and only when it
  /// changed (``ProgressPublication``).
  @available(iOS 15.0, *)
  @MainActor
  public final class CollapsingNavBarProgress: ObservableObject {
    /// How collapsed the bar is: 0 expanded … 1 collapsed.
    @Published public private(set) var value: Double = 0
    /// When to publish.
    private var publication = ProgressPublication()

    /// A progress at 0, not joined to a bar yet.
    public nonisolated init() {}

    /// Takes the bar's progress; publishes it on the next turn, once.
    func take(_ value: Double) {
      guard publication.take(value) else { return }
      DispatchQueue.main.async { [weak self] in
        guard let self, let value = self.publication.publish() else { return }
        self.value = value
      }
    }
  }
#endif
