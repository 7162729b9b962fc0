import Foundation
import LayoutEngine
import Testing

@testable import ScenarioScript

/// Each family of views and modifiers, parsed from text, lays out exactly as written in Swift.
@Suite struct ViewNotationLayoutTests {
  @Test func theExampleOfTheScenarioLanguage() {
    expectSameLayout(
      scenarioLanguageExample,
      NavigationSplitView {
        VStack { Text("Inbox").id("inbox") }
      } detail: {
        HStack(alignment: .top, spacing: 12) {
          Text("Hello, world").font(.title).lineLimit(1)
          Spacer(minLength: 8)
          Color.blue.frame(width: 40, height: 40).id("badge")
        }
        .padding()
      }, sizes: [CGSize(width: 1024, height: 768), CGSize(width: 390, height: 844)])
  }

  @Test func stacks() {
    expectSameLayout(
      """
      VStack(alignment: .leading, spacing: 4) {
        Text("Title").font(.headline)
        HStack(alignment: .bottom) { Text("a"); Spacer(); Text("b").font(.largeTitle) }
        ZStack(alignment: .bottomTrailing) {
          Rectangle()
          Circle().frame(width: 20, height: 20).id("dot")
        }
        /* a divider */ Divider()
      }
      """,
      VStack(alignment: .leading, spacing: 4) {
        Text("Title").font(.headline)
        HStack(alignment: .bottom) {
          Text("a")
          Spacer()
          Text("b").font(.largeTitle)
        }
        ZStack(alignment: .bottomTrailing) {
          Rectangle()
          Circle().frame(width: 20, height: 20).id("dot")
        }
        Divider()
      })
  }

  @Test func lazyStacksInScrollViewsAndForEach() {
    expectSameLayout(
      """
      VStack {
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 2) {
            ForEach(0..<30) { i in Text("Row \\(i)").id("row\\(i)") }
          }
        }
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack(spacing: 4) { ForEach(0..<10) { _ in Capsule().frame(width: 60) } }
        }
        .frame(height: 40)
      }
      """,
      VStack {
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 2) {
            ForEach(0..<30) { i in Text("Row \(i)").id("row\(i)") }
          }
        }
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack(spacing: 4) { ForEach(0..<10) { _ in Capsule().frame(width: 60) } }
        }
        .frame(height: 40)
      })
  }

  /// Lazy stacks and grids make the rows of a `ForEach` only as they come into view, in the
  /// notation as in Swift (Apple, `LazyVStack`: "the stack view doesn’t create items until it
  /// needs to render them onscreen"; `LazyVGrid`: "creating items only as needed").
  @Test(arguments: [
    ("", "LazyVStack"), ("(.horizontal)", "LazyHStack"), ("", "LazyVGrid(columns: [GridItem(), GridItem()])"),
    ("(.horizontal)", "LazyHGrid(rows: [GridItem(), GridItem()])"),
  ])
  func lazyContainersMakeRowsAsTheyComeIntoView(scrollAxes: String, container: String) throws {
    let notation = try parseNotation(
      """
      ScrollView\(scrollAxes) {
        \(container) { ForEach(0..<1000) { i in Text("Row \\(i)").id("row\\(i)") } }
      }
      """)
    let snapshot = LayoutSnapshot(notation.makeView(), proposal: ProposedViewSize(width: 390, height: 844))
    #expect(snapshot.frame(of: "row0") != nil)
    #expect(snapshot.frame(of: "row999") == nil)
    #expect(snapshot.nodes.count < 300)
  }

  @Test func grids() {
    expectSameLayout(
      """
      VStack {
        Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) {
          GridRow {
            Text("Name").gridColumnAlignment(.trailing)
            Color.red.frame(width: 30, height: 10)
          }
          GridRow(alignment: .top) {
            Color.green.frame(height: 12).gridCellColumns(2).id("wide")
          }
        }
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40), spacing: 2), GridItem(.adaptive(minimum: 30))]) {
          ForEach(0..<9) { i in Color.gray.frame(height: 20).id("cell\\(i)") }
        }
        LazyHGrid(rows: [GridItem(.flexible(minimum: 10, maximum: 30)), GridItem()], alignment: .top, spacing: 5) {
          ForEach(0..<4) { _ in Rectangle().frame(width: 12) }
        }
      }
      """,
      VStack {
        Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) {
          GridRow {
            Text("Name").gridColumnAlignment(.trailing)
            Color.red.frame(width: 30, height: 10)
          }
          GridRow(alignment: .top) {
            Color.green.frame(height: 12).gridCellColumns(2).id("wide")
          }
        }
        LazyVGrid(columns: [
          GridItem(.flexible()), GridItem(.fixed(40), spacing: 2), GridItem(.adaptive(minimum: 30)),
        ]) {
          ForEach(0..<9) { i in Color.gray.frame(height: 20).id("cell\(i)") }
        }
        LazyHGrid(
          rows: [GridItem(.flexible(minimum: 10, maximum: 30)), GridItem()], alignment: .top, spacing: 5
        ) {
          ForEach(0..<4) { _ in Rectangle().frame(width: 12) }
        }
      })
  }

  @Test func viewThatFitsWithAndWithoutAxes() {
    expectSameLayout(
      """
      VStack {
        ViewThatFits(in: .horizontal) {
          Text("A long title that needs room").fixedSize()
          Text("Short")
        }
        ViewThatFits {
          Color.red.frame(width: 500, height: 10)
          Color.blue.frame(width: 100, height: 10)
        }
      }
      """,
      VStack {
        ViewThatFits(in: .horizontal) {
          Text("A long title that needs room").fixedSize()
          Text("Short")
        }
        ViewThatFits {
          Color.red.frame(width: 500, height: 10)
          Color.blue.frame(width: 100, height: 10)
        }
      }, sizes: [CGSize(width: 390, height: 844), CGSize(width: 120, height: 300)])
  }

  @Test func threeColumnSplitViewWithWidthsAndStyle() {
    expectSameLayout(
      """
      NavigationSplitView {
        Text("Sidebar").navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
      } content: {
        Text("Content").navigationSplitViewColumnWidth(250)
      } detail: {
        Color.clear.id("detail")
      }
      .navigationSplitViewStyle(.balanced)
      """,
      NavigationSplitView {
        Text("Sidebar").navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
      } content: {
        Text("Content").navigationSplitViewColumnWidth(250)
      } detail: {
        Color.clear.id("detail")
      }
      .navigationSplitViewStyle(.balanced),
      sizes: [
        CGSize(width: 1366, height: 1024), CGSize(width: 700, height: 800), CGSize(width: 390, height: 844),
      ])
  }

  @Test func leavesAndGroups() {
    expectSameLayout(
      """
      HStack {
        Group {
          Image(systemName: "star")
          Text(verbatim: "verbatim")
        }
        .padding(2)
        EmptyView()
        RoundedRectangle(cornerRadius: 8).frame(width: 30, height: 20)
        Ellipse().frame(width: 10, height: 5)
        Button("Send") { }
      }
      """,
      HStack {
        Group {
          Image(systemName: "star")
          Text(verbatim: "verbatim")
        }
        .padding(2)
        EmptyView()
        RoundedRectangle(cornerRadius: 8).frame(width: 30, height: 20)
        Ellipse().frame(width: 10, height: 5)
        Button("Send") {}
      })
  }

  /// A value may name its type as Swift does, the type's name dotted where it is nested
  /// (`Edge.Set`, `Font.Weight`, `Axis.Set`).
  @Test func valuesMayNameTheirTypesDotted() {
    expectSameLayout(
      """
      VStack {
        Text("a").padding(Edge.Set.top, 8).font(.system(size: 15, weight: Font.Weight.bold))
        Color.red.frame(width: 20, height: 10).padding([Edge.Set.leading, .bottom], 4).frame(maxWidth: CGFloat.infinity)
      }
      """,
      VStack {
        Text("a").padding(Edge.Set.top, 8).font(.system(size: 15, weight: Font.Weight.bold))
        Color.red.frame(width: 20, height: 10).padding([Edge.Set.leading, .bottom], 4).frame(
          maxWidth: CGFloat.infinity)
      })
    // Every type with named values takes its name so: sets, edges and regions too.
    expectSameLayout(
      """
      ScrollView(Axis.Set.horizontal) {
        Color.gray.frame(width: 500, height: 100)
          .safeAreaInset(edge: VerticalEdge.bottom) { Text("bar").id("bar") }
          .safeAreaInset(edge: HorizontalEdge.leading) { Color.red.frame(width: 10).id("side") }
          .ignoresSafeArea(SafeAreaRegions.container, edges: .top)
      }
      """,
      ScrollView(Axis.Set.horizontal) {
        Color.gray.frame(width: 500, height: 100)
          .safeAreaInset(edge: VerticalEdge.bottom) { Text("bar").id("bar") }
          .safeAreaInset(edge: HorizontalEdge.leading) { Color.red.frame(width: 10).id("side") }
          .ignoresSafeArea(SafeAreaRegions.container, edges: .top)
      })
  }

  @Test func framesPaddingAndSizing() {
    expectSameLayout(
      """
      VStack(spacing: 0) {
        Text("a").frame(maxWidth: .infinity, alignment: .leading).id("a")
        Text("b").frame(minWidth: 10, idealWidth: 50, maxWidth: 80, minHeight: 5, maxHeight: CGFloat.infinity)
        Color.red.frame(width: 20, height: 10, alignment: .topLeading).padding(.horizontal, 8).id("c")
        Color.red.frame(width: 20, height: 10).padding([.top, .leading]).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        Text("A long line of text that wraps").fixedSize(horizontal: false, vertical: true).lineLimit(2)
        Text("priority").layoutPriority(1).fixedSize()
        Color.blue.aspectRatio(2, contentMode: .fit).id("ratio")
        Color.blue.aspectRatio(contentMode: .fill).frame(width: 10, height: 10).scaledToFit()
        Color.green.offset(x: 5, y: -3).frame(width: 10, height: 10).id("offset")
        Color.green.position(x: 20, y: 5).frame(height: 10).id("position")
      }
      """,
      VStack(spacing: 0) {
        Text("a").frame(maxWidth: .infinity, alignment: .leading).id("a")
        Text("b").frame(minWidth: 10, idealWidth: 50, maxWidth: 80, minHeight: 5, maxHeight: CGFloat.infinity)
        Color.red.frame(width: 20, height: 10, alignment: .topLeading).padding(.horizontal, 8).id("c")
        Color.red.frame(width: 20, height: 10).padding([.top, .leading]).padding(
          EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        Text("A long line of text that wraps").fixedSize(horizontal: false, vertical: true).lineLimit(2)
        Text("priority").layoutPriority(1).fixedSize()
        Color.blue.aspectRatio(2, contentMode: .fit).id("ratio")
        Color.blue.aspectRatio(contentMode: .fill).frame(width: 10, height: 10).scaledToFit()
        Color.green.offset(x: 5, y: -3).frame(width: 10, height: 10).id("offset")
        Color.green.position(x: 20, y: 5).frame(height: 10).id("position")
      }, sizes: [CGSize(width: 390, height: 844), CGSize(width: 100, height: 200)])
  }

  @Test func textEnvironmentAndRenderingModifiers() {
    expectSameLayout(
      """
      VStack {
        Text("Title").font(.system(size: 30, weight: .bold))
        Text("Body").font(.body).lineLimit(nil).opacity(0.5).foregroundStyle(.red)
        HStack { Text("A"); Text("B") }.environment(\\.layoutDirection, .rightToLeft)
        Text("Big").dynamicTypeSize(.accessibility3)
        Text("Compact").environment(\\.horizontalSizeClass, .compact).cornerRadius(4).clipped()
        Text("Larger").environment(\\.dynamicTypeSize, .xxxLarge).environment(\\.verticalSizeClass, .compact)
      }
      .font(.caption)
      .windowResizeAnchor(.top)
      """,
      VStack {
        Text("Title").font(.system(size: 30, weight: .bold))
        Text("Body").font(.body).lineLimit(nil).opacity(0.5).foregroundStyle(.red)
        HStack {
          Text("A")
          Text("B")
        }.environment(\.layoutDirection, .rightToLeft)
        Text("Big").dynamicTypeSize(.accessibility3)
        Text("Compact").environment(\.horizontalSizeClass, .compact).cornerRadius(4).clipped()
        Text("Larger").environment(\.dynamicTypeSize, .xxxLarge).environment(\.verticalSizeClass, .compact)
      }
      .font(.caption)
      .windowResizeAnchor(.top))
  }

  /// `.overlay(.red, ignoresSafeAreaEdges:)` is Apple's `overlay(_:ignoresSafeAreaEdges:)`, which
  /// takes a `ShapeStyle` (developer.apple.com/documentation/swiftui/view/overlay(_:ignoresSafeAreaEdges:)),
  /// so Swift accepts the `.red` shorthand there as in `background(_:ignoresSafeAreaEdges:)`.
  @Test func secondaryContentAndSafeAreas() {
    expectSameLayout(
      """
      VStack {
        Text("bg").background(Color.yellow).overlay(.red, ignoresSafeAreaEdges: .bottom)
        Text("bg2").background(alignment: .leading) { Color.blue.frame(width: 4).id("bar") }
        Text("ov").overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6).id("badge") }
        Color.gray
          .safeAreaInset(edge: .bottom, spacing: 2) { Text("Toolbar").id("toolbar") }
          .safeAreaInset(edge: .leading) { Color.red.frame(width: 10) }
          .safeAreaPadding(.horizontal, 6)
          .safeAreaPadding(3)
          .ignoresSafeArea(.container, edges: .top)
        Color.black.ignoresSafeArea().background { Color.white }
      }
      """,
      VStack {
        Text("bg").background(Color.yellow).overlay(.red, ignoresSafeAreaEdges: .bottom)
        Text("bg2").background(alignment: .leading) { Color.blue.frame(width: 4).id("bar") }
        Text("ov").overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6).id("badge") }
        Color.gray
          .safeAreaInset(edge: .bottom, spacing: 2) { Text("Toolbar").id("toolbar") }
          .safeAreaInset(edge: .leading) { Color.red.frame(width: 10) }
          .safeAreaPadding(.horizontal, 6)
          .safeAreaPadding(3)
          .ignoresSafeArea(.container, edges: .top)
        Color.black.ignoresSafeArea().background { Color.white }
      })
  }

  @Test func idsAreListedInSourceOrderWithRowsExpanded() throws {
    let notation = try parseNotation(
      """
      VStack {
        Text("a").id("first").background { Color.red.id("under") }
        ForEach(0..<3) { i in
          HStack { ForEach(0..<2) { j in Text("x").id("r\\(i)c\\(j)") } }
        }
      }
      .id("root")
      """)
    #expect(notation.ids == ["first", "under", "r0c0", "r0c1", "r1c0", "r1c1", "r2c0", "r2c1", "root"])
  }

  @Test func theNotationIsASendableValueThatBuildsAgainAndAgain() async throws {
    let notation = try parseNotation("HStack { Text(\"a\").id(\"a\"); Spacer() }")
    let make: @Sendable () -> AnyView = { notation.makeView() }
    let frame = await Task.detached {
      LayoutSnapshot(make(), proposal: ProposedViewSize(width: 100, height: 50)).frame(of: "a")
    }.value
    #expect(
      frame == LayoutSnapshot(make(), proposal: ProposedViewSize(width: 100, height: 50)).frame(of: "a"))
    #expect(notation == (try parseNotation("HStack { Text(\"a\").id(\"a\"); Spacer() }")))
  }

  @Test func theListsOfSupportedNamesAreFixed() {
    #expect(ViewNotation.supportedViews.first == "VStack")
    #expect(ViewNotation.supportedViews.contains("NavigationSplitView"))
    #expect(ViewNotation.supportedModifiers.contains("frame"))
    #expect(
      ViewNotation.supportedForms.contains(
        ".frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"))
  }

  @Test func theDocumentationNamesEverySupportedViewAndModifier() throws {
    let docs = packageRoot.appendingPathComponent("docs/VIEW-NOTATION.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for name in ViewNotation.supportedViews {
      #expect(text.contains("`\(name)"), "\(name) is not documented")
    }
    for name in ViewNotation.supportedModifiers {
      #expect(text.contains("`.\(name)("), ".\(name) is not documented")
    }
  }
}
