import Recipes
import SceneSimTesting
import Testing

/// The apps as this package's tests and command line name them.
let apps = [
  ScenarioApp("recipes", RecipesApp.self),
  ScenarioApp("recipes-sticky", StickyRecipesApp.self, isAntiPattern: true, faultShowsOn: [.pad]),
  ScenarioApp("recipes-tabs", RecipesTabsApp.self),
]

@Suite struct RecipesTests {
  /// Every script in Scenarios/: a failed line is an issue at that line of the script.
  @Test func scenarios() async throws {
    let results = try await replayScenarios("Scenarios", apps: apps)
    #expect(results.count == 5)
  }

  /// Random resizes, phases, settings, commands, windows, and the taps, selections and typing
  /// the windows offer: the apps keep every property.
  @Test func recipesKeepsEveryProperty() async {
    await stressTest(apps[0], examples: 200, seed: 1)
    await stressTest(apps[2], examples: 100, seed: 1)
  }

  /// The anti-pattern is caught, and shrunk to a short script.
  @Test func theStickyVariantIsCaught() async throws {
    let result = await stressTest(apps[1], examples: 200, seed: 1)
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.value.steps.count <= 3)
  }

  /// The Recipe menu follows the model: its title after Favorite, its enabled state after
  /// Clear Selection.
  @Test func theMenuFollowsTheModel() async throws {
    let simulator = Simulator(RecipesApp.self, device: .iPadPro11)
    await simulator.launch()
    try await simulator.schedule(.command(.menu(["Recipe", "Favorite"])))
    await simulator.run()
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Unfavorite"]).get())
    try await simulator.schedule(.command(.menu(["Recipe", "Clear Selection"])))
    await simulator.run()
    #expect(try await !simulator.isMenuItemEnabled(["Recipe", "Favorite"]).get())
  }
}
