import Foundation
import Testing

@testable import LayoutEngine

/// The README's examples, checked: the numbers it shows are the numbers SceneSim gives.
@Suite("README examples")
struct ReadmeTests {
  struct Row: View {
    var body: some View {
      HStack {
        Text("Inbox").font(.headline)
        Spacer()
        Color.blue.frame(width: 10, height: 10).id("dot")
      }
      .padding()
    }
  }

  @Test func layingOutAViewAndReadingItsFrames() {
    let snapshot = LayoutSnapshot(Row(), proposal: ProposedViewSize(width: 390, height: 844))
    #expect(GeometryFormat.size(snapshot.size) == "390×52.333")
    #expect(GeometryFormat.rect(snapshot.frame(of: "dot")!) == "(364, 21.167, 10×10)")
  }

  @Test func theLayoutComesBackAfterAResize() {
    let graph = ViewGraph(Row())
    graph.layout(proposal: ProposedViewSize(width: 1024, height: 768))
    let wide = graph.snapshot
    graph.layout(proposal: ProposedViewSize(width: 320, height: 768))
    #expect(graph.snapshot != wide)
    graph.layout(proposal: ProposedViewSize(width: 1024, height: 768))
    #expect(graph.snapshot == wide)
  }
}

/// The README's "Screens written for SwiftUI" example.
@Suite("README: screens written for SwiftUI")
struct ReadmeSwiftUISurfaceTests {
  struct Settings: View {
    @State private var servings = 2
    @State private var isAdding = false

    var body: some View {
      NavigationStack {
        Form {
          Section("Recipe") {
            Stepper("Serves \(servings)", value: $servings, in: 1...12).id("servings")
          }
        }
        .navigationTitle("Settings")
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { isAdding = true } } }
        .sheet(isPresented: $isAdding) { Text("New").id("sheet") }
      }
    }
  }

  @Test func aFormInANavigationStackOnAnIPhone() {
    var environment = EnvironmentValues()
    environment.userInterfaceIdiom = .phone
    let graph = ViewGraph(Settings(), environment: environment)
    graph.layout(
      in: CGSize(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    #expect(GeometryFormat.rect(graph.snapshot.frame(of: "servings")!) == "(32, 203.667, 329×32)")
  }
}
