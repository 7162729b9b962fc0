import Foundation
import Testing

@testable import LayoutEngine

@Suite("Environment")
struct EnvironmentTests {
  /// The seeds' adaptive stack: AnyLayout chosen by the horizontal size class.
  struct AdaptiveStack: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    var layout: AnyLayout {
      sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 20))
    }
    var body: some View {
      layout {
        box("a", 10, 10); box("b", 10, 10)
      }
    }
  }

  @Test func environmentPropertyReadsTheValueWhereTheViewIs() {
    let compact = snapshot(AdaptiveStack().environment(\.horizontalSizeClass, .compact), nil, nil)
    expectFrame(compact, "b", rect(0, 22, 10, 10))
    let regular = snapshot(AdaptiveStack().environment(\.horizontalSizeClass, .regular), nil, nil)
    expectFrame(regular, "b", rect(30, 0, 10, 10))
    // With no size class set (nil), the adaptive view takes its regular branch.
    expectFrame(snapshot(AdaptiveStack(), nil, nil), "b", rect(30, 0, 10, 10))
  }

  /// SceneSim's model: values are kept by their keys' types (`TypeKey`), whose hashes spread
  /// over the low bits a table's buckets are chosen by (types' metadata addresses share theirs).
  /// Apple, `colorScheme(_:)`: "Sets this view's color scheme": the views in it read it.
  @Test func aColorSchemeSetOnAViewReachesItsViews() {
    struct Reader: View {
      @Environment(\.colorScheme) private var scheme
      var body: some View { Color.red.id(scheme == .dark ? "dark" : "light") }
    }
    let graph = ViewGraph(VStack { Reader() }.colorScheme(.dark))
    graph.layout(in: CGSize(width: 100, height: 100))
    #expect(graph.snapshot.frame(of: "dark") != nil)
  }

  @Test func valuesOfManyKeysAreEachFoundByTheirKey() {
    let keys = EnvironmentDependencyTests.taggedKeys(200)
    var environment = EnvironmentValues()
    for (index, key) in keys.enumerated() {
      func set<K: EnvironmentKey>(_: K.Type) { environment[K.self] = index as! K.Value }
      set(key)
    }
    for (index, key) in keys.enumerated() {
      func read<K: EnvironmentKey>(_: K.Type) -> Int { environment[K.self] as! Int }
      #expect(read(key) == index)
    }
    // 200 keys in 64 buckets: about 3 left empty by a hash that spreads them.
    let buckets = Set(keys.map { TypeKey($0)._rawHashValue(seed: 0) & 63 })
    #expect(buckets.count >= 48, "200 keys fell in \(buckets.count) of 64 buckets")
    #expect(TypeKey(keys[7]) == TypeKey(keys[7]) && TypeKey(keys[7]).hashValue == TypeKey(keys[7]).hashValue)
  }

  @Test func innerOverridesWinAndOuterValuesReachDeepViews() {
    struct Reader: View {
      @Environment(\.dynamicTypeSize) var size
      let id: String
      var body: some View { box(id, size.isAccessibilitySize ? 40 : 10, 10) }
    }
    let s = snapshot(
      VStack {
        Reader(id: "outer"); VStack { Reader(id: "inner") }.dynamicTypeSize(.medium)
      }
      .dynamicTypeSize(.accessibility2), nil, nil)
    #expect(s.frame(of: "outer")!.width == 40)
    #expect(s.frame(of: "inner")!.width == 10)
  }

  @Test func customModifiersReadTheEnvironmentToo() {
    struct Inset: ViewModifier {
      @Environment(\.horizontalSizeClass) var sizeClass
      func body(content: Content) -> some View { content.padding(sizeClass == .compact ? 4 : 20) }
    }
    let s = snapshot(
      box("b", 10, 10).modifier(Inset()).environment(\.horizontalSizeClass, .compact), nil, nil)
    expectFrame(s, "b", rect(4, 4, 10, 10))
  }

  @Test func customEnvironmentKeys() {
    struct Reader: View {
      @Environment(\.accentScale) var scale
      var body: some View { box("b", 10 * scale, 10) }
    }
    #expect(snapshot(Reader(), nil, nil).frame(of: "b")!.width == 10)
    #expect(snapshot(Reader().environment(\.accentScale, 3), nil, nil).frame(of: "b")!.width == 30)
  }

  /// Apple HIG, Typography, "Dynamic Type sizes" (iOS): Body is 14, 15, 16, 17 (Large), 19, 21,
  /// 23 and, for the accessibility sizes, 28, 33, 40, 47, 53 points.
  @Test func textFollowsTheDynamicTypeTable() {
    let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    for (size, points) in zip(DynamicTypeSize.allCases, body) {
      #expect(Font.TextStyle.body.pointSize(at: size) == points)
      let s = snapshot(Text("Hello").dynamicTypeSize(size).id("t"), nil, nil)
      #expect(abs(s.frame(of: "t")!.height - TextMetrics.lineHeight(points)) < 0.001)
    }
    #expect(Font.TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
    #expect(Font.system(size: 13).pointSize(at: .accessibility5) == 13)
  }

  /// Every style at the default size (Large) and at the largest (AX5), as Apple's Human Interface
  /// Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS) give them.
  @Test func everyStyleHasItsOwnSizes() {
    let styles: [Font.TextStyle] = [
      .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption,
      .caption2,
    ]
    #expect(styles.map { $0.pointSize(at: .large) } == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    #expect(styles.map { $0.pointSize(at: .accessibility5) } == [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40])
    #expect(styles.map { $0.pointSize(at: .xSmall) } == [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11])
  }

  /// Apple, DynamicTypeSize: the sizes are ordered from xSmall to accessibility5;
  /// isAccessibilitySize is true for the accessibility sizes.
  @Test func dynamicTypeSizeOrderAndAccessibility() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(
      !DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
  }

  /// Apple, dynamicTypeSize(_:): "If a Dynamic Type size range is applied after setting a value, the
  /// value is limited by that range."
  @Test func dynamicTypeSizeRangeClamps() {
    let s = snapshot(
      Text("Hello").id("t").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5),
      nil, nil)
    #expect(abs(s.frame(of: "t")!.height - TextMetrics.lineHeight(23)) < 0.001)
  }

  /// UIFontMetrics.scaledValue(for:): a value scales as the style's point size does.
  @Test func scaledMetricScalesWithTheTextStyle() {
    struct Icon: View {
      @ScaledMetric(relativeTo: .body) var side: CGFloat = 17
      var body: some View { box("icon", side, side) }
    }
    #expect(snapshot(Icon(), nil, nil).frame(of: "icon")!.width == 17)
    #expect(snapshot(Icon().dynamicTypeSize(.accessibility1), nil, nil).frame(of: "icon")!.width == 28)
    #expect(snapshot(Icon().dynamicTypeSize(.xSmall), nil, nil).frame(of: "icon")!.width == 14)
  }

  /// SwiftUI mirrors layouts in a right-to-left environment: the first child of an HStack is on
  /// the right, leading padding is on the right, leading alignment is the right edge.
  @Test func rightToLeftMirrorsLayouts() {
    let row = snapshot(
      HStack(spacing: 0) {
        box("first", 10, 10); box("second", 20, 10)
      }.environment(\.layoutDirection, .rightToLeft),
      nil, nil)
    expectFrame(row, "first", rect(20, 0, 10, 10))
    expectFrame(row, "second", rect(0, 0, 20, 10))
    let padded = snapshot(
      box("b", 10, 10).padding(.leading, 10).environment(\.layoutDirection, .rightToLeft), nil, nil)
    expectFrame(padded, "b", rect(0, 0, 10, 10))
    let aligned = snapshot(
      box("b", 10, 10).frame(width: 100, alignment: .leading).environment(\.layoutDirection, .rightToLeft),
      nil, nil)
    expectFrame(aligned, "b", rect(90, 0, 10, 10))
  }

  /// Apple, LayoutDirection: "SwiftUI horizontally flips the x position of each view within its
  /// parent" (only where the direction is right-to-left).
  @Test func leftToRightInsideRightToLeftIsLeftToRightAgain() {
    let view = HStack(spacing: 0) {
      HStack(spacing: 0) {
        box("a", 10, 10); box("b", 10, 10)
      }.environment(\.layoutDirection, .leftToRight)
      box("c", 10, 10)
    }.environment(\.layoutDirection, .rightToLeft)
    let s = snapshot(view, nil, nil)
    expectFrame(s, "c", rect(0, 0, 10, 10))
    expectFrame(s, "a", rect(10, 0, 10, 10))
    expectFrame(s, "b", rect(20, 0, 10, 10))
  }

  /// Apple, LayoutSubviews.layoutDirection: the layout direction a custom layout reads; SwiftUI then
  /// flips its placements.
  @Test func customLayoutsSeeTheDirectionAndAreMirrored() {
    nonisolated(unsafe) var seen: [LayoutDirection] = []
    struct Row: Layout {
      let record: (LayoutDirection) -> Void
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record(subviews.layoutDirection)
        return CGSize(width: 30, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
      }
    }
    let s = snapshot(
      Row(record: { seen.append($0) }) { box("a", 10, 10) }.environment(\.layoutDirection, .rightToLeft), nil,
      nil)
    #expect(seen.last == .rightToLeft)
    expectFrame(s, "a", rect(20, 0, 10, 10))
  }

  @Test func scenePhaseAndPixelLength() {
    var values = EnvironmentValues()
    #expect(values.scenePhase == .active)
    values.displayScale = 3
    #expect(values.pixelLength == 1.0 / 3)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }
}

extension EnvironmentValues {
  fileprivate struct AccentScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
  var accentScale: CGFloat {
    get { self[AccentScaleKey.self] }
    set { self[AccentScaleKey.self] = newValue }
  }
}
