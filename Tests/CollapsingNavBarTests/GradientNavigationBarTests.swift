#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class GradientNavigationBarTests: XCTestCase {
    func assertEqual(_ a: RGBAColor?, _ b: RGBAColor, file: StaticString = #filePath, line: UInt = #line) {
      guard let a else { return XCTFail("no RGB components", file: file, line: line) }
      for (x, y) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)] {
        XCTAssertEqual(x, y, accuracy: 1e-6, file: file, line: line)
      }
    }

    @MainActor func testTheBarTurnsOpaqueAsTheHeroScrollsUnderIt() {
      let bar = GradientNavigationBar()
      bar.style = .overHeroImage
      bar.heroHeight = 344
      bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 3000)
      var styles: [UIStatusBarStyle] = []
      bar.onStatusBarStyleChange = { styles.append($0) }
      bar.attach(to: scrollView)
      XCTAssertEqual(bar.appearance.progress, 0)
      XCTAssertEqual(bar.preferredStatusBarStyle, .lightContent)
      XCTAssertFalse(bar.point(inside: CGPoint(x: 195, y: 22), with: nil), "over the hero a touch reaches it")

      scrollView.contentOffset.y = 150  // threshold 344 − 44 = 300
      XCTAssertEqual(bar.appearance.progress, 0.5)
      scrollView.contentOffset.y = 300
      XCTAssertEqual(bar.appearance.progress, 1)
      XCTAssertEqual(bar.preferredStatusBarStyle, .darkContent)
      XCTAssertEqual(styles, [.darkContent])
      XCTAssertTrue(bar.point(inside: CGPoint(x: 195, y: 22), with: nil))
      assertEqual(
        RGBAColor(bar.backgroundView.backgroundColor ?? .clear), GradientBarStyle.overHeroImage.backgroundColor)

      bar.detach()
      scrollView.contentOffset.y = 0
      XCTAssertEqual(bar.appearance.progress, 1, "a detached bar no longer follows")
    }

    @MainActor func testColoursConvertBothWays() {
      let color = RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
      assertEqual(RGBAColor(UIColor(color)), color)
      XCTAssertEqual(UIStatusBarStyle(StatusBarStyle.lightContent), .lightContent)
      XCTAssertEqual(UIStatusBarStyle(StatusBarStyle.darkContent), .darkContent)
    }
  }
#endif
