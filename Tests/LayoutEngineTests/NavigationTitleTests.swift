import Foundation
import Observation
import Testing

@testable import LayoutEngine

/// A navigation bar shows the title of the view on screen that sets it: when that view goes
/// away (its condition turns false), the title goes with it. Apple, `navigationTitle(_:)`: "when
/// a view is navigated to inside of a navigation view, that view's title is displayed in the
/// navigation bar"; `navigationBarTitle(_:)`: the modifier "only takes effect when this view is
/// inside of and visible within a `NavigationView`".
@Suite struct NavigationTitleTests {
  @Observable final class Selection {
    var book: String? = "Dune"
  }

  struct Detail: View {
    let selection: Selection
    var body: some View {
      NavigationStack {
        if let book = selection.book {
          Text(book).navigationTitle(book)
        } else {
          Text("Choose a book")
        }
      }
    }
  }

  func kinds(_ snapshot: LayoutSnapshot) -> [String] { snapshot.nodes.map(\.kind) }

  @Test func aTitleLeavesWithTheViewThatSetIt() {
    let selection = Selection()
    let graph = ViewGraph(Detail(selection: selection))
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(kinds(graph.snapshot).contains { $0.contains("Dune") })
    selection.book = nil
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(!kinds(graph.snapshot).contains { $0.contains("Dune") }, "the bar kept the title of a view gone")
    let cleared = Selection()
    cleared.book = nil
    let fresh = ViewGraph(Detail(selection: cleared))
    fresh.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }

  /// The bar is built after the screen that records a new title: it reads the title recorded in
  /// the same build (the request reaches a bar not reached yet in that build).
  @Test func aNewTitleReachesTheBarInTheSameUpdate() {
    let selection = Selection()
    let graph = ViewGraph(Detail(selection: selection))
    graph.layout(in: CGSize(width: 800, height: 600))
    selection.book = "Emma"
    graph.layout(in: CGSize(width: 800, height: 600))
    // The screen's text and the bar's large title.
    #expect(kinds(graph.snapshot).filter { $0 == "Text \"Emma\"" }.count == 2)
    #expect(!kinds(graph.snapshot).contains { $0.contains("Dune") })
    let emma = Selection()
    emma.book = "Emma"
    let fresh = ViewGraph(Detail(selection: emma))
    fresh.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }
}
