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
