import Foundation
import Testing

@testable import LayoutEngine

/// Views built anew in a structure seen before take its snapshot from `StructureCache` rather
/// than writing every view's kind again; the key it is found by must tell apart any two
/// structures whose snapshots differ (SceneSim's own mechanism; issue "The simulator at the
/// engine's speed": "the snapshot of an unchanged subtree is reused").
@Suite struct StructureCacheTests {
  /// The cache these tests' graphs use: their own, which other tests' layouts never empty.
  private let cache = StructureCache(maximumStructures: 256, maximumNodes: 10_000)

  private func laidOut(_ view: some View, width: CGFloat = 400) -> ViewGraph {
    let graph = ViewGraph(view)
    graph.structureCache = cache
    graph.layout(in: CGSize(width: width, height: 300))
    return graph
  }

  /// Pairs of views alike but for one thing a snapshot writes: each pair's keys differ, and
  /// the snapshot each graph takes through `layoutFrames()` is its own.
  @Test func viewsThatASnapshotTellsApartHaveOtherKeys() {
    let redFirst = AnyView(
      HStack {
        Color.red.id(1)
        Color.blue
      })
    let blueFirst = AnyView(
      HStack {
        Color.blue
        Color.red.id(1)
      })
    let nested = AnyView(HStack { Color.red.padding(1) }.padding(1))
    let pairs: [(String, AnyView, AnyView)] = [
      ("text", AnyView(Text("a")), AnyView(Text("b"))),
      // Canonically equivalent texts of other bytes: a snapshot writes their bytes.
      ("text bytes", AnyView(Text("\u{E9}")), AnyView(Text("e\u{301}"))),
      ("padding", AnyView(Color.red.padding(4)), AnyView(Color.red.padding(5))),
      ("padding edges", AnyView(Color.red.padding(.top, 4)), AnyView(Color.red.padding(.bottom, 4))),
      ("safe area padding", AnyView(Color.red.padding(4)), AnyView(Color.red.safeAreaPadding(4))),
      ("frame", AnyView(Color.red.frame(width: 10)), AnyView(Color.red.frame(height: 10))),
      (
        "flexible frame", AnyView(Color.red.frame(minWidth: 10)),
        AnyView(Color.red.frame(idealWidth: 10))
      ),
      ("spacing", AnyView(HStack(spacing: 1) { Color.red }), AnyView(HStack(spacing: 2) { Color.red })),
      (
        "layout's arguments", AnyView(HStackLayout(spacing: 1) { Color.red }),
        AnyView(HStackLayout(spacing: 2) { Color.red })
      ),
      (
        "any layout's layout", AnyView(AnyLayout(HStackLayout()) { Color.red }),
        AnyView(AnyLayout(VStackLayout()) { Color.red })
      ),
      (
        "alignment", AnyView(HStack(alignment: .top) { Color.red }),
        AnyView(HStack(alignment: .bottom) { Color.red })
      ),
      ("stack axis", AnyView(HStack { Color.red }), AnyView(VStack { Color.red })),
      ("color", AnyView(Color.red), AnyView(Color.blue)),
      ("spacer", AnyView(HStack { Spacer() }), AnyView(HStack { Spacer(minLength: 3) })),
      ("id type", AnyView(Color.red.id(1)), AnyView(Color.red.id(UInt8(1)))),
      ("id value", AnyView(Color.red.id("a")), AnyView(Color.red.id("b"))),
      ("id number", AnyView(Color.red.id(1)), AnyView(Color.red.id(2))),
      ("id of any type", AnyView(Color.red.id(AnyHashable("a"))), AnyView(Color.red.id(AnyHashable("b")))),
      ("id or none", AnyView(Color.red.id("a")), AnyView(Color.red)),
      (
        "accessibility identifier", AnyView(Color.red.accessibilityIdentifier("a")),
        AnyView(Color.red.accessibilityIdentifier("b"))
      ),
      (
        "inset's edge", AnyView(Color.red.safeAreaInset(edge: .top) { Color.blue }),
        AnyView(Color.red.safeAreaInset(edge: .bottom) { Color.blue })
      ),
      (
        "inset's spacing", AnyView(Color.red.safeAreaInset(edge: .top, spacing: 1) { Color.blue }),
        AnyView(Color.red.safeAreaInset(edge: .top) { Color.blue })
      ),
      (
        "aspect ratio's mode", AnyView(Color.red.aspectRatio(2, contentMode: .fit)),
        AnyView(Color.red.aspectRatio(2, contentMode: .fill))
      ),
      (
        "aspect ratio", AnyView(Color.red.aspectRatio(2, contentMode: .fit)),
        AnyView(Color.red.aspectRatio(contentMode: .fit))
      ),
      // The same views in other places among their siblings, and at other depths.
      ("place", redFirst, blueFirst),
      ("depth", AnyView(Color.red.padding(1).padding(1)), nested),
    ]
    for (name, first, second) in pairs {
      let a = laidOut(first)
      let b = laidOut(second)
      #expect(a.snapshot.structureSignature != b.snapshot.structureSignature, "\(name)")
      #expect(a.structureKey() != b.structureKey(), "\(name)")
      for graph in [a, b] {
        let (frames, base, _) = graph.layoutFrames()
        #expect(base.applying(frames) == graph.snapshot.withoutIssues, "\(name)")
      }
    }
  }

  struct Screen: View {
    let title: String
    var body: some View {
      VStack(spacing: 8) {
        Text(title).id("title")
        HStack {
          Text("Inbox")
          Spacer()
          Color.blue.frame(width: 20, height: 20)
        }
        .padding(4)
      }
    }
  }

  /// The same views built again (another graph, the same structure) take the snapshot kept:
  /// no snapshot is made, and the layout's fingerprint and snapshot are those of a graph that
  /// made its own.
  @Test func theSameViewsBuiltAgainMakeNoSnapshot() {
    let title = "Screen"
    let first = laidOut(Screen(title: title))
    let (firstFrames, firstBase, _) = first.layoutFrames()
    #expect(first.snapshotsMade == 1)
    let second = laidOut(Screen(title: title))
    #expect(second.structureKey() == first.structureKey())
    let (frames, base, _) = second.layoutFrames()
    #expect(second.snapshotsMade == 0, "a snapshot made for a structure seen before")
    #expect(frames == firstFrames)
    #expect(base.applying(frames) == firstBase.applying(firstFrames))
    // Other views: their own snapshot.
    let other = laidOut(Screen(title: title + "!"))
    _ = other.layoutFrames()
    #expect(other.snapshotsMade == 1)
  }

  /// A graph's `snapshot` of views of a structure seen before is the snapshot kept for it with
  /// this layout's frames, choices and issues: none written out, and equal to one that is.
  /// Its structure, first kept by a snapshot, gives a fingerprint the signature of its views.
  @Test func aSnapshotOfViewsSeenBeforeIsTheKeptOneWithThisLayout() {
    struct Chooser: View {
      var body: some View {
        VStack {
          ViewThatFits {
            Color.red.frame(width: 300, height: 10).id("wide")
            Color.blue.frame(width: 100, height: 10).id("narrow")
          }
          .id("fits")
          // A width no frame takes: an issue in every layout.
          Color.green.frame(width: -10, height: 5)
        }
      }
    }
    let first = laidOut(Chooser(), width: 400)
    let firstSnapshot = first.snapshot
    #expect(first.snapshotsMade == 1)
    #expect(firstSnapshot.chosenCandidate(of: "fits") == 0)
    for width: CGFloat in [350, 400, 320] {
      let again = laidOut(Chooser(), width: width)
      let snapshot = again.snapshot
      #expect(again.snapshotsMade == 0, "a snapshot written out for views seen before, at \(width)")
      #expect(snapshot == LayoutSnapshot(root: again.root, context: again.context), "at \(width)")
      #expect(snapshot.issues.contains { $0.kind == .invalidFrame })
      #expect((snapshot == firstSnapshot) == (width == 400))
    }
    // A fingerprint of the views, whose structure a snapshot kept first.
    let (frames, base, _) = laidOut(Chooser(), width: 360).layoutFrames()
    #expect(frames.signature == base.structureSignature)
    #expect(frames.signature == firstSnapshot.structureSignature)
  }

  /// Ids that are neither strings nor integers give no key: two objects of one class are
  /// described alike, and each graph's snapshot keeps its own id.
  @Test func viewsWithOtherIdsMakeTheirOwnSnapshot() {
    final class Token: Hashable {
      static func == (a: Token, b: Token) -> Bool { a === b }
      func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
    let (a, b) = (Token(), Token())
    let first = laidOut(HStack { Color.red.id(a) })
    let second = laidOut(HStack { Color.red.id(b) })
    #expect(first.structureKey() == nil)
    _ = first.layoutFrames()
    let (frames, base, _) = second.layoutFrames()
    #expect(second.snapshotsMade == 1)
    #expect(base.applying(frames)?.frame(of: b) != nil)
    #expect(base.applying(frames)?.frame(of: a) == nil)
  }

  /// A cache keeps at most its limits, whatever is laid out.
  @Test func theCacheStaysWithinItsLimits() {
    let small = StructureCache(maximumStructures: 8, maximumNodes: 40)
    for index in 0..<50 {
      let graph = laidOut(HStack { ForEach(0..<(index % 7), id: \.self) { Text("\($0)") } })
      let base = graph.snapshot
      small.keep(
        StructureCache.Entry(base: base, fingerprint: (base.structureSignature, [])),
        for: graph.structureKey()!)
      let counts = small.counts
      #expect(counts.structures <= 8 && counts.nodes <= 40, "after \(index + 1): \(counts)")
      #expect(counts.structures >= 1)
    }
    // Too many views for the cache: not kept.
    let large = laidOut(VStack { ForEach(0..<50, id: \.self) { Text("\($0)") } })
    let base = large.snapshot
    small.keep(
      StructureCache.Entry(base: base, fingerprint: (base.structureSignature, [])),
      for: large.structureKey()!)
    #expect(small.entry(for: large.structureKey()!) == nil)
  }
}
