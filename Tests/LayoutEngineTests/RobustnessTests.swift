import Foundation
import Testing

@testable import LayoutEngine

@Suite("Impossible input")
struct RobustnessTests {
  @Test func nanAndInfiniteProposalsAreDefined() {
    for proposal in [
      ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: -100, height: -1),
      ProposedViewSize(width: .infinity, height: .infinity),
    ] {
      let s = LayoutSnapshot(SnapshotTests.sample, proposal: proposal)
      for node in s.nodes {
        #expect(node.frame.minX.isFinite && node.frame.minY.isFinite)
        #expect(node.frame.width.isFinite && node.frame.height.isFinite)
        #expect(node.frame.width >= 0 && node.frame.height >= 0)
      }
    }
  }

  @Test func infiniteRootSizeIsClampedWithAnIssue() {
    let s = snapshot(Color.red, .infinity, .infinity)
    #expect(s.size == CGSize(width: LayoutLimits.maximumLength, height: LayoutLimits.maximumLength))
    #expect(s.issues.contains { $0.kind == .infiniteFrame })
  }

  @Test func layoutReturningImpossibleSizesIsCorrected() {
    struct Broken: Layout {
      let size: CGSize
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
          subview.place(at: CGPoint(x: CGFloat.nan, y: .infinity), proposal: .unspecified)
        }
      }
    }
    for size in [CGSize(width: CGFloat.nan, height: 5), CGSize(width: -5, height: -5)] {
      let s = snapshot(Broken(size: size) { box("a", 10, 10) }, 100, 100)
      #expect(s.size.width == 0)
      #expect(s.issues.contains { $0.kind == .invalidSize })
      let a = s.frame(of: "a")!
      #expect(a.minX.isFinite && a.minY.isFinite)
    }
  }

  @Test func alignmentGuideReturningNaNIsIgnored() {
    let s = snapshot(
      VStack(alignment: .leading) {
        box("a", 10, 10).alignmentGuide(.leading) { _ in .nan }; box("b", 20, 10)
      }, nil, nil)
    expectFrame(s, "a", rect(0, 0, 10, 10))
  }

  /// How deep a thread builds and lays out by itself follows the stack it has left: a thread
  /// with a 1 MiB stack affords about (1 MiB − 256 KiB reserved) / 4 KiB = 192 levels of views,
  /// and one with 16 MiB about 16 times more; deeper trees go to the deep stack. (Where a stack
  /// cannot be read, a fixed threshold decides.)
  @Test(.enabled(if: StackBudget.remainingBytes() != nil)) func theStackLeftDecidesHowDeepAThreadRecurses()
    throws
  {
    func affordable(stackSize: Int) throws -> Int {
      try Self.onNewThread(stackSize: stackSize) {
        StackBudget.levelsAffordable(bytesPerLevel: StackBudget.bytesPerBuildLevel)
      }.value
    }
    // At most what the stack less the reserve affords; at least that less what the thread used
    // before asking (under a quarter of a MiB).
    func expected(_ stackSize: Int) -> ClosedRange<Int> {
      let most = (stackSize - StackBudget.reservedBytes) / StackBudget.bytesPerBuildLevel
      return (most - (256 << 10) / StackBudget.bytesPerBuildLevel)...most
    }
    // The figures of the comment above, so that the budget's constants are pinned too.
    #expect(expected(1 << 20) == 128...192)
    let small = try affordable(stackSize: 1 << 20)
    #expect(expected(1 << 20).contains(small), "\(small) levels on a 1 MiB stack")
    let large = try affordable(stackSize: 16 << 20)
    #expect(expected(16 << 20).contains(large), "\(large) levels on a 16 MiB stack")
  }

  /// A `ViewDimensions` that an alignment guide kept answers its guides while its graph lives,
  /// and their defaults after (the graph's nodes are taken apart): never freed memory.
  @Test func dimensionsKeptPastTheirGraphAnswerDefaults() {
    final class Kept: @unchecked Sendable { var dimensions: ViewDimensions? }
    let kept = Kept()
    do {
      let graph = ViewGraph(
        VStack {
          HStack(alignment: .top) { Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 } }
            .alignmentGuide(HorizontalAlignment.center) { d in
              kept.dimensions = d
              return d.width / 2
            }
        })
      graph.layout(proposal: ProposedViewSize(width: 100, height: 100))
      // The stack reports its child's explicit top guide (while the graph lives).
      withExtendedLifetime(graph) { #expect(kept.dimensions?[VerticalAlignment.top] == 5) }
    }
    #expect(kept.dimensions?[VerticalAlignment.top] == 0)
    #expect(kept.dimensions?[explicit: VerticalAlignment.top] == nil)
  }

  @Test func alignmentGuideReadingItsOwnGuideDoesNotRecurse() {
    let s = snapshot(
      VStack(alignment: .leading, spacing: 0) {
        box("a", 10, 10).alignmentGuide(.leading) { d in d[.leading] + 5 }
        box("b", 10, 10)
      }, nil, nil)
    expectFrame(s, "a", rect(0, 0, 10, 10))
    expectFrame(s, "b", rect(5, 10, 10, 10))
  }

  /// Ten thousand levels, each a stack's content, or a `ForEach` row in it (rows build within
  /// what the deep stack affords a level too).
  @Test(arguments: [false, true]) func tenThousandLevelsDeep(inForEachRows: Bool) {
    var view = AnyView(box("leaf", 10, 10))
    for _ in 0..<10_000 {
      let inner = view
      view =
        inForEachRows
        ? AnyView(VStack { ForEach(0..<1) { _ in inner } }.padding(1)) : AnyView(VStack { inner }.padding(1))
    }
    let s = snapshot(view, nil, nil)
    #expect(s.size == CGSize(width: 20_010, height: 20_010))
    expectFrame(s, "leaf", rect(10_000, 10_000, 10, 10))
    #expect(s.issues.isEmpty)
  }

  /// The thread each call of a layout ran on, and whether it ran on the thread's deep stack.
  final class ThreadLog: @unchecked Sendable {
    var threads: [pthread_t] = []
    var onDeepStack: [Bool] = []

    func record() {
      threads.append(pthread_self())
      onDeepStack.append(DeepStack.isRunningOnThisThread)
    }
  }

  /// A layout of one subview that logs the thread it runs on.
  struct RecordingThread: Layout {
    let log: ThreadLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.record()
      return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      log.record()
      subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }

  struct ThreadTimedOut: Error {}

  /// What a new thread's work returned, and the thread.
  final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
    var thread: pthread_t?
    let done = DispatchSemaphore(value: 0)
  }

  /// Runs `body` on a new thread with a stack of `stackSize` bytes, and returns its result and
  /// the thread; throws when it has not finished in a minute (a hang fails the test, not the run).
  static func onNewThread<T>(stackSize: Int, _ body: @escaping @Sendable () -> T) throws -> (
    value: T, thread: pthread_t
  ) {
    let result = ThreadResult<T>()
    let thread = Thread {
      result.thread = pthread_self()
      result.value = body()
      result.done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard result.done.wait(timeout: .now() + 60) == .success else { throw ThreadTimedOut() }
    return (result.value!, result.thread!)
  }

  /// A chain 300 levels deep around a leaf under a `RecordingThread`: deeper than a 512 KiB stack
  /// affords (about 32 levels).
  static func deepChain(logging log: ThreadLog) -> AnyView {
    var view = AnyView(RecordingThread(log: log) { box("leaf", 10, 10) })
    for _ in 0..<300 { view = AnyView(VStack { view }.padding(1)) }
    return view
  }

  /// Where the system switches stacks (Linux), deep work stays on the caller's thread, on a stack
  /// of that thread's own: a layout 300 levels down, from a thread whose 512 KiB stack affords
  /// about 32, runs on the caller's thread (main-actor code in a layout or a body stays on the
  /// main thread), and lays out as anywhere else.
  @Test(.enabled(if: DeepStack.switchesStacks)) func deepWorkStaysOnTheCallersThread() throws {
    let log = ThreadLog()
    let (snapshot, caller) = try Self.onNewThread(stackSize: 512 << 10) {
      LayoutSnapshot(Self.deepChain(logging: log), proposal: .unspecified)
    }
    #expect(log.threads.count >= 2)
    #expect(log.threads.allSatisfy { pthread_equal($0, caller) != 0 })
    #expect(!log.onDeepStack.isEmpty && log.onDeepStack.allSatisfy { $0 })
    #expect(snapshot.frame(of: "leaf") == rect(300, 300, 10, 10))
  }

  /// Where a thread cannot have a deep stack of its own (its mapping failed; or macOS and musl,
  /// where stacks are not switched), deep work goes to the worker thread, and comes back.
  @Test func deepWorkGoesToTheWorkerWithoutADeepStack() throws {
    let log = ThreadLog()
    let ((prepared, snapshot), caller) = try Self.onNewThread(stackSize: 512 << 10) {
      // A size too small to map: this thread's deep stack is then unavailable, as when the
      // address space is short.
      (
        DeepStack.prepareOnThisThread(size: 0),
        LayoutSnapshot(Self.deepChain(logging: log), proposal: .unspecified)
      )
    }
    #expect(!prepared)
    #expect(!log.threads.isEmpty)
    #expect(log.threads.allSatisfy { pthread_equal($0, caller) == 0 })
    #expect(snapshot.frame(of: "leaf") == rect(300, 300, 10, 10))
  }

  /// Deep work nested in deep work that went to the worker runs where it is, on the worker's
  /// stack: it neither waits for itself nor maps a deep stack of the worker's own (the worker
  /// serves where a thread's own stack could not be mapped, as when address space is short).
  @Test func nestedDeepWorkOnTheWorkerRunsInPlace() throws {
    let (nested, _) = try Self.onNewThread(stackSize: 512 << 10) {
      _ = DeepStack.prepareOnThisThread(size: 0)
      return DeepStack.run {
        DeepStack.run {
          (onDeepStack: DeepStack.isRunningOnDeepStack, switched: DeepStack.isRunningOnThisThread)
        }
      }
    }
    #expect(nested.onDeepStack)
    #expect(!nested.switched)
  }

  /// Where address space is short (`ulimit -v`), a thread's deep stack is smaller than 1 GiB (as
  /// small as 16 MiB): a tree deeper than it affords is cut where it affords, with an issue that
  /// names that limit, instead of running into the stack's guard page (a crash: 90,000 levels of
  /// views take about 30 MiB to build in a release build, and more to lay out).
  @Test(.enabled(if: DeepStack.switchesStacks)) func aSmallDeepStackCutsTheTreeWithAnIssue() throws {
    let ((prepared, snapshot), _) = try Self.onNewThread(stackSize: 1 << 20) {
      (
        DeepStack.prepareOnThisThread(size: 16 << 20),
        LayoutSnapshot(Nest(levels: 30_000), proposal: .unspecified)
      )
    }
    #expect(prepared)
    let cut = snapshot.issues.first { $0.kind == .depthLimit }
    #expect(cut?.message.contains("(what the deep stack affords: ") == true, "\(String(describing: cut))")
    #expect(snapshot.frame(of: "leaf") == nil)
  }

  /// Nests `levels` times through its own body, so the test holds no deep chain of values.
  struct Nest: View {
    let levels: Int
    var body: some View {
      if levels == 0 { box("leaf", 10, 10) } else { AnyView(Nest(levels: levels - 1)).padding(1) }
    }
  }

  @Test func deeperThanTheLimitIsCutWithAnIssue() {
    let s = snapshot(Nest(levels: 40_000), nil, nil)
    #expect(s.frame(of: "leaf") == nil)
    #expect(s.issues.contains { $0.kind == .depthLimit && $0.message.contains("100000") })
  }

  @Test func infinitelyRecursiveViewIsCut() {
    struct Forever: View {
      var body: some View { AnyView(Forever().padding(1)) }
    }
    let s = snapshot(Forever(), 100, 100)
    #expect(s.issues.contains { $0.kind == .depthLimit })
  }

  /// A view inside its own `GeometryReader` nests a level each time its reader lays out: it is
  /// cut as a recursion through a stack is, and the deep graph is released without recursing
  /// (its release overflowed the stack).
  @Test func aViewInsideItsOwnGeometryReaderIsCut() {
    struct Reflection: View {
      var body: some View { GeometryReader { _ in Reflection() } }
    }
    let s = snapshot(Reflection(), 100, 100)
    #expect(s.issues.contains { $0.kind == .depthLimit })
  }

  @Test func zeroProposalsAndEmptyContainers() {
    let views: [AnyView] = [
      AnyView(HStack {}), AnyView(Grid {}), AnyView(LazyVGrid(columns: []) {}), AnyView(ScrollView {}),
      AnyView(ZStack { EmptyView() }), AnyView(Text("")), AnyView(RankedRow {}),
      AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Color.red }),
      AnyView(Grid { GridRow { Color.red.gridCellColumns(-3) } }),
    ]
    for view in views {
      for proposal in [ProposedViewSize.zero, .unspecified, ProposedViewSize(width: 1, height: 1)] {
        let s = LayoutSnapshot(view, proposal: proposal)
        #expect(s.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
      }
    }
  }
}

/// Frames beyond the engine's limits, and arithmetic that must stay finite on legal input.
@Suite("Impossible input: limits")
struct LayoutLimitTests {
  /// A huge finite frame is clamped where it is placed, as an infinite one is (SceneSim's model:
  /// `LayoutLimits.maximumLength` is the largest coordinate a frame may have; SwiftUI documents
  /// no limit).
  @Test func aHugeFiniteFrameIsClampedWithAnIssue() {
    let s = LayoutSnapshot(
      Color.red.frame(width: 1e300, height: 1e300), proposal: ProposedViewSize(width: 800, height: 600))
    let limit = LayoutLimits.maximumLength
    for node in s.nodes {
      #expect(abs(node.frame.minX) <= limit && abs(node.frame.minY) <= limit, "\(node.kind) \(node.frame)")
      #expect(node.frame.width <= limit && node.frame.height <= limit, "\(node.kind) \(node.frame)")
    }
    #expect(
      s.issues.contains { $0.kind == .infiniteFrame && $0.message.contains("LayoutLimits.maximumLength") })
  }

  /// A shape offered infinity answers infinity, what a custom `Layout` probing it reads (Apple,
  /// `Shape.sizeThatFits(_:)`: the default "Returns the original proposal, with nil components
  /// replaced by a small positive value"); clamping happens only where frames are placed.
  @Test func aShapeOfferedInfinityAnswersInfinity() {
    final class Seen: @unchecked Sendable { var sizes: [CGSize] = [] }
    struct Probe: Layout {
      let seen: Seen
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.sizes = subviews.map { $0.sizeThatFits(.infinity) }
        return CGSize(width: 100, height: 100)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
          subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 100, height: 100))
        }
      }
    }
    let seen = Seen()
    _ = LayoutSnapshot(
      Probe(seen: seen) {
        Rectangle()
        Color.red
        Circle()
        RoundedRectangle(cornerRadius: 8).fill(Color.blue)
        Capsule().stroke(Color.red, lineWidth: 2)
        Ellipse()
      }, proposal: ProposedViewSize(width: 800, height: 600))
    #expect(seen.sizes == Array(repeating: CGSize(width: CGFloat.infinity, height: .infinity), count: 6))
  }

  /// Two flexible columns offered less than nothing (a sibling and the spacing take more than
  /// the width) have zero width, not NaN; no impossible size is reported.
  @Test(arguments: [0, 100, 200, 300, 500, 1194] as [CGFloat])
  func aLazyGridOfferedLessThanItsSpacingStaysFinite(width: CGFloat) {
    let s = LayoutSnapshot(
      HStack(spacing: 300) {
        Color.red
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Color.blue }
      }, proposal: ProposedViewSize(width: width, height: 400))
    #expect(s.issues.isEmpty, "\(s.issues)")
    for node in s.nodes {
      #expect(node.frame.hasFiniteValues && node.frame.width >= 0 && node.frame.height >= 0, "\(node.kind)")
    }
  }
}
