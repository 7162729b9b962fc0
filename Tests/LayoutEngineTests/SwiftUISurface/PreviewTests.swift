import Foundation
import Testing

@testable import LayoutEngine

// Previews compile and do nothing (SceneSim shows no canvas): `#Preview` expands to nothing,
// through SceneSim's own compiler plugin.
#Preview {
  Text("Preview")
}

#Preview("Named", traits: .landscapeLeft) {
  @Previewable @State var count = 3
  Text("\(count)")
}

struct PreviewedRow_Previews: PreviewProvider {
  static var previews: some View { Text("Row").previewLayout(.sizeThatFits) }
}

@Suite("Previews")
struct PreviewTests {
  /// The file above compiles (that is the test); a provider's previews are views like any other.
  @MainActor @Test func aPreviewProvidersViewsLayOut() {
    let graph = ViewGraph(PreviewedRow_Previews.previews.id("row"))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 100))
    #expect(graph.snapshot.frame(of: "row") != nil)
  }
}
