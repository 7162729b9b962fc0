import Foundation
import Testing

@testable import LayoutEngine

final class Basket: ObservableObject {
  @Published var width: CGFloat = 10
  @Published var unrelated = 0
  var notPublished: CGFloat = 5
}

/// `ObservableObject` without Combine: Apple, "ObservableObject": "By default an ObservableObject
/// synthesizes an objectWillChange publisher that emits the changed value before any of its
/// @Published properties changes"; "Monitoring data changes in your app": a view with
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject` updates when the object changes.
@Suite("ObservableObject")
struct ObservableObjectTests {
  struct ObservedView: View {
    @ObservedObject var basket: Basket
    var body: some View { box("b", basket.width, 10) }
  }

  @Test func aPublishedChangeMakesAnObservingViewEvaluateAgain() {
    let basket = Basket()
    let graph = ViewGraph(ObservedView(basket: basket))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 10)
    basket.width = 40
    #expect(graph.layout(proposal: ProposedViewSize(width: 300, height: 300)))
    #expect(graph.snapshot.frame(of: "b")!.width == 40)
    #expect(!graph.layout(proposal: ProposedViewSize(width: 300, height: 300)))
  }

  @Test func objectWillChangeSendsBeforeTheChangeAndSendCanBeCalledByHand() {
    let basket = Basket()
    var seen: [CGFloat] = []
    let subscription = basket.objectWillChange.sink { seen.append(basket.width) }
    basket.width = 20
    basket.width = 30
    #expect(seen == [10, 20])  // the value before each change, as Combine sends it
    _ = subscription

    let graph = ViewGraph(
      VStack {
        ObservedView(basket: basket)
        Text("other")
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    basket.notPublished = 7
    basket.objectWillChange.send()
    #expect(graph.layout(proposal: ProposedViewSize(width: 300, height: 300)))
  }

  @Test func aStateObjectIsMadeOnceForTheViewsIdentity() {
    final class Counter: ObservableObject {
      nonisolated(unsafe) static var made = 0
      @Published var value = 12
      init() { Counter.made += 1 }
    }
    struct Owner: View {
      @StateObject private var counter = Counter()
      let extra: CGFloat
      var body: some View { box("b", CGFloat(counter.value) + extra, 10).onAppear { counter.value = 30 } }
    }
    struct Parent: View {
      @State private var extra: CGFloat = 0
      var body: some View { Owner(extra: extra).onAppear { extra = 1 } }
    }
    Counter.made = 0
    let graph = ViewGraph(Parent())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    // The parent evaluated again with a new `extra`; the owner kept its object.
    #expect(graph.snapshot.frame(of: "b")!.width == 31)
    #expect(Counter.made == 1)
  }

  @Test func environmentObjectsAndBindingsToTheirProperties() {
    struct Reader: View {
      @EnvironmentObject var basket: Basket
      var body: some View { Grower(width: $basket.width) }
    }
    struct Grower: View {
      @Binding var width: CGFloat
      var body: some View { box("b", width, 10).onAppear { width = 25 } }
    }
    let basket = Basket()
    let graph = ViewGraph(Reader().environmentObject(basket))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(basket.width == 25)
    #expect(graph.snapshot.frame(of: "b")!.width == 25)
  }

  @Test func publishedValuesArePublishedAndReceived() {
    struct Receiver: View {
      let basket: Basket
      @State private var received: CGFloat = 0
      var body: some View { box("b", received, 10).onReceive(basket.$width) { received = $0 } }
    }
    let basket = Basket()
    basket.width = 15
    let graph = ViewGraph(Receiver(basket: basket))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 15)
    basket.width = 45
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 45)
  }
}
