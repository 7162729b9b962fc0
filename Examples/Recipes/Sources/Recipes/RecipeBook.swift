#if canImport(SwiftUI)
  import SwiftUI
#else
  import SceneSim
#endif

/// One recipe.
public struct Recipe: Identifiable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var category: String
  public var minutes: Int
  public var ingredients: [String]
}

/// The app's model: the recipes, the one selected and the favorites. Views read it; the menu
/// commands change it.
@Observable
public final class RecipeBook {
  public var recipes: [Recipe]
  public var selection: Recipe.ID?
  public var favorites: Set<Recipe.ID> = []

  public init() {
    recipes = [
      Recipe(
        id: 1, name: "Tomato Soup", category: "Soups", minutes: 30,
        ingredients: ["tomatoes", "onion", "garlic", "stock", "basil", "cream"]),
      Recipe(
        id: 2, name: "Pancakes", category: "Breakfast", minutes: 20,
        ingredients: ["flour", "milk", "eggs", "butter", "sugar"]),
      Recipe(
        id: 3, name: "Green Curry", category: "Mains", minutes: 45,
        ingredients: ["curry paste", "coconut milk", "chicken", "basil", "lime", "rice", "fish sauce"]),
    ]
    selection = 1
  }

  /// The selected recipe, if any.
  public var selected: Recipe? { recipes.first { $0.id == selection } }

  /// The categories, in order of first appearance.
  public var categories: [String] {
    var seen: [String] = []
    for recipe in recipes where !seen.contains(recipe.category) { seen.append(recipe.category) }
    return seen
  }

  /// Adds an untitled recipe and selects it.
  public func addRecipe() {
    let id = (recipes.map(\.id).max() ?? 0) + 1
    recipes.append(
      Recipe(id: id, name: "New Recipe \(id)", category: "Drafts", minutes: 10, ingredients: ["salt"]))
    selection = id
  }

  /// Favorites or unfavorites the selection.
  public func toggleFavorite() {
    guard let selection else { return }
    if favorites.contains(selection) { favorites.remove(selection) } else { favorites.insert(selection) }
  }
}
