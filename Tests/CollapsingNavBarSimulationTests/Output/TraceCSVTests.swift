import Testing

@testable import CollapsingNavBarSimulation

@Suite struct TraceCSVTests {
  @Test func fixedDecimalsAreExactAndLocaleFree() {
    #expect(FixedDecimal.format(1.5, decimals: 3) == "1.500")
    #expect(FixedDecimal.format(-0.0004, decimals: 3) == "0.000")
    #expect(FixedDecimal.format(-12.3456, decimals: 2) == "-12.35")
    #expect(FixedDecimal.format(0.05, decimals: 0) == "0")
    #expect(FixedDecimal.format(279, decimals: 4) == "279.0000")
    #expect(FixedDecimal.format(.nan, decimals: 3) == "nan")
    #expect(FixedDecimal.format(-.infinity, decimals: 3) == "-inf")
    #expect(FixedDecimal.trimmed(1.2300, decimals: 3) == "1.23")
    #expect(FixedDecimal.trimmed(7, decimals: 3) == "7")
    #expect(FixedDecimal.trimmed(0.007, decimals: 3) == "0.007")
  }

  @Test func csvHasAHeaderAndOneRowPerFrameWithTheIssuesColumns() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "csv", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 30, duration: 0.1), .release(velocity: 0)]))
    let lines = TraceCSV.render(trace).split(separator: "\n")
    #expect(lines.count == trace.frameCount + 1)
    let header = lines[0].split(separator: ",").map(String.init)
    for column in [
      "frame", "t", "contentOffsetY", "contentInsetTop", "barHeight", "collapse", "progress", "phase",
      "alpha.largeTitle",
      "alpha.compactTitle", "alpha.background", "h.top", "h.spacer", "h.largeTitle", "h.search", "h.filters",
      "h.segments", "leadingSpacer", "additionalInsetTop",
    ] {
      #expect(header.contains(column), "\(column)")
    }
    #expect(!header.contains("h.separator"))
    let first = lines[1].split(separator: ",").map(String.init)
    #expect(first.count == header.count)
    #expect(first[0] == "0" && first[1] == "0.0000" && first[2] == "idle")
    // (The table's own offset: the bar's 148 pt spacer leads its content, under the collapsed
    // bar's 131 pt inset.)
    #expect(first[header.firstIndex(of: "contentOffsetY")!] == "-131.000")
    #expect(first[header.firstIndex(of: "leadingSpacer")!] == "148.000")
    let dragging = lines[2].split(separator: ",").map(String.init)
    #expect(dragging[header.firstIndex(of: "phase")!] == "dragging")
    #expect(dragging[1] == "0.0083")
  }
}
