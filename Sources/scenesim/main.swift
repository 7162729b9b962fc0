import SceneSim
import Foundation

struct FlowLayout: Layout {
  var spacing: CGFloat = 8
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, width: CGFloat = 0
    let maxW = proposal.width ?? .infinity
    for s in sizes {
      if x + s.width > maxW && x > 0 { x = 0; y += line + spacing; line = 0 }
      x += s.width + spacing; width = max(width, x - spacing); line = max(line, s.height)
    }
    return CGSize(width: width, height: y + line)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var point = bounds.origin
    var lineHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if point.x + size.width > bounds.maxX {
        point.x = bounds.origin.x
        point.y += lineHeight + spacing
        lineHeight = 0
      }
      subview.place(at: point, proposal: .unspecified)
      point.x += size.width + spacing
      lineHeight = max(lineHeight, size.height)
    }
  }
}

struct Content: View {
  var body: some View {
    VStack(alignment: .leading) {
      HStack { Text("Hello"); Spacer(); Text("World").id("w") }
      ViewThatFits(in: .horizontal) {
        HStack { Text("A long title that is long"); Text("Button") }
        VStack { Text("Short"); Text("Button") }
      }.id("vtf")
      FlowLayout { ForEach(["swift", "ui", "layout", "engine", "linux"], id: \.self) { Text($0).padding(4) } }
      Color.red.frame(width: 10, height: 10).id("box").padding()
    }
  }
}
let s = LayoutSnapshot(Content(), proposal: ProposedViewSize(width: 200, height: 400))
print(s)
print(s.frame(of: "box") as Any, s.chosenCandidate(of: "vtf") as Any)
