import Foundation
import Testing

@testable import LayoutEngine

/// `pinnedViews:` on lazy stacks and grids. Apple: a lazy stack's section headers and footers
/// "can either scroll with the stack's content or [...] pin to the top or bottom of the
/// ScrollView" ("Grouping data with lazy stack views"); a pinned header stays at the top until
/// the next one pushes it off (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`,
/// the UIKit behaviour SwiftUI's matches). That the visible top is below the unsafe bands the
/// scroll view extends over is SceneSim's model.
@Suite struct PinnedSectionTests {
  /// Two sections of ten 50-point rows under a 40-point header and above a 30-point footer,
  /// no spacing: section A spans 0..<570, B 570..<1140.
  struct Sections: View {
    let pinned: PinnedScrollableViews
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0, pinnedViews: pinned) {
          ForEach(["A", "B"], id: \.self) { name in
            Section {
              ForEach(0..<10) { i in Color.gray.frame(height: 50).id("\(name)\(i)") }
            } header: {
              Color.blue.frame(height: 40).id("header \(name)")
            } footer: {
              Color.green.frame(height: 30).id("footer \(name)")
            }
          }
        }
      }.id("scroll")
    }
  }

  private static func layout(_ view: some View, scrolledTo y: CGFloat) -> LayoutSnapshot {
    let graph = ViewGraph(view)
    let viewport = ProposedViewSize(width: 400, height: 300)
    graph.layout(proposal: viewport)
    graph.scroll("scroll", to: CGPoint(x: 0, y: y))
    graph.layout(proposal: viewport)
    return graph.snapshot
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionIsInView() {
    let snapshot = Self.layout(Sections(pinned: .sectionHeaders), scrolledTo: 200)
    #expect(snapshot.frame(of: "header A")?.minY == 0)
    // The rows scroll on beneath it.
    #expect(snapshot.frame(of: "A3")?.minY == CGFloat(40 + 150 - 200))
    #expect(snapshot.frame(of: "header B")?.minY == CGFloat(570 - 200))
  }

  @Test func theNextSectionPushesThePinnedHeaderOff() {
    // Section A ends at 570: scrolled by 550 its header (40) ends where the section does.
    let snapshot = Self.layout(Sections(pinned: .sectionHeaders), scrolledTo: 550)
    #expect(snapshot.frame(of: "header A")?.minY == CGFloat(570 - 550 - 40))
    #expect(snapshot.frame(of: "header B")?.minY == 20)
  }

  @Test func headersNotPinnedScrollAway() {
    let snapshot = Self.layout(Sections(pinned: []), scrolledTo: 200)
    #expect(snapshot.frame(of: "header A")?.minY == -200)
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsInView() {
    // Unscrolled, section A's footer (at 540) is below the 300-point window: it pins to its
    // bottom.
    let snapshot = Self.layout(Sections(pinned: .sectionFooters), scrolledTo: 0)
    #expect(snapshot.frame(of: "footer A")?.minY == CGFloat(300 - 30))
    #expect(snapshot.frame(of: "header A")?.minY == 0)
  }

  @Test func sectionsWrittenInTheStackPinToo() {
    // Not a ForEach: the stack's own subviews are the sections' parts.
    let view = ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        Section {
          ForEach(0..<10) { i in Color.gray.frame(height: 50).id("A\(i)") }
        } header: {
          Color.blue.frame(height: 40).id("header A")
        }
        Section {
          ForEach(0..<10) { i in Color.gray.frame(height: 50).id("B\(i)") }
        } header: {
          Color.blue.frame(height: 40).id("header B")
        }
      }
    }.id("scroll")
    let snapshot = Self.layout(view, scrolledTo: 600)
    // A spans 0..<540: its header is pushed off; B's (at 540) is pinned at the top.
    #expect(snapshot.frame(of: "header A")?.maxY == CGFloat(540 - 600))
    #expect(snapshot.frame(of: "header B")?.minY == 0)
    #expect(snapshot.frame(of: "B1")?.minY == CGFloat(540 + 40 + 50 - 600))
  }

  @Test func aHeaderPinsBelowTheUnsafeBandTheScrollViewExtendsOver() {
    // A scroll view filling a window with a 59-point top inset: its content starts below it,
    // and a pinned header stays there.
    let graph = ViewGraph(Sections(pinned: .sectionHeaders))
    graph.layout(
      in: CGSize(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    graph.scroll("scroll", to: CGPoint(x: 0, y: 200))
    graph.layout(
      in: CGSize(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    #expect(graph.snapshot.frame(of: "header A")?.minY == 59)
    #expect(graph.snapshot.frame(of: "A0")?.minY == CGFloat(59 + 40 - 200))
  }

  @Test func outsideAScrollViewNothingPins() {
    let view = LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
      Section {
        ForEach(0..<20) { i in Color.gray.frame(height: 50).id("A\(i)") }
      } header: {
        Color.blue.frame(height: 40).id("header A")
      } footer: {
        Color.green.frame(height: 30).id("footer A")
      }
    }
    let snapshot = LayoutSnapshot(view, proposal: ProposedViewSize(width: 400, height: 300))
    #expect(snapshot.frame(of: "footer A")?.minY == snapshot.frame(of: "A19")!.maxY)
  }

  @Test func aLazyGridPutsEachHeaderAcrossALineAndPinsIt() {
    let view = ScrollView {
      LazyVGrid(
        columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0, pinnedViews: [.sectionHeaders]
      ) {
        ForEach(["A", "B"], id: \.self) { name in
          Section {
            ForEach(0..<10) { i in Color.gray.frame(height: 50).id("\(name)\(i)") }
          } header: {
            Color.blue.frame(height: 40).id("header \(name)")
          }
        }
      }
    }.id("scroll")
    let unscrolled = Self.layout(view, scrolledTo: 0)
    // The header spans both columns; ten items make five lines; B starts a line of its own.
    #expect(unscrolled.frame(of: "header A") == CGRect(x: 0, y: 0, width: 400, height: 40))
    #expect(unscrolled.frame(of: "A1")?.minX == 204)
    #expect(unscrolled.frame(of: "A4")?.minY == 140)
    #expect(unscrolled.frame(of: "header B")?.minY == 290)
    #expect(unscrolled.frame(of: "B0")?.minX == 0)
    let scrolled = Self.layout(view, scrolledTo: 100)
    #expect(scrolled.frame(of: "header A")?.minY == 0)
    #expect(scrolled.frame(of: "header B")?.minY == 190)
  }

  @Test func aSectionInsideALazyGridsRowIsReportedAsNotModelled() {
    struct Group: View {
      let name: String
      var body: some View {
        Section {
          Color.gray.frame(height: 50)
        } header: {
          Color.blue.frame(height: 40)
        }
      }
    }
    let view = ScrollView {
      LazyVGrid(columns: [GridItem(.flexible())], pinnedViews: [.sectionHeaders]) {
        ForEach(["A", "B"], id: \.self) { Group(name: $0) }
      }
    }
    let snapshot = LayoutSnapshot(view, proposal: ProposedViewSize(width: 400, height: 300))
    #expect(snapshot.issues.filter { $0.kind == .notModelled }.count == 1)
  }

  @Test func theOffsetsFollowTheSectionsAlone() {
    // The pure rule: header of a section 0..<500 with a 40-point header, visible from 300.
    let pinning = SectionPinning(axis: .vertical, views: [.sectionHeaders, .sectionFooters])
    let parts = [
      SectionPinning.Part(start: 0, end: 40, place: ListRowPlace(role: .header, section: 1)),
      SectionPinning.Part(start: 40, end: 470, place: ListRowPlace(role: .row, section: 1)),
      SectionPinning.Part(start: 470, end: 500, place: ListRowPlace(role: .footer, section: 1)),
      SectionPinning.Part(start: 500, end: 540, place: ListRowPlace(role: .header, section: nil)),
    ]
    #expect(pinning.offsets(parts, visible: 300...600) == [300, 0, 0, 0])
    #expect(pinning.offsets(parts, visible: 480...780) == [460, 0, 0, 0])
    #expect(pinning.offsets(parts, visible: -200...100) == [0, 0, -400, 0])
  }
}
