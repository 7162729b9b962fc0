#if canImport(SwiftUI)
  import SwiftUI
#else
  import SceneSim
#endif

/// A draft of a recipe being written, as an `ObservableObject` (the older model API).
public final class RecipeDraft: ObservableObject {
  @Published public var name = ""
  @Published public var category = "Mains"
  @Published public var servings = 2
  @Published public var isVegetarian = false

  public init() {}
}

/// The recipe list of the iPhone app: a navigation stack of sections, with a search field, a
/// toolbar and an editor in a sheet.
public struct RecipeListScreen: View {
  let book: RecipeBook
  @State private var query = ""
  @State private var isAdding = false
  @AppStorage("showsMinutes") private var showsMinutes = true

  public init(book: RecipeBook, isAdding: Bool = false) {
    self.book = book
    _isAdding = State(initialValue: isAdding)
  }

  public var body: some View {
    NavigationStack {
      Group {
        if book.recipes.isEmpty {
          ContentUnavailableView(
            "No Recipes", systemImage: "fork.knife", description: Text("Add your first recipe."))
        } else {
          List {
            ForEach(book.categories, id: \.self) { category in
              Section(category) {
                ForEach(book.recipes.filter { $0.category == category }) { recipe in
                  NavigationLink(value: recipe) {
                    LabeledContent(recipe.name, value: showsMinutes ? "\(recipe.minutes) min" : "")
                  }
                  .accessibilityIdentifier("recipe-\(recipe.id)")
                }
              }
            }
          }
          .accessibilityIdentifier("recipe-list")
        }
      }
      .navigationTitle("Recipes")
      .navigationBarTitleDisplayMode(.large)
      .searchable(text: $query)
      .navigationDestination(for: Recipe.self) { recipe in
        Text(recipe.name).font(.title).navigationTitle(recipe.name)
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Add", systemImage: "plus") { isAdding = true }
            .accessibilityIdentifier("add")
        }
      }
      .sheet(isPresented: $isAdding) {
        RecipeEditor()
      }
    }
  }
}

/// The editor of a new recipe: a form in a navigation stack, with Cancel and Save.
public struct RecipeEditor: View {
  @StateObject private var draft = RecipeDraft()
  @Environment(\.dismiss) private var dismiss

  public init() {}

  public var body: some View {
    NavigationStack {
      Form {
        Section("Recipe") {
          TextField("Name", text: $draft.name)
            .accessibilityIdentifier("name")
          Picker("Category", selection: $draft.category) {
            Text("Soups").tag("Soups")
            Text("Mains").tag("Mains")
            Text("Breakfast").tag("Breakfast")
          }
          .accessibilityIdentifier("category")
          Stepper("Serves \(draft.servings)", value: $draft.servings, in: 1...12)
          Toggle("Vegetarian", isOn: $draft.isVegetarian)
        }
        Section {
          Button("Save and Add Another") { dismiss() }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("save-another")
        } footer: {
          Text("Recipes are saved on this device.")
        }
      }
      .background(Color.orange.gradient)
      .navigationTitle("New Recipe")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
      }
    }
    .accessibilityIdentifier("editor")
  }
}

#Preview {
  RecipeListScreen(book: RecipeBook())
}
