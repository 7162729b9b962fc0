import Foundation
import PropertyTesting

@testable import LayoutEngine

/// The engine's property tests draw trees from the project's specified generator.
extension Xoshiro256StarStar {
  /// A whole number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { next(below: bound) }

  /// A length from a small set of telling values: zero, small, large, and fractional.
  mutating func length() -> CGFloat {
    [0, 1, 7.5, 10, 33.333, 80, 250][below(7)]
  }
}

/// A random view tree and the Swift-like text that describes it (printed on failure).
struct RandomView {
  let view: AnyView
  let text: String

  static func make(_ random: inout Xoshiro256StarStar, depth: Int = 0) -> RandomView {
    let leafOnly = depth >= 4
    switch random.below(leafOnly ? 9 : 21) {
    case 0: return RandomView(view: AnyView(Color.red), text: "Color.red")
    case 1:
      let (w, h) = (random.length(), random.length())
      return RandomView(
        view: AnyView(Color.blue.frame(width: w, height: h)),
        text: "Color.blue.frame(width: \(w), height: \(h))")
    case 2:
      let words = ["Hi", "Hello world", "A longer line of text to wrap", ""][random.below(4)]
      return RandomView(view: AnyView(Text(words)), text: "Text(\"\(words)\")")
    case 3: return RandomView(view: AnyView(Spacer()), text: "Spacer()")
    case 4: return RandomView(view: AnyView(Divider()), text: "Divider()")
    case 5:
      let n = random.below(3)
      return RandomView(view: AnyView(PlainRow(n: n)), text: "PlainRow(n: \(n))")
    case 6:
      let width = random.length()
      return RandomView(view: AnyView(SizeReader(width: width)), text: "SizeReader(width: \(width))")
    case 7:
      let limit = random.below(8)
      return RandomView(view: AnyView(Bumper(limit: limit)), text: "Bumper(limit: \(limit))")
    case 8:
      // Rare: a view that never settles.
      if random.below(6) == 0 { return RandomView(view: AnyView(Runaway()), text: "Runaway()") }
      return RandomView(view: AnyView(Bumper(limit: 1)), text: "Bumper(limit: 1)")
    default: break
    }
    func children() -> [RandomView] {
      (0..<random.below(4)).map { _ in make(&random, depth: depth + 1) }
    }
    func list(_ items: [RandomView]) -> String { items.map(\.text).joined(separator: "; ") }
    switch random.below(12) {
    case 0:
      let items = children()
      let spacing: CGFloat? = random.below(2) == 0 ? nil : random.length()
      return RandomView(
        view: AnyView(HStack(spacing: spacing) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "HStack(spacing: \(spacing.map { "\($0)" } ?? "nil")) { \(list(items)) }")
    case 1:
      let items = children()
      return RandomView(
        view: AnyView(VStack(alignment: .leading) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "VStack(alignment: .leading) { \(list(items)) }")
    case 2:
      let items = children()
      return RandomView(
        view: AnyView(
          ZStack(alignment: .bottomTrailing) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "ZStack(alignment: .bottomTrailing) { \(list(items)) }")
    case 3:
      let inner = make(&random, depth: depth + 1)
      let value = random.length()
      return RandomView(view: AnyView(inner.view.padding(value)), text: "\(inner.text).padding(\(value))")
    case 4:
      let inner = make(&random, depth: depth + 1)
      let value = random.length()
      return RandomView(
        view: AnyView(inner.view.frame(minWidth: value, maxWidth: .infinity)),
        text: "\(inner.text).frame(minWidth: \(value), maxWidth: .infinity)")
    case 5:
      let inner = make(&random, depth: depth + 1)
      return RandomView(view: AnyView(inner.view.fixedSize()), text: "\(inner.text).fixedSize()")
    case 6:
      let items = children()
      return RandomView(
        view: AnyView(ViewThatFits { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "ViewThatFits { \(list(items)) }")
    case 7:
      let a = make(&random, depth: depth + 1)
      let b = make(&random, depth: depth + 1)
      return RandomView(
        view: AnyView(
          Grid {
            GridRow {
              a.view; b.view
            }
          }), text: "Grid { GridRow { \(a.text); \(b.text) } }")
    case 8:
      let inner = make(&random, depth: depth + 1)
      let priority = Double(random.below(3))
      return RandomView(
        view: AnyView(
          HStack {
            inner.view.layoutPriority(priority); Color.green
          }),
        text: "HStack { \(inner.text).layoutPriority(\(priority)); Color.green }")
    case 9:
      let inner = make(&random, depth: depth + 1)
      return RandomView(
        view: AnyView(Color.gray.overlay(alignment: .topLeading) { inner.view }),
        text: "Color.gray.overlay(alignment: .topLeading) { \(inner.text) }")
    case 10:
      let items = children()
      return RandomView(
        view: AnyView(
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(items.indices, id: \.self) { items[$0].view }
          }),
        text: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { \(list(items)) }")
    default:
      let inner = make(&random, depth: depth + 1)
      return RandomView(
        view: AnyView(inner.view.aspectRatio(1.5, contentMode: .fit)),
        text: "\(inner.text).aspectRatio(1.5, contentMode: .fit)")
    }
  }
}

/// A custom view with comparable inputs and text inside: reused while nothing changes, built
/// again when its environment does.
struct PlainRow: View {
  let n: Int
  var body: some View {
    HStack {
      Text("Row \(n)"); Color.red.frame(width: CGFloat(n) * 5)
    }
  }
}

/// A custom view that reads the environment.
struct SizeReader: View {
  let width: CGFloat
  @Environment(\.dynamicTypeSize) var size
  @Environment(\.horizontalSizeClass) var sizeClass
  var body: some View {
    if sizeClass == .compact {
      VStack {
        Text("A").font(.title); Color.blue.frame(width: width)
      }
    } else {
      HStack {
        Text(size.isAccessibilitySize ? "Large" : "Small"); Color.blue.frame(width: width)
      }
    }
  }
}

/// A custom view that grows from what it measures a bounded number of times, then settles.
struct Bumper: View {
  let limit: Int
  @State var bumps = 0
  var body: some View {
    Color.orange.frame(width: CGFloat(10 + bumps), height: 10)
      .onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: { _ in
        if bumps < limit { bumps += 1 }
      }
  }
}

/// A custom view that sizes itself from what it measures, one point more each time: it never
/// settles (the seeds' warning about `.frame(width: geo.size.width)`).
struct Runaway: View {
  @State var width: CGFloat = 10
  var body: some View {
    Color.red.frame(width: width, height: 10).onGeometryChange(for: CGFloat.self) {
      $0.size.width
    } action: {
      width = $0 + 1
    }
  }
}
