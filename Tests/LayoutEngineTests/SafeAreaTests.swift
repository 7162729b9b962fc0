import Foundation
import Testing

@testable import LayoutEngine

/// The seeds' article on `safeAreaInset` (fivestars.blog, translated in
/// `shared/seeds/003_08bad7f0bee68d69.txt`), reproduced on an iPhone-sized host: 390×844 points,
/// 47 points of status bar and 34 of home indicator. Numbers follow OpenSwiftUI's `SafeAreaInsets`,
/// `InsetViewModifier` and `RootGeometry`, and Apple's documentation of each modifier.
@Suite("Safe areas")
struct SafeAreaTests {
  static let screen = CGSize(width: 390, height: 844)
  static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  static func hosted(_ view: some View) -> (LayoutSnapshot, ViewGraph) {
    let graph = ViewGraph(view)
    graph.layout(in: screen, safeAreaInsets: insets)
    return (graph.snapshot, graph)
  }

  static var gradient: some View {
    LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing).id("g")
  }

  /// The frame of the style a modifier layers on a view that fills the safe area: the node inside
  /// the ignoresSafeArea the modifier puts around the style.
  static func styleFrame(_ view: some View) -> CGRect? {
    let (snapshot, _) = hosted(view)
    let modifier = snapshot.nodes.firstIndex { $0.kind.hasPrefix("ignoresSafeArea") }
    return modifier.map { snapshot.nodes[$0 + 1].frame }
  }

  static var filling: some View { Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity) }

  /// Apple, `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`
  /// (developer.apple.com/documentation/swiftui/view/overlay(_:ignoresSafeAreaEdges:)): "The set
  /// of edges for which to ignore safe area insets when adding the background [the overlay]. The
  /// default value is all. Specify an empty set to respect safe area insets on all edges."
  @Test(arguments: [true, false]) func aStyleLayerExtendsPastTheSafeAreaOnItsEdges(isBackground: Bool) {
    func layer(_ edges: Edge.Set?) -> CGRect? {
      let view: AnyView
      switch (isBackground, edges) {
      case (true, let edges?): view = AnyView(Self.filling.background(.red, ignoresSafeAreaEdges: edges))
      case (true, nil): view = AnyView(Self.filling.background(.red))
      case (false, let edges?): view = AnyView(Self.filling.overlay(.red, ignoresSafeAreaEdges: edges))
      case (false, nil): view = AnyView(Self.filling.overlay(.red))
      }
      return Self.styleFrame(view)
    }
    #expect(layer(nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(layer(.all) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(layer(.top) == CGRect(x: 0, y: 0, width: 390, height: 810))
    #expect(layer([]) == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  /// Apple, `overlay(_:ignoresSafeAreaEdges:)`: "Layers the specified style in front of this
  /// view": the style comes after the view it overlays.
  @Test func aStyleOverlayIsInFront() {
    let (snapshot, _) = Self.hosted(Self.filling.id("v").overlay(.red))
    let kinds = snapshot.nodes.map(\.kind)
    #expect(kinds.contains("overlay") && kinds.last == "red")
  }

  /// "By default, SwiftUI places our content in the safe area": the root is offered the safe
  /// size and centered in it.
  @Test func theRootLivesInTheSafeArea() {
    expectFrame(SafeAreaTests.hosted(SafeAreaTests.gradient).0, "g", rect(0, 47, 390, 763))
    let text = SafeAreaTests.hosted(Text("hi").id("t")).0
    let width = bodyWidth("hi")
    expectFrame(
      text, "t",
      rect((390 - width) / 2, 47 + (763 - TextMetrics.lineHeight(17)) / 2, width, TextMetrics.lineHeight(17)))
  }

  /// Apple, ignoresSafeArea(_:edges:): "extends … outside the safe area".
  @Test func ignoringTheSafeAreaFillsTheScreen() {
    let (s, _) = SafeAreaTests.hosted(Color.blue.id("c").ignoresSafeArea())
    expectFrame(s, "c", rect(0, 0, 390, 844))
    let bottomOnly = SafeAreaTests.hosted(Color.blue.id("c").ignoresSafeArea(edges: .bottom)).0
    expectFrame(bottomOnly, "c", rect(0, 47, 390, 797))
  }

  /// A view that does not touch an unsafe band has nothing to extend over.
  @Test func onlyViewsTouchingABandExtend() {
    let (s, _) = SafeAreaTests.hosted(box("b", 50, 50).ignoresSafeArea())
    expectFrame(s, "b", rect(170, 47 + (763 - 50) / 2, 50, 50))
    let padded = SafeAreaTests.hosted(Color.blue.id("c").ignoresSafeArea().padding(20)).0
    expectFrame(padded, "c", rect(20, 67, 350, 723))
  }

  /// Article, "the three steps": the inset takes the observed area, places its content at the
  /// edge, and passes the reduced area to the gradient.
  @Test func insetAtTheTop() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient.safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30).id("red") })
    expectFrame(s, "red", rect(0, 47, 390, 30))
    expectFrame(s, "g", rect(0, 77, 390, 733))
  }

  /// Article, "Size": the inset content takes the whole observed width, even when the view it is
  /// applied to is narrower.
  @Test func insetContentCanBeWiderThanTheView() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient.frame(width: 50).safeAreaInset(edge: .top, spacing: 0) {
        Color.red.frame(height: 30).id("red")
      })
    expectFrame(s, "red", rect(0, 47, 390, 30))
    expectFrame(s, "g", rect(170, 77, 50, 733))
  }

  /// Article, "Spacing": the spacing moves the view away from the content; a negative spacing
  /// makes them overlap while the content stays put.
  @Test func insetSpacing() {
    let gap = SafeAreaTests.hosted(
      SafeAreaTests.gradient.safeAreaInset(edge: .top, spacing: 50) { Color.red.frame(height: 30).id("red") }
    ).0
    expectFrame(gap, "red", rect(0, 47, 390, 30))
    expectFrame(gap, "g", rect(0, 127, 390, 683))
    let overlap = SafeAreaTests.hosted(
      SafeAreaTests.gradient.safeAreaInset(edge: .top, spacing: -10) { Color.red.frame(height: 30).id("red") }
    ).0
    expectFrame(overlap, "red", rect(0, 47, 390, 30))
    expectFrame(overlap, "g", rect(0, 67, 390, 743))
  }

  /// Article, "Alignment": content narrower than the area is aligned to the view.
  @Test func insetAlignment() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient.safeAreaInset(edge: .top, alignment: .trailing, spacing: 0) {
        Color.red.frame(width: 30, height: 30).id("red")
      })
    expectFrame(s, "red", rect(360, 47, 30, 30))
  }

  /// Article, "Stacking": the outermost inset applies first and is nearest the edge.
  @Test func stackedInsetsApplyOutermostFirst() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).id("red") }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 30).id("green") }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30).id("blue") })
    expectFrame(s, "blue", rect(0, 780, 390, 30))
    expectFrame(s, "green", rect(0, 750, 390, 30))
    expectFrame(s, "red", rect(0, 720, 390, 30))
    expectFrame(s, "g", rect(0, 47, 390, 673))
  }

  /// Article, "Multiple edges".
  @Test func insetsOnEveryEdge() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient
        .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30).id("red") }
        .safeAreaInset(edge: .trailing, spacing: 0) { Color.green.frame(width: 30).id("green") }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30).id("blue") }
        .safeAreaInset(edge: .leading, spacing: 0) { Color.yellow.frame(width: 30).id("yellow") })
    expectFrame(s, "yellow", rect(0, 47, 30, 763))
    expectFrame(s, "blue", rect(30, 780, 360, 30))
    expectFrame(s, "green", rect(360, 47, 30, 733))
    expectFrame(s, "red", rect(30, 47, 330, 30))
    expectFrame(s, "g", rect(30, 77, 330, 703))
  }

  /// Article, "ignoresSafeArea": since iOS 15 it also resets the insets safeAreaInset added.
  @Test func ignoringTheSafeAreaResetsInsets() {
    let (s, _) = SafeAreaTests.hosted(
      SafeAreaTests.gradient.ignoresSafeArea(edges: .bottom)
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).id("bar") })
    expectFrame(s, "bar", rect(0, 780, 390, 30))
    expectFrame(s, "g", rect(0, 47, 390, 797))
  }

  /// GeometryProxy.safeAreaInsets: the bands the reader touches, with the insets' bands added.
  @Test func geometryProxyReportsTheInsetsItTouches() {
    nonisolated(unsafe) var seen: [EdgeInsets] = []
    let reader = GeometryReader { proxy in
      let _ = seen.append(proxy.safeAreaInsets)
      Color.clear
    }
    _ = SafeAreaTests.hosted(reader)
    _ = SafeAreaTests.hosted(reader.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30) })
    _ = SafeAreaTests.hosted(reader.padding())
    #expect(
      seen == [
        EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
        EdgeInsets(top: 47, leading: 0, bottom: 64, trailing: 0), EdgeInsets(),
      ])
  }

  /// WWDC23 "Beyond scroll views": safeAreaPadding pads like padding and adds the padding to the
  /// safe area, so views that ignore the safe area extend over it.
  @Test func safeAreaPaddingVersusPadding() {
    let padded = SafeAreaTests.hosted(Color.red.id("c").padding(20)).0
    let safePadded = SafeAreaTests.hosted(Color.red.id("c").safeAreaPadding(20)).0
    #expect(padded.frame(of: "c") == safePadded.frame(of: "c"))
    expectFrame(safePadded, "c", rect(20, 67, 350, 723))
    let ignoring = SafeAreaTests.hosted(Color.red.id("c").ignoresSafeArea().safeAreaPadding(20)).0
    expectFrame(ignoring, "c", rect(0, 0, 390, 844))
    let ignoringPadding = SafeAreaTests.hosted(Color.red.id("c").ignoresSafeArea().padding(20)).0
    expectFrame(ignoringPadding, "c", rect(20, 67, 350, 723))
  }

  /// A scroll view extends under the unsafe bands it touches and insets its content by them, so
  /// the last row scrolls clear of a bottom inset (the article's first example).
  @Test func scrollViewsTurnBandsIntoContentInsets() {
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<30) { i in box("row\(i)", 390, 40) } }
    }
    .id("scroll")
    .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("button") }
    let (s, graph) = SafeAreaTests.hosted(view)
    #expect(s.frame(of: "scroll") == rect(0, 0, 390, 844))
    expectFrame(s, "row0", rect(0, 47, 390, 40))
    let geometry = graph.scrollGeometry(of: "scroll")!
    #expect(geometry.contentInsets == EdgeInsets(top: 47, leading: 0, bottom: 34 + 50 + 8, trailing: 0))
    // Apple, ScrollGeometry: the content offset "may extend before zero ... when the content
    // insets ... are non-zero"; the visible rect is "computed from the scroll view's content
    // offset, content insets, and its container size"; the bounds are "within the content insets".
    #expect(geometry.contentOffset == CGPoint(x: 0, y: -47))
    #expect(geometry.visibleRect == rect(0, -47, 390, 844))
    #expect(geometry.bounds == rect(0, 0, 390, 844 - 47 - 92))
    graph.scroll("scroll", to: CGPoint(x: 0, y: 10_000))
    graph.layout(in: SafeAreaTests.screen, safeAreaInsets: SafeAreaTests.insets)
    let bottom = graph.snapshot
    #expect(bottom.frame(of: "row29")!.maxY == bottom.frame(of: "button")!.minY - 8)
  }

  /// What a modifier after `ignoresSafeArea()` sees is the safe rectangle: the content extends,
  /// the modified view's frame does not. Apple documents only that the layout "proposes the
  /// expanded size to the view". The rest is measured and read:
  /// - on a device, a `.border` after `.ignoresSafeArea()` keeps the safe margins while the
  ///   content fills the screen (jianshu.com/p/3f1fb2d18555);
  /// - SwiftUI implements the modifier as `_SafeAreaIgnoringLayout`, a unary layout: its size is
  ///   its child's answer to the proposal as it is, and it places the child at its own origin
  ///   less the insets with the proposal grown by them (OpenSwiftUI's
  ///   `OpenSwiftUICore/Layout/SafeAreaIgnoringLayout.swift`, "audited for 6.5.4", and another
  ///   reimplementation from the binary's interface, `_SafeAreaIgnoringLayout: UnaryLayout`,
  ///   which delegates to `_SafeAreaRegionsIgnoringLayout`).
  /// A view `.background { }` after it therefore stays in the safe area; a style background
  /// (`.background(.red)`, which ignores the safe area itself by default) covers the screen.
  @Test func aModifierAfterIgnoresSafeAreaSeesTheSafeRectangle() {
    let (snapshot, _) = Self.hosted(
      Color.blue.id("content").ignoresSafeArea().background { Color.red.id("after") })
    expectFrame(snapshot, "content", rect(0, 0, 390, 844))
    expectFrame(snapshot, "after", rect(0, 47, 390, 763))
    let styled = Color.blue.ignoresSafeArea().background(.red)
    #expect(Self.styleFrame(styled) == rect(0, 0, 390, 844))
  }

  @Test func withoutAHostThereAreNoUnsafeBands() {
    let s = snapshot(Color.blue.id("c").ignoresSafeArea(), 100, 100)
    expectFrame(s, "c", rect(0, 0, 100, 100))
  }
}
