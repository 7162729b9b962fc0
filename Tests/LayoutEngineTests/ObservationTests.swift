import Foundation
import Observation
import Testing

@testable import LayoutEngine

@Observable
final class Shelf {
  var width: CGFloat = 10
  var unrelated = 0
}

@Observable
final class Drawer {
  var width: CGFloat = 10
  var wide = false
}

@Suite("Observation")
struct ObservationTests {
  struct ShelfView: View {
    let shelf: Shelf
    var body: some View { box("b", shelf.width, 10) }
  }

  /// Apple, "Managing model data in your app": a view's body is updated when an observable
  /// property it read changes, and only then.
  @Test func readPropertiesMakeTheViewEvaluateAgain() {
    let shelf = Shelf()
    let graph = ViewGraph(
      VStack {
        ShelfView(shelf: shelf); Text("Other")
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    shelf.unrelated = 5
    #expect(!graph.layout(proposal: ProposedViewSize(width: 300, height: 300)))
    shelf.width = 40
    #expect(graph.layout(proposal: ProposedViewSize(width: 300, height: 300)))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["ShelfView (observed)"])
    #expect(graph.snapshot.frame(of: "b")!.width == 40)
  }

  @Test func bindableMakesBindingsToModelProperties() {
    struct Grower: View {
      @Bindable var shelf: Shelf
      var body: some View { Resizer(width: $shelf.width) }
    }
    struct Resizer: View {
      @Binding var width: CGFloat
      var body: some View { box("b", width, 10).onAppear { width = 25 } }
    }
    let shelf = Shelf()
    let graph = ViewGraph(Grower(shelf: shelf))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(shelf.width == 25)
    #expect(graph.snapshot.frame(of: "b")!.width == 25)
  }

  @Test func modelsInTheEnvironment() {
    struct Reader: View {
      @Environment(Shelf.self) var shelf
      var body: some View { box("b", shelf.width, 10) }
    }
    let shelf = Shelf()
    shelf.width = 33
    let graph = ViewGraph(Reader().environment(shelf))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 33)
    shelf.width = 44
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 44)
  }

  /// Properties read in a `ForEach` row's closure, a lazy row's, or a `GeometryReader`'s content
  /// are tracked too: SwiftUI runs those closures again when they change (Apple, "Managing model
  /// data in your app": "SwiftUI tracks any observable property that a view's body reads").
  @Test func propertiesReadInContentClosuresAreTracked() {
    struct Rows: View {
      let shelf: Shelf
      var body: some View { VStack { ForEach(0..<2) { i in box("row\(i)", shelf.width, 10) } } }
    }
    struct Reader: View {
      let shelf: Shelf
      var body: some View { GeometryReader { _ in box("g", shelf.width, 10) } }
    }
    let proposal = ProposedViewSize(width: 300, height: 300)
    func widthAfterChange<V: View>(_ view: (Shelf) -> V, _ id: String) -> CGFloat? {
      let shelf = Shelf()
      let graph = ViewGraph(view(shelf))
      graph.layout(proposal: proposal)
      shelf.unrelated = 1
      guard !graph.layout(proposal: proposal) else { return -1 }
      shelf.width = 30
      graph.layout(proposal: proposal)
      guard graph.snapshot.frame(of: id)?.width == 30 else { return -2 }
      // Tracked again after the change, and only once (the graph keeps one tracking per site).
      shelf.width = 40
      graph.layout(proposal: proposal)
      return graph.snapshot.frame(of: id)?.width
    }
    #expect(widthAfterChange({ Rows(shelf: $0) }, "row1") == 40)
    #expect(widthAfterChange({ Reader(shelf: $0) }, "g") == 40)
    // Outside any custom view: the root builds again.
    #expect(
      widthAfterChange({ shelf in VStack { ForEach(0..<2) { i in box("r\(i)", shelf.width, 10) } } }, "r0")
        == 40)
    #expect(
      widthAfterChange(
        { shelf in
          ScrollView { LazyVStack { ForEach(0..<50) { i in box("l\(i)", shelf.width, 10) } } }
        }, "l3") == 40)
  }

  /// A row added on a later build, reading an object that no row read before, is tracked for it:
  /// SwiftUI tracks what each run of a closure reads (Apple, Observation's
  /// `withObservationTracking(_:onChange:)`: it "tracks access to any property within the `apply`
  /// closure", run by run). Here the rows come and go with a geometry reader's size, while the
  /// custom view around keeps its tracking. (Each row's closure is tracked at a site of its own: a
  /// new row is tracked anew.)
  @Test func aRowAddedLaterIsTracked() {
    struct Rows: View {
      let shelves: [Shelf]
      var body: some View {
        GeometryReader { proxy in
          VStack { ForEach(0..<Int(proxy.size.width / 100)) { i in box("row\(i)", shelves[i].width, 10) } }
        }
      }
    }
    let shelves = [Shelf(), Shelf(), Shelf()]
    let graph = ViewGraph(Rows(shelves: shelves))
    graph.layout(proposal: ProposedViewSize(width: 100, height: 300))
    #expect(graph.snapshot.frame(of: "row1") == nil)
    let proposal = ProposedViewSize(width: 200, height: 300)
    graph.layout(proposal: proposal)
    #expect(graph.snapshot.frame(of: "row1")?.width == 10)
    shelves[1].width = 25
    #expect(graph.layout(proposal: proposal))
    #expect(graph.snapshot.frame(of: "row1")?.width == 25)
    shelves[0].width = 35
    #expect(graph.layout(proposal: proposal))
    #expect(graph.snapshot.frame(of: "row0")?.width == 35)
  }

  /// A row that starts reading a property only on a later build (here once `wide` is set) is
  /// tracked for it: SwiftUI tracks what each run of a closure reads (`withObservationTracking`,
  /// above). (Each row's closure is tracked at its own site; a tracking already in place there is
  /// not doubled.)
  @Test func aRowThatStartsReadingLaterIsTracked() {
    struct Rows: View {
      let drawer: Drawer
      var body: some View {
        VStack { ForEach(0..<3) { i in box("row\(i)", drawer.wide ? drawer.width : 5, 10) } }
      }
    }
    let drawer = Drawer()
    let graph = ViewGraph(Rows(drawer: drawer))
    let proposal = ProposedViewSize(width: 300, height: 300)
    graph.layout(proposal: proposal)
    #expect(graph.snapshot.frame(of: "row2")?.width == 5)
    // Not read yet: no update.
    drawer.width = 20
    #expect(!graph.layout(proposal: proposal))
    drawer.wide = true
    graph.layout(proposal: proposal)
    #expect(graph.snapshot.frame(of: "row2")?.width == 20)
    // Read since the last build: tracked, every time it changes.
    for width in [30, 40] as [CGFloat] {
      drawer.width = width
      graph.layout(proposal: proposal)
      #expect(graph.snapshot.frame(of: "row2")?.width == width)
    }
  }
}
