import Foundation
import PropertyTesting

@testable import LayoutEngine

/// A random view tree and the Swift-like text that describes it (printed on failure). Trees are
/// drawn from the property runner's `ChoiceSource`, so that its shrinker can shrink them: each
/// child is one span of the record, which the shrinker tries deleting, and every choice shrinks
/// toward fewer children, a leaf (`Color.red`) and the first of each list of values.
struct RandomView {
  let view: AnyView
  let text: String

  /// A length from a small set of telling values: zero, small, large, and fractional.
  static let length = Gen.element(of: [0, 1, 7.5, 10, 33.333, 80, 250] as [CGFloat])

  /// Trees of at most five levels.
  static let gen = Gen<RandomView> { source in try make(source) }

  static func make(_ source: ChoiceSource, depth: Int = 0) throws -> RandomView {
    let leafOnly = depth >= 4
    switch try Gen.int(in: 0...(leafOnly ? 8 : 20)).run(source) {
    case 0: return RandomView(view: AnyView(Color.red), text: "Color.red")
    case 1:
      let (w, h) = (try length.run(source), try length.run(source))
      return RandomView(
        view: AnyView(Color.blue.frame(width: w, height: h)),
        text: "Color.blue.frame(width: \(w), height: \(h))")
    case 2:
      let words = try Gen.element(of: ["Hi", "Hello world", "A longer line of text to wrap", ""]).run(source)
      return RandomView(view: AnyView(Text(words)), text: "Text(\"\(words)\")")
    case 3: return RandomView(view: AnyView(Spacer()), text: "Spacer()")
    case 4: return RandomView(view: AnyView(Divider()), text: "Divider()")
    case 5:
      let n = try Gen.int(in: 0...2).run(source)
      return RandomView(view: AnyView(PlainRow(n: n)), text: "PlainRow(n: \(n))")
    case 6:
      let width = try length.run(source)
      return RandomView(view: AnyView(SizeReader(width: width)), text: "SizeReader(width: \(width))")
    case 7:
      let limit = try Gen.int(in: 0...7).run(source)
      return RandomView(view: AnyView(Bumper(limit: limit)), text: "Bumper(limit: \(limit))")
    case 8:
      // Rare: a view that never settles.
      if try Gen.int(in: 0...5).run(source) == 5 {
        return RandomView(view: AnyView(Runaway()), text: "Runaway()")
      }
      return RandomView(view: AnyView(Bumper(limit: 1)), text: "Bumper(limit: 1)")
    default: break
    }
    // Zero to three children, each as likely (a count, then that many children, each a span).
    func children() throws -> [RandomView] {
      let child = Gen { try make($0, depth: depth + 1) }
      return try Gen.int(in: 0...3).flatMap { Gen.array(of: child, count: $0...$0) }.run(source)
    }
    func list(_ items: [RandomView]) -> String { items.map(\.text).joined(separator: "; ") }
    switch try Gen.int(in: 0...11).run(source) {
    case 0:
      let items = try children()
      let spacing: CGFloat? = try Gen.bool.run(source) ? try length.run(source) : nil
      return RandomView(
        view: AnyView(HStack(spacing: spacing) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "HStack(spacing: \(spacing.map { "\($0)" } ?? "nil")) { \(list(items)) }")
    case 1:
      let items = try children()
      return RandomView(
        view: AnyView(VStack(alignment: .leading) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "VStack(alignment: .leading) { \(list(items)) }")
    case 2:
      let items = try children()
      return RandomView(
        view: AnyView(
          ZStack(alignment: .bottomTrailing) { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "ZStack(alignment: .bottomTrailing) { \(list(items)) }")
    case 3:
      let inner = try make(source, depth: depth + 1)
      let value = try length.run(source)
      return RandomView(view: AnyView(inner.view.padding(value)), text: "\(inner.text).padding(\(value))")
    case 4:
      let inner = try make(source, depth: depth + 1)
      let value = try length.run(source)
      return RandomView(
        view: AnyView(inner.view.frame(minWidth: value, maxWidth: .infinity)),
        text: "\(inner.text).frame(minWidth: \(value), maxWidth: .infinity)")
    case 5:
      let inner = try make(source, depth: depth + 1)
      return RandomView(view: AnyView(inner.view.fixedSize()), text: "\(inner.text).fixedSize()")
    case 6:
      let items = try children()
      return RandomView(
        view: AnyView(ViewThatFits { ForEach(items.indices, id: \.self) { items[$0].view } }),
        text: "ViewThatFits { \(list(items)) }")
    case 7:
      let a = try make(source, depth: depth + 1)
      let b = try make(source, depth: depth + 1)
      return RandomView(
        view: AnyView(
          Grid {
            GridRow {
              a.view; b.view
            }
          }), text: "Grid { GridRow { \(a.text); \(b.text) } }")
    case 8:
      let inner = try make(source, depth: depth + 1)
      let priority = Double(try Gen.int(in: 0...2).run(source))
      return RandomView(
        view: AnyView(
          HStack {
            inner.view.layoutPriority(priority); Color.green
          }),
        text: "HStack { \(inner.text).layoutPriority(\(priority)); Color.green }")
    case 9:
      let inner = try make(source, depth: depth + 1)
      return RandomView(
        view: AnyView(Color.gray.overlay(alignment: .topLeading) { inner.view }),
        text: "Color.gray.overlay(alignment: .topLeading) { \(inner.text) }")
    case 10:
      let items = try children()
      return RandomView(
        view: AnyView(
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(items.indices, id: \.self) { items[$0].view }
          }),
        text: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { \(list(items)) }")
    default:
      let inner = try make(source, depth: depth + 1)
      return RandomView(
        view: AnyView(inner.view.aspectRatio(1.5, contentMode: .fit)),
        text: "\(inner.text).aspectRatio(1.5, contentMode: .fit)")
    }
  }
}

/// A random tree as the property runner holds it: its text and the choices that made it. A view
/// with `@State` belongs to one graph, so each graph gets its own tree, built again from the same
/// choices (`Gen.generate(replaying:)`).
struct RandomTree: Sendable, CustomStringConvertible {
  /// The tree as Swift-like text.
  let text: String
  /// The choices `RandomView.gen` drew for it.
  let choices: [UInt64]

  /// Random trees, shrinking toward smaller ones.
  static let gen = Gen<RandomTree> { source in
    let start = source.record.choices.count
    let view = try RandomView.make(source)
    return RandomTree(text: view.text, choices: source.record.choices[start...].map(\.value))
  }

  /// Whether the tree settles: a view that never settles (`Runaway`) changes with every update,
  /// so graphs that saw different updates differ, and comparisons leave such trees out.
  var settles: Bool { !text.contains("Runaway") }

  /// The same tree again, made afresh.
  func make() throws -> RandomView { try RandomView.gen.generate(replaying: choices).value }

  var description: String { text }
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
