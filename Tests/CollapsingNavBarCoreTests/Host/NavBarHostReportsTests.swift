import Testing

@testable import CollapsingNavBarCore

/// What the app hears from a host (progress, status-bar style), the screens behind its back
/// button, and when it needs frames: the UIKit bar binds these, the simulator plays them.
@Suite struct NavBarHostReportsTests {
  private func host() throws -> NavBarHost<CallingBackContainer, PanelContent> {
    NavBarHost(controller: try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone))
  }

  private func attach(_ host: NavBarHost<CallingBackContainer, PanelContent>, _ view: CallingBackScrollView) {
    host.whenIdle { host.attachNow(CallingBackContainer(view: view)) { detach in detach() } }
  }

  @Test func eachProgressIsReportedOnceFromTheFirst() throws {
    let host = try host()
    #expect(host.progressChange() == 0)
    #expect(host.progressChange() == nil)
    attach(host, CallingBackScrollView())
    host.collapse(animated: false)
    #expect(host.progressChange() == 1)
    #expect(host.progressChange() == nil)
    host.expand(animated: false)
    #expect(host.progressChange() == 0)
  }

  /// An attach to content scrolled deep collapses the bar in the attach's own pass: the pass says
  /// so (the shell lays out and reports), and the titles fade to the compact one.
  @Test func anAttachToScrolledContentIsALayoutChangeWithItsTitleFade() throws {
    let host = try host()
    _ = host.progressChange()
    var passes: [CommandPass] = []
    host.onPass = { passes.append($0) }
    attach(host, CallingBackScrollView(offset: 2000))
    let attach = try #require(passes.first)
    #expect(host.controller.layout.progress == 1)
    #expect(attach.needsLayout)
    #expect(attach.effects.titleFade?.target == .compact)
    #expect(host.progressChange() == 1)
  }

  @Test func aReleasedHostReportsNothing() throws {
    let host = try host()
    host.release()
    #expect(host.progressChange() == nil)
    #expect(!host.statusBarStyleChange(solidBackground: .black, behind: .white))
    #expect(host.backDestination(topItemIndex: 0, stack: []) == nil)
    #expect(!host.wantsFrames(isInWindow: true))
  }

  @Test func aDarkSolidBackgroundAsksForLightContentOnceAndTheDefaultIsNoNewsAtFirst() throws {
    let host = try host()
    #expect(!host.statusBarStyleChange(solidBackground: nil, behind: .white))
    #expect(host.preferredStatusBarStyle(solidBackground: .black, behind: .white) == .lightContent)
    #expect(host.statusBarStyleChange(solidBackground: .black, behind: .white))
    #expect(!host.statusBarStyleChange(solidBackground: .black, behind: .white))
    #expect(host.statusBarStyleChange(solidBackground: nil, behind: .white))
  }

  @Test func theBackHistoryFollowsTheStackOfTheScreenTheBarIsInstalledIn() throws {
    final class Screen {}
    let (root, inbox, thread, other) = (Screen(), Screen(), Screen(), Screen())
    func id(_ screen: Screen) -> ObjectIdentifier { ObjectIdentifier(screen) }
    let host = try host()
    // Not installed: no history, whatever the stack.
    #expect(!host.followBackStack([id(root), id(inbox), id(thread)]))
    _ = host.install(in: id(thread), leavingTop: nil)
    #expect(host.followBackStack([id(root), id(inbox), id(thread)]))
    #expect(host.backHistory.screens == [id(root), id(inbox)])
    // The same stack again: no change (the shell keeps its observations).
    #expect(!host.followBackStack([id(root), id(inbox), id(thread)]))
    // A pick of the first item pops to the root; the bar's own item on top goes nowhere.
    #expect(host.backDestination(topItemIndex: 0, stack: [id(root), id(inbox), id(thread)]) == id(root))
    #expect(host.backDestination(topItemIndex: 2, stack: [id(root), id(inbox), id(thread)]) == nil)
    // Moved to another screen at the root of its own stack: no back button.
    _ = host.install(in: id(other), leavingTop: 0)
    #expect(host.followBackStack([id(other)]))
    #expect(!host.backHistory.showsBackButton)
  }

  @Test func aBarInAChildOfAScreenInTheStackFollowsItsAncestorsPlace() throws {
    final class Screen {}
    let (root, inbox, pager, page) = (Screen(), Screen(), Screen(), Screen())
    func id(_ screen: Screen) -> ObjectIdentifier { ObjectIdentifier(screen) }
    let host = try host()
    _ = host.install(in: id(page), leavingTop: nil)
    let stack = [id(root), id(inbox), id(pager)]
    // Without its ancestors the page is outside the stack: no back button.
    #expect(!host.followBackStack(stack))
    #expect(!host.backHistory.showsBackButton)
    // With them, the pager's place.
    #expect(host.followBackStack(stack, ancestors: [id(pager)]))
    #expect(host.backHistory.screens == [id(root), id(inbox)])
    #expect(host.backHistory.stackScreen == id(pager))
    #expect(host.backDestination(topItemIndex: 0, stack: stack) == id(root))
    #expect(!host.followBackStack(stack, ancestors: [id(pager)]))
  }

  @Test func framesRunOnlyInAWindowWhileTheControllerWantsThem() throws {
    let host = try host()
    attach(host, CallingBackScrollView(offset: 2000))
    #expect(!host.wantsFrames(isInWindow: true))
    // The bar's own scroll to the top plays on frames.
    host.driver.send(.scrollToTopRequested)
    #expect(host.controller.needsFrames)
    #expect(host.wantsFrames(isInWindow: true))
    #expect(!host.wantsFrames(isInWindow: false))
  }
}
