import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

@Suite("Geometry and proposals")
struct GeometryTests {
  /// Apple, ProposedViewSize.replacingUnspecifiedDimensions(by:): "The default value is 10 for
  /// both dimensions."
  @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    #expect(
      ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 50, height: 10))
    #expect(
      ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
        == CGSize(width: 1, height: 7))
  }

  @Test func namedProposals() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    #expect(ProposedViewSize.unspecified.width == nil && ProposedViewSize.unspecified.height == nil)
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
  }

  /// `EdgeInsets` is made as SwiftUI makes it: `init()`, all zero, or every length given
  /// (Apple, EdgeInsets `init(top:leading:bottom:trailing:)`, which has no default values). (That
  /// fewer lengths do not compile, as in SwiftUI, a test that runs cannot show.)
  @Test func edgeInsetsTakeEveryLengthOrNone() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
    #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  @Test func impossibleProposalsAreClamped() {
    #expect(ProposedViewSize(width: .nan, height: -5) == ProposedViewSize(width: nil, height: 0))
    #expect(
      EdgeInsets(top: .nan, leading: .infinity, bottom: 1, trailing: 2)
        == EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 2))
    #expect(UnitPoint(x: .nan, y: 0.5) == UnitPoint(x: 0, y: 0.5))
  }

  @Test func unitPointsAndAlignments() {
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
    #expect(Edge.Set.horizontal == [.leading, .trailing])
    #expect(Edge.Set.all.contains(.bottom))
  }

  @Test func viewDimensionsDefaultGuides() {
    let d = ViewDimensions(size: CGSize(width: 40, height: 20), node: nil, proposal: .unset)
    #expect(d[HorizontalAlignment.leading] == 0)
    #expect(d[HorizontalAlignment.center] == 20)
    #expect(d[HorizontalAlignment.trailing] == 40)
    #expect(d[VerticalAlignment.top] == 0)
    #expect(d[VerticalAlignment.center] == 10)
    #expect(d[VerticalAlignment.bottom] == 20)
    // A view without text has its baselines at its bottom.
    #expect(d[VerticalAlignment.firstTextBaseline] == 20)
    #expect(d[explicit: HorizontalAlignment.leading] == nil)
  }

  /// Apple, VerticalAlignment.combineExplicit(_:): "For most alignment types, this method returns
  /// the mean of all non-nil values. However, some types use other rules. For example,
  /// firstTextBaseline returns the minimum value, while lastTextBaseline returns the maximum value."
  @Test func combineExplicitFollowsAppleDocumentation() {
    let values: [CGFloat?] = [3, nil, 1, 5]
    #expect(VerticalAlignment.center.combineExplicit(values) == 3)
    #expect(VerticalAlignment.firstTextBaseline.combineExplicit(values) == 1)
    #expect(VerticalAlignment.lastTextBaseline.combineExplicit(values) == 5)
    #expect(HorizontalAlignment.leading.combineExplicit(values) == 3)
    #expect(HorizontalAlignment.leading.combineExplicit([nil, nil]) == nil)
  }

  @Test func geometryFormatIsStable() {
    #expect(GeometryFormat.number(10) == "10")
    #expect(GeometryFormat.number(20.333333) == "20.333")
    #expect(GeometryFormat.number(-0.0001) == "0")
    #expect(GeometryFormat.number(.infinity) == "inf")
    #expect(GeometryFormat.rect(rect(1, 2, 3.5, 4)) == "(1, 2, 3.5×4)")
    #expect(GeometryFormat.number(-2.5) == "-2.5")
    #expect(GeometryFormat.number(0.05) == "0.05")
    #expect(GeometryFormat.number(-0.0006) == "-0.001")
  }

  /// A number is written as C's "%.3f" writes it, without trailing zeros, at every magnitude
  /// (written from its thousandths as an integer, which is exact below 10¹²).
  @Test func numbersAreWrittenAsPrintfWritesThem() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let magnitude = Double(generator.next() % 16)
      let sign: Double = generator.next() % 2 == 0 ? 1 : -1
      let value = sign * Double(generator.next() % 1_000_000) / 1_000_000 * pow(10, magnitude - 3)
      var expected = String(format: "%.3f", Double(GeometryFormat.rounded(value)))
      while expected.hasSuffix("0"), expected.contains(".") { expected.removeLast() }
      if expected.hasSuffix(".") { expected.removeLast() }
      if expected == "-0" { expected = "0" }
      #expect(GeometryFormat.number(value) == expected, "\(value)")
    }
  }
}
