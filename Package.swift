// swift-tools-version: 6.0
// SceneSim: a headless simulator of how SwiftUI apps live in windows.
// No package dependencies: the toolchain's Foundation, Dispatch and Swift Testing only.
import PackageDescription

let package = Package(
  name: "SceneSim",
  products: [
    .library(name: "SceneSim", targets: ["SceneSim"]),
    .executable(name: "scenesim", targets: ["scenesim"]),
    .executable(name: "scenesim-bench", targets: ["scenesim-bench"]),
  ],
  targets: [
    .target(name: "StackBounds"),
    .target(name: "LayoutEngine", dependencies: ["StackBounds"]),
    .target(name: "SceneRuntime", dependencies: ["LayoutEngine"]),
    .target(name: "ScenarioScript", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .target(name: "PropertyTesting", dependencies: ["LayoutEngine", "SceneRuntime", "ScenarioScript"]),
    .target(name: "Reporting", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .target(name: "SceneSim", dependencies: ["LayoutEngine", "SceneRuntime", "ScenarioScript", "Reporting"]),
    .target(name: "SceneSimGallery", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .executableTarget(
      name: "scenesim",
      dependencies: ["SceneSim", "SceneSimGallery", "ScenarioScript", "Reporting", "PropertyTesting"]),
    .target(name: "HeapStatistics"),
    .executableTarget(name: "scenesim-bench", dependencies: ["SceneSim", "HeapStatistics"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "PropertyTesting"]),
    .testTarget(
      name: "SceneSimGalleryTests", dependencies: ["SceneSimGallery", "LayoutEngine", "SceneRuntime"]),
    .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime"]),
    .testTarget(
      name: "ScenarioScriptTests",
      dependencies: [
        "ScenarioScript", "SceneSimGallery", "LayoutEngine", "SceneRuntime", "PropertyTesting", "Reporting",
      ]),
    .testTarget(
      name: "PropertyTestingTests",
      dependencies: ["PropertyTesting", "ScenarioScript", "SceneRuntime", "SceneSimGallery"]),
    .testTarget(name: "ReportingTests", dependencies: ["Reporting", "SceneRuntime", "LayoutEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
