// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CollapsingNavBar",
  platforms: [.iOS(.v13), .macOS(.v11)],
  products: [
    .library(name: "CollapsingNavBarCore", targets: ["CollapsingNavBarCore"]),
    .library(name: "CollapsingNavBarSimulation", targets: ["CollapsingNavBarSimulation"]),
    .executable(name: "navbar-sim", targets: ["navbar-sim"]),
    .library(name: "CollapsingNavBarSwiftUI", targets: ["CollapsingNavBarSwiftUI"]),
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
    .target(name: "CollapsingNavBarSwiftUI", dependencies: ["CollapsingNavBarCore"]),
    .testTarget(name: "CollapsingNavBarCoreTests", dependencies: ["CollapsingNavBarCore"]),
  ],
  swiftLanguageModes: [.v6]
)
