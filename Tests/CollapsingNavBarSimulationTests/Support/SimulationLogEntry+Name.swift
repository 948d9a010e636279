import CollapsingNavBarCore
import CollapsingNavBarSimulation

extension SimulationLogEntry {
  /// The entry's case, without its values: an event's or a change's name (a detach's is
  /// `"detach"`), a command's case, `"step"`, `"screen"`, `"refused"` or `"overrun"`.
  var name: String {
    switch kind {
    case .event(let event): return event.name
    case .detach: return "detach"
    case .change(let change): return change.name
    case .command(let command):
      switch command {
      case .contentInsetTop: return "contentInsetTop"
      case .scrollIndicatorInsetTop: return "scrollIndicatorInsetTop"
      case .contentOffsetY: return "contentOffsetY"
      case .animatedContentOffsetY: return "animatedContentOffsetY"
      case .settleContentOffsetY: return "settleContentOffsetY"
      case .targetContentOffsetY: return "targetContentOffsetY"
      case .layoutAnimation: return "layoutAnimation"
      case .titleFade: return "titleFade"
      case .scrollToTop: return "scrollToTop"
      case .additionalSafeAreaTop: return "additionalSafeAreaTop"
      case .leadingSpacerHeight: return "leadingSpacerHeight"
      }
    case .step: return "step"
    case .screen: return "screen"
    case .refused: return "refused"
    case .overrun: return "overrun"
    }
  }
}
