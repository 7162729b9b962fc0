import SceneSim
import Foundation

func nest(_ d: Int) -> AnyView { d == 0 ? AnyView(Text("hello")) : (d % 2 == 0 ? AnyView(HStack { Text("a"); nest(d-1) }) : AnyView(VStack { Text("b"); nest(d-1) })) }
for d in [2, 4, 6, 8, 10, 12] {
  let t0 = Date()
  let g = ViewGraph(nest(d))
  g.layout(proposal: ProposedViewSize(width: 300, height: 600))
  print(d, g.nodeCount, g.measurementCounts, Date().timeIntervalSince(t0))
}
