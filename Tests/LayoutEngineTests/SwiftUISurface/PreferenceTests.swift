import Foundation
import Testing

@testable import LayoutEngine

struct WidestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Apple, "PreferenceKey": "a named value produced by a view ... views with multiple children
/// automatically combine its values for the key into a single value visible to its ancestors"
/// (`reduce(value:nextValue:)`); `onPreferenceChange` "adds an action to perform when the
/// specified preference key's value changes"; `anchorPreference` and `GeometryProxy`'s subscript
/// resolve an anchor "in the coordinate space of the geometry proxy".
@Suite("Preferences")
struct PreferenceTests {
  @Test func valuesReduceUpTheTreeAndReachOnPreferenceChange() {
    struct Row: View {
      @State private var widest: CGFloat = 0
      var body: some View {
        VStack {
          Text("a").preference(key: WidestKey.self, value: 30)
          Text("b").preference(key: WidestKey.self, value: 70)
          Text("c")
          box("widest", widest, 5)
        }.onPreferenceChange(WidestKey.self) { widest = $0 }
      }
    }
    let graph = ViewGraph(Row())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "widest")!.width == 70)
  }

  @Test func anOuterPreferenceReplacesAndATransformChangesTheContentsValue() {
    let set = PreferenceReductionProbe.value(
      VStack { Text("a").preference(key: WidestKey.self, value: 30) }.preference(
        key: WidestKey.self, value: 5))
    #expect(set == 5)
    let transformed = PreferenceReductionProbe.value(
      VStack { Text("a").preference(key: WidestKey.self, value: 30) }.transformPreference(WidestKey.self) {
        $0 += 1
      })
    #expect(transformed == 31)
    #expect(PreferenceReductionProbe.value(Text("none")) == nil)
  }

  @Test func anAnchorResolvesInTheOverlaysCoordinates() {
    let view = VStack(spacing: 0) {
      Color.clear.frame(height: 40)
      HStack(spacing: 0) {
        Color.clear.frame(width: 25)
        Color.red.frame(width: 50, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      }
    }
    .frame(width: 200, height: 100)
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Color.blue.frame(width: rect.width, height: rect.height).id("marker")
            .padding(.leading, rect.minX).padding(.top, rect.minY)
        }
      }
    }
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 200, height: 100))
    let red = graph.snapshot.nodes.first { $0.kind == "Color.red" }!.frame
    let marker = graph.snapshot.frame(of: "marker")!
    #expect(marker == red)
  }
}

/// Reads the preference a view's tree sets, laid out alone.
enum PreferenceReductionProbe {
  static func value(_ view: some View) -> CGFloat? {
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    return PreferenceReduction.value(of: WidestKey.self, in: graph.root)
  }
}
