// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CollapsingNavBar",
  platforms: [.iOS(.v13), .macOS(.v11)],
  products: [
    .library(name: "CollapsingNavBarCore", targets: ["CollapsingNavBarCore"]),
    .library(name: "CollapsingNavBarSimulation", targets: ["CollapsingNavBarSimulation"]),
    .executable(name: "navbar-sim", targets: ["navbar-sim"]),
    .executable(name: "navbar-bench", targets: ["navbar-bench"]),
  ],
  targets: [
    .target(
      name: "CollapsingNavBarCore",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "CollapsingNavBarSimulation", dependencies: ["CollapsingNavBarCore"]),
    .executableTarget(
      name: "navbar-sim",
      dependencies: ["CollapsingNavBarCore", "CollapsingNavBarSimulation"]
    ),
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "navbar-bench",
      dependencies: ["AllocationCounter", "CollapsingNavBarCore", "CollapsingNavBarSimulation"]
    ),
    .testTarget(name: "CollapsingNavBarCoreTests", dependencies: ["CollapsingNavBarCore"]),
    .testTarget(
      name: "CollapsingNavBarSimulationTests",
      dependencies: ["CollapsingNavBarCore", "CollapsingNavBarSimulation"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
