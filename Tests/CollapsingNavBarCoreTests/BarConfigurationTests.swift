import Testing

@testable import CollapsingNavBarCore

@Suite struct BarConfigurationTests {
  @Test func presetsAreValid() throws {
    for configuration in [BarConfiguration.system, .systemWithSearch, .compact] {
      try configuration.validate()
    }
  }
}
