import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerTrackingTests {
  /// Scrolls in one-pixel steps, applying the controller's writes as the adapter would.
  private func scroll(
    _ controller: inout NavBarController, through distances: [Double]
  ) {
    for c in distances {
      let commands = controller.handle(.offsetChanged(c - controller.basis))
      if let top = commands.contentInsetTop { _ = controller.handle(.insetChanged(top: top, bottom: 0)) }
    }
  }

  @Test func indicatorInsetMatchesTheBarAfterOnePixelSteps() throws {
    var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    let pixel = 1.0 / 3
    scroll(&controller, through: (0...30).map { Double($0) * pixel })
    scroll(&controller, through: (0...30).reversed().map { Double($0) * pixel })
    #expect(controller.layout.height == controller.metrics.expandedHeight)
    #expect(controller.geometry.scrollIndicatorInsetTop == controller.layout.height)
  }

  @Test func followsBarInsetMatchesTheBarAfterOnePixelSteps() throws {
    var configuration = BarConfiguration.systemWithSearch
    configuration.insetStrategy = .followsBar
    var controller = try NavBarController(configuration: configuration, environment: .phone)
    _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    let pixel = 1.0 / 3
    for step in 1...30 {
      scroll(&controller, through: [Double(step) * pixel])
      #expect(abs(controller.geometry.contentInsetTop - controller.layout.height) < pixel / 2, "step \(step)")
    }
  }
}
