import Foundation
import Observation
import Testing

@testable import LayoutEngine

@Observable
final class Shelf {
  var width: CGFloat = 10
  var unrelated = 0
}

@Suite("Observation")
struct ObservationTests {
  struct ShelfView: View {
    let shelf: Shelf
    var body: some View { box("b", shelf.width, 10) }
  }

  // Apple, "Managing model data in your app": a view's body is updated when an observable
  // property it read changes, and only then.
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
}
