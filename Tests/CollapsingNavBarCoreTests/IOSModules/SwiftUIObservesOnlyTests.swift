import Foundation
import Testing

/// The SwiftUI module compiles only with an iOS SDK, but its promise can be pinned here: it and
/// the UIKit bar's follower read SwiftUI's scroll views and never take them over (no inset, no
/// inset adjustment, no indicator inset, no delegate, no attach).
@Suite struct SwiftUIObservesOnlyTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func sources() throws -> [(name: String, text: String)] {
    let folder = root.appendingPathComponent("Sources/CollapsingNavBarSwiftUI")
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [(String, String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
    }
    let follower = root.appendingPathComponent("Sources/CollapsingNavBar/CollapsingNavBar+Observation.swift")
    files.append((follower.lastPathComponent, try String(contentsOf: follower, encoding: .utf8)))
    return files
  }

  /// Code lines only: doc comments may name what the module does not do.
  static func code(_ text: String) -> String {
    text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
  }

  @Test func theSourcesAreThere() throws {
    #expect(try Self.sources().count > 10)
  }

  @Test(arguments: [
    "contentInset", "contentInsetAdjustmentBehavior", "ScrollIndicatorInsets", "scrollIndicatorInsets",
    "bar.attach(", "delegateSlot", "ScrollDelegateSlot", "ScrollDelegateProxy", "scrollView.delegate",
    "tableView.delegate", "collectionView.delegate",
  ])
  func noSwiftUIScrollViewIsTakenOver(forbidden: String) throws {
    for (name, text) in try Self.sources() {
      // Reads that are fine: UIKit's adjusted inset, SwiftUI's geometry, the core's parameter name.
      let code = ["adjustedContentInset", "contentInsets", "contentInsetTop", "contentInsetBottom"].reduce(
        Self.code(text)
      ) {
        $0.replacingOccurrences(of: $1, with: "")
      }
      #expect(!code.contains(forbidden), "\(name) uses \(forbidden)")
    }
  }
}
