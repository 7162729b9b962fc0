import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

/// A window compares a fingerprint of its layout after each relayout (every frame, exactly, and
/// a signature of the views) and makes a whole snapshot only for views it has not seen: the
/// fingerprint must say what the snapshot says (SceneSim's own mechanism; issue "The simulator
/// at the engine's speed").
@Suite struct LayoutFramesTests {
  struct Rows: View {
    let count: Int
    var body: some View {
      VStack {
        ForEach(0..<count, id: \.self) { index in
          HStack {
            Text("Row \(index)")
            Spacer()
            Color.blue.frame(width: 20, height: 20)
          }
          .padding(4)
        }
        ViewThatFits {
          Text("A long line that needs room to fit").id("long")
          Text("Short").id("short")
        }
      }
    }
  }

  let widths: [CGFloat] = [800, 150, 1100, 700, 150, 1000]

  @Test func theFingerprintSaysWhatTheSnapshotSays() {
    let graph = ViewGraph(Rows(count: 20))
    for width in widths {
      graph.layout(in: CGSize(width: width, height: 900))
      let (frames, base, _) = graph.layoutFrames()
      let snapshot = graph.snapshot
      #expect(frames == snapshot.layoutFrames)
      #expect(base.applying(frames) == snapshot)
    }
  }

  /// Views that differ only in their ids differ in their fingerprints as in their snapshots: a
  /// string "1" and the integer 1 are two ids.
  @Test func theFingerprintTellsIdsApart() {
    func layout(_ id: AnyHashable) -> (frames: LayoutFrames, snapshot: LayoutSnapshot) {
      let graph = ViewGraph(HStack { Color.red.frame(width: 10, height: 10).id(id) })
      graph.layout(in: CGSize(width: 100, height: 100))
      return (graph.layoutFrames().frames, graph.snapshot)
    }
    let ids: [AnyHashable] = ["1", 1, "2", 2, 2.5, "Row 2", UnitPoint.top]
    let layouts = ids.map(layout)
    for (i, a) in layouts.enumerated() {
      for (j, b) in layouts.enumerated() {
        #expect((a.frames == b.frames) == (i == j), "\(ids[i]) and \(ids[j])")
        #expect((a.snapshot == b.snapshot) == (i == j), "\(ids[i]) and \(ids[j])")
      }
    }
  }

  /// Frames read in the order of a walk seen before must be a walk's: checked where the shown
  /// views change without a build (a lazy stack scrolled away and back, a `ViewThatFits` that
  /// chooses again, a split view that shows other columns, a `GeometryReader` whose content is
  /// made anew during layout).
  @Test func framesReadAgainAreAWalksFrames() {
    struct Screen: View {
      var body: some View {
        NavigationSplitView {
          ScrollView {
            LazyVStack {
              ForEach(0..<200, id: \.self) { index in Text("Row \(index)").frame(height: 40) }
            }
          }
          .id("list")
        } detail: {
          GeometryReader { proxy in
            ViewThatFits {
              Color.red.frame(width: 600, height: 10)
              Color.blue.frame(width: proxy.size.width > 400 ? 300 : 100, height: 10)
            }
          }
        }
      }
    }
    let graph = ViewGraph(Screen())
    let sizes = [
      CGSize(width: 1194, height: 834), CGSize(width: 700, height: 834), CGSize(width: 400, height: 834),
    ]
    // Back to an offset seen before, the lazy stack takes rows it made then: new children, no
    // node made.
    let offsets: [CGFloat] = [0, 300, 600, 300, 0]
    for step in 0..<30 {
      if step % 2 == 1 { _ = graph.scroll("list", to: CGPoint(x: 0, y: offsets[(step / 2) % offsets.count])) }
      graph.layout(in: sizes[(step / 6) % sizes.count])
      for _ in 0..<2 {
        let (frames, base, _) = graph.layoutFrames()
        #expect(frames == graph.snapshot.layoutFrames, "step \(step)")
        #expect(base.applying(frames) == graph.snapshot, "step \(step)")
      }
    }
  }

  @Test func resizingTheSameViewsMakesOneSnapshot() {
    let graph = ViewGraph(Rows(count: 50))
    graph.layout(in: CGSize(width: 800, height: 900))
    _ = graph.layoutFrames()
    let made = graph.snapshotsMade
    var seen: [LayoutFrames] = []
    for round in 0..<20 {
      // At 150 points the rows wrap and the ViewThatFits may choose another candidate: at most
      // one more structure, snapshotted once.
      graph.layout(in: CGSize(width: widths[round % widths.count], height: 900))
      seen.append(graph.layoutFrames().frames)
    }
    #expect(graph.snapshotsMade - made <= 2, "a snapshot per relayout instead of one per structure")
    // The layouts come back: the fingerprints at a width are equal, those at other widths not.
    #expect(seen[0] == seen[6] && seen[1] == seen[7])
    #expect(seen[0] != seen[2] && seen[0] != seen[1])
  }

  /// What a stress check reads of a new layout (the frames within their parents, finite frames,
  /// the split views' columns) is read from the snapshot of its views with the frames beside it:
  /// it must be what the snapshot with those frames written in says, for layouts the engine makes
  /// and for frames moved out of their parents or made not finite.
  @Test func checksReadBesideTheFramesAreTheSnapshots() {
    let notes = NavigationSplitView {
      Text("Notes")
    } content: {
      Text("Folder")
    } detail: {
      Text("Note")
    }
    let graph = ViewGraph(
      VStack(spacing: 0) {
        // Split views of fixed widths, which show different columns, and one that follows the
        // window's width.
        NavigationSplitView {
          Text("Mail")
        } detail: {
          Text("Message")
        }.frame(width: 1100, height: 200)
        notes.frame(width: 300, height: 200)
        notes.frame(height: 200)
        Rows(count: 3)
      })
    var checked = 0
    for width in widths {
      graph.layout(in: CGSize(width: width, height: 900))
      let (frames, base, _) = graph.layoutFrames()
      var layouts = [frames]
      // A view moved outside its parent, a frame not finite, the choices in another order.
      for index in [frames.count - 1, frames.count / 2] {
        var moved = frames
        moved.frames[index].origin.x += 10_000
        layouts.append(moved)
        var invalid = frames
        invalid.frames[index].size.height = .nan
        layouts.append(invalid)
      }
      var reordered = frames
      reordered.choices.reverse()
      layouts.append(reordered)
      for layout in layouts {
        let snapshot = try! #require(base.applying(layout))
        #expect(base.viewOutsideItsParent(frames: layout) == snapshot.viewOutsideItsParent())
        #expect(base.firstInvalidFrame(frames: layout) == snapshot.firstInvalidFrame())
        #expect(base.columnsDescription(frames: layout) == snapshot.columnsDescription)
        checked += 1
      }
      #expect(
        layouts[1...2].allSatisfy {
          base.viewOutsideItsParent(frames: $0) != nil || base.firstInvalidFrame(frames: $0) != nil
        })
    }
    #expect(checked == widths.count * 6)
    // Split views showing different columns: their order shows in the description.
    #expect(Set(graph.snapshot.columnsDescription.split(separator: "; ")).count == 3)
  }

  @Test func framesOfOtherViewsAreNotAppliedToASnapshot() {
    let small = ViewGraph(Rows(count: 2))
    small.layout(in: CGSize(width: 400, height: 400))
    let large = ViewGraph(Rows(count: 3))
    large.layout(in: CGSize(width: 400, height: 400))
    #expect(small.snapshot.applying(large.layoutFrames().frames) == nil)
  }

  @Test func anOverlapIsFoundFromTheFrames() {
    let graph = ViewGraph(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 10).id("a").offset(x: 30)
        Color.blue.frame(width: 50, height: 10).id("b")
      })
    graph.layout(in: CGSize(width: 200, height: 100))
    let (frames, base, pairs) = graph.layoutFrames()
    #expect(base.overlapDescriptions(frames: frames) == graph.snapshot.overlapDescriptions)
    #expect(base.overlapDescriptions(frames: frames, pairs: pairs) == graph.snapshot.overlapDescriptions)
    #expect(!graph.snapshot.overlapDescriptions.isEmpty)
  }

  /// Two frames overlap when their intersection has an area: the comparisons that decide it
  /// agree with `CGRect.intersection(_:)` on finite frames of every shape (empty, negative
  /// sizes, touching edges, half points), and a frame that is not finite (which the engine does
  /// not make) overlaps nothing, without a trap.
  @Test func framesShareAreaWhereTheirIntersectionHasOne() {
    var generator = SplitMix64(seed: 11)
    let halves: [CGFloat] = [0, -0.0, 0.5, -0.5]
    func coordinate() -> CGFloat {
      generator.next() % 8 == 0
        ? halves[Int(generator.next() % UInt64(halves.count))] : CGFloat(Int(generator.next() % 21) - 10)
    }
    func rect() -> CGRect {
      CGRect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
    }
    for _ in 0..<20_000 {
      let (a, b) = (rect(), rect())
      let overlap = a.intersection(b)
      let expected = !overlap.isNull && overlap.width > 0 && overlap.height > 0
      #expect(LayoutSnapshot.shareArea(a, b) == expected, "\(a) \(b)")
    }
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    for value in [CGFloat.infinity, -.infinity, .nan] {
      #expect(!LayoutSnapshot.shareArea(CGRect(x: 0, y: 0, width: value, height: 10), square))
      #expect(!LayoutSnapshot.shareArea(square, CGRect(x: value, y: 0, width: 10, height: 10)))
    }
  }

  /// The pairs compared depend on the views, not the layout: found for one structure, they give
  /// each layout of it the overlaps its snapshot has.
  @Test func thePairsOfAStructureServeEachOfItsLayouts() {
    struct Spilling: View {
      var body: some View {
        VStack(spacing: 0) {
          HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 300).frame(height: 10).id("a").offset(x: 100)
            Color.blue.frame(width: 50, height: 10).id("b")
          }
          ZStack {
            Color.green.id("c")
            Color.gray.id("d")
          }
        }
      }
    }
    let graph = ViewGraph(Spilling())
    var seen: Set<[String]> = []
    for width in [400, 120, 60, 400] {
      graph.layout(in: CGSize(width: CGFloat(width), height: 100))
      let (frames, base, pairs) = graph.layoutFrames()
      let overlaps = graph.snapshot.overlapDescriptions
      #expect(base.overlapDescriptions(frames: frames, pairs: pairs) == overlaps, "at width \(width)")
      seen.insert(overlaps)
    }
    // The spill reaches "b" at some widths only; "c" and "d" (a ZStack) never count.
    #expect(seen == [["'a' and 'b'"], []])
  }
}
