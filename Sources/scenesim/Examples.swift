import Foundation
import SceneSim

/// Views that `scenesim layout` can lay out: small adaptive layouts from the seeds.
struct Example {
  let name: String
  let summary: String
  let view: () -> AnyView

  static var all: [Example] {
    [
      Example(
        name: "toolbar", summary: "A ViewThatFits toolbar: a full row, a compact row, or a column",
        view: {
          AnyView(
            ViewThatFits(in: .horizontal) {
              HStack {
                Image(systemName: "star"); Text("Favorites"); Spacer(); Text("Share"); Text("Edit")
              }
              HStack {
                Image(systemName: "star"); Text("Share"); Text("Edit")
              }
              VStack {
                Image(systemName: "star"); Text("Share"); Text("Edit")
              }
            }.id("toolbar").padding())
        }),
      Example(
        name: "tags", summary: "A flow layout of tags that wraps at the width",
        view: {
          AnyView(
            TagFlow(spacing: 8) {
              ForEach(
                ["Swift", "SwiftUI", "Layout", "iPadOS", "Windows", "Stage Manager", "Split View"], id: \.self
              ) {
                Text($0).padding(.horizontal, 8).padding(.vertical, 4).background(Capsule())
              }
            }.padding())
        }),
      Example(
        name: "form", summary: "A two-column Grid form with a divider row",
        view: {
          AnyView(
            Grid(alignment: .leading) {
              GridRow {
                Text("Name").gridColumnAlignment(.trailing); Text("Ada Lovelace")
              }
              Divider()
              GridRow {
                Text("Born"); Text("10 December 1815")
              }
              GridRow {
                Text("Known for"); Text("The first published program")
              }
            }.padding())
        }),
      Example(
        name: "split", summary: "A sidebar and a detail column, the detail filling the rest",
        view: {
          AnyView(
            HStack(spacing: 0) {
              VStack(alignment: .leading) {
                Text("Inbox"); Text("Sent"); Text("Archive"); Spacer()
              }
              .padding().frame(width: 240).id("sidebar")
              Divider()
              VStack {
                Text("Message").font(.title); Spacer()
              }.frame(maxWidth: .infinity).padding().id("detail")
            })
        }),
    ]
  }
}

/// The seeds' flow layout, written as for SwiftUI.
struct TagFlow: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxWidth = proposal.width ?? .infinity
    var x: CGFloat = 0
    var y: CGFloat = 0
    var line: CGFloat = 0
    var width: CGFloat = 0
    for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
      if x > 0 && x + size.width > maxWidth {
        x = 0
        y += line + spacing
        line = 0
      }
      x += size.width + spacing
      width = max(width, x - spacing)
      line = max(line, size.height)
    }
    return CGSize(width: width, height: y + line)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var point = bounds.origin
    var line: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if point.x > bounds.minX && point.x + size.width > bounds.maxX {
        point = CGPoint(x: bounds.minX, y: point.y + line + spacing)
        line = 0
      }
      subview.place(at: point, proposal: .unspecified)
      point.x += size.width + spacing
      line = max(line, size.height)
    }
  }
}
