import Foundation
import Testing

@testable import LayoutEngine

/// A view evaluates its body again for a change of a `@State` its views read as they were built
/// or laid out, and not for one that only an action or a callback reads. SwiftUI's `State` marks
/// its location read when `wrappedValue` is read during a view update, and a change re-evaluates
/// the view only when it was (OpenSwiftUI, `State.getValue(forReading:)` and
/// `StatePropertyBox.update`; Apple, `State`: "SwiftUI updates the parts of the view hierarchy
/// that depend on the value").
@Suite("State: a view depends on the state its views read")
struct StateReadTests {
  static let size = CGSize(width: 300, height: 200)

  /// A counter the body never shows, counted by a button, beside a title it shows.
  struct Tally: View {
    @State var taps = 0
    @State var title = "Draft"
    var body: some View {
      VStack {
        Text(title).id("title")
        Button("Count") { taps += 1 }.id("count")
        Button("Rename") { title = "Sent" }.id("rename")
      }
    }
  }

  @Test func aStateOnlyAnActionReadsEvaluatesNothing() {
    let graph = ViewGraph(Tally())
    graph.layout(in: Self.size)
    #expect(graph.perform(.tap("count")).isSuccess)
    graph.layout(in: Self.size)
    #expect(graph.lastUpdate.evaluations.isEmpty)
    // The value is kept all the same: the state's value is the graph's.
    #expect(graph.stateValues.first { $0.property == "taps" }?.value == "1")
    #expect(graph.perform(.tap("rename")).isSuccess)
    graph.layout(in: Self.size)
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Tally (state)"])
    #expect(graph.snapshot.nodes.contains { $0.kind == "Text \"Sent\"" })
  }

  /// A state read only in a callback's action (`onChange`) changes no view either.
  @Test func aStateOnlyACallbackReadsEvaluatesNothing() {
    struct Watcher: View {
      @State var checks = 0
      @State var phase = 0
      var body: some View {
        Button("Next") { phase += 1 }.id("next")
          .onChange(of: phase) { checks += 1 }
      }
    }
    let graph = ViewGraph(Watcher())
    graph.layout(in: Self.size)
    #expect(graph.perform(.tap("next")).isSuccess)
    graph.layout(in: Self.size)
    // `phase` is read by the body: one evaluation; `checks`, set by the callback, adds none.
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Watcher (state)"])
    #expect(graph.stateValues.first { $0.property == "checks" }?.value == "1")
  }

  /// Reads that count: through a binding by a view inside, and in a content closure that runs
  /// after the body (a `ForEach` row's).
  @Test func readsThroughABindingAndInContentClosuresCount() {
    struct Label: View {
      @Binding var on: Bool
      var body: some View { Text(on ? "On" : "Off").id("label") }
    }
    struct Switch: View {
      @State var on = false
      @State var name = "one"
      var body: some View {
        VStack {
          Label(on: $on)
          ForEach(0..<1, id: \.self) { _ in Text(name).id("name") }
          Button("Flip") { on.toggle() }.id("flip")
          Button("Rename") { name = "two" }.id("rename")
        }
      }
    }
    let graph = ViewGraph(Switch())
    graph.layout(in: Self.size)
    #expect(graph.perform(.tap("flip")).isSuccess)
    graph.layout(in: Self.size)
    #expect(graph.snapshot.nodes.contains { $0.kind == "Text \"On\"" })
    #expect(graph.perform(.tap("rename")).isSuccess)
    graph.layout(in: Self.size)
    #expect(graph.snapshot.nodes.contains { $0.kind == "Text \"two\"" })
  }

  /// A state finds its storage by its owner's identity and its place among the owner's
  /// properties, and takes it without a cast only when it holds a value of the state's type:
  /// storage of another type there (two identities that hash alike) is replaced, never read as
  /// this one's (SceneSim's model: identities are 64-bit hashes).
  @Test func storageOfAnotherTypeAtTheSameKeyIsReplaced() {
    let store = GraphStore()
    let owner = ViewIdentity.root.appending(7)
    let number = State(wrappedValue: 3)
    number._bind(in: store, owner: owner, index: 0, label: "_count")
    number.wrappedValue = 5
    let text = State(wrappedValue: "initial")
    text._bind(in: store, owner: owner, index: 0, label: "_name")
    #expect(text.wrappedValue == "initial")
    let again = State(wrappedValue: 0)
    again._bind(in: store, owner: owner, index: 0, label: "_count")
    #expect(again.wrappedValue == 0, "the number's storage was replaced by the text's, then by a new one")
    let sameNumber = State(wrappedValue: 1)
    sameNumber._bind(in: store, owner: owner, index: 0, label: "_count")
    #expect(sameNumber.wrappedValue == 0, "a storage of the state's own type is taken")
  }
}
