import CollapsingNavBarCore

extension Scenario {
  /// What the app's own screen does inside UIKit's callbacks: its scroll-view delegate reads the
  /// bar or calls it from `scrollViewDidScroll` and the other callbacks, while the bar's own
  /// writes are still running.
  ///
  /// ```json
  /// "screen": [
  ///   {"on": "didScroll", "do": "read"},
  ///   {"on": "didScroll", "every": 40, "times": 2, "do": "collapse", "animated": false},
  ///   {"on": "didEndDecelerating", "do": "addPanel", "id": "filters", "height": 44}
  /// ]
  /// ```
  public struct Reaction: Hashable, Sendable {
    /// The delegate callback the screen reacts to.
    public enum Callback: String, CaseIterable, Hashable, Sendable {
      /// `scrollViewDidScroll(_:)`: from inside every change of the offset, the bar's own
      /// writes included.
      case didScroll
      /// `scrollViewWillBeginDragging(_:)`.
      case willBeginDragging
      /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
      case willEndDragging
      /// `scrollViewDidEndDragging(_:willDecelerate:)`.
      case didEndDragging
      /// `scrollViewDidEndDecelerating(_:)`.
      case didEndDecelerating
      /// `scrollViewDidEndScrollingAnimation(_:)`.
      case didEndScrollingAnimation
      /// `scrollViewDidChangeAdjustedContentInset(_:)`: from inside the change.
      case didChangeAdjustedContentInset
    }

    /// What the screen does, each a public call of the bar.
    public enum Action: Hashable, Sendable {
      /// Reads `progress`, `layout` and the phase.
      case read
      /// `expand(animated:)`.
      case expand(animated: Bool)
      /// `collapse(animated:)`.
      case collapse(animated: Bool)
      /// `endRefreshing()`.
      case endRefreshing
      /// `addClosablePanel(_:height:id:)` with the screen's view for `id` (the same view each
      /// time), or a new view and a free id when `id` is `nil`: refused, and nothing changes,
      /// when the id is taken or the height is bad.
      case addPanel(id: String?, height: Double)
      /// `removePanel(id:)`.
      case removePanel(id: String)
      /// `detach()` then `attach(to:)` on the same scroll view, as a screen that sets its bar up
      /// again in `viewWillAppear` does: on the bar's own scroll view while it is the list the
      /// app shows, from inside the bar's own detach too.
      case reattach
      /// Sets a new delegate on the scroll view (another object with the same reactions): the
      /// bar notices and wraps it.
      case replaceDelegate
      /// The app lets go of the bar while it is attached (its screen popped): it gives the
      /// container back at once, or right after the write that runs; from another thread, the
      /// bar's callbacks reach nothing at once and the container is given back on the next frame.
      /// The bar takes no calls after it.
      case releaseBar(fromAnotherThread: Bool)
      /// `install(in:)` into the app's other view controller: the one the bar leaves gets its
      /// safe area back, the other gets the bar's share.
      case installElsewhere
      /// The app assigns `additionalSafeAreaInsets` of the view controller the bar is in (`top`
      /// and `bottom`; `nil` keeps that side), as a mini player does: the bar puts its share back
      /// (``SafeAreaShare``).
      case setAdditionalSafeArea(top: Double?, bottom: Double?)

      /// The action's name in JSON.
      public var name: String {
        switch self {
        case .read: return "read"
        case .expand: return "expand"
        case .collapse: return "collapse"
        case .endRefreshing: return "endRefreshing"
        case .addPanel: return "addPanel"
        case .removePanel: return "removePanel"
        case .reattach: return "reattach"
        case .replaceDelegate: return "replaceDelegate"
        case .releaseBar: return "releaseBar"
        case .installElsewhere: return "installElsewhere"
        case .setAdditionalSafeArea: return "setAdditionalSafeArea"
        }
      }

      /// Every action's name.
      public static let names = [
        "read", "expand", "collapse", "endRefreshing", "addPanel", "removePanel", "reattach", "replaceDelegate",
        "releaseBar", "installElsewhere", "setAdditionalSafeArea",
      ]
    }

    /// The callback reacted to.
    public var on: Callback
    /// What the screen does.
    public var action: Action
    /// The screen acts on every `every`-th call of the callback (1: each one).
    public var every: Int
    /// How many times it acts at most; `nil` for no limit.
    public var times: Int?

    /// Creates a reaction.
    ///
    /// - Parameters:
    ///   - on: The callback.
    ///   - action: What the screen does.
    ///   - every: Act on every `every`-th call (at least 1).
    ///   - times: Act at most this often, or `nil`.
    public init(on: Callback, action: Action, every: Int = 1, times: Int? = nil) {
      self.on = on
      self.action = action
      self.every = every
      self.times = times
    }

    /// The most reactions a screen may have.
    public static let maximumCount = 64
    /// The largest additional safe-area inset a screen may set, in points.
    public static let maximumAdditionalSafeArea = 1000.0
  }
}

extension Scenario.Reaction {
  /// Decodes a reaction: `{"on": …, "do": …, "every": …, "times": …}` and the action's own keys.
  ///
  /// - Parameters:
  ///   - value: The JSON value.
  ///   - path: Its path, for errors.
  /// - Throws: A ``ScenarioError`` naming the path of the problem.
  init(json value: JSONValue, path: String) throws(ScenarioError) {
    let object = try JSONObject(value, path: path)
    let callbacks = Callback.allCases.map(\.rawValue)
    guard let on = try object.choice("on", callbacks).flatMap(Callback.init) else {
      throw ScenarioError(path: object.child("on"), problem: "missing (one of: \(callbacks.joined(separator: ", ")))")
    }
    guard let name = try object.choice("do", Action.names) else {
      throw ScenarioError(
        path: object.child("do"), problem: "missing (one of: \(Action.names.joined(separator: ", ")))")
    }
    var keys = ["on", "do", "every", "times"]
    let action: Action
    switch name {
    case "expand", "collapse":
      keys.append("animated")
      try object.allow(keys)
      let animated = try object.bool("animated") ?? true
      action = name == "expand" ? .expand(animated: animated) : .collapse(animated: animated)
    case "addPanel":
      keys += ["id", "height"]
      try object.allow(keys)
      action = .addPanel(id: try object.string("id"), height: try object.number("height") ?? 44)
    case "removePanel":
      keys.append("id")
      try object.allow(keys)
      guard let id = try object.string("id") else { throw ScenarioError(path: object.child("id"), problem: "missing") }
      action = .removePanel(id: id)
    case "releaseBar":
      keys.append("fromAnotherThread")
      try object.allow(keys)
      action = .releaseBar(fromAnotherThread: try object.bool("fromAnotherThread") ?? false)
    case "setAdditionalSafeArea":
      keys += ["top", "bottom"]
      try object.allow(keys)
      let top = try object.number("top")
      let bottom = try object.number("bottom")
      for (key, value) in [("top", top), ("bottom", bottom)] {
        guard let value else { continue }
        guard value.isFinite, value >= 0, value <= Self.maximumAdditionalSafeArea else {
          throw ScenarioError(
            path: object.child(key),
            problem: "\(value) is out of range (0 to \(Int(Self.maximumAdditionalSafeArea)) points)")
        }
      }
      guard top != nil || bottom != nil else {
        throw ScenarioError(path: object.child("top"), problem: "missing (give top, bottom or both)")
      }
      action = .setAdditionalSafeArea(top: top, bottom: bottom)
    default:
      try object.allow(keys)
      switch name {
      case "read": action = .read
      case "endRefreshing": action = .endRefreshing
      case "reattach": action = .reattach
      case "installElsewhere": action = .installElsewhere
      default: action = .replaceDelegate
      }
    }
    let every = try object.number("every") ?? 1
    guard every >= 1, every <= 1_000_000, every == every.rounded() else {
      throw ScenarioError(path: object.child("every"), problem: "\(every) must be a whole number from 1 to 1000000")
    }
    var times: Int?
    if let count = try object.number("times") {
      guard count >= 1, count <= 1_000_000, count == count.rounded() else {
        throw ScenarioError(path: object.child("times"), problem: "\(count) must be a whole number from 1 to 1000000")
      }
      times = Int(count)
    }
    self.init(on: on, action: action, every: Int(every), times: times)
  }

  /// The reaction's members in JSON, in a fixed order.
  var members: [(key: String, value: String)] {
    var members: [(key: String, value: String)] = [
      ("on", JSONText.string(on.rawValue)), ("do", JSONText.string(action.name)),
    ]
    if every != 1 { members.append(("every", "\(every)")) }
    if let times { members.append(("times", "\(times)")) }
    switch action {
    case .expand(let animated), .collapse(let animated): members.append(("animated", animated ? "true" : "false"))
    case .addPanel(let id, let height):
      if let id { members.append(("id", JSONText.string(id))) }
      members.append(("height", JSONText.number(height)))
    case .removePanel(let id): members.append(("id", JSONText.string(id)))
    case .releaseBar(let fromAnotherThread):
      if fromAnotherThread { members.append(("fromAnotherThread", "true")) }
    case .setAdditionalSafeArea(let top, let bottom):
      if let top { members.append(("top", JSONText.number(top))) }
      if let bottom { members.append(("bottom", JSONText.number(bottom))) }
    case .read, .endRefreshing, .reattach, .replaceDelegate, .installElsewhere: break
    }
    return members
  }
}
