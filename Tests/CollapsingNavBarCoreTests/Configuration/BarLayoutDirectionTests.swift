import CollapsingNavBarCore
import Testing

@Suite struct BarLayoutDirectionTests {
  @Test func leftToRightPlacesFromTheLeftEdge() {
    #expect(BarLayoutDirection.leftToRight.x(leading: 16, width: 100, in: 390) == 16)
    #expect(!BarLayoutDirection.leftToRight.isMirrored)
  }

  @Test func rightToLeftMirrorsAroundTheRow() {
    #expect(BarLayoutDirection.rightToLeft.x(leading: 16, width: 100, in: 390) == 274)
    #expect(BarLayoutDirection.rightToLeft.x(leading: 0, width: 390, in: 390) == 0)
    #expect(BarLayoutDirection.rightToLeft.isMirrored)
  }

  @Test func theEnvironmentIsLeftToRightUnlessSaid() {
    #expect(BarEnvironment().layoutDirection == .leftToRight)
    #expect(BarEnvironment(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
  }
}
