import Foundation
import LayoutEngine

/// How the simulator makes an app where it needs it: each window actor and the menu bar make the
/// app's scenes anew from its type (views are not shared between actors).
struct AppBlueprint: Sendable {
  /// The app's name, as the menu bar shows it (its type's name).
  let name: String
  /// The app's scenes and commands, made anew.
  let make: @Sendable () -> _SceneList
  /// The scenes, without their content.
  let scenes: [SceneSummary]

  init<A: App>(_ type: A.Type) {
    name = TypeNames.name(of: A.self)
    make = { _SceneList(A()) }
    scenes = make().scenes.map(\.summary)
  }
}
