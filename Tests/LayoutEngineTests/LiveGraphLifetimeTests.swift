import Foundation
import Observation
import Testing

@testable import LayoutEngine

/// A model whose label only a view it may hide reads.
@Observable final class ShowModel {
  var show = true
  var label = "a"
}

/// How long what a live graph keeps for a view lasts: a view's state, its last evaluation and its
/// nodes live as long as its identity, and go with it (Demystify SwiftUI, WWDC21: "State lifetime
/// = View lifetime", a view's lifetime being the duration of its identity). Each test is a
/// finding of the live-graph review.
@Suite("Live graph: lifetimes of state, records and nodes")
struct LiveGraphLifetimeTests {
  static let proposal = ProposedViewSize(width: 300, height: 300)

  /// Rows b and c, then a inserted at the front as they appear; each row logs where it moves,
  /// from callbacks on the `ForEach` (and logs its appearance) or from an overlay on it.
  struct Feed: View {
    @State var items = ["b", "c"]
    let log: EventLog
    let inOverlay: Bool

    var body: some View {
      VStack(spacing: 0) {
        let rows = ForEach(items, id: \.self) { item in box(item, 10, 10) }
        if inOverlay {
          rows.overlay(Color.clear.modifier(MoveLog(log: log)))
        } else {
          rows.onAppear { log("appear") }.modifier(MoveLog(log: log))
        }
      }
      .onAppear { items.insert("a", at: 0) }
    }
  }

  /// Logs each change of the view's top edge, as "old->new".
  struct MoveLog: ViewModifier {
    let log: EventLog
    func body(content: Content) -> some View {
      content.onGeometryChange(for: CGFloat.self) {
        $0.frame(in: .global).minY
      } action: { old, new in
        log("\(Int(old))->\(Int(new))")
      }
    }
  }

  /// A 7×7 square in a padding of 1.
  struct Inner: View {
    var body: some View { Color.red.frame(width: 7, height: 7).padding(1) }
  }

  /// A view that grows by one each time it appears, with its content padded.
  struct Padded: View {
    @State var n = 0
    let log: EventLog
    var body: some View {
      Color.red.frame(width: CGFloat(10 + n), height: 10).id("x").padding(3)
        .onAppear {
          n += 1
          log("appear")
        }
    }
  }

  /// A geometry reader's content that drops a custom view and brings it back, without any
  /// state change around: the view comes back new (its state starts anew, it appears again).
  @Test func customViewLeavingAGeometryReadersContentComesBackNew() {
    let log = EventLog()
    let graph = ViewGraph(GeometryReader { proxy in if proxy.size.width > 200 { Padded(log: log) } })
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "x")?.width == 11)
    graph.layout(proposal: ProposedViewSize(width: 100, height: 300))
    #expect(graph.snapshot.frame(of: "x") == nil)
    #expect(graph.context.store.composites.isEmpty)
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "x")?.width == 11)
    #expect(log.events == ["appear", "appear"])
  }

  /// A geometry reader inside a lazy row: rows let go and made again build their readers'
  /// content anew.
  @Test func geometryReaderInALazyRowSurvivesScrollingAwayAndBack() {
    let graph = ViewGraph(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100) { i in GeometryReader { _ in Inner() }.frame(height: 40).id("r\(i)") }
        }
      }.id("scroll"))
    let viewport = ProposedViewSize(width: 390, height: 400)
    graph.layout(proposal: viewport)
    graph.scroll("scroll", to: CGPoint(x: 0, y: 2000))
    graph.layout(proposal: viewport)
    #expect(graph.snapshot.frame(of: "r0") == nil)
    graph.scroll("scroll", to: .zero)
    graph.layout(proposal: viewport)
    #expect(graph.snapshot.frame(of: "r0") == CGRect(x: 0, y: 0, width: 390, height: 40))
    let inner = graph.snapshot.nodes.first { $0.kind == "padding(1)" }
    #expect(inner?.frame == CGRect(x: 0, y: 0, width: 9, height: 9))
  }

  /// A root reused from the last build was under the implicit root stack; laid out again as a
  /// window's root, it is placed as the root (centered in the safe area), not by its old parent.
  @Test func reusedViewBecomingTheRootIsPlacedAsTheRoot() {
    struct Header: View { var body: some View { Color.red.frame(width: 10, height: 10).id("h") } }
    struct Screen: View {
      @State var show = true
      var body: some View {
        Header()
        if show { Color.blue.frame(width: 5, height: 5).onAppear { show = false } }
      }
    }
    let graph = ViewGraph(Screen())
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.root.parent == nil)
    graph.layout(
      in: CGSize(width: 200, height: 200),
      safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    #expect(graph.snapshot.frame(of: "h") == CGRect(x: 95, y: 105, width: 10, height: 10))
  }

  /// State changes of a lazy row, and of a geometry reader's content, apply when the container
  /// is inside a custom view: the update settles in two passes, with no feedback loop.
  @Test func stateInsideLazyRowsAndReaderContentOfACustomViewApplies() {
    struct Rows: View {
      let log: EventLog
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<100) { i in Counter(id: "row\(i)", log: log).frame(height: 40) }
          }
        }
      }
    }
    struct Reader: View {
      let log: EventLog
      var body: some View { GeometryReader { _ in Counter(id: "c", log: log) } }
    }
    let rows = ViewGraph(Rows(log: EventLog()))
    rows.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(rows.snapshot.frame(of: "row0")?.width == 11)
    #expect(rows.lastUpdate.passes == 2)
    #expect(rows.lastUpdate.feedbackLoop.isEmpty)
    let reader = ViewGraph(Reader(log: EventLog()))
    reader.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(reader.snapshot.frame(of: "c")?.width == 11)
    #expect(reader.lastUpdate.passes == 2)
    #expect(reader.issues.isEmpty)
  }

  /// State set on a view that left the graph (in its `onDisappear`, or a model property only it
  /// read) changes nothing: no false feedback loop, no update.
  @Test func stateOfAGoneViewChangesNothing() {
    struct Gone: View {
      @State var n = 0
      var body: some View { Color.red.onDisappear { n += 1 } }
    }
    struct Host: View {
      @State var show = true
      var body: some View {
        VStack {
          if show { Gone() }
          Color.blue.onAppear { show = false }
        }
      }
    }
    let graph = ViewGraph(Host())
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.lastUpdate.feedbackLoop.isEmpty)
    #expect(graph.lastUpdate.passes <= 3)
    #expect(graph.issues.isEmpty)

    struct Detail: View {
      let model: ShowModel
      var body: some View { Text(model.label) }
    }
    struct ModelHost: View {
      let model: ShowModel
      var body: some View { VStack { if model.show { Detail(model: model) } } }
    }
    let model = ShowModel()
    let observing = ViewGraph(ModelHost(model: model))
    observing.layout(proposal: LiveGraphLifetimeTests.proposal)
    model.show = false
    observing.layout(proposal: LiveGraphLifetimeTests.proposal)
    model.label = "b"
    #expect(!observing.layout(proposal: LiveGraphLifetimeTests.proposal))
    #expect(observing.issues.isEmpty)
  }

  struct Grow: ViewModifier {
    @State var on = false
    func body(content: Content) -> some View {
      content.frame(width: on ? 50 : 10, height: 10).onAppear { on = true }
    }
  }

  /// A custom modifier's `@State` is its own, kept while it stays, and a change evaluates its
  /// body again (a modifier is a view of its content).
  @Test func customModifierStateIsKeptAndApplies() {
    struct Screen: View {
      var body: some View { Color.red.modifier(Grow()).id("m") }
    }
    let graph = ViewGraph(Screen())
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "m")?.width == 50)
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Grow (state)"])
    #expect(graph.issues.isEmpty)
    graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
    #expect(graph.snapshot.frame(of: "m")?.width == 50)

    struct Marker: ViewModifier {
      @State var marked = false
      func body(content: Content) -> some View {
        content.overlay(box(marked ? "marked" : "plain", 1, 1))
      }
    }
    // Two stateful modifiers on one view: the state of one is not the other's.
    let both = ViewGraph(Color.red.modifier(Grow()).modifier(Marker()))
    both.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(both.snapshot.frame(of: "plain") != nil)
    #expect(both.snapshot.nodes.first?.frame.width == 50)
  }

  /// A view's overlay, background and safe-area inset content have identities of their own:
  /// custom views of one type there keep their own state.
  @Test func secondaryContentHasItsOwnIdentity() {
    let log = EventLog()
    let overlay = ViewGraph(
      Counter(id: "a", log: log).overlay(Counter(id: "b", log: log)).background(Counter(id: "c", log: log)))
    overlay.layout(proposal: LiveGraphLifetimeTests.proposal)
    for id in ["a", "b", "c"] { #expect(overlay.snapshot.frame(of: id)?.width == 11, "\(id)") }
    let inset = ViewGraph(
      Counter(id: "a", log: log).safeAreaInset(edge: .bottom) { Counter(id: "i", log: log) })
    inset.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(inset.snapshot.frame(of: "a") == CGRect(x: 0, y: 0, width: 11, height: 10))
    #expect(inset.snapshot.frame(of: "i") == CGRect(x: 0, y: 18, width: 11, height: 10))
    #expect(inset.root.children[0] !== inset.root.children[1])
  }

  /// A graph whose custom view's top node builds content during layout (a geometry reader, a
  /// lazy stack) is freed with the graph.
  @Test func graphsWithContentBuiltDuringLayoutAreFreed() {
    struct Reader: View {
      var body: some View { GeometryReader { _ in Counter(id: "c", log: EventLog()) } }
    }
    struct Rows: View {
      var body: some View { LazyVStack { ForEach(0..<10) { i in box("r\(i)", 10, 10) } } }
    }
    func contextIsFreed<V: View>(_ view: V) -> Bool {
      weak var context: GraphContext?
      do {
        let graph = ViewGraph(view)
        graph.layout(proposal: LiveGraphLifetimeTests.proposal)
        context = graph.context
      }
      return context == nil
    }
    #expect(contextIsFreed(Reader()))
    #expect(contextIsFreed(ScrollView { Rows() }))
  }

  /// A callback modifier on a `ForEach` applies to each element's view, with that element's
  /// identity: inserting at the front makes the new element appear, and the others report that
  /// they moved (Apple, ForEach: "identifies each element"; a modifier on a `ForEach` applies to
  /// each of its views, as on a `Group`).
  @Test func callbacksOnAForEachFollowTheElements() {
    let log = EventLog()
    let graph = ViewGraph(Feed(log: log, inOverlay: false))
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "a")?.minY == 0)
    // First: b and c appear at 0 and 10. Then a appears at 0, b moves 0->10, c moves 10->20.
    #expect(log.events == ["appear", "appear", "0->0", "10->10", "appear", "0->0", "0->10", "10->20"])
  }

  /// A row that left and came back with another element is a new row, not one whose id stayed
  /// while its element changed.
  @Test func rowsThatLeftAreNotComparedWhenTheyComeBack() {
    struct Item: Identifiable, Equatable { let id: String }
    struct Owner: View {
      @State var phase = 0
      var body: some View {
        let items =
          phase == 0
          ? [Item(id: "a"), Item(id: "b")] : phase == 1 ? [Item(id: "a")] : [Item(id: "a"), Item(id: "c")]
        VStack { ForEach(Array(items.enumerated()), id: \.offset) { _, item in Text(item.id) } }
          .onChange(of: phase, initial: true) { if phase < 2 { phase += 1 } }
      }
    }
    let graph = ViewGraph(Owner())
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.lastUpdate.unstableIdentities.isEmpty)
    #expect(graph.context.store.rowElements.count == 2)
  }

  /// A custom view that leaves from deeper inside a geometry reader's content (its parent is
  /// evaluated again without it) is gone too: it comes back new.
  @Test func customViewLeavingFromDeepInsideReaderContentComesBackNew() {
    struct Wrapper: View {
      let wide: Bool
      let log: EventLog
      var body: some View {
        VStack {
          if wide { Padded(log: log) }
          Color.blue.frame(width: 1, height: 1)
        }
      }
    }
    let log = EventLog()
    let graph = ViewGraph(GeometryReader { proxy in Wrapper(wide: proxy.size.width > 200, log: log) })
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    graph.layout(proposal: ProposedViewSize(width: 100, height: 300))
    #expect(graph.context.store.states.isEmpty)
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "x")?.width == 11)
    #expect(log.events == ["appear", "appear"])
  }

  /// A view that stops being shown (a `ViewThatFits` picks another candidate) and sets its state
  /// as it disappears: the update settles, with no feedback loop.
  @Test func stateSetByAViewAsItStopsBeingShownSettles() {
    struct Watcher: View {
      @State var visible = false
      var body: some View {
        Color.red.frame(width: visible ? 20 : 10, height: 10).id("w")
          .onAppear { visible = true }
          .onDisappear { visible = false }
      }
    }
    let graph = ViewGraph(
      ViewThatFits {
        GeometryReader { _ in Watcher() }.frame(width: 250, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(graph.snapshot.frame(of: "w")?.width == 20)
    graph.layout(proposal: ProposedViewSize(width: 100, height: 300))
    #expect(graph.lastUpdate.feedbackLoop.isEmpty)
    #expect(graph.issues.isEmpty)
  }

  /// Ids that repeat in a `ForEach` ("the ID occurs multiple times within the collection, this
  /// will give undefined results", SwiftUI's runtime warning): each repeat gets views of its own,
  /// scrolling a lazy stack of them is safe, and the issue is reported.
  @Test func repeatedForEachIdsGetViewsOfTheirOwn() {
    let lazy = ViewGraph(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(Array(repeating: "x", count: 100), id: \.self) { _ in Inner().frame(height: 40) }
        }
      }.id("scroll"))
    let viewport = ProposedViewSize(width: 390, height: 400)
    lazy.layout(proposal: viewport)
    lazy.scroll("scroll", to: CGPoint(x: 0, y: 400))
    lazy.layout(proposal: viewport)
    lazy.scroll("scroll", to: .zero)
    lazy.layout(proposal: viewport)
    let paddings = lazy.snapshot.nodes.filter { $0.kind == "padding(1)" }
    #expect(paddings.count > 1)
    #expect(Set(paddings.map(\.frame.minY)).count == paddings.count)
    #expect(lazy.issues.contains { $0.kind == .duplicateIdentity })

    let stack = ViewGraph(VStack(spacing: 0) { ForEach(["a", "a"], id: \.self) { _ in Inner() } })
    stack.layout(proposal: LiveGraphLifetimeTests.proposal)
    let frames = stack.snapshot.nodes.filter { $0.kind == "padding(1)" }.map(\.frame)
    #expect(frames == [CGRect(x: 0, y: 0, width: 9, height: 9), CGRect(x: 0, y: 9, width: 9, height: 9)])
    #expect(stack.issues.contains { $0.kind == .duplicateIdentity })
  }

  /// Callbacks on the rows of a custom view whose body is a `ForEach` keep their rows' identity
  /// when the custom view is reused whole: nothing appears twice.
  @Test func callbacksOnRowsOfAReusedCustomViewStayPut() {
    struct Rows: View {
      var body: some View { ForEach(["a", "b"], id: \.self) { Text($0) } }
    }
    struct Host: View {
      @State var n = 0
      let log: EventLog
      var body: some View {
        VStack {
          Rows()
            .onAppear { log("appear") }
            .onGeometryChange(for: CGFloat.self) {
              $0.frame(in: .global).minY
            } action: { _, _ in
              log("geometry")
            }
          Color.blue.frame(width: 10, height: 10)
        }
        .onAppear { n += 1 }
      }
    }
    let log = EventLog()
    let graph = ViewGraph(Host(log: log))
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(log.events == ["appear", "appear", "geometry", "geometry"])
  }

  /// Overlay content on a `ForEach` goes with each element: inserting at the front, the others'
  /// overlays report that they moved.
  @Test func overlaysOnAForEachFollowTheElements() {
    let log = EventLog()
    let graph = ViewGraph(Feed(log: log, inOverlay: true))
    graph.layout(proposal: LiveGraphLifetimeTests.proposal)
    #expect(log.events == ["0->0", "10->10", "0->0", "0->10", "10->20"])
  }

  /// What an app may keep of a view after its graph is gone: a binding to the view's state, and
  /// a model its body read. Changing them later reaches no graph and does nothing else: no crash,
  /// and the graph was not kept alive by them (SceneSim's model: Apple documents nothing of a
  /// binding kept past its view; the changes are made on the test's thread, the graph's). The store is linked to them without a `weak`
  /// reference (`GraphStoreLink`), cleared as the store goes: a link left pointing at it would
  /// be a use after free here (the address sanitizer's run in CI names it).
  @Test func stateAndModelsKeptAfterTheGraphIsGoneChangeNothing() {
    final class Kept: @unchecked Sendable { var binding: Binding<Int>? }
    struct Tally: View {
      @State var count = 0
      let model: ShowModel
      let kept: Kept
      var body: some View {
        Text(model.label + "\(count)").onAppear { kept.binding = $count }
      }
    }
    let model = ShowModel()
    let kept = Kept()
    weak var store: GraphStore?
    do {
      let graph = ViewGraph(Tally(model: model, kept: kept))
      graph.layout(proposal: Self.proposal)
      store = graph.context.store
      kept.binding?.wrappedValue = 1
      model.label = "b"
      graph.layout(proposal: Self.proposal)
      #expect(graph.snapshot.nodes.map(\.kind).last == "Text \"b1\"", "\(graph.snapshot)")
    }
    #expect(store == nil)
    kept.binding?.wrappedValue = 2
    model.label = "c"
    #expect(kept.binding?.wrappedValue == 2)
  }

  /// A split view takes the window's size class in place (`RootValueReading`, SceneSim's
  /// mechanism): the store keeps a list of such readers, which does not keep their nodes. A split view built again and again
  /// (a new identity each time) leaves the list bounded, the readers of nodes that are gone
  /// dropped, and a change of size class still reaches the split view shown: its layout is that
  /// of a graph made in the new size class.
  @Test func aSplitViewBuiltAgainAndAgainLeavesItsReadersBounded() {
    struct Rebuilt: View {
      let model: SplitRound
      var body: some View {
        NavigationSplitView {
          Color.red.id("sidebar")
        } detail: {
          Color.blue.id("detail")
        }
        .id(model.value)
      }
    }
    func environment(_ sizeClass: UserInterfaceSizeClass) -> EnvironmentValues {
      var environment = EnvironmentValues()
      environment.horizontalSizeClass = sizeClass
      return environment
    }
    let model = SplitRound()
    let size = CGSize(width: 1000, height: 700)
    let graph = ViewGraph(Rebuilt(model: model), environment: environment(.regular))
    graph.layout(in: size)
    for _ in 0..<200 {
      model.value += 1
      graph.layout(in: size)
    }
    let readers = graph.context.store.rootValueReaders
    #expect(readers.count <= 32, "\(readers.count) readers")
    #expect(readers.filter { $0.node != nil }.count == 1)
    graph.changeEnvironment { $0.horizontalSizeClass = .compact }
    graph.layout(in: size)
    let fresh = ViewGraph(Rebuilt(model: model), environment: environment(.compact))
    fresh.layout(in: size)
    #expect(graph.snapshot == fresh.snapshot)
    #expect(graph.snapshot != ViewGraph(Rebuilt(model: model), environment: environment(.regular)).snapshot)
  }
}

/// A number a view's identity follows.
@Observable final class SplitRound {
  var value = 0
}
