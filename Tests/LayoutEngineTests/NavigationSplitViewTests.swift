import Foundation
import LayoutEngine
import Testing

/// `NavigationSplitView`'s columns. Apple documents the behaviour ("collapsed split views" in a
/// narrow width, `columnVisibility` ignored when collapsed; `balanced` narrows the detail,
/// `prominentDetail` keeps it); the widths and the `automatic` thresholds are SceneSim's model,
/// documented on `SplitColumnModel`.
@Suite struct NavigationSplitViewTests {
  static func model(
    _ visibility: NavigationSplitViewVisibility = .automatic, style: NavigationSplitViewStyle = .automatic,
    threeColumns: Bool = true, compact: Bool = false, preferred: NavigationSplitViewColumn = .sidebar
  ) -> SplitColumnModel {
    SplitColumnModel(
      visibility: visibility, style: style, preferredCompactColumn: preferred,
      isCompact: compact, widths: Array(repeating: .standard, count: threeColumns ? 2 : 1))
  }

  @Test func automaticShowsWhatFitsBesideADetailOf320Points() {
    let model = Self.model()
    #expect(model.columns(width: 1194).shown == [.sidebar, .content, .detail])
    #expect(model.columns(width: 960).shown == [.sidebar, .content, .detail])
    #expect(model.columns(width: 959).shown == [.content, .detail])
    #expect(model.columns(width: 640).shown == [.content, .detail])
    #expect(model.columns(width: 639).shown == [.detail])
    #expect(Self.model(threeColumns: false).columns(width: 640).shown == [.sidebar, .detail])
    #expect(Self.model(threeColumns: false).columns(width: 639).shown == [.detail])
  }

  @Test func explicitVisibilityAndStyles() {
    #expect(Self.model(.all).columns(width: 500).shown == [.sidebar, .content, .detail])
    #expect(Self.model(.doubleColumn).columns(width: 2000).shown == [.content, .detail])
    #expect(Self.model(.doubleColumn, threeColumns: false).columns(width: 2000).shown == [.sidebar, .detail])
    #expect(Self.model(.detailOnly).columns(width: 2000).shown == [.detail])
    #expect(Self.model(style: .prominentDetail).columns(width: 2000).shown == [.detail])
    let overlay = Self.model(.all, style: .prominentDetail).columns(width: 2000)
    #expect(overlay.overlaysDetail && overlay.shown == [.sidebar, .content, .detail])
  }

  @Test func compactCollapsesToThePreferredColumn() {
    #expect(Self.model(.all, compact: true).columns(width: 2000).description == "collapsed to sidebar")
    #expect(Self.model(compact: true, preferred: .detail).columns(width: 400).shown == [.detail])
    // A two-column view has no content column: `.content` means its sidebar.
    #expect(
      Self.model(threeColumns: false, compact: true, preferred: .content).columns(width: 400).shown == [
        .sidebar
      ])
  }

  /// The columns shown read leading to trailing, each once, however they were set; columns
  /// that read the same are equal. SceneSim's own type (SwiftUI has no value for a split view's
  /// shown columns), kept as a set of columns.
  @Test func shownColumnsReadLeadingToTrailing() {
    var columns = Self.model(.detailOnly).columns(width: 2000)
    columns.shown = [.detail, .sidebar, .detail]
    #expect(columns.shown == [.sidebar, .detail])
    #expect(columns.description == "sidebar+detail")
    #expect(columns == Self.model(.doubleColumn, threeColumns: false).columns(width: 2000))
    columns.shown = [.content]
    #expect(columns.shown == [.content] && columns != Self.model(.detailOnly).columns(width: 2000))
  }

  /// A three-column split view of colors marked "sidebar", "content" and "detail", in a
  /// regular (or compact) width.
  static func splitView(
    _ visibility: NavigationSplitViewVisibility = .automatic, sidebarWidth: CGFloat? = 250,
    compact: Bool = false, style: NavigationSplitViewStyle = .automatic
  ) -> ViewGraph {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = compact ? .compact : .regular
    return ViewGraph(
      NavigationSplitView(columnVisibility: .constant(visibility)) {
        if let sidebarWidth {
          Color.red.id("sidebar").navigationSplitViewColumnWidth(sidebarWidth)
        } else {
          Color.red.id("sidebar")
        }
      } content: {
        Color.green.id("content")
      } detail: {
        Color.blue.id("detail")
      }.navigationSplitViewStyle(style),
      environment: environment)
  }

  static func mail(
    width: CGFloat, _ visibility: NavigationSplitViewVisibility = .automatic, compact: Bool = false,
    style: NavigationSplitViewStyle = .automatic
  ) -> LayoutSnapshot {
    let graph = splitView(visibility, compact: compact, style: style)
    graph.layout(in: CGSize(width: width, height: 800))
    return graph.snapshot
  }

  @Test func columnsAreLaidOutSideBySide() {
    let wide = Self.mail(width: 1194)
    #expect(wide.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 250, height: 800))
    #expect(wide.frame(of: "content") == CGRect(x: 250, y: 0, width: 320, height: 800))
    #expect(wide.frame(of: "detail") == CGRect(x: 570, y: 0, width: 624, height: 800))
    // 250 + 320 + 320 > 800: the sidebar hides and the content and detail share the width.
    let narrow = Self.mail(width: 800)
    #expect(narrow.frame(of: "sidebar") == nil)
    #expect(narrow.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 800))
    #expect(narrow.frame(of: "detail") == CGRect(x: 320, y: 0, width: 480, height: 800))
    #expect(narrow.nodes.compactMap(\.columns).map(\.description) == ["content+detail"])
  }

  /// Found by `scenesim stress mail` (the withinParents property): a column hosts its content as
  /// a window hosts its root view, offered the column and centered at the size the content
  /// chooses; content that cannot be as narrow overflows the column instead of being squeezed
  /// into a frame smaller than it is (its padding kept whole, as in SwiftUI).
  @Test func aColumnHostsItsContentAtTheContentsSize() {
    let graph = ViewGraph(
      AnyView(
        NavigationSplitView(columnVisibility: .constant(.all)) {
          Color.red.frame(width: 60, height: 40).padding(16).id("sidebar")
            .navigationSplitViewColumnWidth(20)
        } detail: {
          Color.blue.id("detail")
        }))
    graph.layout(in: CGSize(width: 800, height: 600))
    // 60 + 2 × 16 = 92 points, centered on the 20-point column: x = 10 − 46.
    #expect(graph.snapshot.frame(of: "sidebar") == CGRect(x: -36, y: 264, width: 92, height: 72))
    #expect(graph.snapshot.frame(of: "detail") == CGRect(x: 20, y: 0, width: 780, height: 600))
  }

  /// No hysteresis: a live split view laid out at widths crossing both thresholds, in a
  /// scrambled order, has at each width the layout that width gives alone (same frames, same
  /// paths, same columns).
  @Test func columnsComeBackWithTheWidth() {
    func graph() -> ViewGraph { Self.splitView(sidebarWidth: nil) }
    let live = graph()
    // Widths from 500 to 1400 in a scrambled order (7919 is prime to 901).
    for width in (0..<60).map({ CGFloat(500 + ($0 * 7919) % 901) }) {
      live.layout(in: CGSize(width: width, height: 600))
      let alone = graph()
      alone.layout(in: CGSize(width: width, height: 600))
      #expect(live.snapshot.difference(from: alone.snapshot) == nil, "at \(width)")
    }
    // The detail keeps its path (its index among the columns) when the sidebar hides.
    live.layout(in: CGSize(width: 800, height: 600))
    #expect(live.snapshot.nodes.last?.component.hasPrefix("2:") == true)
  }

  /// SceneSim's model (Apple documents no widths): all three columns asked for in a width too
  /// narrow for them are laid from the leading edge within the window, and the detail gets what is
  /// left (here nothing) rather than being placed outside it.
  @Test func columnsAskedForInANarrowWidthStayInside() {
    let graph = Self.splitView(.all, sidebarWidth: nil)
    graph.layout(in: CGSize(width: 500, height: 600))
    #expect(graph.snapshot.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 250, height: 600))
    #expect(graph.snapshot.frame(of: "content") == CGRect(x: 250, y: 0, width: 250, height: 600))
    #expect(graph.snapshot.frame(of: "detail") == CGRect(x: 500, y: 0, width: 0, height: 600))
  }

  /// Apple, `NavigationSplitViewStyle.prominentDetail`: "A navigation split style that attempts
  /// to maintain the size of the detail content when hiding or showing the leading columns" (and
  /// `balanced`, the other style, "reduces the size of the detail content to make room"). That
  /// the leading columns, shown, lie over a detail that keeps the whole width is SceneSim's
  /// reading of "maintain", and that `automatic` shows the detail alone in this style is its model.
  @Test func prominentDetailLaysLeadingColumnsOverTheDetail() {
    let snapshot = Self.mail(width: 1194, style: .prominentDetail)
    // `automatic` with `prominentDetail`: the detail only, the whole width.
    #expect(snapshot.frame(of: "detail") == CGRect(x: 0, y: 0, width: 1194, height: 800))
    #expect(snapshot.frame(of: "sidebar") == nil)
    // Shown, the leading columns lie over the detail, which keeps the whole width.
    let shown = Self.mail(width: 1194, .all, style: .prominentDetail)
    #expect(shown.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 250, height: 800))
    #expect(shown.frame(of: "content") == CGRect(x: 250, y: 0, width: 320, height: 800))
    #expect(shown.frame(of: "detail") == CGRect(x: 0, y: 0, width: 1194, height: 800))
  }

  @Test func collapsedShowsOneColumnFullWidth() {
    let collapsed = Self.mail(width: 400, compact: true)
    #expect(collapsed.frame(of: "sidebar") == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(collapsed.frame(of: "content") == nil && collapsed.frame(of: "detail") == nil)
  }

  /// A split view without a binding keeps the visibility the user toggled it to (View > Hide
  /// Sidebar) when the view around it is built again: it is the split view's state, and state
  /// lasts as long as the view's identity (WWDC21, "Demystify SwiftUI": a view's lifetime is the
  /// duration of its identity, and "State lifetime = View lifetime").
  @Test func anUnboundSplitViewKeepsItsToggledVisibilityWhenBuiltAgain() {
    struct Screen: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View {
        NavigationSplitView {
          Text("\(size)").id("sidebar")
        } detail: {
          Color.blue.id("detail")
        }
      }
    }
    let graph = ViewGraph(Screen())
    let size = CGSize(width: 1000, height: 600)
    graph.layout(in: size)
    #expect(graph.snapshot.frame(of: "sidebar") != nil)
    #expect(graph.toggleSidebar())
    graph.layout(in: size)
    #expect(graph.snapshot.frame(of: "sidebar") == nil)
    // The view reads the Dynamic Type size: a change builds it, and its split view, again.
    graph.environment.dynamicTypeSize = .xLarge
    graph.layout(in: size)
    #expect(graph.lastUpdate.evaluations.contains { $0.view.hasSuffix("Screen") })
    #expect(graph.snapshot.frame(of: "sidebar") == nil)
    #expect(graph.snapshot.frame(of: "detail")?.width == 1000)
  }
}
