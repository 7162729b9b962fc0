import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

/// The gallery's apps by name, for the command line and scenarios.
///
/// ```swift
/// let app = Gallery.app(named: "mail")!
/// let simulator = app.make(.mac, .landscape)
/// ```
public enum Gallery {
  /// Every app, good ones first.
  public static let apps: [ScenarioApp] = [
    ScenarioApp(
      "adaptive-stack", AdaptiveStackApp.self,
      summary: "a row in a regular width, a column in a compact one (AnyLayout)"),
    ScenarioApp(
      "toolbar", ToolbarApp.self, summary: "a toolbar that picks the arrangement that fits (ViewThatFits)"),
    ScenarioApp(
      "grid", ResponsiveGridApp.self, summary: "as many 160-point columns as fit (LazyVGrid, adaptive)"),
    ScenarioApp(
      "window-shape", WindowShapeApp.self,
      summary: "a row when wider than tall, else a column (GeometryReader)"),
    ScenarioApp("tags", TagsApp.self, summary: "tags that wrap at the width (a custom Layout)"),
    ScenarioApp(
      "mail", MailApp.self, summary: "three columns with a Message menu (NavigationSplitView, commands)"),
    ScenarioApp(
      "checkout", CheckoutApp.self, summary: "a Continue button over scrolling rows (safeAreaInset)"),
    ScenarioApp(
      "library", LibraryApp.self,
      summary: "shelves, books and chapters in three columns, reached by selecting and tapping"),
    ScenarioApp(
      "reader", ReaderApp.self, summary: "tabs with a list that pushes, a settings form and a sheet (TabView)"
    ),
    ScenarioApp(
      // It waits for a compact width: only an iPad's windows change size class.
      "sticky-layout", StickyLayoutApp.self,
      summary: "keeps its compact layout after a resize (a failed revert check)", isAntiPattern: true,
      faultShowsOn: [.pad]),
    ScenarioApp(
      "crushed-sibling", CrushedSiblingApp.self,
      summary: "an unconstrained GeometryReader spills over its sibling (views covered)", isAntiPattern: true),
    ScenarioApp(
      // Only a window whose width can change shows it, and only after tapping a book.
      "sticky-detail", StickyDetailApp.self,
      summary: "a pushed screen keeps its narrow layout after a resize (found only by navigating)",
      isAntiPattern: true, faultShowsOn: [.pad]),
  ]

  /// The app named `name`, or nil.
  public static func app(named name: String) -> ScenarioApp? { apps.first { $0.name == name } }

  /// One example view of the gallery, for `scenesim layout`.
  public struct Example: Sendable {
    /// The name the command line uses.
    public let name: String
    /// What it shows.
    public let summary: String
    /// The view.
    public let make: @Sendable () -> AnyView
  }

  /// The example views.
  public static let views: [Example] = [
    Example(
      name: "toolbar", summary: "A ViewThatFits toolbar: a full row, a compact row, or a column",
      make: { AnyView(AdaptiveToolbar()) }),
    Example(
      name: "tags", summary: "A flow layout of tags that wraps at the width", make: { AnyView(TagCloud()) }),
    Example(
      name: "form", summary: "A two-column Grid form with a divider row", make: { AnyView(ProfileForm()) }),
    Example(
      name: "split", summary: "A sidebar and a detail column, the detail filling the rest",
      make: { AnyView(SidebarDetail()) }),
  ]
}
