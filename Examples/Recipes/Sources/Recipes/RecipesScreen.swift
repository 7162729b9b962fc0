#if canImport(SwiftUI)
  import SwiftUI
#else
  import SceneSim
#endif

/// The window: categories, the recipes of the book, and the selected recipe.
public struct RecipesScreen: View {
  let book: RecipeBook
  /// Whether the detail keeps a layout it took when narrow (the anti-pattern).
  let sticky: Bool
  @State private var visibility = NavigationSplitViewVisibility.automatic
  @Environment(\.horizontalSizeClass) private var sizeClass
  /// Whether the window was ever narrow: what the anti-pattern keeps.
  @State private var wasCompact = false
  /// The category whose recipes the content column lists (nil: every recipe).
  @State private var category: String?

  public init(book: RecipeBook, sticky: Bool) {
    self.book = book
    self.sticky = sticky
  }

  public var body: some View {
    @Bindable var book = book
    NavigationSplitView(columnVisibility: $visibility) {
      List(book.categories, id: \.self, selection: $category) { category in
        Text(category).id("category \(category)")
      }
      .accessibilityIdentifier("categories")
    } content: {
      List(book.recipes.filter { category == nil || $0.category == category }, selection: $book.selection) {
        recipe in
        HStack {
          Text(recipe.name)
          Spacer()
          if book.favorites.contains(recipe.id) { Text("♥") }
        }
        .id("recipe \(recipe.id)")
      }
      .accessibilityIdentifier("recipes")
    } detail: {
      NavigationStack {
        if let recipe = book.selected {
          RecipeDetail(
            recipe: recipe, isFavorite: book.favorites.contains(recipe.id),
            stacked: sizeClass == .compact || (sticky && wasCompact))
        } else {
          Text("No recipe selected").accessibilityIdentifier("empty")
        }
      }
    }
    .onChange(of: sizeClass, initial: true) {
      if sizeClass == .compact { wasCompact = true }
    }
  }
}

/// A recipe: a photo beside its facts when the width is regular, above them when it is compact,
/// and its ingredients as tags that wrap.
struct RecipeDetail: View {
  let recipe: Recipe
  let isFavorite: Bool
  /// The photo above the facts, not beside them.
  let stacked: Bool

  var body: some View {
    let layout = stacked ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
    VStack(alignment: .leading, spacing: 16) {
      layout {
        Color.orange.frame(minWidth: 120, maxWidth: 240, minHeight: 120, maxHeight: 180)
          .accessibilityIdentifier("photo")
        VStack(alignment: .leading, spacing: 4) {
          Text(recipe.name + (isFavorite ? " ♥" : ""))
          Text("\(recipe.minutes) minutes")
        }
        .accessibilityIdentifier("facts")
      }
      TagFlow(spacing: 6) {
        ForEach(recipe.ingredients, id: \.self) { Text($0).padding(4) }
      }
      .accessibilityIdentifier("ingredients")
      NavigationLink("Method") {
        Text("Cook the \(recipe.ingredients.joined(separator: ", ")).").padding()
          .accessibilityIdentifier("method-text")
          .navigationTitle("Method")
      }
      .accessibilityIdentifier("method")
      Spacer()
    }
    .padding()
    .navigationTitle(recipe.name)
  }
}
