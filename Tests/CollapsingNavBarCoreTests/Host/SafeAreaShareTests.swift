import Testing

@testable import CollapsingNavBarCore

@Suite struct SafeAreaShareTests {
  private let pixel = 1.0 / 3

  @Test func theFirstReconcileAddsTheShareOnTopOfWhatTheAppHas() {
    var share = SafeAreaShare()
    #expect(share.reconcile(current: 10, wanted: 44, pixel: pixel) == 54)
    #expect(share.appPart(of: 54) == 10)
    #expect(share.present(in: 54) == 44)
    // Right as it is: no write.
    #expect(share.reconcile(current: 54, wanted: 44, pixel: pixel) == nil)
  }

  @Test func anAssignmentThatWipesTheShareIsTheAppsWholeValueAndTheShareGoesBackOnTop() {
    var share = SafeAreaShare()
    _ = share.reconcile(current: 0, wanted: 44, pixel: pixel)
    // `additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 64, right: 0)`.
    #expect(share.appPart(of: 0) == 0)
    #expect(share.present(in: 0) == 0)
    #expect(share.reconcile(current: 0, wanted: 44, pixel: pixel) == 44)
    // An assignment of 20 (a banner) keeps the banner's 20 under the bar's 44.
    #expect(share.reconcile(current: 20, wanted: 44, pixel: pixel) == 64)
    #expect(share.appPart(of: 64) == 20)
  }

  @Test func aRelativeChangeByTheAppKeepsTheShareAndMovesTheAppsPart() {
    var share = SafeAreaShare()
    _ = share.reconcile(current: 0, wanted: 44, pixel: pixel)
    // `additionalSafeAreaInsets.top += 10`.
    #expect(share.reconcile(current: 54, wanted: 44, pixel: pixel) == nil)
    #expect(share.appPart(of: 54) == 10)
    #expect(share.reconcile(current: 54, wanted: 30, pixel: pixel) == 40)
  }

  @Test func theShareMovesOnlyByHalfAPixelOrMore() {
    var share = SafeAreaShare()
    _ = share.reconcile(current: 0, wanted: 44, pixel: pixel)
    #expect(share.reconcile(current: 44, wanted: 44.1, pixel: pixel) == nil)
    #expect(share.reconcile(current: 44, wanted: 44.2, pixel: pixel) == 44.2)
  }

  @Test func leavingGivesTheAppItsPartAndNeverWritesANegativeInset() {
    var share = SafeAreaShare()
    _ = share.reconcile(current: 10, wanted: 44, pixel: pixel)
    #expect(share.leave(current: 54) == 10)
    // Nothing of the bar's there any more (the app wiped it): nothing to write.
    var wiped = SafeAreaShare()
    _ = wiped.reconcile(current: 0, wanted: 44, pixel: pixel)
    #expect(wiped.leave(current: 0) == nil)
    // Never written: nothing to take out.
    var none = SafeAreaShare()
    #expect(none.leave(current: 30) == nil)
  }

  @Test func valuesThatAreNotFiniteNeverReachAWrite() {
    var share = SafeAreaShare()
    #expect(share.reconcile(current: .nan, wanted: 44, pixel: pixel) == 44)
    #expect(share.reconcile(current: 44, wanted: .infinity, pixel: pixel) == 0)
    #expect(share.reconcile(current: 0, wanted: -5, pixel: pixel) == nil)
    #expect(share.appPart(of: .nan) == 0)
  }

  @Test func theSystemsTopIsTheMeasuredTopLessTheShareActuallyThere() throws {
    let host = NavBarHost<CallingBackContainer, PanelContent>(
      controller: try NavBarController(configuration: .system, environment: .phone))
    _ = host.install(in: ObjectIdentifier(host), leavingTop: nil)
    let written = try #require(host.reconcileSafeArea(currentTop: 0, of: ObjectIdentifier(host)))
    #expect(host.systemSafeTop(measured: 47 + written, currentTop: written) == 47)
    // The app wiped the bar's share: the measured top is the system's alone, not 3 pt.
    #expect(host.systemSafeTop(measured: 47, currentTop: 0) == 47)
  }
}
