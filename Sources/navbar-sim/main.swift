import CollapsingNavBarCore
import CollapsingNavBarSimulation

let metrics = try BarMetrics(configuration: DefaultBar.configuration, environment: DefaultBar.environment)
print("Default bar on a 390×844 pt screen (safe-area top 47 pt, scale 3)")
print("expanded \(metrics.expandedHeight) pt, collapsed \(metrics.collapsedHeight) pt, whole states \(metrics.wholeStates)\n")
print(LayoutTable.render(metrics, distances: LayoutTable.defaultDistances(for: metrics)), terminator: "")
