/// What a bar's delegate proxy sees when it looks at one object of a delegate chain.
///
/// The proxy learns it from the Objective-C runtime: its own identity, its own proxies' targets,
/// and for any other object a probe selector that only the package's proxies implement (an
/// object that forwards unknown messages to one of them answers `responds(to:)` for it, as
/// RxCocoa's `DelegateProxy` and every `forwardingTarget(for:)` forwarder do).
package enum DelegateLook: Hashable, Sendable {
  /// No object: `nil`, or a weak reference whose object was deallocated.
  case nothing
  /// The proxy itself.
  case proxy
  /// An object whose forwarding chain leads back to the proxy (a wrapper installed after it).
  case reachesProxy
  /// An object whose chain does not lead to the proxy: the screen's delegate, or a wrapper of it.
  case elsewhere
}

/// The decisions a bar's delegate proxy makes about who forwards to whom, at the moment a
/// message or a look happens: adopt a delegate the screen (or a library) set, refuse to wrap a
/// wrapper of itself, forward a message, drop a message that is already being forwarded (but
/// pass on one UIKit sends again), and what a detach leaves behind.
///
/// The proxy holds a *target* (the object it forwards to, weakly, as UIKit holds delegates) and
/// remembers what that target forwarded to when it last looked, its *behind* (RxCocoa's and
/// CombineCocoa's proxies expose it as `_forwardToDelegate`). A wrapper that is asked for again
/// after the bar attached (RxCocoa's `DelegateProxy.proxy(for:)`) makes the current delegate, the
/// bar's proxy, its forward delegate: the proxy's target then leads back to the proxy, and the
/// proxy forwards to *behind* instead, so the screen's delegate stays in the chain and no message
/// goes round.
///
/// ```swift
/// DelegateChainRules.hop(target: .reachesProxy, behind: .elsewhere)  // .behind
/// DelegateChainRules.detachment(slot: .reachesProxy)                 // .leavePassThrough
/// ```
package enum DelegateChainRules {
  /// Where the proxy sends a message it passes on.
  package enum Hop: Hashable, Sendable {
    /// To its target.
    case target
    /// To what its target forwarded to when the proxy last looked; the proxy makes that its
    /// target (the target went away, or now forwards back to the proxy).
    case behind
    /// Nowhere: the message ends at the proxy (UIKit's answer for a delegate that lacks it).
    case nobody
  }

  /// Where the proxy sends a message it passes on, decided when the message arrives.
  ///
  /// - Parameters:
  ///   - target: What the target is.
  ///   - behind: What the remembered object behind the target is.
  /// - Returns: The target while it does not lead back to the proxy; otherwise what was behind
  ///   it, if that does not lead back either; otherwise nobody.
  package static func hop(target: DelegateLook, behind: DelegateLook) -> Hop {
    switch target {
    case .elsewhere: return .target
    case .nothing, .proxy, .reachesProxy: return behind == .elsewhere ? .behind : .nobody
    }
  }

  /// What the proxy does with a message it implements itself when it arrives.
  package enum Arrival: Hashable, Sendable {
    /// Passes it on to the screen's delegate, then tells the bar.
    case handle
    /// Passes it on to the screen's delegate and does not tell the bar: UIKit sent it again
    /// while the proxy was handling it (a write the bar or the screen made in its callback
    /// changed what the message reports), and the bar hears what it reports from the handling
    /// in progress.
    case passOn
    /// Drops it: the same message is already being handled by the proxy further up the stack,
    /// so it came back through a forwarder the probe cannot see.
    case drop
  }

  /// Where the proxy is in its handling of a message.
  package enum Stage: Hashable, Sendable {
    /// Passing it on to the screen's delegate: a message that arrives now came back through a
    /// forwarder, or UIKit sent it again for a write the screen's delegate made.
    case passingOn
    /// Telling the bar: a message that arrives now did not go through the chain; UIKit sent it
    /// again for a write the bar made (its own correction of the inset).
    case tellingBar
  }

  /// The proxy's handling of one message, in progress.
  package struct Handling: Hashable, Sendable {
    /// Where the proxy is in it.
    package var stage: Stage
    /// What the message reported when it arrived (the scroll view's adjusted content inset for
    /// `scrollViewDidChangeAdjustedContentInset`; nothing for a message that reports no state).
    package var state: [Double]

    /// Creates a handling.
    ///
    /// - Parameters:
    ///   - stage: Where the proxy is in it.
    ///   - state: What the message reported when it arrived.
    package init(stage: Stage, state: [Double] = []) {
      self.stage = stage
      self.state = state
    }
  }

  /// What the proxy does with a message it implements when it arrives.
  ///
  /// UIKit sends some messages again from inside the handling of the first: a write to
  /// `contentInset` made in a `scrollViewDidChangeAdjustedContentInset` callback (the bar's
  /// correction, or the screen's own) runs the next `scrollViewDidChangeAdjustedContentInset`
  /// before the write returns. The screen's delegate hears each such message, as it would
  /// without the bar; the bar is told once, by the outermost handling, which reads what the
  /// message reports after the screen's delegate had its turn. A message that came back
  /// unchanged while the proxy passes it on is the same dispatch going round: it is dropped.
  ///
  /// ```swift
  /// typealias Handling = DelegateChainRules.Handling
  /// _ = DelegateChainRules.arrival(reporting: [64], during: nil)  // .handle
  /// _ = DelegateChainRules.arrival(reporting: [108], during: Handling(stage: .tellingBar, state: [64]))  // .passOn
  /// _ = DelegateChainRules.arrival(reporting: [64], during: Handling(stage: .passingOn, state: [64]))  // .drop
  /// ```
  ///
  /// - Parameters:
  ///   - state: What the arriving message reports (`[]` for a message that reports no state).
  ///   - handling: The proxy's innermost handling of the same message in progress, or `nil`.
  /// - Returns: ``Arrival/handle`` when the proxy is not handling the message;
  ///   ``Arrival/passOn`` while it tells the bar (the message did not go through the chain), or
  ///   while it passes the message on and the message reports a new state (UIKit sent it again
  ///   for the screen's write); ``Arrival/drop`` for a message that came back unchanged.
  package static func arrival(reporting state: [Double], during handling: Handling?) -> Arrival {
    guard let handling else { return .handle }
    switch handling.stage {
    case .tellingBar: return .passOn
    case .passingOn: return state == handling.state ? .drop : .passOn
    }
  }

  /// What the proxy does when it looks at the delegate slot (on attach, when a drag begins, when
  /// the status bar is tapped; never on scroll ticks).
  package struct Adoption: Hashable, Sendable {
    /// What the proxy does with the slot.
    package enum Slot: Hashable, Sendable {
      /// Leaves it: the proxy is the delegate, or a wrapper of it is.
      case keep
      /// Wraps the slot's delegate (makes it the target) and is set as the delegate.
      case wrap
      /// Is set as the delegate again, keeping its target: the slot is empty (a wrapper in front
      /// of the proxy was deallocated; UIKit holds delegates weakly).
      case reinstall
    }

    /// What becomes of the target before anything else: kept, replaced by what was behind it,
    /// or let go (``Hop/nobody``).
    package var target: Hop
    /// What the proxy does with the slot.
    package var slot: Slot

    /// Creates an adoption.
    ///
    /// - Parameters:
    ///   - target: What becomes of the target.
    ///   - slot: What the proxy does with the slot.
    package init(target: Hop, slot: Slot) {
      self.target = target
      self.slot = slot
    }
  }

  /// What the proxy does when it looks at the delegate slot.
  ///
  /// Setting a delegate again makes UIKit read `responds(to:)` anew, so ``Adoption/Slot/wrap``
  /// and ``Adoption/Slot/reinstall`` also pick up methods the new chain implements.
  ///
  /// - Parameters:
  ///   - slot: What the slot's delegate is.
  ///   - target: What the proxy's target is.
  ///   - behind: What was behind the target.
  /// - Returns: A target that leads back (or is gone) is repaired as ``hop(target:behind:)`` says;
  ///   a delegate that is neither the proxy nor a wrapper of it is wrapped (a wrapper of it stays
  ///   in front: it forwards to the proxy); an empty slot gets the proxy back.
  package static func adoption(slot: DelegateLook, target: DelegateLook, behind: DelegateLook) -> Adoption {
    let fixed = hop(target: target, behind: behind)
    switch slot {
    case .proxy, .reachesProxy: return Adoption(target: fixed, slot: .keep)
    case .elsewhere: return Adoption(target: fixed, slot: .wrap)
    case .nothing: return Adoption(target: fixed, slot: .reinstall)
    }
  }

  /// Whether the proxy remembers what its target forwards to, as its *behind*.
  ///
  /// - Parameter forwardee: What the target says it forwards to.
  /// - Returns: `true` for an object that does not lead back to the proxy.
  package static func remembers(forwardee: DelegateLook) -> Bool {
    forwardee == .elsewhere
  }

  /// What a detach leaves in the delegate chain.
  package enum Detachment: Hashable, Sendable {
    /// The proxy is the delegate: its target is set back as the delegate, and the proxy goes.
    case restoreTarget
    /// A wrapper in front forwards to the proxy (weakly, as RxCocoa's does): the proxy stays,
    /// kept by the container, as a pass-through that tells no bar, so the wrapper still reaches
    /// the screen's delegate; the next bar to attach takes it over.
    case leavePassThrough
    /// The proxy is not in the chain any more (the screen set another delegate): the slot is
    /// left as it is, and the proxy goes.
    case leaveSlot
  }

  /// What a detach leaves in the delegate chain.
  ///
  /// - Parameter slot: What the slot's delegate is, seen from the proxy.
  /// - Returns: What the detach does.
  package static func detachment(slot: DelegateLook) -> Detachment {
    switch slot {
    case .proxy: return .restoreTarget
    case .reachesProxy: return .leavePassThrough
    case .nothing, .elsewhere: return .leaveSlot
    }
  }

  /// What a bar attaching to a container does with the pass-through proxy a bar before it left.
  package enum Attachment: Hashable, Sendable {
    /// Takes the pass-through over as its own proxy: the chain in front of it stays as it is.
    case takeOver
    /// Makes a proxy of its own, in front of the slot's delegate.
    case makeProxy
  }

  /// What an attaching bar does with the container's idle proxy, if there is one.
  ///
  /// - Parameter slotSeenFromIdleProxy: What the slot's delegate is, seen from the idle proxy
  ///   (`nil` when the container keeps none).
  /// - Returns: ``Attachment/takeOver`` while the idle proxy is still in the chain.
  package static func attachment(slotSeenFromIdleProxy: DelegateLook?) -> Attachment {
    switch slotSeenFromIdleProxy {
    case .proxy?, .reachesProxy?: return .takeOver
    case .nothing?, .elsewhere?, nil: return .makeProxy
    }
  }
}
