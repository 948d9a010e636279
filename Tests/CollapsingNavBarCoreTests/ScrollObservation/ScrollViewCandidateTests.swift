import Testing

@testable import CollapsingNavBarCore

/// Trees shaped like the ones SwiftUI builds on an iPhone (390 × 844 pt, 47 pt status bar, 44 pt
/// navigation bar, 34 pt home indicator): the probe beside a container has the frame SwiftUI laid
/// the container out in; the scroll view behind it often extends into the safe area.
@Suite struct ScrollViewCandidateTests {
  let screen = WindowRect(x: 0, y: 0, width: 390, height: 844)
  /// A container laid out inside the safe area under a navigation bar.
  let insideSafeArea = WindowRect(x: 0, y: 91, width: 390, height: 719)
  var beside: ScrollProbeSnapshot { ScrollProbeSnapshot(placement: .beside, frame: insideSafeArea) }

  @Test func iOS14ListIsATableViewExtendingIntoTheSafeArea() {
    let table = ScrollViewCandidate(id: 1, kind: .tableView, frame: screen, contentHeight: 4000, depth: 9)
    #expect(ScrollViewCandidate.choose(from: [table], for: beside)?.id == 1)
  }

  @Test func iOS16ListIsACollectionViewWithTheContainersFrame() {
    let list = ScrollViewCandidate(
      id: 2, kind: .collectionView, frame: insideSafeArea, contentHeight: 4000, bouncesVertically: true, depth: 11)
    #expect(ScrollViewCandidate.choose(from: [list], for: beside)?.id == 2)
  }

  @Test func theBarsOwnScrollToTopCatcherIsNeverChosen() {
    // `.collapsingNavigationBar`: the bar is an overlay at the window's top; its 1 pt catcher sits
    // at the List's top-left corner, which the old corner search took for the List.
    let catcher = ScrollViewCandidate(
      id: 3, kind: .scrollView, frame: WindowRect(x: 0, y: 0, width: 1, height: 1), contentHeight: 2,
      isLibraryOwned: true, depth: 14)
    let list = ScrollViewCandidate(id: 4, kind: .collectionView, frame: screen, contentHeight: 4000, depth: 11)
    let probe = ScrollProbeSnapshot(placement: .beside, frame: screen)
    #expect(ScrollViewCandidate.choose(from: [catcher, list], for: probe)?.id == 4)
    #expect(ScrollViewCandidate.choose(from: [catcher], for: probe) == nil)
    // Even with the container's very frame, a library view is out.
    var sized = catcher
    sized.frame = screen
    #expect(sized.rejection(for: probe) == .libraryOwned)
  }

  @Test func aPushChoosesTheNewScreensListNotThePreviousOne() {
    // Mid-push: the previous screen's List is still in the window (outside the new hosting view),
    // the new one slides in from the right together with its probe.
    let previous = ScrollViewCandidate(
      id: 5, kind: .collectionView, frame: WindowRect(x: -60, y: 0, width: 390, height: 844), contentHeight: 4000,
      isInHostingSubtree: false, depth: 11)
    let sliding = WindowRect(x: 200, y: 0, width: 390, height: 844)
    let next = ScrollViewCandidate(id: 6, kind: .collectionView, frame: sliding, contentHeight: 900, depth: 11)
    let probe = ScrollProbeSnapshot(
      placement: .beside, frame: WindowRect(x: 200, y: 91, width: 390, height: 719))
    #expect(ScrollViewCandidate.choose(from: [previous, next], for: probe)?.id == 6)
    // Before the new List exists, the previous screen's is not taken instead.
    #expect(ScrollViewCandidate.choose(from: [previous], for: probe) == nil)
    #expect(previous.rejection(for: probe) == .outsideHostingSubtree)
  }

  @Test func aPagedTabViewAroundTheContainerIsNotItsScrollView() {
    let pager = ScrollViewCandidate(
      id: 7, kind: .collectionView, frame: screen, contentWidth: 390 * 3, contentHeight: 844,
      bouncesHorizontally: true, isPagingEnabled: true, isAncestorOfProbe: true, depth: 6)
    let list = ScrollViewCandidate(id: 8, kind: .collectionView, frame: screen, contentHeight: 3000, depth: 12)
    #expect(ScrollViewCandidate.choose(from: [pager, list], for: beside)?.id == 8)
    #expect(ScrollViewCandidate.choose(from: [pager], for: beside) == nil)
    // Inside a page's ScrollView content, the nearest vertical ancestor is the one.
    let inside = ScrollProbeSnapshot(placement: .insideContent, frame: WindowRect(x: 0, y: 91, width: 0, height: 0))
    var pageScroll = list
    pageScroll.isAncestorOfProbe = true
    #expect(ScrollViewCandidate.choose(from: [pager, pageScroll], for: inside)?.id == 8)
    #expect(ScrollViewCandidate.choose(from: [pager], for: inside) == nil)
  }

  @Test func aSheetChoosesItsOwnListNotThePresentingScreens() {
    let presenting = ScrollViewCandidate(
      id: 9, kind: .collectionView, frame: screen, contentHeight: 4000, isInHostingSubtree: false, depth: 11)
    let sheetFrame = WindowRect(x: 0, y: 57, width: 390, height: 787)
    let sheetList = ScrollViewCandidate(id: 10, kind: .collectionView, frame: sheetFrame, contentHeight: 600, depth: 15)
    let probe = ScrollProbeSnapshot(placement: .beside, frame: WindowRect(x: 0, y: 57, width: 390, height: 753))
    #expect(ScrollViewCandidate.choose(from: [presenting, sheetList], for: probe)?.id == 10)
  }

  @Test func aHorizontalChipsRowIsNeverTheContainer() {
    let chips = ScrollViewCandidate(
      id: 11, kind: .scrollView, frame: WindowRect(x: 0, y: 91, width: 390, height: 44), contentWidth: 900,
      contentHeight: 44, bouncesHorizontally: true, isAncestorOfProbe: true, depth: 16)
    #expect(chips.scrollsOnlyHorizontally)
    let outer = ScrollViewCandidate(
      id: 12, kind: .scrollView, frame: screen, contentHeight: 3000, bouncesVertically: true, isAncestorOfProbe: true,
      depth: 10)
    let inside = ScrollProbeSnapshot(placement: .insideContent, frame: WindowRect(x: 20, y: 100, width: 0, height: 0))
    #expect(ScrollViewCandidate.choose(from: [chips, outer], for: inside)?.id == 12)
    #expect(chips.rejection(for: inside) == .horizontalOnly)
    // A sideways row the size of the container is still not it.
    var wide = chips
    wide.frame = insideSafeArea
    wide.contentHeight = insideSafeArea.height
    wide.isAncestorOfProbe = false
    #expect(wide.rejection(for: beside) == .horizontalOnly)
  }

  @Test func iOS14FieldEditorInASearchFieldIsNotTheList() {
    // iOS 14: a TextField's editor is a UIScrollView subclass inside the List's header.
    let editor = ScrollViewCandidate(
      id: 13, kind: .textInput, frame: WindowRect(x: 16, y: 100, width: 358, height: 36), contentWidth: 358,
      contentHeight: 36, depth: 20)
    let table = ScrollViewCandidate(id: 14, kind: .tableView, frame: screen, contentHeight: 4000, depth: 9)
    #expect(ScrollViewCandidate.choose(from: [editor, table], for: beside)?.id == 14)
    var matching = editor
    matching.frame = insideSafeArea
    #expect(matching.rejection(for: beside) == .textInput)
  }

  @Test func anEnclosingScrollViewIsNotTheContainerBesideTheProbe() {
    let outer = ScrollViewCandidate(
      id: 15, kind: .scrollView, frame: insideSafeArea, contentHeight: 3000, bouncesVertically: true,
      isAncestorOfProbe: true, depth: 8)
    #expect(outer.rejection(for: beside) == .enclosesProbe)
  }

  @Test func landscapeListsExtendIntoTheSideSafeAreasToo() {
    // 844 × 390 landscape with a 47 pt notch inset on either side.
    let landscape = WindowRect(x: 0, y: 0, width: 844, height: 390)
    let list = ScrollViewCandidate(id: 28, kind: .collectionView, frame: landscape, contentHeight: 4000)
    let probe = ScrollProbeSnapshot(placement: .beside, frame: WindowRect(x: 47, y: 32, width: 750, height: 337))
    #expect(ScrollViewCandidate.choose(from: [list], for: probe)?.id == 28)
  }

  @Test func theTightestCoverWinsOverABiggerScrollViewBehind() {
    let backdrop = ScrollViewCandidate(id: 29, kind: .scrollView, frame: screen, contentHeight: 3000, depth: 12)
    let list = ScrollViewCandidate(
      id: 30, kind: .collectionView, frame: WindowRect(x: 0, y: 60, width: 390, height: 784), contentHeight: 900,
      depth: 8)
    #expect(ScrollViewCandidate.choose(from: [backdrop, list], for: beside)?.id == 30)
  }

  @Test func theSameFrameWinsOverOneThatExtendsIntoTheSafeArea() {
    let extended = ScrollViewCandidate(id: 16, kind: .scrollView, frame: screen, contentHeight: 3000, depth: 14)
    let exact = ScrollViewCandidate(id: 17, kind: .scrollView, frame: insideSafeArea, contentHeight: 3000, depth: 10)
    #expect(ScrollViewCandidate.choose(from: [extended, exact], for: beside)?.id == 17)
  }

  @Test func amongEqualFramesTheDeepestWinsAndTiesKeepTheFirst() {
    let shallow = ScrollViewCandidate(id: 18, kind: .scrollView, frame: insideSafeArea, depth: 5)
    let deep = ScrollViewCandidate(id: 19, kind: .collectionView, frame: insideSafeArea, depth: 9)
    let twin = ScrollViewCandidate(id: 20, kind: .collectionView, frame: insideSafeArea, depth: 9)
    #expect(ScrollViewCandidate.choose(from: [shallow, deep, twin], for: beside)?.id == 19)
  }

  @Test func aFrameElsewhereDoesNotMatch() {
    let half = ScrollViewCandidate(
      id: 21, kind: .scrollView, frame: WindowRect(x: 0, y: 400, width: 390, height: 444), contentHeight: 3000)
    #expect(half.rejection(for: beside) == .frameMismatch)
    let narrow = ScrollViewCandidate(
      id: 22, kind: .scrollView, frame: WindowRect(x: 0, y: 0, width: 200, height: 844), contentHeight: 3000)
    #expect(narrow.rejection(for: beside) == .frameMismatch)
  }

  @Test func hiddenOutOfWindowAndBrokenFramesAreRejected() {
    let base = ScrollViewCandidate(id: 23, kind: .scrollView, frame: insideSafeArea, contentHeight: 3000)
    var hidden = base
    hidden.isHidden = true
    #expect(hidden.rejection(for: beside) == .hidden)
    var gone = base
    gone.isInProbeWindow = false
    #expect(gone.rejection(for: beside) == .outsideWindow)
    var broken = base
    broken.frame = WindowRect(x: .nan, y: 0, width: 390, height: 844)
    #expect(broken.rejection(for: beside) == .unusableFrame)
    #expect(base.rejection(for: beside) == nil)
  }

  @Test func insideTheContentOnlyAncestorsCount() {
    let sibling = ScrollViewCandidate(id: 24, kind: .scrollView, frame: screen, contentHeight: 3000, depth: 12)
    let inside = ScrollProbeSnapshot(placement: .insideContent, frame: WindowRect(x: 0, y: 91, width: 0, height: 0))
    #expect(sibling.rejection(for: inside) == .notAnAncestor)
    let near = ScrollViewCandidate(
      id: 25, kind: .scrollView, frame: screen, contentHeight: 3000, isAncestorOfProbe: true, depth: 12)
    let far = ScrollViewCandidate(
      id: 26, kind: .scrollView, frame: screen, contentHeight: 5000, isAncestorOfProbe: true, depth: 7)
    #expect(ScrollViewCandidate.choose(from: [far, near, sibling], for: inside)?.id == 25)
  }

  @Test func aShortVerticalListIsNotMistakenForASidewaysRow() {
    // Three rows: no overflow either way, no bounce flags set.
    let short = ScrollViewCandidate(id: 27, kind: .collectionView, frame: insideSafeArea, contentHeight: 132)
    #expect(!short.scrollsOnlyHorizontally)
    #expect(ScrollViewCandidate.choose(from: [short], for: beside)?.id == 27)
  }

  @Test func onAStackAroundAListTheListIsObservedNotTheChipsAbove() {
    // `.onScrollObservation` / `.stickyHeader` on `VStack { chipsRow; List }`: the probe has the
    // stack's frame; neither scroll view has it. iOS 18's `onScrollGeometryChange` takes the first
    // scroll view in the hierarchy; the one rule on every version takes the first vertical one.
    let chips = ScrollViewCandidate(
      id: 30, kind: .scrollView, frame: WindowRect(x: 0, y: 91, width: 390, height: 44), contentWidth: 900,
      contentHeight: 44, bouncesHorizontally: true, depth: 12)
    let list = ScrollViewCandidate(
      id: 31, kind: .collectionView, frame: WindowRect(x: 0, y: 135, width: 390, height: 675), contentHeight: 4000,
      depth: 12)
    #expect(ScrollViewCandidate.choose(from: [chips, list], for: beside)?.id == 31)
    #expect(list.rejection(for: beside) == nil)
    // Two vertical ones inside: the first in the tree, however deep.
    let second = ScrollViewCandidate(
      id: 32, kind: .scrollView, frame: WindowRect(x: 0, y: 500, width: 390, height: 300), contentHeight: 900,
      bouncesVertically: true, depth: 20)
    #expect(ScrollViewCandidate.choose(from: [chips, list, second], for: beside)?.id == 31)
    // The container's own frame still wins over one inside it.
    let own = ScrollViewCandidate(id: 33, kind: .collectionView, frame: insideSafeArea, contentHeight: 4000, depth: 9)
    #expect(ScrollViewCandidate.choose(from: [list, own], for: beside)?.id == 33)
    // A scroll view with no area inside the container is not one.
    let empty = ScrollViewCandidate(id: 34, kind: .scrollView, frame: WindowRect(x: 10, y: 100, width: 0, height: 0))
    #expect(empty.rejection(for: beside) == .frameMismatch)
  }
}
