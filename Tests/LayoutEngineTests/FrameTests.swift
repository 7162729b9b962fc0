import Foundation
import Testing

@testable import LayoutEngine

@Suite("Frames")
struct FrameTests {
  /// Apple, frame(width:height:alignment:): "If you only specify one of the dimensions, the
  /// resulting view assumes this view's sizing behavior in the other dimension."
  @Test func fixedFrameOnOneAxis() {
    let s = snapshot(Color.red.frame(width: 50).id("f"), 100, 80)
    expectFrame(s, "f", rect(0, 0, 50, 80))
  }

  @Test func fixedFrameAlignsItsChild() {
    let s = snapshot(Text("Hi").id("t").frame(width: 100, height: 100, alignment: .bottomTrailing), nil, nil)
    let width = bodyWidth("Hi")
    expectFrame(
      s, "t", rect(100 - width, 100 - TextMetrics.lineHeight(17), width, TextMetrics.lineHeight(17)))
    let centered = snapshot(box("b", 10, 10).frame(width: 30, height: 30), nil, nil)
    expectFrame(centered, "b", rect(10, 10, 10, 10))
  }

  /// A child larger than its fixed frame overflows it, centered.
  @Test func childOverflowsAFixedFrame() {
    let s = snapshot(box("b", 50, 50).frame(width: 10, height: 10).id("f"), nil, nil)
    expectFrame(s, "f", rect(0, 0, 10, 10))
    expectFrame(s, "b", rect(-20, -20, 50, 50))
  }

  /// Apple, frame(minWidth:...): with only a maximum, the frame takes the proposal clamped to it,
  /// or the child's size if larger: maxWidth: .infinity fills the proposal.
  @Test func maxWidthInfinityFillsTheProposal() {
    let s = snapshot(Text("Hello").id("t").frame(maxWidth: .infinity).id("f"), 200, 100)
    let width = bodyWidth("Hello")
    #expect(s.frame(of: "f")!.width == 200)
    expectFrame(s, "t", rect((200 - width) / 2, 0, width, TextMetrics.lineHeight(17)))
  }

  /// Apple, frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:),
  /// Discussion (the three tests below): "If no minimum or maximum constraint is specified in a
  /// given dimension, the frame adopts the sizing behavior of its child in that dimension. If both
  /// constraints are specified in a dimension, the frame unconditionally adopts the size proposed
  /// for it, clamped to the constraints. Otherwise, the size of the frame in either dimension is:
  /// If a minimum constraint is specified and the size proposed for the frame by the parent is less
  /// than the size of this view, the proposed size, clamped to that minimum. If a maximum
  /// constraint is specified and the size proposed for the frame by the parent is greater than the
  /// size of this view, the proposed size, clamped to that maximum. Otherwise, the size of this
  /// view."
  @Test func maxWidthWithUnspecifiedProposalTakesTheChild() {
    let s = snapshot(Text("Hello").frame(maxWidth: .infinity).id("f"), nil, nil)
    #expect(s.frame(of: "f")!.width == bodyWidth("Hello"))
  }

  @Test func minWidthMakesAViewAtLeastThatWide() {
    let s = snapshot(Text("Hi").frame(minWidth: 100).id("f"), nil, nil)
    #expect(s.frame(of: "f")!.width == 100)
    let wide = snapshot(box("b", 150, 10).frame(minWidth: 100).id("f"), 120, 10)
    #expect(wide.frame(of: "f")!.width == 120)
  }

  /// With both bounds and a proposal, the frame takes the proposal clamped, whatever the child.
  @Test func minAndMaxClampTheProposal() {
    let s = snapshot(box("b", 10, 10).frame(minWidth: 50, maxWidth: 80).id("f"), 200, 10)
    #expect(s.frame(of: "f")!.width == 80)
    let narrow = snapshot(box("b", 10, 10).frame(minWidth: 50, maxWidth: 80).id("f"), 20, 10)
    #expect(narrow.frame(of: "f")!.width == 50)
  }

  /// SwiftUI Field Guide, "Ideal size": fixedSize() proposes nil, so the ideal dimension is used.
  @Test func idealSizeAppliesUnderFixedSize() {
    let s = snapshot(Color.red.frame(idealWidth: 50, idealHeight: 30).fixedSize().id("f"), 300, 300)
    #expect(s.frame(of: "f")!.size == CGSize(width: 50, height: 30))
    let flexible = snapshot(Color.red.frame(idealWidth: 50).id("f"), 300, 300)
    #expect(flexible.frame(of: "f")!.width == 300)
  }

  /// OpenSwiftUI FrameLayout.swift: "Invalid frame dimension (negative or non-finite)." and the
  /// dimension is treated as nil.
  @Test func invalidFixedFrameValuesAreIgnoredWithAnIssue() {
    for value in [-10, CGFloat.nan, .infinity] {
      let s = snapshot(Color.red.frame(width: value, height: 20).id("f"), 60, 60)
      #expect(s.frame(of: "f") == rect(0, 0, 60, 20))
      #expect(s.issues.contains { $0.kind == .invalidFrame })
    }
  }

  @Test func contradictoryFlexibleFrameIsNormalized() {
    let s = snapshot(Color.red.frame(minWidth: 100, maxWidth: 50).id("f"), 300, 10)
    #expect(s.frame(of: "f")!.width == 100)
    #expect(s.issues.contains { $0.message.contains("Contradictory frame constraints") })
    #expect(
      s.issues.map(\.message) == ["Contradictory frame constraints specified: minWidth, idealWidth, maxWidth"]
    )
    let nan = snapshot(Color.red.frame(minWidth: .nan, maxWidth: -3).id("f"), 30, 10)
    #expect(nan.frame(of: "f")!.width == 30)
    #expect(
      nan.issues.map(\.message) == [
        "Invalid frame dimension (negative or non-finite): minWidth nan treated as nil",
        "Invalid frame dimension (negative or non-finite): maxWidth -3 treated as nil",
      ])
    let tall = snapshot(Color.red.frame(minHeight: 40, idealHeight: 20).id("f"), 30, 100)
    #expect(tall.frame(of: "f")!.height == 100)
    #expect(
      tall.issues.map(\.message) == [
        "Contradictory frame constraints specified: minHeight, idealHeight, maxHeight"
      ])
  }
}
