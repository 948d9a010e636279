import CollapsingNavBarCore
import Testing

@Suite struct DelegateChainRulesTests {
  @Test func aMessageGoesToTheTargetWhileItDoesNotLeadBack() {
    #expect(DelegateChainRules.hop(target: .elsewhere, behind: .nothing) == .target)
    #expect(DelegateChainRules.hop(target: .elsewhere, behind: .reachesProxy) == .target)
  }

  @Test func aTargetThatWrappedTheProxyAgainIsPassedForWhatWasBehindIt() {
    #expect(DelegateChainRules.hop(target: .reachesProxy, behind: .elsewhere) == .behind)
    #expect(DelegateChainRules.hop(target: .proxy, behind: .elsewhere) == .behind)
    #expect(DelegateChainRules.hop(target: .nothing, behind: .elsewhere) == .behind)
  }

  @Test func withNothingSafeBehindALoopingTargetTheMessageEndsAtTheProxy() {
    #expect(DelegateChainRules.hop(target: .reachesProxy, behind: .nothing) == .nobody)
    #expect(DelegateChainRules.hop(target: .reachesProxy, behind: .reachesProxy) == .nobody)
    #expect(DelegateChainRules.hop(target: .nothing, behind: .nothing) == .nobody)
  }

  @Test func aMessageThatCameBackUnchangedWhileTheProxyPassesItOnIsDropped() {
    let passing = DelegateChainRules.Handling(stage: .passingOn, state: [64, 0, 34, 0])
    #expect(DelegateChainRules.arrival(reporting: [64, 0, 34, 0], during: passing) == .drop)
    #expect(DelegateChainRules.arrival(reporting: [], during: DelegateChainRules.Handling(stage: .passingOn)) == .drop)
    #expect(DelegateChainRules.arrival(reporting: [64, 0, 34, 0], during: nil) == .handle)
    #expect(DelegateChainRules.arrival(reporting: [], during: nil) == .handle)
  }

  /// The bar's correcting write inside `scrollViewDidChangeAdjustedContentInset` makes UIKit
  /// send it again: the screen's delegate hears that one too (before, it was dropped and the
  /// screen heard only the intermediate inset); the bar, already handling it, is not told again.
  @Test func aMessageUIKitSendsAgainForTheBarsOwnWriteReachesTheScreen() {
    let telling = DelegateChainRules.Handling(stage: .tellingBar, state: [64, 0, 34, 0])
    #expect(DelegateChainRules.arrival(reporting: [108, 0, 34, 0], during: telling) == .passOn)
    // Whatever it reports: while the bar is told, nothing goes through the chain.
    #expect(DelegateChainRules.arrival(reporting: [64, 0, 34, 0], during: telling) == .passOn)
  }

  @Test func aMessageUIKitSendsAgainForTheScreensOwnWriteReachesTheScreen() {
    let passing = DelegateChainRules.Handling(stage: .passingOn, state: [64, 0, 34, 0])
    #expect(DelegateChainRules.arrival(reporting: [64, 0, 0, 0], during: passing) == .passOn)
  }

  @Test func aWrapperOfTheProxyStaysInFrontAndAnyOtherDelegateIsWrapped() {
    #expect(DelegateChainRules.adoption(slot: .reachesProxy, target: .elsewhere, behind: .nothing).slot == .keep)
    #expect(DelegateChainRules.adoption(slot: .proxy, target: .elsewhere, behind: .nothing).slot == .keep)
    #expect(DelegateChainRules.adoption(slot: .elsewhere, target: .elsewhere, behind: .nothing).slot == .wrap)
    #expect(DelegateChainRules.adoption(slot: .nothing, target: .elsewhere, behind: .nothing).slot == .reinstall)
  }

  @Test func lookingRepairsATargetThatLeadsBack() {
    #expect(
      DelegateChainRules.adoption(slot: .reachesProxy, target: .reachesProxy, behind: .elsewhere)
        == DelegateChainRules.Adoption(target: .behind, slot: .keep))
    #expect(
      DelegateChainRules.adoption(slot: .reachesProxy, target: .reachesProxy, behind: .nothing)
        == DelegateChainRules.Adoption(target: .nobody, slot: .keep))
  }

  @Test func onlyAnObjectThatDoesNotLeadBackIsRememberedBehindTheTarget() {
    #expect(DelegateChainRules.remembers(forwardee: .elsewhere))
    #expect(!DelegateChainRules.remembers(forwardee: .reachesProxy))
    #expect(!DelegateChainRules.remembers(forwardee: .proxy))
    #expect(!DelegateChainRules.remembers(forwardee: .nothing))
  }

  @Test func detachLeavesAPassThroughBehindAWrapperAndRestoresTheTargetOtherwise() {
    #expect(DelegateChainRules.detachment(slot: .proxy) == .restoreTarget)
    #expect(DelegateChainRules.detachment(slot: .reachesProxy) == .leavePassThrough)
    #expect(DelegateChainRules.detachment(slot: .elsewhere) == .leaveSlot)
    #expect(DelegateChainRules.detachment(slot: .nothing) == .leaveSlot)
  }

  @Test func aBarTakesOverAPassThroughThatIsStillInTheChain() {
    #expect(DelegateChainRules.attachment(slotSeenFromIdleProxy: .reachesProxy) == .takeOver)
    #expect(DelegateChainRules.attachment(slotSeenFromIdleProxy: .proxy) == .takeOver)
    #expect(DelegateChainRules.attachment(slotSeenFromIdleProxy: .elsewhere) == .makeProxy)
    #expect(DelegateChainRules.attachment(slotSeenFromIdleProxy: nil) == .makeProxy)
  }
}
