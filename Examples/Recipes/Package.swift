// swift-tools-version: 6.2
// Recipes: an iPad app's views, checked on Linux with SceneSim.
import PackageDescription

let package = Package(
  name: "Recipes",
  products: [
    .executable(name: "recipes-sim", targets: ["recipes-sim"])
  ],
  dependencies: [
    // From another repository: .package(url: "https://github.com/OWNER/SceneSim.git", from: "0.2.0")
    .package(name: "SceneSim", path: "../..")
  ],
  targets: [
    // The app's views, written for SwiftUI: only the import differs (the `#if canImport(SwiftUI)`
    // at the top of each file).
    .target(name: "Recipes", dependencies: [.product(name: "SceneSim", package: "SceneSim")]),
    // `swift run recipes-sim run Scenarios`: SceneSim's command line over the app.
    .executableTarget(
      name: "recipes-sim",
      dependencies: ["Recipes", .product(name: "SceneSimCommandLine", package: "SceneSim")]),
    .testTarget(
      name: "RecipesTests",
      dependencies: [
        "Recipes", .product(name: "SceneSimTesting", package: "SceneSim"),
        .product(name: "SceneSimCommandLine", package: "SceneSim"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
