// swift-tools-version: 6.0

// An app package: open this folder in Xcode and run it on an iPhone simulator. The app starts the
// UIKit way (an application delegate), so each screen decides its own status bar. It uses the
// package in the repository root (`../..`), whose folder must keep the package's name,
// CollapsingNavBar (as `git clone` names it).

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "CollapsingNavBarDemo",
  platforms: [
    .iOS("16.0")
  ],
  products: [
    .iOSApplication(
      name: "CollapsingNavBarDemo",
      targets: ["AppModule"],
      bundleIdentifier: "dev.collapsingnavbar.demo",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .mail),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "CollapsingNavBar", package: "CollapsingNavBar"),
        .product(name: "CollapsingNavBarSwiftUI", package: "CollapsingNavBar"),
      ],
      path: "."
    )
  ]
)
