#if canImport(UIKit)
  import CollapsingNavBarCore
  import ObjectiveC
  import UIKit

  /// The Objective-C forwarding both delegate proxies share: the proxy answers the selectors it
  /// implements and hands every other message to the screen's own delegate, so a method the
  /// screen did not implement stays unimplemented for UIKit.
  ///
  /// `responds(to:)` is the union of the proxy's own methods and the target's; messages the proxy
  /// does not implement go to the target through `forwardingTarget(for:)`, the fast forwarding
  /// path (no `NSInvocation`). The target is held weakly, as UIKit holds delegates.
  ///
  /// Two guards keep it safe next to other proxies and after the screen's delegate is gone:
  /// - While the proxy asks its target (`responds(to:)`, `forwardingTarget(for:)`), a question
  ///   that comes back to it through the target's own forwarding (a proxy that wraps this one,
  ///   as RxCocoa's `DelegateProxy` does) is answered from the proxy's own methods only, so the
  ///   chain ends instead of recursing.
  /// - UIKit and Texture cache `responds(to:)` when a delegate is set. When the target is
  ///   deallocated, the proxy tells its owner (``onTargetDeallocated``), which sets the proxy
  ///   again so the cache is read anew; until then, a message cached for the dead target goes to
  ///   a stand-in (``addStandInForDeallocatedDelegates(_:)``), which answers it harmlessly instead of raising
  ///   `doesNotRecognizeSelector`. This is what Texture's `ASDelegateProxy` does in Objective-C
  ///   (a dud method signature, then `proxyTargetHasDeallocated:`), done in Swift.
  @MainActor
  public class ForwardingDelegateProxy: NSObject {
    /// The screen's own delegate, which receives everything the proxy does not handle.
    ///
    /// Read from `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    /// calls on the main thread for a UIKit delegate.
    nonisolated(unsafe) public internal(set) weak var target: AnyObject? {
      didSet {
        guard target !== oldValue else { return }
        watch(target, insteadOf: oldValue)
      }
    }

    /// What the target forwarded to when the proxy last looked (`DelegateChainRules`): the proxy
    /// forwards there instead once the target is gone or leads back to the proxy (RxCocoa's
    /// `DelegateProxy` asked for again after the bar attached makes the proxy its forward delegate).
    nonisolated(unsafe) weak var behind: AnyObject?

    /// Called on the main thread when the target is deallocated while it is still the target.
    var onTargetDeallocated: (@MainActor () -> Void)?

    /// Whether the proxy is asking its target now (a question that comes back is not passed on);
    /// read and set on the main thread only.
    nonisolated(unsafe) private var isAskingTarget = false

    /// The proxy's handlings in progress, innermost last, for each message it is handling now
    /// (`DelegateChainRules.arrival(reporting:during:)` reads the innermost); main thread only.
    private var handling: [Selector: [DelegateChainRules.Handling]] = [:]

    /// Creates a proxy.
    ///
    /// - Parameter target: The screen's delegate, or `nil`.
    init(target: AnyObject?) {
      self.target = target
      super.init()
      watch(target, insteadOf: nil)
    }

    deinit {
      if let target { TargetWatch.cancel(on: target, for: self) }
    }

    override public func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      guard let aSelector, target != nil || behind != nil else { return false }
      // Texture may ask from a background queue: the guard's flag belongs to the main thread.
      guard Thread.isMainThread else { return target?.responds(to: aSelector) ?? false }
      guard !isAskingTarget else { return false }
      isAskingTarget = true
      defer { isAskingTarget = false }
      return nextHop()?.responds(to: aSelector) ?? false
    }

    override public func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector else { return super.forwardingTarget(for: aSelector) }
      guard Thread.isMainThread else {
        // Texture sends a few node-delegate messages from a background queue (a batch fetch's
        // start); the guard's flag belongs to the main thread, so it is neither read nor set here.
        if let target, target.responds(to: aSelector) { return target }
        return standIn(for: aSelector)
      }
      guard !isAskingTarget else { return super.forwardingTarget(for: aSelector) }
      isAskingTarget = true
      defer { isAskingTarget = false }
      if let next = nextHop(), next.responds(to: aSelector) { return next }
      // A message cached for a target that is gone (or that now leads back): answer it harmlessly.
      return standIn(for: aSelector)
    }

    private func standIn(for aSelector: Selector) -> Any? {
      for standIn in Self.standIns where standIn.responds(to: aSelector) { return standIn }
      return super.forwardingTarget(for: aSelector)
    }

    /// The objects that answer messages cached for a deallocated target, asked in order.
    nonisolated(unsafe) private static var standIns: [NSObject] = [DeallocatedDelegateStandIn.shared]

    /// Adds an object that answers, harmlessly, messages of another delegate protocol that UIKit
    /// or a framework cached for a screen's delegate that has since been deallocated (the Texture
    /// integration adds one for `ASTableDelegate` and `ASCollectionDelegate`).
    ///
    /// Each of its methods should do what the framework does when a delegate lacks the method.
    /// Adding the same object again does nothing.
    ///
    /// - Parameter standIn: The object; it is kept for the life of the process.
    public static func addStandInForDeallocatedDelegates(_ standIn: NSObject) {
      guard !standIns.contains(where: { $0 === standIn }) else { return }
      standIns.append(standIn)
    }

    override public func conforms(to aProtocol: Protocol) -> Bool {
      if super.conforms(to: aProtocol) { return true }
      guard !isAskingTarget, let target else { return false }
      isAskingTarget = true
      defer { isAskingTarget = false }
      return target.conforms(to: aProtocol)
    }

    // MARK: Forwarding chains

    /// Answers whether an object's forwarding chain reaches a CollapsingNavBar proxy: any object
    /// that forwards unknown messages to a proxy answers `responds(to:)` for this selector.
    @objc(collapsingNavBarForwardingProxyProbe)
    nonisolated func forwardingProxyProbe() {}

    /// Whether a delegate is this proxy or forwards to it, directly or through other proxies.
    ///
    /// A delegate that wraps the proxy (RxCocoa's `DelegateProxy` after `proxy(for:)`, any proxy
    /// that forwards to "the current delegate") must never become the proxy's target: the two
    /// would forward to each other forever.
    ///
    /// The probe cannot recurse: every package proxy answers it from its own methods before it
    /// asks anyone.
    ///
    /// - Parameter candidate: A delegate found in the slot or held as the target.
    /// - Returns: `true` if its forwarding chain leads back to this proxy.
    func isReached(from candidate: AnyObject?) -> Bool {
      var current = candidate
      // Known proxies are walked through their targets; the depth bounds a chain of them.
      for _ in 0..<16 {
        guard let object = current else { return false }
        if object === self { return true }
        if let proxy = object as? ForwardingDelegateProxy {
          current = proxy.target
          continue
        }
        // A foreign object: it reaches a CollapsingNavBar proxy only by forwarding to one.
        return object.responds(to: #selector(forwardingProxyProbe))
      }
      return true
    }

    /// What an object is, seen from this proxy (``DelegateLook``).
    ///
    /// - Parameter object: A delegate found in the slot, the target, or what was behind it.
    /// - Returns: Its look.
    func look(at object: AnyObject?) -> DelegateLook {
      guard let object else { return .nothing }
      if object === self { return .proxy }
      return isReached(from: object) ? .reachesProxy : .elsewhere
    }

    /// Where a message the proxy passes on goes now, following `DelegateChainRules.hop(target:behind:)`:
    /// the target while it does not lead back; otherwise what was behind it, which becomes the target.
    ///
    /// - Returns: The object to pass a message on to, or `nil` when it ends at the proxy.
    @discardableResult
    func nextHop() -> AnyObject? {
      follow(DelegateChainRules.hop(target: look(at: target), behind: look(at: behind)))
      return target
    }

    /// Follows a decision about the target.
    ///
    /// - Parameter hop: Keep the target, replace it by what was behind it, or let it go.
    func follow(_ hop: DelegateChainRules.Hop) {
      switch hop {
      case .target:
        return
      case .behind:
        target = behind
        behind = nil
        learnBehind()
      case .nobody:
        target = nil
        behind = nil
      }
    }

    /// Remembers what the target forwards to, when the target tells: a package proxy's target, or
    /// `_forwardToDelegate` of a proxy whose class declares it (RxCocoa's `_RXDelegateProxy` and
    /// CombineCocoa's proxy declare it in their public headers).
    func learnBehind() {
      guard let target, let forwardee = Self.forwardee(of: target) else { return }
      if DelegateChainRules.remembers(forwardee: look(at: forwardee)) { behind = forwardee }
    }

    /// What a proxy says it forwards to.
    private static func forwardee(of object: AnyObject) -> AnyObject? {
      if let proxy = object as? ForwardingDelegateProxy { return proxy.target }
      let getter = NSSelectorFromString("_forwardToDelegate")
      // Only a class that implements the getter itself: a forwarder would answer for its target.
      guard let objectClass = object_getClass(object), class_getInstanceMethod(objectClass, getter) != nil,
        let object = object as? NSObject
      else { return nil }
      return object.perform(getter)?.takeUnretainedValue()
    }

    /// Runs the handling of a message the proxy implements, as
    /// `DelegateChainRules.arrival(reporting:during:)` decides: passed on to the screen's
    /// delegate, then told to the bar; a message UIKit sends again from inside that handling (a
    /// write in the bar's or the screen's callback) is passed on to the screen's delegate only;
    /// a message that comes back unchanged while the proxy passes it on (through a forwarder the
    /// probe cannot see) is dropped.
    ///
    /// - Parameters:
    ///   - selector: The message.
    ///   - state: What the message reports (the adjusted content inset), `[]` for none.
    ///   - dropped: What a dropped message answers.
    ///   - passedOn: What a message that is only passed on answers (read after `passOn`).
    ///   - passOn: Passes the message on to the screen's delegate.
    ///   - tell: Tells the bar; returns the answer.
    /// - Returns: The answer.
    func handle<Answer>(
      _ selector: Selector, reporting state: [Double] = [], dropped: Answer, passedOn: @autoclosure () -> Answer,
      passOn: () -> Void, tell: () -> Answer
    ) -> Answer {
      let arrival = DelegateChainRules.arrival(reporting: state, during: handling[selector]?.last)
      guard arrival != .drop else { return dropped }
      handling[selector, default: []].append(DelegateChainRules.Handling(stage: .passingOn, state: state))
      defer { handling[selector]?.removeLast() }
      passOn()
      guard arrival == .handle else { return passedOn() }
      if let innermost = handling[selector]?.indices.last { handling[selector]?[innermost].stage = .tellingBar }
      return tell()
    }

    /// ``handle(_:reporting:dropped:passedOn:passOn:tell:)`` for a message that answers nothing.
    func handle(_ selector: Selector, reporting state: [Double] = [], passOn: () -> Void, tell: () -> Void) {
      handle(selector, reporting: state, dropped: (), passedOn: (), passOn: passOn, tell: tell)
    }

    // MARK: The target's deallocation

    nonisolated private func watch(_ newTarget: AnyObject?, insteadOf oldTarget: AnyObject?) {
      if let oldTarget { TargetWatch.cancel(on: oldTarget, for: self) }
      guard let newTarget else { return }
      TargetWatch.start(on: newTarget, for: self)
    }

    /// The target went away while it was the target.
    fileprivate func targetWasDeallocated() {
      onTargetDeallocated?()
    }

    /// An object the target keeps (as an associated object) that tells the proxy when the target
    /// is deallocated: associated objects are released while the target deallocates.
    private final class TargetWatch: NSObject {
      nonisolated(unsafe) weak var proxy: ForwardingDelegateProxy?
      nonisolated(unsafe) var isCancelled = false

      private init(proxy: ForwardingDelegateProxy) {
        self.proxy = proxy
      }

      /// The association key: one per proxy, so several proxies can watch one target.
      private static func key(for proxy: ForwardingDelegateProxy) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      }

      static func start(on target: AnyObject, for proxy: ForwardingDelegateProxy) {
        objc_setAssociatedObject(
          target, key(for: proxy), TargetWatch(proxy: proxy), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }

      static func cancel(on target: AnyObject, for proxy: ForwardingDelegateProxy) {
        let key = key(for: proxy)
        (objc_getAssociatedObject(target, key) as? TargetWatch)?.isCancelled = true
        objc_setAssociatedObject(target, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }

      deinit {
        guard !isCancelled else { return }
        let proxy = self.proxy
        // (Off the main thread the call hops to the main queue.)
        if onMainThread(.dropped, { proxy?.targetWasDeallocated() }) == nil {
          DispatchQueue.main.async { proxy?.targetWasDeallocated() }
        }
      }
    }
  }
#endif
