import Foundation
import Testing

@testable import LayoutEngine

/// Modifiers that SwiftUI applies after layout (drawing, behaviour, animation) change no frame:
/// Apple documents `rotationEffect`, `scaleEffect` and `offset`-like effects as not affecting
/// layout, and animations change how a device reaches the final frames, not what they are.
@Suite("Modifiers accepted without a layout effect")
struct AcceptedModifierTests {
  func frames(_ view: some View) -> [CGRect] {
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 320, height: 480))
    return graph.snapshot.nodes.filter { $0.kind.hasPrefix("Text") || $0.kind.hasPrefix("Color") }.map(
      \.frame)
  }

  var plain: some View {
    VStack {
      Text("Title")
      Color.red.frame(height: 40)
    }
  }

  @Test func drawingEffectsChangeNoFrame() {
    let expected = frames(plain)
    let modified = VStack {
      Text("Title").rotationEffect(.degrees(30)).scaleEffect(2).blur(radius: 3).shadow(radius: 4)
        .foregroundStyle(.secondary).tint(.blue).opacity(0.5).bold().italic().underline().kerning(2)
        .textCase(.uppercase).transformEffect(CGAffineTransform(rotationAngle: 0.3)).redacted(
          reason: .placeholder)
      Color.red.frame(height: 40).clipShape(.rect(cornerRadius: 8)).mask(Circle()).hueRotation(.degrees(90))
        .grayscale(1).badge(3).zIndex(2)
    }
    #expect(frames(modified) == expected)
  }

  @Test func behaviourAndAnimationChangeNoFrame() {
    let expected = frames(plain)
    let modified = VStack {
      Text("Title").onTapGesture {}.onLongPressGesture {}.contextMenu { Button("Copy") {} }
        .help("Title").accessibilityLabel("Title").accessibilityAddTraits(.isHeader)
        .task {}.animation(.spring, value: 1).transition(.slide).keyboardType(.numberPad)
      Color.red.frame(height: 40).gesture(DragGesture().onChanged { _ in }).swipeActions {
        Button("Delete") {}
      }
      .refreshable {}.onSubmit {}.textInputAutocapitalization(.never).interactiveDismissDisabled()
    }
    #expect(frames(modified) == expected)
    var changed = false
    withAnimation(.easeInOut) { changed = true }
    #expect(changed)
  }
}

/// Containers and controls not tested elsewhere: a labeled row, a group box, a disclosure group, a
/// gauge, a date picker, a color picker, a link, a tab view. Sizes as their types document
/// (measured where a source exists, SceneSim's model otherwise).
@Suite("More containers and controls")
struct MoreSurfaceTests {
  func layout(
    _ view: some View, _ idiom: UserInterfaceIdiom = .phone, width: CGFloat = 390, height: CGFloat = 800
  )
    -> LayoutSnapshot
  {
    layoutOnDevice(view, idiom, width: width, height: height)
  }

  @Test func labeledContentPutsItsValueAtTheTrailingEdge() {
    let snapshot = layout(LabeledContent("Version") { Text("2.1").id("value") }.id("row"))
    #expect(snapshot.frame(of: "row")!.width == 390)
    #expect(snapshot.frame(of: "value")!.maxX == 390)
  }

  @Test func aGroupBoxPadsItsContentAndADisclosureGroupHidesItsUntilExpanded() {
    let box = layout(GroupBox("Today") { Color.red.frame(height: 20).id("content") }.id("box"))
    #expect(box.frame(of: "content")!.minX == 16)
    #expect(box.frame(of: "box")!.width == 390)
    let collapsed = layout(DisclosureGroup("More") { Text("Hidden").id("hidden") })
    #expect(collapsed.frame(of: "hidden") == nil)
    let expanded = layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown").id("shown") })
    #expect(expanded.frame(of: "shown") != nil)
  }

  @Test func gaugesDatePickersColorPickersAndLinksHaveTheirSizes() {
    let gauge = layout(Gauge(value: 0.5) { Text("Battery") }.id("g"))
    #expect(gauge.frame(of: "g")!.width == 390)
    let date = layout(
      DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).id(
        "d"))
    #expect(date.frame(of: "d")!.width == 390)
    #expect(date.frame(of: "d")!.height > TextMetrics.lineHeight(17))
    let color = layout(ColorPicker("Tint", selection: .constant(.red)).id("c"))
    #expect(color.frame(of: "c")!.height == 28)
    let link = layout(Link("Help", destination: URL(string: "https://example.com")!).id("l"))
    #expect(link.frame(of: "l")!.height == TextMetrics.lineHeight(17))
    let hidden = layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t"))
    #expect(hidden.frame(of: "t")!.size == CGSize(width: 51, height: 31))
  }

  @Test func aTabViewShowsTheSelectedTabAboveA49PointBarOnAnIPhone() {
    enum Tabs: Hashable { case recipes, search }
    let view = TabView(selection: .constant(Tabs.search)) {
      Tab("Recipes", systemImage: "book", value: Tabs.recipes) { Color.red.id("recipes") }
      Tab("Search", systemImage: "magnifyingglass", value: Tabs.search) { Color.blue.id("search") }
    }
    let phone = layout(view)
    #expect(phone.frame(of: "recipes") == nil)
    #expect(phone.frame(of: "search")!.maxY == CGFloat(800 - 34 - 49))
    let older = layout(
      TabView {
        Color.red.id("first").tabItem { Text("A") }; Color.blue.id("second").tabItem { Text("B") }
      })
    #expect(older.frame(of: "first") != nil)
    #expect(older.frame(of: "second") == nil)
  }
}

/// `@AppStorage` and `@SceneStorage`: "a property wrapper type that reflects a value from
/// UserDefaults and invalidates a view on a change in value in that user default" (Apple). Every
/// view that reads a key sees its value.
@Suite("AppStorage and SceneStorage")
struct StorageTests {
  @Test func viewsReadingAKeySeeEachOthersChanges() {
    struct Writer: View {
      @AppStorage("width") private var width = 10.0
      var body: some View { Color.red.frame(width: 10, height: 10).onAppear { width = 40 } }
    }
    struct Reader: View {
      @AppStorage("width") private var width = 10.0
      var body: some View { Color.blue.frame(width: width, height: 10).id("reader") }
    }
    let graph = ViewGraph(
      VStack {
        Reader()
        Writer()
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "reader")!.width == 40)
  }

  @Test func aStoreGivenInTheEnvironmentIsShared() {
    struct Reader: View {
      @SceneStorage("tab") private var tab = "recipes"
      var body: some View { Text(tab).id(tab) }
    }
    let store = StorageStore()
    var environment = EnvironmentValues()
    environment.sceneStorageStore = store
    store.box("tab").value = "search"
    let graph = ViewGraph(Reader(), environment: environment)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "search") != nil)
    #expect(store.contents.map(\.key) == ["tab"])
  }
}
