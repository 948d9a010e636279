import Testing

@testable import CollapsingNavBarCore

@Suite struct BarLookDecisionTests {
  /// (system, SDK, compatibility key) → the system bars' look.
  @Test(arguments: [
    (18, 18, false, BarLook.classic),
    (18, 26, false, .classic),  // an older system has no glass
    (26, 18, false, .classic),  // an app built with an older SDK keeps its look (forum 788573)
    (26, 26, false, .glass),
    (26, 26, true, .classic),  // compatibility mode
    (27, 26, true, .classic),  // built for 26: the key holds
    (26, 27, true, .classic),  // built for 27, running on 26: the key holds (forum 858194)
    (27, 27, true, .glass),  // built for 27 and running on 27: the key is ignored
    (27, 27, false, .glass),
    (30, 28, false, .glass),
  ])
  func theSystemsLookFollowsTheSystemTheSDKAndTheCompatibilityKey(
    system: Int, sdk: Int, compatibility: Bool, expected: BarLook
  ) {
    let facts = BarLookSystem(
      systemMajorVersion: system, sdkMajorVersion: sdk, requiresDesignCompatibility: compatibility)
    #expect(facts.look == expected)
  }

  @Test func anAppThatAsksForTheClassicLookKeepsItOnEverySystem() {
    #expect(BarLook.resolve(.classic, systemLook: .glass) == .classic)
    #expect(BarLook.resolve(.classic, systemLook: .classic) == .classic)
    #expect(BarLook.resolve(.automatic, systemLook: .glass) == .glass)
    #expect(BarLook.resolve(.automatic, systemLook: .classic) == .classic)
  }

  @Test func theAutomaticEdgeEffectIsSoftOnIOS26AndHardFromIOS27() {
    #expect(BarLookSystem(systemMajorVersion: 26, sdkMajorVersion: 26).automaticEdgeEffectStyle == .soft)
    #expect(BarLookSystem(systemMajorVersion: 27, sdkMajorVersion: 26).automaticEdgeEffectStyle == .hard)
  }
}

@Suite struct BarLookLayoutTests {
  private func layout(
    look: BarLook, preference: BarLookPreference = .automatic, effect: BarEdgeEffect = BarEdgeEffect(),
    collapse: Double, scrolledUnder: Double
  ) throws -> BarLayout {
    var configuration = BarConfiguration.systemWithSearch
    configuration.look = preference
    configuration.scrollEdgeEffect = effect
    var environment = BarEnvironment.phone
    environment.systemLook = look
    environment.automaticEdgeEffectStyle = .soft
    let metrics = try BarMetrics(configuration: configuration, environment: environment)
    return BarLayoutSolver.solve(metrics, BarLayoutSolver.Input(collapse: collapse, scrolledUnder: scrolledUnder))
  }

  @Test func theClassicLookTurnsFromSolidToBlurWithAHairlineAsContentComesUnder() throws {
    let atRest = try layout(look: .classic, collapse: 0, scrolledUnder: 0)
    #expect(atRest.background == BackgroundLayout(solidAlpha: 1, blurAlpha: 0))
    #expect(atRest.separatorAlpha == 0)
    #expect(atRest.scrollEdgeEffect == nil)
    let scrolled = try layout(look: .classic, collapse: 52, scrolledUnder: 20)
    #expect(scrolled.background == BackgroundLayout(solidAlpha: 0, blurAlpha: 1))
    #expect(scrolled.separatorAlpha == 1)
  }

  @Test func underReduceTransparencyTheClassicBackgroundStaysSolidAndTheGlassLookStaysClear() throws {
    let settings = BarAccessibility(reducesTransparency: true, increasesContrast: true)
    let classic = try layout(look: .classic, collapse: 52, scrolledUnder: 20)
    #expect(settings.background(classic.background) == BackgroundLayout(solidAlpha: 1, blurAlpha: 0))
    #expect(settings.separatorAlpha(classic.separatorAlpha) == 1)
    let glass = try layout(look: .glass, collapse: 52, scrolledUnder: 20)
    #expect(settings.background(glass.background) == BackgroundLayout(solidAlpha: 0, blurAlpha: 0))
    #expect(settings.separatorAlpha(glass.separatorAlpha) == 0)
  }

  @Test func theGlassLookHasNoBackgroundNorHairlineAndItsEdgeEffectReachesTheBarsCurrentBottom() throws {
    let atRest = try layout(look: .glass, collapse: 0, scrolledUnder: 0)
    #expect(atRest.background == BackgroundLayout(solidAlpha: 0, blurAlpha: 0))
    #expect(atRest.separatorAlpha == 0)
    #expect(atRest.panel("separator")?.alpha == 0)
    #expect(
      atRest.scrollEdgeEffect
        == BarEdgeEffectLayout(extent: atRest.height, coversContent: false, style: .soft, isHidden: false))
    #expect(atRest.scrollEdgeEffect?.isVisible == false, "no content under the bar: nothing to separate")

    let collapsing = try layout(look: .glass, collapse: 30, scrolledUnder: 12)
    #expect(collapsing.background == BackgroundLayout(solidAlpha: 0, blurAlpha: 0))
    #expect(collapsing.separatorAlpha == 0)
    #expect(collapsing.scrollEdgeEffect?.extent == collapsing.height)
    #expect(collapsing.height == atRest.height - 30)
    #expect(collapsing.scrollEdgeEffect?.isVisible == true)
  }

  @Test func theGlassLooksEdgeEffectTakesTheStyleAndHidingAsked() throws {
    let hard = try layout(look: .glass, effect: BarEdgeEffect(style: .hard), collapse: 0, scrolledUnder: 5)
    #expect(hard.scrollEdgeEffect?.style == .hard)
    let hidden = try layout(look: .glass, effect: BarEdgeEffect(isHidden: true), collapse: 0, scrolledUnder: 5)
    #expect(hidden.scrollEdgeEffect?.isHidden == true)
    #expect(hidden.scrollEdgeEffect?.isVisible == false)
  }

  @Test func anAppThatAsksForTheClassicLookKeepsItsBackgroundOnAGlassSystem() throws {
    let scrolled = try layout(look: .glass, preference: .classic, collapse: 52, scrolledUnder: 20)
    #expect(scrolled.background == BackgroundLayout(solidAlpha: 0, blurAlpha: 1))
    #expect(scrolled.separatorAlpha == 1)
    #expect(scrolled.scrollEdgeEffect == nil)
  }
}

@Suite struct BarEdgeEffectTakeoverTests {
  @Test func theBarRemembersTheContainersEffectOnceWritesOnlyChangesAndGivesItBackOnce() {
    var takeover = BarEdgeEffectTakeover()
    #expect(takeover.update(wanting: nil) == nil, "nothing held, nothing to give back")
    #expect(takeover.update(wanting: BarEdgeEffect()) == .takeOver(BarEdgeEffect()))
    #expect(takeover.update(wanting: BarEdgeEffect()) == nil)
    #expect(takeover.update(wanting: BarEdgeEffect(style: .hard)) == .change(BarEdgeEffect(style: .hard)))
    #expect(takeover.update(wanting: nil) == .giveBack)
    #expect(takeover.update(wanting: nil) == nil)
    #expect(takeover.written == nil)
  }

  @Test func onlyAGlassBarAsksForAnEdgeEffect() throws {
    var configuration = BarConfiguration.system
    configuration.scrollEdgeEffect = BarEdgeEffect(style: .hard, isHidden: true)
    var environment = BarEnvironment.phone
    #expect(try BarMetrics(configuration: configuration, environment: environment).requestedScrollEdgeEffect == nil)
    environment.systemLook = .glass
    #expect(
      try BarMetrics(configuration: configuration, environment: environment).requestedScrollEdgeEffect
        == BarEdgeEffect(style: .hard, isHidden: true))
    configuration.look = .classic
    #expect(try BarMetrics(configuration: configuration, environment: environment).requestedScrollEdgeEffect == nil)
  }
}
