import CollapsingNavBarCore
import Testing

/// RxCocoa-like sequences: a library's proxy asked for before or after the bar attaches, asked
/// for again, detaches, deallocations and two bars.
@Suite struct DelegateChainTests {
  @Test func aWrapperAskedForAfterAttachForwardsToTheBarWhichForwardsToTheScreen() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let rx = chain.wrap()
    #expect(chain.send(.passedOn).receivers == [rx, proxy, screen])
    let drag = chain.send(.heardByBar)
    #expect(drag.receivers == [rx, proxy, screen])
    #expect(drag.barsTold == [1])
    chain.wrap()
    #expect(chain.slot == rx)
    #expect(chain.send(.passedOn).receivers == [rx, proxy, screen])
  }

  @Test func aWrapperAskedForAgainAfterAttachDoesNotLoopAndKeepsTheScreen() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let rx = chain.wrap()
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    #expect(chain.slot == proxy)
    // Asked for again: rx now forwards to the bar's proxy, which forwarded to rx.
    chain.wrap()
    // The first message, before any drag lets the bar look at the slot.
    let tick = chain.send(.passedOn)
    #expect(!tick.looped)
    #expect(tick.receivers == [rx, proxy, screen])
    let drag = chain.send(.heardByBar)
    #expect(drag.receivers == [rx, proxy, screen])
    #expect(drag.barsTold == [1])
  }

  @Test func aDragBeginningBeforeAnyTickAfterTheRewrapIsHeardOnce() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let rx = chain.wrap()
    chain.attach(bar: 1)
    chain.wrap()
    let drag = chain.send(.heardByBar)
    #expect(!drag.looped)
    #expect(!drag.reachedAnObjectTwice)
    #expect(drag.receivers == [rx, chain.proxies[1]!, screen])
    #expect(drag.barsTold == [1])
  }

  @Test func aWrapperThatHidesItsForwardeeLosesTheScreenWhenItWrapsTheBarAgainButNeverLoops() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let wrapper = chain.wrap(tellsForwardee: false)
    chain.attach(bar: 1)
    chain.wrap()
    let proxy = chain.proxies[1]!
    for message in [DelegateChain.Message.passedOn, .heardByBar] {
      let dispatch = chain.send(message)
      #expect(!dispatch.looped)
      #expect(dispatch.receivers == [wrapper, proxy])
    }
    #expect(chain.send(.heardByBar).barsTold == [1])
  }

  @Test func detachBehindAWrapperLeavesAPassThroughSoTheScreenStillHears() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let rx = chain.wrap()
    chain.detach(bar: 1)
    #expect(chain.keptProxy == proxy)
    let selection = chain.send(.heardByBar)
    #expect(selection.receivers == [rx, proxy, screen])
    #expect(selection.barsTold.isEmpty)
    // The tab comes back: the bar takes its pass-through over, the chain stays as it is.
    chain.attach(bar: 1)
    #expect(chain.proxies[1] == proxy)
    #expect(chain.slot == rx)
    #expect(chain.send(.heardByBar).barsTold == [1])
    #expect(chain.send(.passedOn).receivers == [rx, proxy, screen])
  }

  @Test func detachAsTheDelegateGivesTheScreenBackAndTheProxyGoes() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    chain.detach(bar: 1)
    #expect(chain.slot == screen)
    #expect(chain.keptProxy == nil)
    #expect(chain.send(.passedOn).receivers == [screen])
  }

  @Test func aDetachAfterTheRewrapKeepsTheScreen() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let rx = chain.wrap()
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    chain.wrap()
    chain.detach(bar: 1)
    #expect(chain.send(.passedOn).receivers == [rx, proxy, screen])
  }

  @Test func theScreensDeallocationEndsMessagesAtTheProxy() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let rx = chain.wrap()
    chain.attach(bar: 1)
    chain.wrap()
    chain.deallocate(screen)
    let dispatch = chain.send(.heardByBar)
    #expect(dispatch.receivers == [rx, chain.proxies[1]!])
    #expect(dispatch.barsTold == [1])
  }

  @Test func aWrapperInFrontThatIsDeallocatedGivesTheSlotBackToTheProxyWithItsTarget() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let wrapper = chain.wrap()
    chain.deallocate(wrapper)
    #expect(chain.send(.passedOn).receivers.isEmpty, "UIKit's weak delegate reads nil")
    chain.look(bar: 1)
    #expect(chain.slot == proxy)
    #expect(chain.send(.heardByBar).receivers == [proxy, screen])
  }

  @Test func aSecondBarTakesOverThePassThroughOfTheFirst() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let rx = chain.wrap()
    chain.attach(bar: 2)
    #expect(chain.proxies[1] == nil)
    #expect(chain.proxies[2] == proxy)
    let drag = chain.send(.heardByBar)
    #expect(drag.receivers == [rx, proxy, screen])
    #expect(drag.barsTold == [2])
  }

  @Test func aScreenDelegateSetAfterAttachIsWrappedAtTheNextLook() {
    var chain = DelegateChain()
    let first = chain.addScreen()
    chain.setDelegate(first)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let second = chain.addScreen()
    chain.setDelegate(second)
    chain.look(bar: 1)
    #expect(chain.send(.passedOn).receivers == [proxy, second])
    chain.detach(bar: 1)
    #expect(chain.slot == second)
  }

  /// The screen hears the `scrollViewDidChangeAdjustedContentInset` the bar's correction causes.
  ///
  /// The bar corrects the inset when told, and UIKit sends the message again before the write
  /// returns. The screen's delegate hears both (the second one reports the final inset); the bar
  /// is told once.
  @Test func theScreenHearsTheMessageUIKitSendsAgainForTheBarsCorrection() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let change = chain.send(.heardByBar, writers: [.bar(1)])
    #expect(change.resent == 1)
    #expect(change.receivers == [proxy, screen, proxy, screen])
    #expect(change.barsTold == [1])
    #expect(!change.looped)
  }

  @Test func behindARewrappedLibraryProxyTheScreenHearsTheMessageSentAgainOnce() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    let rx = chain.wrap()
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    chain.wrap()  // rx now forwards to the proxy, whose target led back to rx
    let change = chain.send(.heardByBar, writers: [.bar(1)])
    #expect(change.receivers == [rx, proxy, screen, rx, proxy, screen])
    #expect(change.barsTold == [1])
  }

  @Test func theScreensOwnWriteInItsCallbackReachesItAgainAndTheBarOnce() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let proxy = chain.proxies[1]!
    let change = chain.send(.heardByBar, writers: [.screen(screen), .bar(1)])
    #expect(change.resent == 2)
    #expect(change.receivers == [proxy, screen, proxy, screen, proxy, screen])
    #expect(change.barsTold == [1])
  }

  @Test func aPassThroughLeftBehindAWrapperPassesTheMessageSentAgainOn() {
    var chain = DelegateChain()
    let screen = chain.addScreen()
    chain.setDelegate(screen)
    chain.attach(bar: 1)
    let passThrough = chain.proxies[1]!
    let rx = chain.wrap()
    chain.detach(bar: 1)
    let change = chain.send(.heardByBar, writers: [.screen(screen)])
    #expect(change.receivers == [rx, passThrough, screen, rx, passThrough, screen])
    #expect(change.barsTold.isEmpty)
  }

  /// Every sequence of up to four steps from a set of what apps and RxCocoa-like libraries do:
  /// no message loops or reaches an object twice, an attached bar is told once, and a detach
  /// never loses a screen's delegate that messages reached before it. (Two libraries that wrap
  /// each other loop without any bar: those steps are checked only where the same steps without
  /// the bars do not loop.)
  @Test func noSequenceLoopsDoublesAMessageOrLosesTheScreenOnDetach() {
    enum Step: CaseIterable {
      case wrap, wrapOther, wrapHiding, attach1, attach2, detach1, detach2, look1, setScreen2, rxSetScreen, deallocRx
    }
    var checked = 0
    func run(_ steps: [Step]) {
      var chain = DelegateChain()
      let screen = chain.addScreen()
      let second = chain.addScreen()
      chain.setDelegate(screen)
      var withoutBars = chain
      var rx: DelegateChain.ObjectID?
      var rxWithoutBars: DelegateChain.ObjectID?
      for step in steps {
        let reachedBefore = [screen, second].filter { chain.reaches($0) }
        switch step {
        case .wrap: rxWithoutBars = withoutBars.wrap()
        case .wrapOther: withoutBars.wrap(library: 1)
        case .wrapHiding: withoutBars.wrap(library: 2, tellsForwardee: false)
        case .setScreen2: withoutBars.setDelegate(second)
        case .rxSetScreen: if let rxWithoutBars { withoutBars.setForwardee(of: rxWithoutBars, to: screen) }
        case .deallocRx: if let rxWithoutBars { withoutBars.deallocate(rxWithoutBars) }
        case .attach1, .attach2, .detach1, .detach2, .look1: break
        }
        var reference = withoutBars
        guard !reference.send(.passedOn).looped else { return }
        switch step {
        case .wrap: rx = chain.wrap()
        case .wrapOther: chain.wrap(library: 1)
        case .wrapHiding: chain.wrap(library: 2, tellsForwardee: false)
        case .attach1: chain.attach(bar: 1)
        case .attach2: chain.attach(bar: 2)
        case .detach1: chain.detach(bar: 1)
        case .detach2: chain.detach(bar: 2)
        case .look1: chain.look(bar: 1)
        case .setScreen2: chain.setDelegate(second)
        case .rxSetScreen: if let rx { chain.setForwardee(of: rx, to: screen) }
        case .deallocRx: if let rx { chain.deallocate(rx) }
        }
        for message in [DelegateChain.Message.passedOn, .heardByBar] {
          var copy = chain
          let dispatch = copy.send(message)
          #expect(!dispatch.looped, "\(steps)")
          #expect(!dispatch.reachedAnObjectTwice, "\(steps)")
          #expect(Set(dispatch.barsTold).count == dispatch.barsTold.count, "\(steps)")
        }
        // The bars correct the inset and the screens write their own: each message UIKit sends
        // reaches every screen's delegate a plain message reaches, and each bar at most once.
        var copy = chain
        let writes = copy.send(.heardByBar, writers: [.bar(1), .bar(2), .screen(screen), .screen(second)])
        #expect(!writes.looped, "\(steps)")
        #expect(Set(writes.barsTold).count == writes.barsTold.count, "\(steps)")
        for delegate in [screen, second] where chain.reaches(delegate) {
          #expect(writes.receivers.filter { $0 == delegate }.count == 1 + writes.resent, "\(steps)")
        }
        if step == .detach1 || step == .detach2 {
          for delegate in reachedBefore {
            #expect(chain.reaches(delegate), "detach lost a delegate: \(steps)")
          }
        }
        checked += 1
      }
    }
    func extend(_ prefix: [Step]) {
      if !prefix.isEmpty { run(prefix) }
      guard prefix.count < 4 else { return }
      for step in Step.allCases { extend(prefix + [step]) }
    }
    extend([])
    #expect(checked > 10_000)
  }
}
