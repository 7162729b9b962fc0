import Foundation
import Testing

@testable import LayoutEngine

@Suite("Modifiers")
struct ModifierTests {
  /// OpenSwiftUI DefaultPadding.swift: padding() is 16 points on each edge on iOS.
  @Test func defaultPaddingIsSixteen() {
    let s = snapshot(box("b", 10, 10).padding().id("p"), nil, nil)
    expectFrame(s, "p", rect(0, 0, 42, 42))
    expectFrame(s, "b", rect(16, 16, 10, 10))
  }

  @Test func paddingOnSomeEdges() {
    let s = snapshot(box("b", 10, 10).padding(.horizontal, 5).padding(.top, 3).id("p"), nil, nil)
    expectFrame(s, "p", rect(0, 0, 20, 13))
    expectFrame(s, "b", rect(5, 3, 10, 10))
    let insets = snapshot(
      box("b", 10, 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"), nil, nil)
    expectFrame(insets, "p", rect(0, 0, 16, 14))
  }

  @Test func paddingShrinksTheProposal() {
    let s = snapshot(Color.red.id("c").padding(10), 100, 50)
    expectFrame(s, "c", rect(10, 10, 80, 30))
    let tight = snapshot(Color.red.id("c").padding(40), 50, 50)
    expectFrame(tight, "c", rect(40, 40, 0, 0))
  }

  /// SwiftUI Field Guide, "Ideal size": fixedSize offers nil, so text keeps its ideal width.
  @Test func fixedSizeKeepsIdealWidth() {
    let text = "A long line of text"
    let s = snapshot(Text(text).fixedSize().id("t"), 50, 100)
    #expect(s.frame(of: "t")!.width == bodyWidth(text))
    let wrapped = snapshot(Text(text).fixedSize(horizontal: false, vertical: true).id("t"), 50, 10)
    #expect(wrapped.frame(of: "t")!.width <= 50)
    #expect(wrapped.frame(of: "t")!.height > 40)
  }

  /// objc.io, "AspectRatio" (2022): fit proposes the largest size of the ratio inside the proposal,
  /// fill the smallest that covers it; the child keeps its own size.
  @Test func aspectRatioFitAndFill() {
    let fit = snapshot(Color.red.aspectRatio(2, contentMode: .fit).id("c"), 100, 100)
    #expect(fit.frame(of: "c")!.size == CGSize(width: 100, height: 50))
    let fill = snapshot(Color.red.aspectRatio(2, contentMode: .fill).id("c"), 100, 100)
    #expect(fill.frame(of: "c")!.size == CGSize(width: 200, height: 100))
    let sized = snapshot(
      Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit).id("c"), 100, 100)
    #expect(approximatelyEqual(sized.frame(of: "c")!.size, CGSize(width: 100, height: 56.25)))
  }

  /// Apple, offset(x:y:): "The original dimensions of the view aren't changed by offsetting the
  /// contents." The content itself moves.
  @Test func offsetMovesContentButNotLayout() {
    let s = snapshot(
      VStack(spacing: 0) {
        box("a", 10, 10).offset(x: 5, y: 7).id("o"); box("b", 10, 10)
      }, nil, nil)
    expectFrame(s, "o", rect(0, 0, 10, 10))
    expectFrame(s, "a", rect(5, 7, 10, 10))
    expectFrame(s, "b", rect(0, 10, 10, 10))
  }

  /// Apple, position(x:y:): "Positions the center of this view at the specified coordinates in its
  /// parent's coordinate space"; the view takes the whole proposal.
  @Test func positionCentersContentAtAPoint() {
    let s = snapshot(box("b", 10, 10).position(x: 50, y: 20).id("p"), 100, 80)
    expectFrame(s, "p", rect(0, 0, 100, 80))
    expectFrame(s, "b", rect(45, 15, 10, 10))
  }

  /// netsplit.com, "Secondary views": an overlay is offered the primary's size, aligned, and
  /// never changes the layout.
  @Test func overlayIsOfferedThePrimarySize() {
    let s = snapshot(
      box("card", 100, 50).overlay(alignment: .topTrailing) { box("badge", 10, 10) }.id("o"), nil, nil)
    #expect(s.size == CGSize(width: 100, height: 50))
    expectFrame(s, "badge", rect(90, 0, 10, 10))
    let filled = snapshot(Text("Hi").padding(4).background(Color.yellow.id("bg")).id("o"), nil, nil)
    #expect(filled.frame(of: "bg") != nil)
    #expect(filled.frame(of: "bg") == filled.frame(of: "o"))
  }

  /// Apple, overlay(alignment:content:) and background(alignment:content:): the secondary view
  /// is aligned to the primary by `alignment`, at every edge and center (and a guide the
  /// secondary view sets with `alignmentGuide` takes the place of that guide's default).
  @Test func aSecondaryViewIsAlignedByEachGuide() {
    let alignments: [(Alignment, CGFloat, CGFloat)] = [
      (.topLeading, 0, 0), (.top, 45, 0), (.topTrailing, 90, 0),
      (.leading, 0, 20), (.center, 45, 20), (.trailing, 90, 20),
      (.bottomLeading, 0, 40), (.bottom, 45, 40), (.bottomTrailing, 90, 40),
    ]
    for (alignment, x, y) in alignments {
      let over = snapshot(
        box("card", 100, 50).overlay(alignment: alignment) { box("badge", 10, 10) }, nil, nil)
      expectFrame(over, "badge", rect(x, y, 10, 10))
      let under = snapshot(
        box("card", 100, 50).background(alignment: alignment) { box("badge", 10, 10) }, nil, nil)
      expectFrame(under, "badge", rect(x, y, 10, 10))
    }
    // The badge's leading edge on the card's trailing edge, its top 4 points below the card's.
    let guided = snapshot(
      box("card", 100, 50).overlay(alignment: .topTrailing) {
        box("badge", 10, 10).alignmentGuide(.trailing) { d in d[.leading] }.alignmentGuide(.top) { _ in -4 }
      }, nil, nil)
    expectFrame(guided, "badge", rect(100, 4, 10, 10))
  }

  /// Apple, overlay(alignment:content:): the alignment is used to "position the implicit ZStack that
  /// groups the foreground views".
  @Test func overlayWithSeveralViewsStacksThem() {
    let s = snapshot(
      box("card", 100, 50).overlay {
        box("a", 10, 10); box("b", 20, 20)
      }, nil, nil)
    expectFrame(s, "a", rect(45, 20, 10, 10))
    expectFrame(s, "b", rect(40, 15, 20, 20))
  }

  @Test func backgroundStyleFillsTheView() {
    let s = snapshot(box("b", 30, 20).background(.ultraThinMaterial), nil, nil)
    #expect(s.nodes.contains { $0.kind == "ultraThinMaterial" && $0.frame == rect(0, 0, 30, 20) })
  }

  /// Apple, Group: "any modifier you apply to the group affects all of that group's members".
  @Test func modifierOnGroupAppliesToEachMember() {
    let s = snapshot(
      VStack(spacing: 0) {
        Group {
          box("a", 10, 10); box("b", 10, 10)
        }.padding(5)
      }, nil, nil)
    expectFrame(s, "a", rect(5, 5, 10, 10))
    expectFrame(s, "b", rect(5, 25, 10, 10))
  }

  /// `windowResizeAnchor(_:)`: the first anchor in the tree's order is the window's; nil leaves
  /// the system's choice (Apple: "Defaults to a system defined value when nil").
  @Test func windowResizeAnchorIsTheFirstInTreeOrder() {
    let graph = ViewGraph(
      VStack {
        Color.red.windowResizeAnchor(nil)
        HStack { Color.blue.windowResizeAnchor(.top) }
        Color.green.windowResizeAnchor(.bottom)
      })
    #expect(graph.windowResizeAnchor == .top)
    #expect(ViewGraph(Color.red.windowResizeAnchor(nil)).windowResizeAnchor == nil)
    // Layout-neutral.
    #expect(
      snapshot(box("a", 10, 10).windowResizeAnchor(.center), nil, nil).frame(of: "a")
        == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func customViewModifierWrapsItsContent() {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding(4).background(Color.white)
      }
    }
    let s = snapshot(box("b", 10, 10).modifier(Card()).id("card"), nil, nil)
    expectFrame(s, "card", rect(0, 0, 18, 18))
    expectFrame(s, "b", rect(4, 4, 10, 10))
  }

  @Test func nestedCustomModifiersResolveTheirOwnContent() {
    struct Inner: ViewModifier {
      func body(content: Content) -> some View { content.padding(1) }
    }
    struct Outer: ViewModifier {
      func body(content: Content) -> some View { content.modifier(Inner()).padding(2) }
    }
    let s = snapshot(box("b", 10, 10).modifier(Outer()).id("o"), nil, nil)
    expectFrame(s, "o", rect(0, 0, 16, 16))
    expectFrame(s, "b", rect(3, 3, 10, 10))
  }

  @Test func layoutPriorityTravelsThroughModifiers() {
    let s = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(1).padding(0).id("a")
        Color.blue
      }, 150, 10)
    #expect(s.frame(of: "a")!.width == 100)
  }
}

@Suite("Layout-neutral modifiers and controls")
struct NeutralModifierTests {
  /// SwiftUI code full of styling compiles and lays out as without the styling.
  @Test func stylingDoesNotChangeLayout() {
    let plain = snapshot(
      VStack {
        Text("Title"); Circle().frame(width: 20, height: 20).id("c")
      }, 200, 200)
    let styled = snapshot(
      VStack {
        Text("Title").foregroundColor(.red).opacity(0.5).multilineTextAlignment(.center)
        Circle().fill(Color.red).frame(width: 20, height: 20).id("c").shadow(radius: 2).clipShape(Circle())
      }.tint(.blue).cornerRadius(4).border(Color.gray).clipped().onTapGesture {}, 200, 200)
    #expect(plain.frame(of: "c") != nil)
    #expect(plain.frame(of: "c") == styled.frame(of: "c"))
    #expect(plain.size == styled.size)
  }

  @Test func buttonAndLabelLayOutAsTheirContent() {
    let button = snapshot(Button("Next") {}.id("b"), nil, nil)
    #expect(button.frame(of: "b")!.width == bodyWidth("Next"))
    let label = snapshot(Label("Inbox", systemImage: "tray").id("l"), nil, nil)
    #expect(abs(label.frame(of: "l")!.width - (TextMetrics.lineHeight(17) + 8 + bodyWidth("Inbox"))) < 0.001)
  }
}

/// `.accessibilityIdentifier(_:)` names a view as `.id(_:)` does, for SceneSim's lookups.
@Suite struct AccessibilityIdentifierTests {
  @Test func aViewIsFoundByItsIdentifier() {
    let snapshot = LayoutSnapshot(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("side")
        Color.blue.frame(width: 20, height: 10).id("main")
      }, proposal: .unspecified)
    #expect(snapshot.frame(of: "side") == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(snapshot.frame(of: "main") == CGRect(x: 10, y: 0, width: 20, height: 10))
  }
}
