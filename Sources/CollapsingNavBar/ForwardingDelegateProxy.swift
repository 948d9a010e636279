#if canImport(UIKit)
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

    /// Called on the main thread when the target is deallocated while it is still the target.
    var onTargetDeallocated: (@MainActor () -> Void)?

    /// Whether the proxy is asking its target now (a question that comes back is not passed on);
    /// read and set on the main thread only.
    nonisolated(unsafe) private var isAskingTarget = false

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
      guard let aSelector, let target else { return false }
      // Texture may ask from a background queue: the guard's flag belongs to the main thread.
      guard Thread.isMainThread else { return target.responds(to: aSelector) }
      guard !isAskingTarget else { return false }
      isAskingTarget = true
      defer { isAskingTarget = false }
      return target.responds(to: aSelector)
    }

    override public func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector else { return super.forwardingTarget(for: aSelector) }
      if let target {
        guard Thread.isMainThread else {
          // Texture sends a few node-delegate messages from a background queue (a batch fetch's
          // start); the guard's flag belongs to the main thread, so it is neither read nor set here.
          return target.responds(to: aSelector) ? target : super.forwardingTarget(for: aSelector)
        }
        guard !isAskingTarget else { return super.forwardingTarget(for: aSelector) }
        isAskingTarget = true
        defer { isAskingTarget = false }
        if target.responds(to: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
      }
      // A message cached for a target that is gone: answer it harmlessly.
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
        guard !isAskingTarget else { return false }
        isAskingTarget = true
        defer { isAskingTarget = false }
        return object.responds(to: #selector(forwardingProxyProbe))
      }
      return true
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
        if Thread.isMainThread {
          // An app cannot reach a trap here: this branch runs on the main thread only (checked above);
          // elsewhere the call hops to the main queue.
          MainActor.assumeIsolated { proxy?.targetWasDeallocated() }
        } else {
          DispatchQueue.main.async { proxy?.targetWasDeallocated() }
        }
      }
    }
  }
#endif
