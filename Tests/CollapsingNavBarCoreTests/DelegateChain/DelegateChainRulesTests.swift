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

  @Test func aMessageThatCameBackToTheProxyIsDropped() {
    #expect(DelegateChainRules.arrival(isHandlingSameMessage: true) == .drop)
    #expect(DelegateChainRules.arrival(isHandlingSameMessage: false) == .handle)
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
