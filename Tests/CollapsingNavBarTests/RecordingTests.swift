#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class RecordingTests: XCTestCase {
    @MainActor func testTheBarRecordsNothingUntilAskedTo() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 300)
      XCTAssertFalse(stage.bar.isRecording)
      XCTAssertNil(stage.bar.exportRecording())
      XCTAssertNil(stage.bar.stopRecording())
    }

    @MainActor func testARecordingHoldsTheScrollsAndTheExpandAndReplaysToTheSameAnswers() throws {
      let stage = Stage()
      stage.bar.startRecording()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 120)
      stage.scroll(toDistance: 300)
      stage.assertAttached()
      stage.bar.expand(animated: false)
      let recording = try XCTUnwrap(stage.bar.stopRecording())
      XCTAssertTrue(
        recording.entries.contains { $0.input == .event(.offsetChanged(Double(stage.scrollView.contentOffset.y))) })
      XCTAssertTrue(recording.entries.contains { $0.input == .change(.expand(animated: false)) })
      XCTAssertTrue(recording.isRedacted)
      XCTAssertEqual(try recording.divergences(), [])
      XCTAssertFalse(stage.bar.isRecording)
    }

    @MainActor func testTheExportedFileIsTheRecordingsJSON() throws {
      let stage = Stage()
      stage.bar.startRecording()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 200)
      let data = try XCTUnwrap(stage.bar.exportRecording())
      let url = try XCTUnwrap(try stage.bar.exportRecordingFile())
      defer { try? FileManager.default.removeItem(at: url) }
      XCTAssertEqual(url.pathExtension, "json")
      let text = try XCTUnwrap(String(data: try Data(contentsOf: url), encoding: .utf8))
      XCTAssertTrue(text.contains("\"format\": \"CollapsingNavBar recording\""))
      XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"e\":\"offsetChanged\""))
    }
  }
#endif
