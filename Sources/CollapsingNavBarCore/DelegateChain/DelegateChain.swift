/// A value model of one scroll view's delegate chain: the screen's delegates, wrappers that
/// forward like RxCocoa's `DelegateProxy`, and the bars' proxies, which follow
/// ``DelegateChainRules``; it plays a message through the chain and reports who received it.
///
/// It is what the UIKit proxies do, as values, so that sequences an app can produce (a wrapper
/// installed before or after the bar, asked for again, a detach, a deallocation, another bar) are
/// tested on Linux:
///
/// ```swift
/// var chain = DelegateChain()
/// let screen = chain.addScreen()
/// chain.setDelegate(screen)
/// let rx = chain.wrap()             // RxCocoa's proxy(for:) before the bar
/// chain.attach(bar: 1)
/// chain.wrap()                      // asked for again after attach: rx now forwards to the bar
/// chain.send(.passedOn).receivers  // [rx, bar's proxy, screen]: once each
/// // The bar corrects the inset when told: UIKit sends the message again before the write returns.
/// chain.send(.heardByBar, writers: [.bar(1)]).receivers  // [rx, proxy, screen, rx, proxy, screen]
/// ```
package struct DelegateChain: Sendable {
  /// One object of the chain.
  package struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    /// Its index in the order of creation.
    package let index: Int

    package var description: String { "#\(index)" }
  }

  /// What kind of object it is.
  package enum Kind: Hashable, Sendable {
    /// A screen's delegate: it receives messages and forwards none.
    case screen
    /// A proxy of another library that forwards every message it receives to its forward
    /// delegate, with no guard (RxCocoa's `DelegateProxy`); `tellsForwardee` when it exposes it
    /// (`_forwardToDelegate`).
    case wrapper(library: Int, tellsForwardee: Bool)
    /// A bar's proxy.
    case barProxy
  }

  /// A message sent by UIKit to the delegate.
  package enum Message: Hashable, Sendable {
    /// One the bar's proxy implements (`scrollViewWillBeginDragging`): it tells its bar.
    case heardByBar
    /// One the bar's proxy passes on through `forwardingTarget(for:)` (`scrollViewDidScroll`,
    /// `tableView(_:didSelectRowAt:)`).
    case passedOn
  }

  /// Who, told of a message, writes what it reports, so that UIKit sends the message again,
  /// from the slot, before the write returns (a `contentInset` write inside
  /// `scrollViewDidChangeAdjustedContentInset` changes the adjusted inset again).
  package enum Writer: Hashable, Sendable {
    /// A bar, told by its proxy (its correction of the inset).
    case bar(Int)
    /// A screen's delegate, when the message reaches it.
    case screen(ObjectID)
  }

  /// What one message did.
  package struct Dispatch: Hashable, Sendable {
    /// Every object the message reached, in order (a proxy that dropped it included), with the
    /// messages UIKit sent again for a write, where they were sent.
    package var receivers: [ObjectID] = []
    /// The bars told, in order.
    package var barsTold: [Int] = []
    /// How many times UIKit sent the message again, for the writes made while it was delivered.
    package var resent = 0
    /// Whether the message went round until the model stopped it (a loop).
    package var looped = false

    /// Whether some object received the message more than once.
    package var reachedAnObjectTwice: Bool { Set(receivers).count != receivers.count }
  }

  private struct Object: Sendable {
    var kind: Kind
    var isAlive = true
    /// The object it forwards to (held weakly).
    var forward: ObjectID?
    /// For a bar's proxy: what its target forwarded to when it last looked.
    var behind: ObjectID?
    /// For a bar's proxy: the bar it tells, or `nil` for a pass-through.
    var bar: Int?
  }

  private var objects: [Object] = []
  /// The scroll view's `delegate` (held weakly).
  package private(set) var slot: ObjectID?
  /// The proxy the container keeps (an associated object).
  package private(set) var keptProxy: ObjectID?
  /// The proxy of each attached bar.
  package private(set) var proxies: [Int: ObjectID] = [:]
  private var wrappers: [Int: ObjectID] = [:]

  /// Creates an empty chain: no delegate.
  package init() {}

  // MARK: What the app and other libraries do

  /// Creates a screen's delegate (not set yet).
  @discardableResult
  package mutating func addScreen() -> ObjectID {
    add(Object(kind: .screen))
  }

  /// The app sets the scroll view's delegate.
  package mutating func setDelegate(_ object: ObjectID?) {
    slot = object
  }

  /// A library asks for its proxy of the scroll view, as RxCocoa's `DelegateProxy.proxy(for:)`
  /// does: one per library, kept by the scroll view; unless it is the delegate already, it makes
  /// the current delegate its forward delegate and becomes the delegate.
  ///
  /// - Parameters:
  ///   - library: Which library (one proxy each).
  ///   - tellsForwardee: Whether it exposes its forward delegate.
  /// - Returns: The library's proxy.
  @discardableResult
  package mutating func wrap(library: Int = 0, tellsForwardee: Bool = true) -> ObjectID {
    let wrapper = wrappers[library] ?? add(Object(kind: .wrapper(library: library, tellsForwardee: tellsForwardee)))
    wrappers[library] = wrapper
    if slot != wrapper {
      objects[wrapper.index].forward = alive(slot)
      slot = wrapper
    }
    return wrapper
  }

  /// A library's `setDelegate` (RxCocoa's `rx.setDelegate(_:)`): its proxy forwards to `object`.
  package mutating func setForwardee(of wrapper: ObjectID, to object: ObjectID?) {
    objects[wrapper.index].forward = object
  }

  /// An object is deallocated: weak references to it read `nil`.
  package mutating func deallocate(_ object: ObjectID) {
    objects[object.index].isAlive = false
  }

  // MARK: What the bars do

  /// A bar attaches: it takes over the pass-through a bar before it left while that is still in
  /// the chain, or puts a proxy of its own in front of the delegate; then it looks at the slot.
  package mutating func attach(bar: Int) {
    detach(bar: bar)
    // Another bar attached to the container gives it back first.
    for (other, proxy) in proxies where keptProxy == proxy { detach(bar: other) }
    let idle = keptProxy.flatMap { objects[$0.index].isAlive && objects[$0.index].bar == nil ? $0 : nil }
    let seen = idle.map { look(at: slot, from: $0) }
    let proxy: ObjectID
    switch DelegateChainRules.attachment(slotSeenFromIdleProxy: seen) {
    case .takeOver:
      proxy = idle!  // `seen` is non-nil only with an idle proxy.
    case .makeProxy:
      if let idle { objects[idle.index].isAlive = false }  // The container lets go of it.
      proxy = add(Object(kind: .barProxy))
      objects[proxy.index].forward = alive(slot)
      slot = proxy
      keptProxy = proxy
    }
    objects[proxy.index].bar = bar
    proxies[bar] = proxy
    look(bar: bar)
  }

  /// The bar looks at the slot (attach, a drag begins, a status-bar tap).
  package mutating func look(bar: Int) {
    guard let proxy = proxies[bar] else { return }
    let object = objects[proxy.index]
    let adoption = DelegateChainRules.adoption(
      slot: look(at: slot, from: proxy), target: look(at: object.forward, from: proxy),
      behind: look(at: object.behind, from: proxy))
    follow(adoption.target, at: proxy)
    switch adoption.slot {
    case .keep:
      break
    case .wrap:
      objects[proxy.index].forward = alive(slot)
      objects[proxy.index].behind = nil
      slot = proxy
    case .reinstall:
      slot = proxy
    }
    learnBehind(of: proxy)
  }

  /// A bar detaches (also when it is deallocated attached).
  package mutating func detach(bar: Int) {
    guard let proxy = proxies.removeValue(forKey: bar) else { return }
    objects[proxy.index].bar = nil
    // What goes back (or stays behind a wrapper) is where a message would go now.
    hop(at: proxy)
    switch DelegateChainRules.detachment(slot: look(at: slot, from: proxy)) {
    case .restoreTarget:
      slot = alive(objects[proxy.index].forward)
      release(proxy)
    case .leavePassThrough:
      break
    case .leaveSlot:
      release(proxy)
    }
  }

  // MARK: Messages

  /// UIKit sends a message to the delegate.
  ///
  /// - Parameters:
  ///   - message: The kind of message.
  ///   - writers: Who writes what the message reports when told of it (each once): UIKit sends
  ///     the message again, from the slot, inside the write, reporting the new state.
  /// - Returns: Who received it and which bars were told.
  package mutating func send(_ message: Message, writers: Set<Writer> = []) -> Dispatch {
    var delivery = Delivery(writers: writers)
    deliver(message, to: alive(slot), &delivery)
    return delivery.dispatch
  }

  /// One message on its way through the chain, with the messages sent again inside it.
  private struct Delivery {
    var dispatch = Dispatch()
    /// The proxies' handlings in progress, innermost last.
    var handling: [(proxy: ObjectID, handling: DelegateChainRules.Handling)] = []
    /// What the message reports now (each write changes it).
    var state = 0.0
    /// Who has yet to write.
    var writers: Set<Writer>
  }

  /// Whether a message sent now reaches the object (without sending it).
  package func reaches(_ object: ObjectID) -> Bool {
    var copy = self
    return copy.send(.passedOn).receivers.contains(object)
  }

  private mutating func deliver(_ message: Message, to object: ObjectID?, _ delivery: inout Delivery) {
    guard let object else { return }
    guard delivery.dispatch.receivers.count < 64 else {
      delivery.dispatch.looped = true
      return
    }
    delivery.dispatch.receivers.append(object)
    switch objects[object.index].kind {
    case .screen:
      write(as: .screen(object), message, &delivery)
    case .wrapper:
      deliver(message, to: alive(objects[object.index].forward), &delivery)
    case .barProxy:
      guard message == .heardByBar else {
        hop(at: object)
        deliver(message, to: alive(objects[object.index].forward), &delivery)
        return
      }
      let state = [delivery.state]
      let inProgress = delivery.handling.last { $0.proxy == object }?.handling
      let arrival = DelegateChainRules.arrival(reporting: state, during: inProgress)
      guard arrival != .drop else { return }
      delivery.handling.append((object, DelegateChainRules.Handling(stage: .passingOn, state: state)))
      defer { delivery.handling.removeLast() }
      hop(at: object)
      deliver(message, to: alive(objects[object.index].forward), &delivery)
      guard arrival == .handle else { return }
      delivery.handling[delivery.handling.count - 1].handling.stage = .tellingBar
      if let bar = objects[object.index].bar {
        delivery.dispatch.barsTold.append(bar)
        write(as: .bar(bar), message, &delivery)
      }
    }
  }

  /// A writer told of the message writes (once): UIKit sends the message again, from the slot,
  /// before the write returns.
  private mutating func write(as writer: Writer, _ message: Message, _ delivery: inout Delivery) {
    guard delivery.writers.remove(writer) != nil else { return }
    delivery.state += 1
    delivery.dispatch.resent += 1
    deliver(message, to: alive(slot), &delivery)
  }

  // MARK: Looking

  /// What an object is, seen from a bar's proxy, as the runtime lets the proxy see it: the
  /// package's proxies are walked through their targets; any other object leads back when its
  /// chain reaches a package proxy at all (the probe selector cannot say which one).
  private func look(at object: ObjectID?, from proxy: ObjectID) -> DelegateLook {
    guard var current = alive(object) else { return .nothing }
    if current == proxy { return .proxy }
    for _ in 0..<16 {
      if current == proxy { return .reachesProxy }
      switch objects[current.index].kind {
      case .screen:
        return .elsewhere
      case .barProxy:
        guard let next = alive(objects[current.index].forward) else { return .elsewhere }
        current = next
      case .wrapper:
        return reachesAnyProxy(from: current) ? .reachesProxy : .elsewhere
      }
    }
    return .reachesProxy
  }

  private func reachesAnyProxy(from object: ObjectID) -> Bool {
    var current: ObjectID? = object
    for _ in 0..<16 {
      guard let object = alive(current) else { return false }
      if objects[object.index].kind == .barProxy { return true }
      current = objects[object.index].forward
    }
    return true
  }

  /// The proxy decides where a message goes now, and follows the decision.
  private mutating func hop(at proxy: ObjectID) {
    let current = objects[proxy.index]
    follow(
      DelegateChainRules.hop(
        target: look(at: current.forward, from: proxy), behind: look(at: current.behind, from: proxy)),
      at: proxy)
  }

  private mutating func follow(_ hop: DelegateChainRules.Hop, at proxy: ObjectID) {
    switch hop {
    case .target:
      break
    case .behind:
      objects[proxy.index].forward = objects[proxy.index].behind
      objects[proxy.index].behind = nil
      learnBehind(of: proxy)
    case .nobody:
      objects[proxy.index].forward = nil
      objects[proxy.index].behind = nil
    }
  }

  /// The proxy remembers what its target forwards to, when the target tells.
  private mutating func learnBehind(of proxy: ObjectID) {
    guard let target = alive(objects[proxy.index].forward) else { return }
    let forwardee: ObjectID?
    switch objects[target.index].kind {
    case .screen, .wrapper(_, tellsForwardee: false): return
    case .wrapper(_, tellsForwardee: true), .barProxy: forwardee = alive(objects[target.index].forward)
    }
    if DelegateChainRules.remembers(forwardee: look(at: forwardee, from: proxy)) {
      objects[proxy.index].behind = forwardee
    }
  }

  // MARK: Storage

  private mutating func add(_ object: Object) -> ObjectID {
    objects.append(object)
    return ObjectID(index: objects.count - 1)
  }

  private mutating func release(_ proxy: ObjectID) {
    objects[proxy.index].isAlive = false
    if keptProxy == proxy { keptProxy = nil }
  }

  private func alive(_ object: ObjectID?) -> ObjectID? {
    guard let object, objects[object.index].isAlive else { return nil }
    return object
  }
}
