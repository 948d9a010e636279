#if canImport(UIKit)
import UIKit

/// The Objective-C forwarding both delegate proxies share: the proxy answers the selectors it
/// implements and hands every other message to the screen's own delegate, so a method the
/// screen did not implement stays unimplemented for UIKit.
///
/// `responds(to:)` is the union of the proxy's own methods and the target's; messages the proxy
/// does not implement go to the target through `forwardingTarget(for:)`, the fast forwarding
/// path (no `NSInvocation`). The target is held weakly, as UIKit holds delegates.
@MainActor
public class ForwardingDelegateProxy: NSObject {
  /// The screen's own delegate, which receives everything the proxy does not handle.
  ///
  /// Read from `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
  /// calls on the main thread for a UIKit delegate.
  nonisolated(unsafe) public internal(set) weak var target: AnyObject?

  /// Creates a proxy.
  ///
  /// - Parameter target: The screen's delegate, or `nil`.
  init(target: AnyObject?) {
    self.target = target
    super.init()
  }

  override public func responds(to aSelector: Selector!) -> Bool {
    if super.responds(to: aSelector) { return true }
    guard let target, let aSelector else { return false }
    return target.responds(to: aSelector)
  }

  override public func forwardingTarget(for aSelector: Selector!) -> Any? {
    if let target, let aSelector, target.responds(to: aSelector) { return target }
    return super.forwardingTarget(for: aSelector)
  }

  override public func conforms(to aProtocol: Protocol) -> Bool {
    if super.conforms(to: aProtocol) { return true }
    return target?.conforms(to: aProtocol) ?? false
  }
}
#endif
