import Foundation
import Testing

@testable import LayoutEngine

/// The seeds' "Lazy Container Gotchas": lazy stacks make rows on demand and let them go when
/// off-screen; onAppear/onDisappear fire each time; @State in a row resets when it comes back.
@Suite("Lazy containers")
struct LazyTests {
  static let viewport = ProposedViewSize(width: 390, height: 400)

  static func list(log: EventLog, lazy: Bool = true) -> some View {
    ScrollView {
      if lazy {
        LazyVStack(spacing: 0) {
          ForEach(0..<1000) { i in Counter(id: "row\(i)", log: log).frame(height: 40) }
        }
      } else {
        VStack(spacing: 0) { ForEach(0..<30) { i in Counter(id: "row\(i)", log: log).frame(height: 40) } }
      }
    }
    .id("scroll")
  }

  @Test func onlyRowsInViewAndTheMarginAreMade() {
    let log = EventLog()
    let graph = ViewGraph(LazyTests.list(log: log))
    graph.layout(proposal: LazyTests.viewport)
    let s = graph.snapshot
    // Visible 0…400, and half a viewport on each side: rows whose 40-point band meets −200…600.
    // The margin (LazyLimits.marginFraction) is SceneSim's model of prefetching, not Apple's.
    #expect(s.frame(of: "row0") != nil)
    #expect(s.frame(of: "row14") != nil)
    #expect(s.frame(of: "row15") == nil)
    #expect(log.events.count == 15)
    // The length counts the rows not made at the average of those made.
    #expect(graph.scrollGeometry(of: "scroll")!.contentSize.height == 40_000)
  }

  @Test func scrollingMakesAndLetsGoOfRows() {
    let log = EventLog()
    let graph = ViewGraph(LazyTests.list(log: log))
    graph.layout(proposal: LazyTests.viewport)
    log.events = []
    graph.scroll("scroll", to: CGPoint(x: 0, y: 4000))
    graph.layout(proposal: LazyTests.viewport)
    let s = graph.snapshot
    #expect(s.frame(of: "row0") == nil)
    // Row 100 starts at the top; its 10-point box is centered in the 40-point row.
    #expect(s.frame(of: "row100")!.minY == 15)
    // Rows 95…114 are made (−200…600 around the new offset); the first 15 are gone.
    #expect(log.events.filter { $0.hasPrefix("disappear") }.count == 15)
    #expect(log.events.filter { $0.hasPrefix("appear") }.count == 20)
    #expect(log.events.contains("appear row95") && log.events.contains("appear row114"))
  }

  /// Lays `graph` out in the viewport, scrolls its scroll view down to `y` and back to the top,
  /// laying out after each.
  static func scrollAwayAndBack(_ graph: ViewGraph, to y: CGFloat) {
    graph.layout(proposal: viewport)
    graph.scroll("scroll", to: CGPoint(x: 0, y: y))
    graph.layout(proposal: viewport)
    graph.scroll("scroll", to: .zero)
    graph.layout(proposal: viewport)
  }

  /// Jumping far down a long list and scrolling there makes only the rows in view (the rows not
  /// made before them are reckoned at once, however many).
  @Test func jumpingFarDownALongListMakesOnlyTheRowsInView() {
    let graph = ViewGraph(
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<100_000) { i in Color.red.frame(height: 40).id(i) } }
      }.id("scroll"))
    let viewport = ProposedViewSize(width: 390, height: 844)
    graph.layout(proposal: viewport)
    for y in stride(from: 0, through: 3_000_000, by: 300_000) {
      graph.scroll("scroll", to: CGPoint(x: 0, y: y))
      graph.layout(proposal: viewport)
    }
    graph.scroll("scroll", to: CGPoint(x: 0, y: 3_000_010))
    graph.layout(proposal: viewport)
    // Row 75,000 starts at 3,000,000: 10 points above the top.
    #expect(graph.snapshot.frame(of: 75_000) == CGRect(x: 0, y: -10, width: 390, height: 40))
    #expect(graph.snapshot.frame(of: 74_000) == nil)
    #expect(graph.snapshot.nodes.count < 200)
  }

  /// A row of a lazy stack scrolled away and back is made anew, its `@State` from its initial
  /// value, though its identity is the same. Apple documents no such thing; the Swift Forums
  /// pitch "[Pitch] SwiftUI: stabilize @State in lazy containers"
  /// (https://forums.swift.org/t/pitch-swiftui-stabilize-state-in-lazy-containers/79926)
  /// describes it: views of a lazy container that scroll offscreen "may be discarded and
  /// recreated", and their view-local state is lost. That they always are is SceneSim's model.
  @Test func stateInARowStartsAnewWhenItComesBack() {
    let log = EventLog()
    let graph = ViewGraph(LazyTests.list(log: log))
    LazyTests.scrollAwayAndBack(graph, to: 4000)
    #expect(log.events.filter { $0 == "appear row3" }.count == 2)
    // Its count started again at 0 and the one appearance made it 1.
    #expect(graph.snapshot.frame(of: "row3")!.width == 11)
  }

  /// A `ForEach` behind `AnyView`s is still made row by row (Apple, `LazyVStack`: "the stack view
  /// doesn’t create items until it needs to render them onscreen"). That erasure leaves the rows
  /// lazy, as it leaves any container's children its own, is SceneSim's reading: Apple does not
  /// say.
  @Test func rowsBehindAnyViewAreMadeAsTheyComeIntoView() {
    let log = EventLog()
    let graph = ViewGraph(
      ScrollView {
        LazyVStack(spacing: 0) {
          AnyView(AnyView(ForEach(0..<1000) { i in Counter(id: "row\(i)", log: log).frame(height: 40) }))
        }
      })
    graph.layout(proposal: LazyTests.viewport)
    #expect(graph.snapshot.frame(of: "row14") != nil)
    #expect(graph.snapshot.frame(of: "row15") == nil)
    #expect(log.events.count == 15)
  }

  /// An eager stack keeps every row, so a row scrolled away and back neither disappears nor
  /// starts anew.
  @Test func anEagerStackKeepsItsRows() {
    let log = EventLog()
    let graph = ViewGraph(LazyTests.list(log: log, lazy: false))
    LazyTests.scrollAwayAndBack(graph, to: 800)
    #expect(log.events.filter { $0 == "appear row3" }.count == 1)
    #expect(!log.events.contains { $0.hasPrefix("disappear") })
  }

  @Test func rowsOfDifferentLengthsSettle() {
    let graph = ViewGraph(
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<200) { i in box("r\(i)", 10, i % 2 == 0 ? 20 : 60) } }
      }
      .id("scroll"))
    graph.layout(proposal: LazyTests.viewport)
    #expect(graph.lastUpdate.feedbackLoop.isEmpty)
    #expect(graph.snapshot.frame(of: "r1") == rect(190, 20, 10, 60))
    #expect(graph.scrollGeometry(of: "scroll")!.contentSize.height == 8_000)
  }
}

@Suite("Lazy grids")
struct LazyGridTests {
  /// A lazy grid in a scroll view makes whole lines as they come into view.
  @Test func linesAreMadeAsTheyComeIntoView() {
    let log = EventLog()
    let view = ScrollView {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
        ForEach(0..<300) { i in Counter(id: "cell\(i)", log: log).frame(height: 50) }
      }
    }.id("grid")
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 316, height: 400))
    // 100 lines of 50 points; lines meeting −200…600 are the first 12 (36 cells).
    #expect(log.events.count == 36)
    #expect(graph.snapshot.frame(of: "cell35") != nil && graph.snapshot.frame(of: "cell36") == nil)
    #expect(graph.scrollGeometry(of: "grid")!.contentSize.height == 5_000)
    // Columns of (316 - 2 × 8) / 3 = 100; the third cell of line 2 is centered in its column.
    #expect(graph.snapshot.frame(of: "cell5") == rect(216 + 44.5, 50 + 20, 11, 10))
    graph.scroll("grid", to: CGPoint(x: 0, y: 2_500))
    graph.layout(proposal: ProposedViewSize(width: 316, height: 400))
    #expect(graph.snapshot.frame(of: "cell0") == nil)
    #expect(graph.snapshot.frame(of: "cell150") != nil)
  }
}

/// Found by `scenesim stress grid --seed 1`: a lazy stack or grid in a scroll view with no length
/// (padding larger than the window) let go of every line, estimated the rest at zero, measured a
/// new length, made lines again, and looped until the pass limit.
@Suite struct LazyInAScrollViewWithNoLength {
  @Test(arguments: [true, false]) func makesNoLinesAndDoesNotLoop(grid: Bool) {
    let graph = ViewGraph(
      AnyView(
        ScrollView {
          if grid {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 12) {
              ForEach(0..<24, id: \.self) { index in Color.blue.frame(height: 100).id("card \(index)") }
            }
          } else {
            LazyVStack(spacing: 12) {
              ForEach(0..<24, id: \.self) { index in Color.blue.frame(height: 100).id("card \(index)") }
            }
          }
        }
        .padding(16)))
    graph.layout(in: CGSize(width: 1194, height: 834))
    graph.layout(in: CGSize(width: 300, height: 1))
    #expect(graph.lastUpdate.passes == 1)
    #expect(graph.issues.isEmpty)
    #expect(graph.snapshot.frame(of: "card 0") == nil)
    graph.layout(in: CGSize(width: 1194, height: 834))
    #expect(graph.snapshot.frame(of: "card 0") != nil)
  }
}

/// Found by `scenesim stress grid --seed 3` (shrunk to three resizes): after the columns change
/// (one column at 204 points, two at 466), no line was whole, the estimate was zero, every line
/// seemed in view and all 24 cards were made; the layout at 466×167 did not come back.
@Suite struct LazyGridAfterTheColumnsChange {
  @Test func makesTheSameLinesOnReturning() {
    let graph = ViewGraph(
      AnyView(
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 12) {
            ForEach(0..<24, id: \.self) { index in Color.blue.frame(height: 100).id("card \(index)") }
          }
          .padding()
        }))
    var first: LayoutSnapshot?
    for (width, height) in [(990.0, 447.0), (728, 307), (466, 167), (204, 27), (466, 167)] {
      graph.layout(in: CGSize(width: width, height: height))
      if width == 466 {
        if let first {
          #expect(graph.snapshot.difference(from: first) == nil)
        } else {
          first = graph.snapshot
        }
      }
    }
    // Two columns of 100-point cards in a 167-point scroll view: three lines in view and margin.
    #expect(graph.snapshot.nodes.filter { $0.id != nil }.count == 6)
  }
}

/// Found by `scenesim stress grid --seed 1 --examples 1000` (shrunk to two resizes): measured
/// after its columns changed, a lazy grid with no whole line estimated its lines at zero and
/// measured 132 points where a fresh one measures 1,332.
@Suite struct LazyGridMeasuredAfterTheColumnsChange {
  @Test func measuresAsAFreshGridDoes() {
    func content() -> AnyView {
      AnyView(
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 12) {
            ForEach(0..<24, id: \.self) { index in Color.blue.frame(height: 100).id("card \(index)") }
          }
          .padding()
        })
    }
    let live = ViewGraph(content())
    live.layout(in: CGSize(width: 192, height: 11))
    live.layout(in: CGSize(width: 360, height: 1))
    let fresh = ViewGraph(content())
    fresh.layout(in: CGSize(width: 360, height: 1))
    #expect(live.snapshot.difference(from: fresh.snapshot) == nil)
  }
}
