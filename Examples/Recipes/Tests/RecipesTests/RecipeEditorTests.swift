import Recipes
import SceneSim
import Testing

/// The iPhone screens, laid out as on an iPhone 16 (393 × 852, 59 and 34 points of safe area)
/// and an iPad in a regular width.
@Suite struct RecipeEditorTests {
  func layout(_ view: some View, idiom: UserInterfaceIdiom, size: CGSize, insets: EdgeInsets)
    -> LayoutSnapshot
  {
    var environment = EnvironmentValues()
    environment.userInterfaceIdiom = idiom
    environment.horizontalSizeClass = idiom == .pad ? .regular : .compact
    let graph = ViewGraph(view, environment: environment)
    graph.layout(in: size, safeAreaInsets: insets)
    return graph.snapshot
  }

  /// The list scrolls under the bars (its frame reaches the window's top, as a scroll view's
  /// does); its first row is below a large title and a search drawer (44 + 52 + 52 points below
  /// the safe area's top), a section header and its margins, inset 16 + 16 points.
  @Test func theListIsBelowTheBars() throws {
    let snapshot = layout(
      RecipeListScreen(book: RecipeBook()), idiom: .phone, size: CGSize(width: 393, height: 852),
      insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    let list = try #require(snapshot.frame(of: "recipe-list"))
    #expect(list.minY == 0)
    let row = try #require(snapshot.frame(of: "recipe-1"))
    let barsBottom = CGFloat(59 + 44 + 52 + 52)
    #expect(row.minY > barsBottom + 16 + 6)
    #expect(row.minY < barsBottom + 16 + 20 + 6 + 44)
    #expect(row.minX == 32)
  }

  /// The editor is a sheet: on an iPhone, from 10 points below the safe area's top; on an iPad,
  /// a 540-point form sheet.
  @Test func theEditorIsASheet() throws {
    let phone = layout(
      RecipeListScreen(book: RecipeBook(), isAdding: true), idiom: .phone,
      size: CGSize(width: 393, height: 852),
      insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    let editor = try #require(phone.frame(of: "editor"))
    #expect(editor.minY == 69)
    #expect(editor.width == 393)
    let pad = layout(
      RecipeListScreen(book: RecipeBook(), isAdding: true), idiom: .pad,
      size: CGSize(width: 1024, height: 1366),
      insets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    #expect(try #require(pad.frame(of: "editor")).width == 540)
  }
}
