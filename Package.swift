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
    .target(name: "LayoutEngine"),
    .target(name: "SceneRuntime", dependencies: ["LayoutEngine"]),
    .target(name: "SceneSim", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .target(name: "SceneSimGallery", dependencies: ["LayoutEngine", "SceneRuntime"]),
    .executableTarget(name: "scenesim", dependencies: ["SceneSim", "SceneSimGallery"]),
    .target(name: "HeapStatistics"),
    .executableTarget(name: "scenesim-bench", dependencies: ["SceneSim", "HeapStatistics"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "SceneSimGalleryTests", dependencies: ["SceneSimGallery", "LayoutEngine", "SceneRuntime"]),
    .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
