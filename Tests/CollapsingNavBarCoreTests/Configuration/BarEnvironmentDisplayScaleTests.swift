import CollapsingNavBarCore
import Testing

@Suite struct BarEnvironmentDisplayScaleTests {
  @Test func theTraitsScaleWinsThenTheScreensThenTwo() {
    #expect(BarEnvironment.displayScale(traitScale: 3, screenScale: 2) == 3)
    #expect(BarEnvironment.displayScale(traitScale: 0, screenScale: 3) == 3)
    #expect(BarEnvironment.displayScale(traitScale: 0, screenScale: nil) == 2)
  }

  @Test func aScaleOutOfRangeIsPassedOver() {
    #expect(BarEnvironment.displayScale(traitScale: .nan, screenScale: 9) == 2)
    #expect(BarEnvironment.displayScale(traitScale: -1, screenScale: 1) == 1)
  }

  @Test func theLargeTitlesDefaultHeightIsTheSystems() {
    #expect(Panel.defaultLargeTitleHeight == 52)
    #expect(Panel.largeTitle().height == 52)
  }
}
