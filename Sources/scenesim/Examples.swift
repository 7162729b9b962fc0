import Foundation
import SceneSim
import SceneSimGallery

/// Views that `scenesim layout` can lay out: the gallery's examples.
struct Example {
  let name: String
  let summary: String
  let view: () -> AnyView

  static var all: [Example] {
    [
      Example(
        name: "toolbar", summary: "A ViewThatFits toolbar: a full row, a compact row, or a column",
        view: { AnyView(AdaptiveToolbar()) }),
      Example(
        name: "tags", summary: "A flow layout of tags that wraps at the width", view: { AnyView(TagCloud()) }),
      Example(
        name: "form", summary: "A two-column Grid form with a divider row", view: { AnyView(ProfileForm()) }),
      Example(
        name: "split", summary: "A sidebar and a detail column, the detail filling the rest",
        view: { AnyView(SidebarDetail()) }),
    ]
  }
}
