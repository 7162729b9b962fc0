#if canImport(SwiftUI)
  import SwiftUI
#else
  import SceneSim
#endif

/// Recipes: categories, recipes and a recipe, in three columns that follow the window's width,
/// with a Recipe menu (⇧⌘N new, ⌘D favorite, ⌘⌫ clear the selection).
public struct RecipesApp: App {
  let book = RecipeBook()

  public init() {}

  public var body: some Scene { RecipesScene(book: book, sticky: false) }
}

/// The same app with a layout anti-pattern switched on: its recipe screen remembers that it was
/// once narrow and stays a column ("Resizing an app should not permanently alter its layout").
public struct StickyRecipesApp: App {
  let book = RecipeBook()

  public init() {}

  public var body: some Scene { RecipesScene(book: book, sticky: true) }
}

/// Recipes in tabs, as on an iPhone: the recipe list (a navigation stack with an editor in a
/// sheet) in one tab, the settings in another.
public struct RecipesTabsApp: App {
  let book = RecipeBook()

  public init() {}

  public var body: some Scene {
    WindowGroup {
      TabView {
        Tab("Recipes", systemImage: "book") { RecipeListScreen(book: book) }
        Tab("Settings", systemImage: "gear") { RecipeSettings() }
      }
      .accessibilityIdentifier("tabs")
    }
  }
}

/// The settings tab.
struct RecipeSettings: View {
  @AppStorage("showsMinutes") private var showsMinutes = true

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Show cooking times", isOn: $showsMinutes)
          .accessibilityIdentifier("shows-minutes")
      }
      .navigationTitle("Settings")
    }
  }
}

/// The app's one window scene and its menu.
struct RecipesScene: Scene {
  let book: RecipeBook
  let sticky: Bool

  var body: some Scene {
    WindowGroup { RecipesScreen(book: book, sticky: sticky) }
      .commands { RecipeCommands(book: book) }
  }
}

/// The Recipe menu. Its titles and enabled states follow the model.
public struct RecipeCommands: Commands {
  let book: RecipeBook

  public var body: some Commands {
    CommandMenu("Recipe") {
      Button("New Recipe") { book.addRecipe() }
        .keyboardShortcut("n", modifiers: [.command, .shift])
      Button(book.selection.map { book.favorites.contains($0) } == true ? "Unfavorite" : "Favorite") {
        book.toggleFavorite()
      }
      .keyboardShortcut("d")
      .disabled(book.selection == nil)
      Button("Clear Selection") { book.selection = nil }
        .keyboardShortcut(.delete)
        .disabled(book.selection == nil)
    }
  }
}
