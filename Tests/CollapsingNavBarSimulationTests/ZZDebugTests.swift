import Foundation
import Testing

@testable import CollapsingNavBarSimulation

@Test func zzDebugPrintLog() throws {
  guard let path = ProcessInfo.processInfo.environment["ZZ_SCENARIO"] else { return }
  let from = Int(ProcessInfo.processInfo.environment["ZZ_FROM"] ?? "0") ?? 0
  let to = Int(ProcessInfo.processInfo.environment["ZZ_TO"] ?? "100") ?? 100
  let scenario = try Scenario(json: String(contentsOfFile: path, encoding: .utf8))
  let trace = try Simulator.run(scenario)
  for entry in trace.log where entry.frame >= from && entry.frame <= to {
    print(entry.frame, entry.description)
  }
}
