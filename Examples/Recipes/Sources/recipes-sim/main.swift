import Recipes
import SceneSimCommandLine

// recipes-sim: SceneSim's command line over this package's apps.
await SceneSimCommand.main(apps: [
  ScenarioApp("recipes", RecipesApp.self, summary: "three columns of recipes with a Recipe menu"),
  ScenarioApp(
    "recipes-tabs", RecipesTabsApp.self, summary: "recipes and settings in tabs, an editor in a sheet"),
  ScenarioApp(
    "recipes-sticky", StickyRecipesApp.self, summary: "the same, keeping a narrow layout (an anti-pattern)",
    isAntiPattern: true, faultShowsOn: [.pad]),
])
