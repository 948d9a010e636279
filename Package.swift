// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CollapsingNavBar",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macOS(.v11)],
  products: [
    .library(name: "CollapsingNavBarCore", targets: ["CollapsingNavBarCore"]),
    .library(name: "CollapsingNavBarSimulation", targets: ["CollapsingNavBarSimulation"]),
    .library(name: "CollapsingNavBar", targets: ["CollapsingNavBar"]),
    .library(name: "CollapsingNavBarSwiftUI", targets: ["CollapsingNavBarSwiftUI"]),
    .executable(name: "navbar-sim", targets: ["navbar-sim"]),
    .executable(name: "navbar-bench", targets: ["navbar-bench"]),
  ],
  targets: [
    .target(
      name: "CollapsingNavBarCore",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The player page's script and style ship as resources (`Bundle.module`) and are embedded
    // whole in every page it writes.
    .target(
      name: "CollapsingNavBarSimulation", dependencies: ["CollapsingNavBarCore"],
      resources: [.copy("Resources/player.js"), .copy("Resources/player.css")]),
    // `navbar-sim`'s command line (options, file I/O, exit codes): no product ships it; the
    // executable, the benchmark and the tests use it.
    .target(name: "NavBarSimCLI", dependencies: ["CollapsingNavBarCore", "CollapsingNavBarSimulation"]),
    .executableTarget(name: "navbar-sim", dependencies: ["NavBarSimCLI"]),
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "navbar-bench",
      dependencies: ["AllocationCounter", "CollapsingNavBarCore", "CollapsingNavBarSimulation", "NavBarSimCLI"]
    ),
    // The UIKit bar: every file is wrapped in `#if canImport(UIKit)`, so it builds to an empty
    // module on Linux and macOS.
    // Its own localized strings ship as resources (`Bundle.module`).
    .target(name: "CollapsingNavBar", dependencies: ["CollapsingNavBarCore"], resources: [.process("Resources")]),
    // SwiftUI: every file is wrapped in `#if canImport(SwiftUI) && canImport(UIKit)`.
    .target(name: "CollapsingNavBarSwiftUI", dependencies: ["CollapsingNavBarCore", "CollapsingNavBar"]),
    .testTarget(name: "CollapsingNavBarCoreTests", dependencies: ["CollapsingNavBarCore"]),
    .testTarget(
      name: "CollapsingNavBarSimulationTests",
      dependencies: ["CollapsingNavBarCore", "CollapsingNavBarSimulation", "NavBarSimCLI"],
      exclude: ["__Snapshots__", "Check/__Snapshots__"]
    ),
    // XCTest on an iOS simulator; empty elsewhere.
    .testTarget(
      name: "CollapsingNavBarTests",
      dependencies: ["CollapsingNavBar", "CollapsingNavBarCore", "CollapsingNavBarSwiftUI"]),
  ],
  swiftLanguageModes: [.v6]
)
