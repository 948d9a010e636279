import Testing

@testable import CollapsingNavBarSimulation

/// The order in which a change of the offset calls back: a parameter of the model
/// (``UIKitAssumptions/callbackOrder``), since UIKit does not document it.
@Suite struct LiveScrollViewCallbackOrderTests {
  final class Recorder: LiveScrollViewDelegate, LiveScrollViewObserver {
    var heard: [String] = []
    func scrollView(_ scrollView: LiveScrollView, changed key: LiveScrollView.Key) { heard.append("\(key)") }
    func scrollViewDidScroll(_ scrollView: LiveScrollView) { heard.append("didScroll") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: LiveScrollView) { heard.append("adjusted") }
    func scrollViewWillBeginDragging(_ scrollView: LiveScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: LiveScrollView, velocity: Double, target: Double) -> Double? { nil }
    func scrollViewDidEndDragging(_ scrollView: LiveScrollView, willDecelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: LiveScrollView) { heard.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: LiveScrollView) { heard.append("didEndScrollingAnimation") }
  }

  private func heard(_ order: UIKitAssumptions.CallbackOrder, dropsViewportEvents: Bool = false) -> [String] {
    var model = SimulatedScrollView(contentHeight: 2000, viewportHeight: 800)
    model.uikit = UIKitAssumptions(callbackOrder: order, dropsViewportEvents: dropsViewportEvents)
    let view = LiveScrollView(model)
    let recorder = Recorder()
    view.delegate = recorder
    view.observer = recorder
    view.change { $0.setOffset(40) }
    view.change { $0.viewportHeight = 600 }
    return recorder.heard
  }

  @Test func callbackOrder_delegateFirstIsTheDefault() {
    #expect(heard(.delegateFirst) == ["didScroll", "bounds", "contentOffset", "bounds"])
  }

  @Test func callbackOrder_observersFirst() {
    #expect(heard(.observersFirst) == ["bounds", "contentOffset", "didScroll", "bounds"])
  }

  @Test func dropsViewportEvents_aNewHeightAloneReachesNoObserver() {
    #expect(heard(.delegateFirst, dropsViewportEvents: true) == ["didScroll", "bounds", "contentOffset"])
  }
}
