import Testing

@testable import CollapsingNavBarCore

/// A panel's content, as a shell hands it to the host (a view).
final class PanelContent {}

/// A shell over a host, as the UIKit bar is one: it shows each pass through a closure that
/// captures it unowned (what an adapter may well write) and releases its host from `deinit`.
final class HostShell {
  let host: NavBarHost<CallingBackContainer, PanelContent>
  /// Passes shown, and panel changes shown.
  var passes = 0
  var panelsShown = 0
  /// What the shell's let-go did, kept outside the shell (it outlives it).
  let gaveBack: Counter

  final class Counter { var count = 0 }

  init(configuration: BarConfiguration = BarMetricsTests.inbox, gaveBack: Counter = Counter()) throws {
    host = NavBarHost(controller: try NavBarController(configuration: configuration, environment: .phone))
    self.gaveBack = gaveBack
    host.onPass = { [unowned self] _ in self.passes += 1 }
    host.onPanelsApplied = { [unowned self] in self.panelsShown += 1 }
  }

  func attach(_ view: CallingBackScrollView) {
    host.whenIdle { [host, gaveBack] in
      host.attachNow(CallingBackContainer(view: view)) { detach in
        detach()
        gaveBack.count += 1
      }
    }
  }

  deinit { host.release() }
}

/// The shell as the UIKit bar was before the host: its driver's pass closure captures it
/// unowned, and its `deinit` detaches through the driver, which calls that closure.
final class UnownedPassShell {
  let driver: NavBarDriver<CallingBackContainer>
  var passes = 0

  init(view: CallingBackScrollView) throws {
    driver = NavBarDriver(controller: try NavBarController(configuration: .system, environment: .phone))
    driver.onPass = { [unowned self] _ in self.passes += 1 }
    driver.attach(CallingBackContainer(view: view))
  }

  deinit { driver.detach() }
}

/// A shell that binds its view before the host attaches it and unbinds it in its let-go, as the
/// UIKit bar and the simulator do (the delegate proxy, the observers), after a write of its own
/// outside any pass (it stops its settle animation) that calls back.
final class BindingShell {
  let host: NavBarHost<CallingBackContainer, PanelContent>
  /// The view the shell is bound to.
  private(set) var bound: CallingBackScrollView?
  /// Each let-go, in order: the view given back.
  private(set) var givenBack: [ObjectIdentifier] = []

  init() throws {
    host = NavBarHost(controller: try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone))
  }

  func attach(_ view: CallingBackScrollView) {
    host.whenIdle { [weak self] in self?.attachNow(view) }
  }

  func detach() { host.detach() }

  /// Lets go at once, outside any host work (as the SwiftUI follower's `stop()` does).
  func detachNow() { host.detachNow() }

  private func attachNow(_ view: CallingBackScrollView) {
    host.detachNow()
    bound = view
    host.attachNow(CallingBackContainer(view: view)) { [weak self] detach in
      // The shell stops its own animation of the offset first, outside any pass: the view
      // calls back.
      view.write {}
      detach()
      self?.givenBack.append(ObjectIdentifier(view))
      if self?.bound === view { self?.bound = nil }
    }
  }
}

@Suite struct NavBarHostTests {
  /// How often a list's writes asked for something.
  final class Asks { var count = 0 }

  /// Makes the first write of `list` that calls back (the bar's, or its shell's) ask for `ask`:
  /// the app's screen, answering a callback of the let-go.
  private func askingOnce(on list: CallingBackScrollView, _ ask: @escaping () -> Void) -> Asks {
    let asks = Asks()
    list.onWrite = {
      guard asks.count == 0 else { return }
      asks.count += 1
      ask()
    }
    return asks
  }

  @Test func anAttachAskedForFromInsideALetGoRunsAfterItAndTheShellStaysBoundToWhatTheHostHolds() throws {
    let shell = try BindingShell()
    let list = CallingBackScrollView()
    shell.attach(list)
    // The screen sets the bar up again from inside the callbacks of its detach's writes.
    let asks = askingOnce(on: list) {
      shell.detach()
      shell.attach(list)
    }
    shell.detach()
    #expect(asks.count == 1)
    // The last call wins: attached again, and the shell bound to the list the host holds.
    #expect(shell.host.isAttached)
    #expect(shell.bound === list)
    #expect(shell.givenBack == [ObjectIdentifier(list)])
    #expect(list.contentInsetTop == shell.host.controller.metrics.expandedHeight)
  }

  @Test func anAttachToTheListBeingLeftWaitsForTheAttachThatLetGoOfIt() throws {
    let shell = try BindingShell()
    let (first, second) = (CallingBackScrollView(), CallingBackScrollView())
    shell.attach(first)
    let asks = askingOnce(on: first) { shell.attach(first) }
    // The attach to the second list lets go of the first, whose write asks for it again: that
    // attach runs after the second one is whole, and lets go of it in turn.
    shell.attach(second)
    #expect(asks.count == 1)
    #expect(shell.bound === first)
    #expect(shell.givenBack == [ObjectIdentifier(first), ObjectIdentifier(second)])
    #expect(second.contentInsetTop == 0)
    #expect(first.contentInsetTop == shell.host.controller.metrics.expandedHeight)
  }

  @Test func anAttachAskedForInsideALetGoCalledOutsideHostWorkRunsWhenTheLetGoEnds() throws {
    let shell = try BindingShell()
    let list = CallingBackScrollView()
    shell.attach(list)
    let asks = askingOnce(on: list) { shell.attach(list) }
    shell.detachNow()
    #expect(asks.count == 1)
    // The attach ran when the let-go ended: nothing waits in the driver's queue.
    #expect(shell.host.isAttached)
    #expect(shell.bound === list)
    // Later events reach the controller at once (none is queued behind work left waiting).
    let before = shell.host.controller.geometry.contentOffsetY
    list.contentOffsetY = before + 30
    #expect(shell.host.driver.send(.offsetChanged(before + 30)) != nil)
    #expect(shell.host.controller.geometry.contentOffsetY == before + 30)
  }

  @Test func aDetachAskedForAfterAnAttachInsideALetGoWins() throws {
    let shell = try BindingShell()
    let list = CallingBackScrollView()
    shell.attach(list)
    let asks = askingOnce(on: list) {
      shell.attach(list)
      shell.detach()
    }
    shell.detach()
    #expect(asks.count == 1)
    #expect(!shell.host.isAttached)
    #expect(shell.bound == nil)
    #expect(list.contentInsetTop == 0)
  }

  /// The pattern the host replaces traps: "Attempted to read an unowned reference but object …
  /// was already destroyed" (run in a child process).
  @Test func aShellWhoseDeinitDetachesThroughItsOwnUnownedClosureTraps() async {
    await #expect(processExitsWith: .failure) {
      var shell = try? UnownedPassShell(view: CallingBackScrollView())
      shell?.passes += 1
      shell = nil
    }
  }

  @Test func aShellReleasedWhileAttachedGivesTheInsetBackWithoutCallingIntoItself() throws {
    let view = CallingBackScrollView()
    let gaveBack = HostShell.Counter()
    var shell: HostShell? = try HostShell(gaveBack: gaveBack)
    shell?.attach(view)
    #expect(view.contentInsetTop > 0)
    #expect(shell?.passes ?? 0 > 0)
    // (Before the host, the bar's deinit detached through a pass whose closure read `self`
    // unowned while it was being destroyed: a trap.)
    shell = nil
    #expect(view.contentInsetTop == 0)
    #expect(gaveBack.count == 1)
  }

  @Test func aShellReleasedFromInsideItsOwnWriteGivesEverythingBackAfterThePass() throws {
    let view = CallingBackScrollView()
    let gaveBack = HostShell.Counter()
    var shell: HostShell? = try HostShell(gaveBack: gaveBack)
    shell?.attach(view)
    let host = try #require(shell?.host)
    var releasedDuringPass = false
    view.onWrite = {
      guard shell != nil else { return }
      releasedDuringPass = host.driver.isBusy
      shell = nil
    }
    host.expand(animated: false)
    host.collapse(animated: false)
    #expect(releasedDuringPass)
    #expect(host.isReleased)
    #expect(!host.isAttached)
    #expect(gaveBack.count == 1)
    #expect(view.contentInsetTop == 0)
    // Released, it takes no more changes.
    #expect(throws: BarConfigurationError.released) { try host.addPanel(PanelContent(), kind: .closable, height: 44) }
  }

  @Test func fourPanelsAddedInsideOneCallbackAreFourPanelsOrANamedRefusal() throws {
    let view = CallingBackScrollView()
    let shell = try HostShell()
    shell.attach(view)
    let host = shell.host
    let (a, b, c, d) = (PanelContent(), PanelContent(), PanelContent(), PanelContent())
    var ids: [String] = []
    var refusals: [BarConfigurationError] = []
    view.onWrite = {
      view.onWrite = nil
      #expect(host.driver.isBusy)
      for (content, id) in [(a, nil), (b, nil), (c, "x"), (d, "x")] as [(PanelContent, String?)] {
        do throws(BarConfigurationError) {
          ids.append(try host.addPanel(content, kind: .closable, height: 44, id: id))
        } catch {
          refusals.append(error)
        }
      }
    }
    host.collapse(animated: false)
    #expect(ids == ["closable-1", "closable-2", "x"])
    #expect(refusals.count == 1)
    if case .duplicatePanelID(_, "x") = refusals.first {} else { Issue.record("refused as \(refusals)") }
    let applied = host.controller.metrics.configuration
    #expect(applied == host.configuration)
    for id in ids { #expect(applied.panel(id: id) != nil) }
    #expect(host.content(ofPanel: "closable-1") === a)
    #expect(host.content(ofPanel: "closable-2") === b)
    #expect(host.content(ofPanel: "x") === c)
    #expect(host.panelID(of: d) == nil)
    #expect(shell.panelsShown == 1)
  }

  /// The first addition's own pass writes the inset, whose callback adds the second: it builds
  /// on the first (fuzz seed 77001, scenario 532, found it kept for a panel that was gone).
  @Test func aPanelAddedFromInsideTheWriteOfAnotherAdditionBuildsOnIt() throws {
    let view = CallingBackScrollView()
    let shell = try HostShell()
    shell.attach(view)
    let host = shell.host
    var nested: String?
    view.onWrite = {
      view.onWrite = nil
      nested = try? host.addPanel(PanelContent(), kind: .closable, height: 30)
    }
    let first = try host.addPanel(PanelContent(), kind: .closable, height: 44)
    #expect(first == "closable-1")
    #expect(nested == "closable-2")
    let applied = host.controller.metrics.configuration
    #expect(applied == host.configuration)
    #expect(applied.panel(id: "closable-1") != nil && applied.panel(id: "closable-2") != nil)
    #expect(Set(host.contents.keys) == ["closable-1", "closable-2"])
  }

  @Test func twoRemovalsInsideOneCallbackRemoveBothPanels() throws {
    let view = CallingBackScrollView()
    let shell = try HostShell()
    shell.attach(view)
    let host = shell.host
    let removed = HostShell.Counter()
    host.onContentRemoved = { _ in removed.count += 1 }
    let first = try host.addPanel(PanelContent(), kind: .closable, height: 44)
    let second = try host.addPanel(PanelContent(), kind: .pinned, height: 30)
    view.onWrite = {
      view.onWrite = nil
      host.removePanel(id: first)
      host.removePanel(id: second)
    }
    host.collapse(animated: false)
    let applied = host.controller.metrics.configuration
    #expect(applied.panel(id: first) == nil)
    #expect(applied.panel(id: second) == nil)
    #expect(applied == host.configuration)
    #expect(removed.count == 2)
    #expect(host.contents.isEmpty)
  }

  @Test func aContentShowsInOnePanelAndAnIdBelongsToOneContent() throws {
    let shell = try HostShell()
    let host = shell.host
    let chips = PanelContent()
    let id = try host.addPanel(chips, kind: .closable, height: 44)
    // The same content again replaces its panel.
    #expect(try host.addPanel(chips, kind: .pinned, height: 30) == id)
    #expect(host.configuration.panel(id: id)?.kind == .pinned)
    func refusal(_ add: () throws(BarConfigurationError) -> String) -> BarConfigurationError? {
      do throws(BarConfigurationError) {
        _ = try add()
        return nil
      } catch {
        return error
      }
    }
    let inUse = refusal { () throws(BarConfigurationError) in
      try host.addPanel(chips, kind: .closable, height: 44, id: "other")
    }
    if case .panelContentInUse(_, id) = inUse {} else { Issue.record("\(String(describing: inUse))") }
    let duplicate = refusal { () throws(BarConfigurationError) in
      try host.addPanel(PanelContent(), kind: .closable, height: 44, id: id)
    }
    if case .duplicatePanelID(_, id) = duplicate {} else { Issue.record("\(String(describing: duplicate))") }
    // (A built-in kind's id, on a bar without that panel: `.system` has no search.)
    let plainShell = try HostShell(configuration: .system)
    let plain = plainShell.host
    let reserved = refusal { () throws(BarConfigurationError) in
      try plain.addPanel(PanelContent(), kind: .closable, height: 44, id: "search")
    }
    if case .reservedPanelID(_, "search") = reserved {} else { Issue.record("\(String(describing: reserved))") }
    let kind = refusal { () throws(BarConfigurationError) in
      try host.addPanel(PanelContent(), kind: .search, height: 44)
    }
    if case .repeatedKind(_, .search) = kind {} else { Issue.record("\(String(describing: kind))") }
    let height = refusal { () throws(BarConfigurationError) in
      try host.addPanel(PanelContent(), kind: .closable, height: .nan)
    }
    if case .invalidHeight = height {} else { Issue.record("\(String(describing: height))") }
    #expect(host.contents.count == 1)
  }

  @Test func aDeclaredPanelTakesTheContentAddedWithItsId() throws {
    let shell = try HostShell()
    let host = shell.host
    // `filters` is declared by the configuration, with no content yet.
    let chips = PanelContent()
    #expect(try host.addPanel(chips, kind: .closable, height: 50, id: "filters") == "filters")
    #expect(host.content(ofPanel: "filters") === chips)
    #expect(host.configuration.panel(id: "filters")?.height == 50)
  }

  @Test func aNewConfigurationGivesBackTheContentOfPanelsItDrops() throws {
    let shell = try HostShell()
    let host = shell.host
    var removed: [PanelContent] = []
    host.onContentRemoved = { removed.append($0) }
    let chips = PanelContent()
    try host.addPanel(chips, kind: .closable, height: 44, id: "filters")
    try host.setConfiguration(.system)
    #expect(removed.count == 1 && removed.first === chips)
    #expect(host.controller.metrics.configuration == .system)
    // The last panel stays: a bar needs one.
    var single = BarConfiguration.system
    single.panels = [.top()]
    try host.setConfiguration(single)
    #expect(!host.removePanel(id: "top"))
  }

  /// Two safe-area changes inside one of the bar's own writes: the second compares with the
  /// first, still waiting, not with the controller's environment (fuzz seed 3741, scenario
  /// 118,711: the second, equal to the controller's, was dropped, and the first won).
  @Test func anEnvironmentChangedTwiceInsideAPassEndsAtTheLast() throws {
    let view = CallingBackScrollView()
    let shell = try HostShell()
    shell.attach(view)
    let host = shell.host
    var banner = BarEnvironment.phone
    banner.safeAreaTop += 200
    view.onWrite = {
      view.onWrite = nil
      try? host.setEnvironment(banner)
      #expect(host.environment == banner)
      #expect(host.controller.metrics.environment == .phone, "still waiting for the pass")
      // The banner goes again: back to the controller's environment, which must still be made.
      if host.environment != .phone { try? host.setEnvironment(.phone) }
    }
    host.collapse(animated: false)
    #expect(host.controller.metrics.environment == .phone)
    #expect(host.environment == .phone)
    var bad = BarEnvironment.phone
    bad.scale = .nan
    #expect(throws: BarConfigurationError.self) { try host.setEnvironment(bad) }
    #expect(host.environment == .phone)
  }

  @Test func movingToAnotherScreenGivesTheFirstItsSafeAreaBack() throws {
    let shell = try HostShell()
    let host = shell.host
    let (first, second) = (PanelContent(), PanelContent())
    #expect(host.install(in: ObjectIdentifier(first), leavingTop: nil) == nil)
    let share = try #require(host.reconcileSafeArea(currentTop: 10, of: ObjectIdentifier(first)))
    #expect(share == 10 + host.controller.metrics.collapsedHeight - 47)
    // The app still has 10 of it; the second screen starts with 0.
    #expect(host.install(in: ObjectIdentifier(second), leavingTop: share) == 10)
    // The first screen, calling back from inside the write that gives it its 10 back, gets
    // nothing of the bar's again.
    #expect(host.reconcileSafeArea(currentTop: 10, of: ObjectIdentifier(first)) == nil)
    #expect(
      host.reconcileSafeArea(currentTop: 0, of: ObjectIdentifier(second)) == host.controller.metrics.collapsedHeight
        - 47)
    #expect(host.uninstall(currentTop: host.controller.metrics.collapsedHeight - 47) == 0)
  }
}
