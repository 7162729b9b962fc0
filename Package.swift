// swift-tools-version: 6.2
// SceneSim: a headless simulator of how SwiftUI apps live in windows.
// No package dependencies: the toolchain's Foundation, Dispatch and Swift Testing only.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "SceneSim",
  products: [
    .library(name: "SceneSim", targets: ["SceneSim"]),
    .library(name: "SceneSimCommandLine", targets: ["SceneSimCommandLine"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .library(name: "StressTesting", targets: ["StressTesting"]),
    .library(name: "SceneSimTesting", targets: ["SceneSimTesting"]),
    .executable(name: "scenesim", targets: ["scenesim"]),
    .executable(name: "scenesim-bench", targets: ["scenesim-bench"]),
  ],
  targets: [
    .target(name: "StackBounds"),
    // `#Preview` and `@Previewable`, expanded to nothing by a plugin that needs no package.
    .macro(name: "SceneSimMacros"),
    .target(name: "LayoutEngine", dependencies: ["StackBounds", "SceneSimMacros"]),
    .target(name: "SceneRuntime", dependencies: ["LayoutEngine"]),
    .target(name: "ScenarioScript", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .target(name: "Reporting", dependencies: ["LayoutEngine", "SceneRuntime", "ScenarioScript"]),
    .target(name: "SceneSim", dependencies: ["LayoutEngine", "SceneRuntime", "ScenarioScript", "Reporting"]),
    .target(name: "PropertyTesting"),
    .target(
      name: "StressTesting",
      dependencies: ["PropertyTesting", "LayoutEngine", "SceneRuntime", "ScenarioScript", "Reporting"]),
    .target(name: "SceneSimGallery", dependencies: ["LayoutEngine", "SceneRuntime", "ScenarioScript"]),
    .target(
      name: "SceneSimCommandLine",
      dependencies: ["SceneSim", "SceneSimGallery", "PropertyTesting", "StressTesting"]),
    .target(name: "SceneSimTesting", dependencies: ["SceneSim", "PropertyTesting", "StressTesting"]),
    .executableTarget(name: "scenesim", dependencies: ["SceneSimCommandLine", "SceneSimGallery"]),
    .target(name: "HeapStatistics"),
    .executableTarget(
      name: "scenesim-bench",
      dependencies: ["SceneSim", "SceneSimGallery", "StressTesting", "HeapStatistics"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "PropertyTesting"]),
    .testTarget(
      name: "SceneSimGalleryTests",
      dependencies: ["SceneSimGallery", "LayoutEngine", "SceneRuntime", "ScenarioScript", "Reporting"]),
    .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime", "Reporting", "PropertyTesting"]),
    .testTarget(
      name: "ScenarioScriptTests",
      dependencies: [
        "ScenarioScript", "SceneSimGallery", "LayoutEngine", "SceneRuntime", "PropertyTesting", "Reporting",
      ]),
    .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting"]),
    .testTarget(
      name: "StressTestingTests",
      dependencies: [
        "StressTesting", "PropertyTesting", "ScenarioScript", "SceneRuntime", "SceneSimGallery",
        "LayoutEngine",
      ]),
    .testTarget(
      name: "ReportingTests", dependencies: ["Reporting", "ScenarioScript", "SceneRuntime", "LayoutEngine"]),
    .testTarget(
      name: "SceneSimTestingTests", dependencies: ["SceneSimTesting", "SceneSim", "SceneSimGallery"]),
    .testTarget(
      name: "SceneSimCommandLineTests", dependencies: ["SceneSimCommandLine", "SceneSim", "SceneSimGallery"]),
  ],
  swiftLanguageModes: [.v6]
)
