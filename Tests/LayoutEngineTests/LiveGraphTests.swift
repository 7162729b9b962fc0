import Foundation
import Observation
import PropertyTesting
import Testing

@testable import LayoutEngine

/// A log that test views write to from their callbacks (tests run one graph at a time each).
final class EventLog: @unchecked Sendable {
  var events: [String] = []
  func callAsFunction(_ event: String) { events.append(event) }
}

/// A box whose width is 10 plus the number of times it appeared (its own state).
struct Counter: View {
  @State var count = 0
  let id: String
  let log: EventLog
  var body: some View {
    box(id, CGFloat(10 + count), 10)
      .onAppear {
        count += 1
        log("appear \(id)")
      }
      .onDisappear { log("disappear \(id)") }
  }
}

/// Rows of ids and values that a test changes between layouts.
@Observable
final class CallbackRows {
  var items: [(id: Int, value: Int)] = [(1, 10), (2, 20), (3, 30)]
}

@Suite("Live graph: state, identity, updates")
struct LiveGraphTests {
  static let proposal = ProposedViewSize(width: 300, height: 300)

  @Test func stateChangesEvaluateTheOwnerAgainAndAreKept() {
    let log = EventLog()
    let graph = ViewGraph(Counter(id: "c", log: log))
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.snapshot.frame(of: "c")!.width == 11)
    #expect(graph.lastUpdate.passes == 2)
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Counter (state)"])
    #expect(log.events == ["appear c"])
    // Laid out again at another size: the state stays, nothing evaluates, nothing appears.
    graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
    #expect(graph.snapshot.frame(of: "c")!.width == 11)
    #expect(graph.lastUpdate.evaluations.isEmpty)
    #expect(log.events == ["appear c"])
  }

  /// Only the view whose state changed evaluates its body; its parent and siblings keep theirs.
  @Test func onlyTheChangedViewEvaluates() {
    struct Parent: View {
      let log: EventLog
      var body: some View {
        VStack {
          Counter(id: "a", log: log)
          Label("Static", systemImage: "star")
        }
      }
    }
    let graph = ViewGraph(Parent(log: EventLog()))
    #expect(
      graph.lastUpdate.evaluations.map(\.description) == [
        "Parent (initial)", "Counter (initial)", "Label<Text, Image> (initial)",
      ])
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Counter (state)"])
    #expect(graph.snapshot.frame(of: "a")!.width == 11)
  }

  /// A view whose identity changes is a new view: its state starts anew (Apple, "Demystify
  /// SwiftUI", WWDC21: structural identity and `if`/`else` branches).
  @Test func aNewIdentityStartsWithNewState() {
    struct Switcher: View {
      @State var first = true
      let log: EventLog
      var body: some View {
        VStack {
          if first { Counter(id: "c", log: log) } else { Counter(id: "c", log: log) }
        }
        .onAppear { first = false }
      }
    }
    let log = EventLog()
    let graph = ViewGraph(Switcher(log: log))
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(log.events == ["appear c", "disappear c", "appear c"])
    #expect(graph.snapshot.frame(of: "c")!.width == 11)
  }

  /// An integer id (taken by its value, not hashed) is a component apart from the positions and
  /// branches a view's identity is also made of: a row of a `ForEach` over integers must not
  /// stand for the first view of a block, or a branch, under the same parent.
  @Test func integerIdsStayApartFromPositionsAndBranches() {
    let structural = Set((0..<1_000).map(ViewIdentity.index) + (0..<64).map(ViewIdentity.branch))
    let clashing = (-1_000..<100_000).filter { structural.contains(ViewIdentity.explicit($0)) }
    #expect(clashing.isEmpty)
  }

  /// Apple, id(_:): "When the proxy value specified by the id parameter changes, the identity of the
  /// view — for example, its state — is reset."
  @Test func explicitIDsGiveIdentity() {
    struct Reset: View {
      @State var generation = 0
      let log: EventLog
      var body: some View {
        Counter(id: "c", log: log).id(generation).onAppear { generation = 1 }
      }
    }
    let log = EventLog()
    let graph = ViewGraph(Reset(log: log))
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(log.events == ["appear c", "disappear c", "appear c"])
  }

  /// The seeds: switching an `AnyLayout` keeps the children's identity and state; an `if`/`else`
  /// between an HStack and a VStack does not.
  @Test func anyLayoutKeepsStateAndIfElseDoesNot() {
    struct Adaptive: View {
      @State var vertical = false
      let useAnyLayout: Bool
      let log: EventLog
      var body: some View {
        Group {
          if useAnyLayout {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
              Counter(id: "a", log: log); Counter(id: "b", log: log)
            }
          } else if vertical {
            VStack(spacing: 0) {
              Counter(id: "a", log: log); Counter(id: "b", log: log)
            }
          } else {
            HStack(spacing: 0) {
              Counter(id: "a", log: log); Counter(id: "b", log: log)
            }
          }
        }
        .onAppear { vertical = true }
      }
    }
    let kept = EventLog()
    let keeping = ViewGraph(Adaptive(useAnyLayout: true, log: kept))
    keeping.layout(proposal: LiveGraphTests.proposal)
    #expect(kept.events == ["appear a", "appear b"])
    #expect(keeping.snapshot.frame(of: "b") == rect(0, 10, 11, 10))
    let reset = EventLog()
    let resetting = ViewGraph(Adaptive(useAnyLayout: false, log: reset))
    resetting.layout(proposal: LiveGraphTests.proposal)
    #expect(reset.events == ["appear a", "appear b", "disappear a", "disappear b", "appear a", "appear b"])
  }

  @Test func environmentChangesReevaluateTheViewsInThatEnvironment() {
    struct Reader: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View { box("r", size.isAccessibilitySize ? 40 : 10, 10) }
    }
    struct Other: View {
      var body: some View { box("o", 10, 10) }
    }
    let graph = ViewGraph(
      VStack {
        Reader(); Other().dynamicTypeSize(.large)
      })
    graph.layout(proposal: LiveGraphTests.proposal)
    graph.environment.dynamicTypeSize = .accessibility3
    #expect(graph.layout(proposal: LiveGraphTests.proposal))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Reader (environment)"])
    #expect(graph.snapshot.frame(of: "r")!.width == 40)
  }

  @Test func bindingsWriteToTheOwner() {
    struct Child: View {
      @Binding var width: CGFloat
      var body: some View { box("b", width, 10).onAppear { width = 30 } }
    }
    struct Owner: View {
      @State var width: CGFloat = 10
      var body: some View { Child(width: $width) }
    }
    let graph = ViewGraph(Owner())
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.snapshot.frame(of: "b")!.width == 30)
  }

  /// Apple, onGeometryChange(for:of:action:): the action runs after layout when the value
  /// changes; the seeds' example derives a column count from the width.
  @Test func geometryChangesDriveState() {
    struct Columns: View {
      @State var columns = 1
      var body: some View {
        HStack(spacing: 0) { ForEach(0..<columns, id: \.self) { i in Color.gray.frame(height: 10).id(i) } }
          .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
          } action: { width in
            columns = max(1, Int(width / 150))
          }
      }
    }
    let graph = ViewGraph(Columns())
    graph.layout(proposal: ProposedViewSize(width: 600, height: 100))
    #expect(graph.snapshot.frame(of: 3)!.width == 150)
    graph.layout(proposal: ProposedViewSize(width: 320, height: 100))
    #expect(graph.snapshot.frame(of: 1)!.width == 160)
    #expect(graph.snapshot.frame(of: 2) == nil)
    graph.layout(proposal: ProposedViewSize(width: 600, height: 100))
    #expect(graph.snapshot.frame(of: 3)!.width == 150)
  }

  /// Apple, onChange(of:initial:_:): the action receives the old and the new value when the value
  /// changes.
  @Test func onChangeSeesOldAndNewValuesOnce() {
    struct Watcher: View {
      let log: EventLog
      @Environment(\.horizontalSizeClass) var sizeClass
      var body: some View {
        Color.clear.onChange(of: sizeClass) { old, new in
          log("\(String(describing: old)) → \(String(describing: new))")
        }
      }
    }
    let log = EventLog()
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .regular
    let graph = ViewGraph(Watcher(log: log), environment: environment)
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(log.events.isEmpty)
    graph.environment.horizontalSizeClass = .compact
    graph.layout(proposal: LiveGraphTests.proposal)
    graph.layout(proposal: ProposedViewSize(width: 100, height: 100))
    graph.environment.horizontalSizeClass = .regular
    graph.layout(proposal: LiveGraphTests.proposal)
    let regular = String(describing: UserInterfaceSizeClass?.some(.regular))
    let compact = String(describing: UserInterfaceSizeClass?.some(.compact))
    #expect(log.events == ["\(regular) → \(compact)", "\(compact) → \(regular)"])
  }

  /// Apple, onChange(of:initial:_:): a view's action compares the value with the one that view
  /// had last: rows that move, come and go keep their own last values (a row that comes back is
  /// a new view, and without `initial` it does not act until its value changes).
  @Test func onChangeFollowsEachViewAsRowsMoveComeAndGo() {
    struct List: View {
      let rows: CallbackRows
      let log: EventLog
      var body: some View {
        VStack {
          ForEach(rows.items, id: \.id) { item in
            Text("\(item.id)").onChange(of: item.value) { old, new in log("\(item.id): \(old) → \(new)") }
          }
        }
      }
    }
    let rows = CallbackRows()
    let log = EventLog()
    let graph = ViewGraph(List(rows: rows, log: log))
    func update(_ items: [(id: Int, value: Int)]) -> [String] {
      log.events = []
      rows.items = items
      graph.layout(proposal: LiveGraphTests.proposal)
      return log.events
    }
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(log.events.isEmpty)
    #expect(update([(1, 10), (2, 21), (3, 30)]) == ["2: 20 → 21"])
    #expect(update([(3, 31), (1, 10), (2, 21)]) == ["3: 30 → 31"])
    #expect(update([(3, 31), (4, 40), (2, 22)]) == ["2: 21 → 22"])
    #expect(update([(1, 11), (3, 31), (4, 41), (2, 22)]) == ["4: 40 → 41"])
    #expect(update([(1, 12), (3, 31), (4, 41), (2, 22)]) == ["1: 11 → 12"])
  }

  /// The seeds' warning: a view whose size follows what it measured never settles. SceneSim
  /// stops after `LayoutLimits.maximumUpdatePasses` and names the views.
  @Test func aFeedbackLoopIsStoppedAndReported() {
    // `Runaway` (Support): its width follows what it measured, plus one.
    let graph = ViewGraph(Runaway())
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.lastUpdate.passes == LayoutLimits.maximumUpdatePasses + 1)
    #expect(graph.lastUpdate.feedbackLoop == ["Runaway"])
    #expect(graph.issues.contains { $0.kind == .feedbackLoop && $0.message.contains("Runaway") })
    // The graph still answers: laid out again, it stops again, and never hangs.
    graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
    #expect(graph.lastUpdate.passes <= LayoutLimits.maximumUpdatePasses + 1)
  }

  /// A view whose content doubles each pass (its columns follow its own width) is stopped by the
  /// views it adds, not the passes left: it reached 8 million views by the 23rd pass, then ran
  /// out of memory. The issue names the limit.
  @Test func aLoopThatGrowsTheGraphIsStoppedByItsGrowth() {
    struct Doubling: View {
      @State var columns = 1
      var body: some View {
        HStack(spacing: 0) {
          ForEach(0..<columns, id: \.self) { _ in Color.red.frame(width: 100) }
        }
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          columns = Int($0 / 100) * 2
        }
      }
    }
    let graph = ViewGraph(Doubling())
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.lastUpdate.passes < LayoutLimits.maximumUpdatePasses)
    #expect(graph.lastUpdate.feedbackLoop == ["Doubling"])
    #expect(graph.nodeCount <= 2 * LayoutLimits.maximumViewsGrown + 10)
    #expect(
      graph.issues.contains {
        $0.kind == .feedbackLoop && $0.message.contains("(LayoutLimits.maximumViewsGrown)")
      })
  }

  /// A large view that settles in a few passes, built again in each, is no feedback loop: the
  /// trees it replaced are counted until the update ends, but it does not grow by half again
  /// each pass, as content that doubles does.
  @Test func aLargeViewBuiltAgainForAFewPassesIsNoLoop() {
    struct Settling: View {
      @State var passes = 0
      var body: some View {
        VStack(spacing: 0) {
          ForEach(0..<130_000, id: \.self) { _ in Color.red }
          // Its height follows the passes, so each pass's geometry differs from the last.
          Color.clear.frame(height: CGFloat(passes))
        }
        .onGeometryChange(for: CGFloat.self) {
          $0.size.height
        } action: { _ in
          if passes < 5 { passes += 1 }
        }
      }
    }
    let graph = ViewGraph(Settling())
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.lastUpdate.feedbackLoop.isEmpty)
    #expect(graph.lastUpdate.passes == 6)
  }

  /// SceneSim's rule (StateStorage.set): an equal value changes nothing, so the update settles in
  /// one pass.
  @Test func settingAnEqualValueChangesNothing() {
    struct Steady: View {
      @State var width: CGFloat = 10
      var body: some View {
        box("b", width, 10).onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          width = $0
        }
      }
    }
    let graph = ViewGraph(Steady())
    graph.layout(proposal: LiveGraphTests.proposal)
    #expect(graph.lastUpdate.passes == 1)
  }

  /// SwiftUI's runtime warning: "Accessing State's value outside of being installed on a View.
  /// This will result in a constant Binding of the initial value and will not update."
  @Test func stateOutsideAGraphIsItsInitialValue() {
    let counter = Counter(id: "c", log: EventLog())
    #expect(counter.count == 0)
    counter.count = 4
    #expect(counter.count == 0)
    counter.$count.wrappedValue = 5
    #expect(counter.$count.wrappedValue == 0)
  }
}

@Suite("Live graph: content built during layout")
struct DeferredContentTests {
  /// State in a GeometryReader's content survives updates caused elsewhere in the graph.
  @Test func stateInGeometryReaderContentSurvivesRebuilds() {
    struct Screen: View {
      @State var tick = 0
      let log: EventLog
      var body: some View {
        VStack {
          GeometryReader { _ in Counter(id: "c", log: log) }.frame(height: 50)
          box("tick", CGFloat(10 + tick), 10).onAppear { tick = 1 }
        }
      }
    }
    let log = EventLog()
    let graph = ViewGraph(Screen(log: log))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "tick")!.width == 11)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(log.events == ["appear c"])
    #expect(graph.snapshot.frame(of: "c")!.width == 11)
  }
}

@Suite("Live graph: what the timeline tells")
struct TimelineFactsTests {
  struct Item: Identifiable, Equatable {
    let id: String
  }

  /// The seeds' warning: `ForEach(Array(items.enumerated()), id: \.offset)` keeps a row's
  /// identity (and state) with its position when the array changes; the update says so.
  @Test func idsFromPositionsAreReported() {
    struct List: View {
      @State var items = [Item(id: "b"), Item(id: "c")]
      let stable: Bool
      var body: some View {
        VStack {
          if stable {
            ForEach(items) { item in Text(item.id) }
          } else {
            ForEach(Array(items.enumerated()), id: \.offset) { _, item in Text(item.id) }
          }
        }
        .onAppear { items.insert(Item(id: "a"), at: 0) }
      }
    }
    let unstable = ViewGraph(List(stable: false))
    unstable.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(unstable.lastUpdate.unstableIdentities.count == 2)
    #expect(
      unstable.lastUpdate.unstableIdentities.first?.contains("id 0 now shows element a (was b)") == true)
    let stable = ViewGraph(List(stable: true))
    stable.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(stable.lastUpdate.unstableIdentities.isEmpty)
  }

  /// The same warning in a lazy stack, where such lists are most common: its rows are built
  /// one at a time by the same code as a `ForEach`'s elements.
  @Test func idsFromPositionsAreReportedInLazyStacksToo() {
    struct List: View {
      @State var items = [Item(id: "b"), Item(id: "c")]
      var body: some View {
        ScrollView {
          LazyVStack {
            ForEach(Array(items.enumerated()), id: \.offset) { _, item in Text(item.id) }
          }
        }
        .onAppear { items.insert(Item(id: "a"), at: 0) }
      }
    }
    let graph = ViewGraph(List())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.lastUpdate.unstableIdentities.first?.contains("id 0 now shows element a (was b)") == true)
  }

  @Test func geometryChangesAreTheReasonInsideAGeometryReader() {
    struct Label: View {
      let width: CGFloat
      var body: some View { box("l", width / 2, 10) }
    }
    let graph = ViewGraph(GeometryReader { proxy in Label(width: proxy.size.width) })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 100))
    graph.layout(proposal: ProposedViewSize(width: 200, height: 100))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Label (proposal)"])
    #expect(graph.snapshot.frame(of: "l")!.width == 100)
  }
}

/// The state a graph keeps, as text: what a failed revert check names as "the state that stuck".
@Suite struct StateValuesTests {
  struct Counter: View {
    @State var count = 0
    @State var label = "none"
    var body: some View { Color.red.onAppear { count = 2 } }
  }

  @Test func stateValuesNameTheViewAndTheProperty() {
    let graph = ViewGraph(AnyView(VStack { Counter() }))
    graph.layout(proposal: ProposedViewSize(width: 100, height: 100))
    #expect(
      graph.stateValues == [
        StateValue(view: "Counter", property: "count", value: "2"),
        StateValue(view: "Counter", property: "label", value: "none"),
      ])
    #expect(graph.stateValues.map(\.description) == ["Counter.count = 2", "Counter.label = none"])
  }

  enum Mode { case list, grid }
  struct Picker: View {
    @State var selection: Int? = nil
    @State var mode = Mode.list
    var body: some View {
      VStack {
        Button("Next") { selection = (selection ?? -1) + 1 }.id("next")
        Button("Clear") { selection = nil }.id("clear")
        Button("Mode") { mode = mode == .list ? .grid : .list }.id("mode")
      }
    }
  }

  /// Plain values (optionals, enums) are described again as they change, however often the
  /// descriptions are asked for between changes.
  @Test func plainValuesAreDescribedAsTheyAreNow() {
    let graph = ViewGraph(Picker())
    let size = CGSize(width: 200, height: 200)
    graph.layout(in: size)
    func described() -> [String] { graph.stateValues.map(\.value) }
    #expect(described() == ["list", "nil"])
    for (tap, expected) in [
      ("next", ["list", "0"]), ("next", ["list", "1"]), ("mode", ["grid", "1"]), ("clear", ["grid", "nil"]),
      ("next", ["grid", "0"]), ("mode", ["list", "0"]),
    ] {
      #expect(graph.perform(.tap(tap)).isSuccess)
      graph.layout(in: size)
      #expect(described() == expected, "after \(tap)")
      #expect(described() == expected, "asked again after \(tap)")
    }
  }

  @Test func aChangeIsOldToNewWhenOnePropertyMoved() {
    func value(_ view: String, _ property: String, _ value: String) -> StateValue {
      StateValue(view: view, property: property, value: value)
    }
    #expect(
      ViewGraph.stateChanges(
        from: [value("A", "x", "false"), value("B", "y", "1")],
        to: [
          value("A", "x", "true"), value("B", "y", "1"),
        ]) == [StateChange(view: "A", property: "x", old: "false", new: "true")])
    #expect(ViewGraph.stateChanges(from: [value("A", "x", "1")], to: [value("A", "x", "1")]).isEmpty)
    // Two values of one property on one side: each gone or come, not paired.
    #expect(
      ViewGraph.stateChanges(from: [value("A", "x", "1"), value("A", "x", "2")], to: [value("A", "x", "3")])
        .map(\.description) == ["− A.x = 1", "− A.x = 2", "+ A.x = 3"])
  }
}
