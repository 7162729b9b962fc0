import Foundation
import Observation
import Testing

@testable import LayoutEngine

/// Actions on the views, as a user does them, and every reason one is refused.
@Suite struct ViewActionTests {
  static let size = CGSize(width: 1024, height: 768)

  @Observable final class Model {
    var count = 0
    var isOn = false
    var name = ""
    var size = "small"
    var tab = "recipes"
    var selected: String?
    var showsSheet = false
    var path: [String] = []
  }

  struct Screen: View {
    let model: Model
    var body: some View {
      @Bindable var model = model
      NavigationStack(path: $model.path) {
        VStack {
          Button("Add") { model.count += 1 }.id("add")
          Button("Gone") {}.disabled(true).id("off")
          Toggle("Wi-Fi", isOn: $model.isOn).id("wifi")
          TextField("Name", text: $model.name).id("name")
          Picker("Size", selection: $model.size) {
            Text("Small").tag("small")
            Text("Large").tag("large")
          }.id("size")
          Color.red.frame(width: 0, height: 10).id("nothing")
          Text("\(model.count)").id("count")
          NavigationLink("Pasta", value: "pasta").id("pasta")
          Button("Show") { model.showsSheet = true }.id("show")
          List(["a", "b", "c"], id: \.self, selection: $model.selected) { Text($0).id("row \($0)") }
            .frame(height: 200).id("list")
        }
        .navigationTitle("Recipes")
        .navigationDestination(for: String.self) { Text($0).navigationTitle($0.capitalized).id("detail") }
        .sheet(isPresented: $model.showsSheet) { Button("Inside") { model.count += 10 }.id("inside") }
      }
    }
  }

  private static func graph(_ model: Model) -> ViewGraph {
    let graph = ViewGraph(Screen(model: model))
    graph.layout(in: size)
    return graph
  }

  private static func act(_ graph: ViewGraph, _ action: ViewAction) -> ViewActionRefusal? {
    defer { graph.layout(in: size) }
    if case .failure(let refusal) = graph.perform(action) { return refusal }
    return nil
  }

  @Test func tapPressesAButtonAndFlipsAToggle() {
    let model = Model()
    let graph = Self.graph(model)
    #expect(Self.act(graph, .tap("add")) == nil)
    #expect(model.count == 1)
    #expect(graph.snapshot.frame(of: "count") != nil)
    #expect(Self.act(graph, .tap("wifi")) == nil)
    #expect(model.isOn)
    #expect(graph.value(of: "wifi") == "on")
  }

  @Test func typeAddsToAField() {
    let model = Model()
    let graph = Self.graph(model)
    #expect(Self.act(graph, .type("Ada", into: "name")) == nil)
    #expect(Self.act(graph, .type(" L", into: "name")) == nil)
    #expect(model.name == "Ada L")
    #expect(graph.value(of: "name") == "Ada L")
  }

  @Test func selectChoosesAnOptionARowAndATab() {
    let model = Model()
    let graph = Self.graph(model)
    #expect(Self.act(graph, .select("Large", in: "size")) == nil)
    #expect(model.size == "large")
    #expect(graph.value(of: "size") == "Large")
    #expect(Self.act(graph, .select("row b", in: nil)) == nil)
    #expect(model.selected == "b")
    #expect(graph.isSelected("row b") && !graph.isSelected("row a"))
    #expect(graph.value(of: "list") == "b")
  }

  @Test func aTabIsSelectedByItsTitle() {
    struct Tabs: View {
      var body: some View {
        TabView {
          Tab("Recipes", systemImage: "book") { Text("All recipes").id("recipes") }
          Tab("Search", systemImage: "magnifyingglass") { Text("Find").id("search") }
        }.id("tabs")
      }
    }
    let graph = ViewGraph(Tabs())
    graph.layout(in: Self.size)
    // Without a selection binding, the first tab shows, and is the value.
    #expect(graph.value(of: "tabs") == "Recipes")
    #expect(Self.act(graph, .select("Search", in: "tabs")) == nil)
    #expect(graph.snapshot.frame(of: "search") != nil)
    #expect(graph.snapshot.frame(of: "recipes") == nil)
    #expect(graph.value(of: "tabs") == "Search")
  }

  @Test func aLinkPushesAndBackPops() {
    let model = Model()
    let graph = Self.graph(model)
    #expect(graph.navigationPaths == [["Recipes"]])
    #expect(Self.act(graph, .tap("pasta")) == nil)
    #expect(model.path == ["pasta"])
    #expect(graph.navigationPaths == [["Recipes", "Pasta"]])
    #expect(Self.act(graph, .back) == nil)
    #expect(model.path.isEmpty)
    #expect(graph.navigationPaths == [["Recipes"]])
    // The bar shows the root's title again, not the popped screen's.
    let titles = graph.snapshot.nodes.filter { $0.kind.hasPrefix("Text") }.map(\.summary)
    #expect(titles.contains { $0.hasPrefix("Text \"Recipes\"") }, "\(titles)")
    #expect(!titles.contains { $0.hasPrefix("Text \"Pasta\" (16") })
  }

  /// A pushed screen's bar shows its own items, not the root's: the root's toolbar was read
  /// while its views were still being taken apart.
  @Test func aPushedScreensBarDropsTheRootsToolbarAtOnce() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1).id("open")
            .navigationDestination(for: Int.self) { Text("Detail \($0)").id("detail") }
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.id("add") } }
        }
      }
    }
    let graph = ViewGraph(Root())
    graph.layout(in: Self.size)
    #expect(graph.snapshot.frame(of: "add") != nil)
    #expect(Self.act(graph, .tap("open")) == nil)
    #expect(graph.snapshot.frame(of: "detail") != nil)
    #expect(graph.snapshot.frame(of: "add") == nil)
    #expect(Self.act(graph, .back) == nil)
    #expect(graph.snapshot.frame(of: "add") != nil)
  }

  /// A tab view keeps its tab's state when the size class changes (its bar moves from the top
  /// to the bottom): the screen pushed in the tab stays, as in SwiftUI.
  @Test func aTabKeepsItsPushedScreenAcrossASizeClassChange() {
    struct Tabs: View {
      var body: some View {
        TabView {
          Tab("Books", systemImage: "book") {
            NavigationStack {
              NavigationLink("Open", value: 1).id("open")
                .navigationDestination(for: Int.self) { Text("Book \($0)").id("book") }
            }
          }
        }
      }
    }
    let graph = ViewGraph(Tabs())
    graph.environment.horizontalSizeClass = .regular
    graph.environment.userInterfaceIdiom = .pad
    graph.layout(in: Self.size)
    #expect(Self.act(graph, .tap("open")) == nil)
    #expect(graph.snapshot.frame(of: "book") != nil)
    graph.environment.horizontalSizeClass = .compact
    graph.layout(in: CGSize(width: 500, height: 768))
    #expect(graph.snapshot.frame(of: "book") != nil)
    graph.environment.horizontalSizeClass = .regular
    graph.layout(in: Self.size)
    #expect(graph.snapshot.frame(of: "book") != nil)
  }

  /// A menu in content: its items are pressed by title, as a user opens the menu and picks one.
  @Test func aMenusItemIsSelectedByItsTitle() {
    final class Sort: @unchecked Sendable { var order = "date" }
    let sort = Sort()
    let view = Menu("Sort") {
      Button("Name") { sort.order = "name" }
      Menu("More") { Button("Size") { sort.order = "size" } }
      Button("Kind") {}.disabled(true)
    }.id("sort")
    let graph = ViewGraph(view)
    graph.layout(in: Self.size)
    #expect(graph.perform(.select("Name", in: "sort")).isSuccess)
    #expect(sort.order == "name")
    #expect(graph.perform(.select("Size", in: "sort")).isSuccess)
    #expect(sort.order == "size")
    #expect(graph.perform(.select("Kind", in: "sort")).refusal == .disabled("Kind"))
    #expect(graph.perform(.select("Color", in: "sort")).refusal == .noOption("Color", in: "sort"))
  }

  /// Review cases: what a user cannot do is refused, what a user can do is offered.
  @Test func aFieldInATabIsTypedIntoNotSelected() {
    struct Tabs: View {
      @State var name = ""
      var body: some View {
        TabView {
          Tab("Form", systemImage: "pencil", value: 1) { TextField("Name", text: $name).id("name") }
        }
      }
    }
    let graph = ViewGraph(Tabs())
    graph.layout(in: Self.size)
    #expect(
      Self.act(graph, .select("name", in: nil)) == .notApplicable("name", needs: "a row or option to select"))
    #expect(graph.offeredActions.map(\.description) == ["type \"a\" into \"name\""])
  }

  @Test(arguments: [false, true])
  func backReachesTheSheetsOwnStackAndRespectsAHiddenBackButton(hidesBack: Bool) {
    final class Paths: @unchecked Sendable { var inner = [2] }
    struct Stacked: View {
      let paths: Paths
      let hidesBack: Bool
      @State var outer = [1]
      var body: some View {
        NavigationStack(path: $outer) {
          Text("Root").navigationDestination(for: Int.self) { Text("Pushed \($0)").id("pushed") }
        }
        .sheet(isPresented: .constant(true)) {
          NavigationStack(path: Binding(get: { paths.inner }, set: { paths.inner = $0 })) {
            Text("Sheet root").navigationTitle("Sheet")
              .navigationDestination(for: Int.self) {
                Text("Step \($0)").navigationBarBackButtonHidden(hidesBack)
              }
          }
        }
      }
    }
    let paths = Paths()
    let graph = ViewGraph(Stacked(paths: paths, hidesBack: hidesBack))
    graph.layout(in: Self.size)
    if hidesBack {
      // Nothing a user can reach goes back: the sheet's button is hidden, the stack's covered.
      #expect(Self.act(graph, .back) == .covered("Back", by: "sheet"))
    } else {
      // The sheet's own stack goes back, not the one it covers.
      #expect(Self.act(graph, .back) == nil)
      #expect(paths.inner.isEmpty)
    }
  }

  @Test func aStackInASheetFromAPushedScreenKeepsItsTitle() {
    struct Stacked: View {
      @State var path = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").navigationDestination(for: Int.self) { _ in
            Text("Pushed").sheet(isPresented: .constant(true)) {
              NavigationStack { Text("Editor").navigationTitle("New Recipe") }
            }
          }
        }
      }
    }
    let graph = ViewGraph(Stacked())
    graph.layout(in: Self.size)
    #expect(graph.navigationPaths.contains(["New Recipe"]), "\(graph.navigationPaths)")
  }

  @Test func aLinkInAListWhoseSelectionIsOfAnotherTypePushes() {
    struct Editing: View {
      @State var selection = Set<Int>()
      @State var path: [String] = []
      var body: some View {
        NavigationStack(path: $path) {
          List(selection: $selection) { NavigationLink("Pasta", value: "pasta").id("pasta") }
            .navigationDestination(for: String.self) { Text($0).id("detail") }
        }
      }
    }
    let graph = ViewGraph(Editing())
    graph.layout(in: Self.size)
    #expect(Self.act(graph, .tap("pasta")) == nil)
    #expect(graph.snapshot.frame(of: "detail") != nil)
  }

  /// Apple, `NavigationSplitView`: the split view "coordinates with the List in its first
  /// column, so that when people make a selection, the detail view updates accordingly": a link
  /// whose value is of the list's selection's type selects its row, and pushes nothing.
  @Test func aLinkInAListWhoseSelectionIsOfItsTypeSelects() {
    struct Sidebar: View {
      @Bindable var model: Model
      @State var path: [String] = []
      var body: some View {
        NavigationStack(path: $path) {
          List(selection: $model.selected) { NavigationLink("Pasta", value: "pasta").id("pasta") }
            .navigationDestination(for: String.self) { Text($0).id("detail") }
        }
      }
    }
    let model = Model()
    let graph = ViewGraph(Sidebar(model: model))
    graph.layout(in: Self.size)
    #expect(Self.act(graph, .tap("pasta")) == nil)
    #expect(model.selected == "pasta")
    #expect(graph.snapshot.frame(of: "detail") == nil)
  }

  @Test func aCoverClosesOnlyThroughItsOwnButtons() {
    let view = Text("Under").fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
    let graph = ViewGraph(view)
    graph.layout(in: Self.size)
    #expect(
      Self.act(graph, .dismiss)
        == .notApplicable("fullScreenCover", needs: "a presentation a user can dismiss"))
    #expect(!graph.offeredActions.contains(.dismiss))
  }

  /// What a window offers when it shows one kind of view (SceneSim's model: offered actions are
  /// what a stress step picks from, not SwiftUI's): named texts alone offer nothing; a text field
  /// alone, typing into it; a picker alone, its other option; a sheet a user can dismiss over
  /// named texts, the dismiss (each look-up is skipped where the window shows no view of its
  /// kind, and must find what it found before).
  @Test func eachKindOfViewIsOfferedAlone() {
    struct Field: View {
      @State var name = ""
      var body: some View { TextField("Name", text: $name).id("name") }
    }
    struct Choice: View {
      @State var size = "small"
      var body: some View {
        Picker("Size", selection: $size) {
          Text("Small").tag("small")
          Text("Large").tag("large")
        }.id("size")
      }
    }
    func offered(_ view: some View) -> [String] {
      let graph = ViewGraph(view)
      graph.layout(in: Self.size)
      return graph.offeredActions.map(\.description)
    }
    #expect(
      offered(
        VStack {
          Text("A").id("a"); Text("B").id("b")
        }) == [])
    #expect(offered(Field()) == ["type \"a\" into \"name\""])
    #expect(offered(Choice()) == ["select \"Large\" in \"size\""])
    #expect(
      offered(Text("Under").id("under").sheet(isPresented: .constant(true)) { Text("Sheet").id("sheet") })
        == ["dismiss"])
  }

  @Test func aPickersOtherOptionsAreOffered() {
    let graph = Self.graph(Model())
    let offered = graph.offeredActions.map(\.description)
    #expect(
      offered.contains("select \"Large\" in \"size\"") && !offered.contains("select \"Small\" in \"size\""))
  }

  @Test func aRowScrolledOutOfItsListIsHidden() {
    let view = List(0..<40, id: \.self, selection: .constant(Int?.none)) { Text("Row \($0)").id("row \($0)") }
      .frame(height: 200)
    let graph = ViewGraph(view)
    graph.layout(in: Self.size)
    #expect(graph.perform(.select("row 1", in: nil)).isSuccess)
    #expect(graph.perform(.select("row 30", in: nil)).refusal == .hidden("row 30"))
  }

  @Test func dismissClosesTheSheet() {
    let model = Model()
    let graph = Self.graph(model)
    #expect(Self.act(graph, .tap("show")) == nil)
    #expect(graph.presentedKinds == ["sheet"])
    #expect(graph.isPresented("inside"))
    #expect(Self.act(graph, .tap("inside")) == nil)
    #expect(model.count == 10)
    #expect(Self.act(graph, .dismiss) == nil)
    #expect(!model.showsSheet)
    #expect(graph.presentedKinds.isEmpty)
  }

  @Test func scrollBringsARowToTheTop() {
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<50) { Color.gray.frame(height: 40).id("row \($0)") } }
    }
    .id("feed")
    let graph = ViewGraph(view)
    graph.layout(in: CGSize(width: 300, height: 400))
    #expect(graph.perform(.scroll("feed", to: "row 5")).isSuccess)
    graph.layout(in: CGSize(width: 300, height: 400))
    #expect(graph.snapshot.frame(of: "row 5")?.minY == 0)
  }

  // MARK: Refusals, one test each

  @Test func aViewNotShownIsAbsent() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .tap("missing")) == .absent("missing"))
    #expect(Self.act(graph, .tap("detail")) == .absent("detail"))
  }

  @Test func aViewWithoutSizeIsHidden() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .tap("nothing")) == .hidden("nothing"))
  }

  @Test func aViewScrolledOutOfTheWindowIsHidden() {
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<50) { Button("\($0)") {}.frame(height: 40).id("b\($0)") } }
    }
    let graph = ViewGraph(view)
    graph.layout(in: CGSize(width: 300, height: 400))
    #expect(graph.perform(.tap("b40")).refusal == .hidden("b40"))
    #expect(graph.perform(.tap("b1")).isSuccess)
  }

  @Test func aDisabledControlIsRefused() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .tap("off")) == .disabled("off"))
  }

  @Test func aPresentationCoversTheWindowBelow() {
    let model = Model()
    let graph = Self.graph(model)
    _ = Self.act(graph, .tap("show"))
    #expect(Self.act(graph, .tap("add")) == .covered("add", by: "sheet"))
    #expect(model.count == 0)
  }

  @Test func aSheetOverAStackCoversItsBackButton() {
    struct Stacked: View {
      @State var path = ["pasta"]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").navigationDestination(for: String.self) { Text($0) }
        }
        .sheet(isPresented: .constant(true)) { Text("Over") }
      }
    }
    let graph = ViewGraph(Stacked())
    graph.layout(in: Self.size)
    #expect(Self.act(graph, .back) == .covered("Back", by: "sheet"))
  }

  @Test func anActionOnTheWrongKindOfViewIsNotApplicable() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .type("x", into: "add")) == .notApplicable("add", needs: "a text field"))
    #expect(
      Self.act(graph, .select("count", in: nil))
        == .notApplicable("count", needs: "a row or option to select"))
    #expect(
      Self.act(graph, .tap("count")) == .notApplicable("count", needs: "a button, link, toggle or menu"))
    #expect(Self.act(graph, .scroll("count", to: "add")) == .notApplicable("count", needs: "a scroll view"))
  }

  @Test func anOptionThatIsNotThereIsNamed() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .select("Huge", in: "size")) == .noOption("Huge", in: "size"))
  }

  @Test func backAtTheRootAndDismissWithNothingPresentedAreRefused() {
    let graph = Self.graph(Model())
    #expect(Self.act(graph, .back) == .nothingToGoBack)
    #expect(Self.act(graph, .dismiss) == .nothingPresented)
  }

  @Test func theOfferedActionsAreThoseThatWouldBeCarriedOut() {
    let model = Model()
    let graph = Self.graph(model)
    let offered = graph.offeredActions.map(\.description)
    #expect(
      offered.contains("tap \"add\"") && offered.contains("tap \"wifi\"")
        && offered.contains("select \"row a\""))
    #expect(offered.contains("type \"a\" into \"name\""))
    #expect(
      !offered.contains("tap \"off\"") && !offered.contains("tap \"nothing\"") && !offered.contains("back"))
    for action in graph.offeredActions {
      let fresh = Self.graph(Model())
      #expect(fresh.perform(action).isSuccess, "\(action)")
    }
  }
}

/// An action on an id reaches the first view with it in the tree (the outermost of nested ones,
/// `ViewGraph.perform`), so each id is offered once, for that view (SceneSim's model), however
/// many ids a window shows.
@Suite struct OfferedActionIDTests {
  @Test(arguments: [3, 32, 33, 80])
  func eachIDIsOfferedOnce(count: Int) {
    let graph = ViewGraph(
      ScrollView {
        VStack {
          ForEach(0..<count, id: \.self) { index in Button("Row \(index)") {}.id("b\(index)") }
          // The same ids again, later in the tree: the first views are what an action finds.
          ForEach(0..<count, id: \.self) { index in
            VStack { Toggle("On", isOn: .constant(false)).id("b\(index)") }
          }
        }
      })
    graph.layout(in: CGSize(width: 400, height: 100_000))
    #expect(graph.offeredActions.map(\.description) == (0..<count).map { "tap \"b\($0)\"" })
  }
}

extension Result where Failure == ViewActionRefusal {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
  var refusal: ViewActionRefusal? {
    if case .failure(let refusal) = self { return refusal }
    return nil
  }
}
