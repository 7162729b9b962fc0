import Foundation
import LayoutEngine
import Observation

/// The `@Observable` models an app keeps in its stored properties (`let book = RecipeBook()`):
/// the app's state that its views read and its commands change, read without observing (from
/// the models' storage, so no view comes to depend on the reading). A failed revert check names
/// the model properties that stuck beside the views' `@State`.
///
/// SceneSim's model: it reads the models stored on the `App` value; models made elsewhere (in a
/// view's `@State`, in the environment only) are not named.
struct AppModels {
  /// Each model with the name of its type.
  private let models: [(type: String, object: AnyObject)]

  init<A: App>(_ app: A) {
    // An app of no size stores no object (the gallery's apps, and any app without stored
    // properties): no mirror is made of it (a mirror, made at every making of the app, costs
    // more than the rest of the making).
    guard MemoryLayout<A>.size > 0 else {
      models = []
      return
    }
    models = Mirror(reflecting: app).children.compactMap { child in
      guard let model = child.value as? any AnyObject & Observable else { return nil }
      return (TypeNames.name(of: type(of: model)), model)
    }
  }

  init() { models = [] }

  /// The models' stored properties now, as values (described only when a check fails).
  func values() -> [(view: String, property: String, value: Any)] {
    var values: [(String, String, Any)] = []
    for (type, object) in models {
      for child in Mirror(reflecting: object).children {
        guard var label = child.label, label != "_$observationRegistrar" else { continue }
        // `@Observable` keeps a property `name` in `_name`.
        if label.hasPrefix("_") { label.removeFirst() }
        values.append((type, label, child.value))
      }
    }
    return values
  }

  /// Values as `StateValue`s, in a stable order.
  static func described(_ values: [(view: String, property: String, value: Any)]) -> [StateValue] {
    values.map { StateValue(view: $0.view, property: $0.property, value: CanonicalText.describe($0.value)) }
      .sorted()
  }
}
