import Foundation
import Testing

@testable import LayoutEngine

/// A change of the environment updates only the views that read the changed value, as SwiftUI
/// tracks environment dependencies per key ("SwiftUI updates dependent views automatically when
/// an environment value changes", Apple, `Environment`; WWDC21 "Demystify SwiftUI": a view's
/// dependencies, including the environment values it reads, decide when its body runs again).
/// Values nobody read reach the views in place: nothing evaluates and no node is made.
@Suite struct EnvironmentDependencyTests {
  struct Plain: View {
    var body: some View {
      HStack {
        Text("Plain"); Spacer(); Color.blue.frame(width: 20, height: 20)
      }.padding(4)
    }
  }

  struct Adaptive: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View {
      if sizeClass == .compact {
        VStack {
          Text("A"); Text("B")
        }
      } else {
        HStack {
          Text("A"); Text("B")
        }
      }
    }
  }

  struct Screen: View {
    var body: some View {
      VStack {
        ForEach(0..<20, id: \.self) { _ in Plain() }
        Adaptive()
      }
    }
  }

  func environment(_ sizeClass: UserInterfaceSizeClass, phase: ScenePhase = .active) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = sizeClass
    environment.verticalSizeClass = .regular
    environment.scenePhase = phase
    environment.layoutDirection = .leftToRight
    return environment
  }

  @Test func onlyTheViewThatReadsAValueEvaluatesWhenItChanges() {
    let graph = ViewGraph(Screen(), environment: environment(.regular))
    graph.layout(in: CGSize(width: 800, height: 600))
    graph.environment = environment(.compact)
    graph.layout(in: CGSize(width: 500, height: 600))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Adaptive (environment)"])
    let fresh = ViewGraph(Screen(), environment: environment(.compact))
    fresh.layout(in: CGSize(width: 500, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }

  /// The evaluations when a window's size class changes with `give(_, false)`'s value given
  /// again, then when `give(_, true)` gives that value anew alone; `reader` reads the value.
  func evaluations(
    of reader: some View, giving give: (inout EnvironmentValues, _ anew: Bool) -> Void
  ) -> (again: [String], anew: [String]) {
    var regular = environment(.regular)
    give(&regular, false)
    var compact = environment(.compact)
    give(&compact, false)
    let graph = ViewGraph(
      VStack {
        reader; Adaptive()
      }, environment: regular)
    graph.layout(in: CGSize(width: 800, height: 600))
    graph.environment = compact
    graph.layout(in: CGSize(width: 500, height: 600))
    let again = graph.lastUpdate.evaluations.map(\.description)
    give(&compact, true)
    graph.environment = compact
    graph.layout(in: CGSize(width: 500, height: 600))
    return (again, graph.lastUpdate.evaluations.map(\.description))
  }

  /// The same action given again (a window's `openWindow`, which the simulator gives with
  /// every new environment) is no change: a view that reads it is not evaluated for another
  /// value's change. An action is the same when it is a copy of the same action, not when its
  /// closures compare (they cannot): SceneSim's model, as Apple documents no comparison of
  /// actions.
  @Test func theSameActionGivenAgainIsNoChange() {
    struct Opener: View {
      @Environment(\.openWindow) var openWindow
      var body: some View {
        let open = openWindow
        Button("Open") { open(id: "log") }
      }
    }
    let action = OpenWindowAction { _ in }
    let seen = evaluations(of: Opener()) { environment, anew in
      environment.openWindow = anew ? OpenWindowAction { _ in } : action
    }
    #expect(seen.again == ["Adaptive (environment)"])
    #expect(seen.anew == ["Opener (environment)"])
  }

  /// The same store given again (a window's `@AppStorage` store, an optional object) is no
  /// change: a view with `@AppStorage` is not evaluated for another value's change (two
  /// optionals that are not `Equatable` compare by what they hold: SceneSim's model).
  @Test func theSameStoreGivenAgainIsNoChange() {
    struct Setting: View {
      @AppStorage("name") var name = "Ada"
      var body: some View { Text(name) }
    }
    let store = StorageStore()
    let seen = evaluations(of: Setting()) { environment, anew in
      environment.appStorageStore = anew ? StorageStore() : store
    }
    #expect(seen.again == ["Adaptive (environment)"])
    #expect(seen.anew == ["Setting (environment)"])
  }

  /// Changing only the values written (what a window does when one trait changes) gives the
  /// graph the environment it would have been given whole, and updates the same views.
  @Test func changingSomeValuesIsGivingTheWholeEnvironment() {
    let graph = ViewGraph(Screen(), environment: environment(.regular))
    graph.layout(in: CGSize(width: 800, height: 600))
    graph.changeEnvironment { $0.horizontalSizeClass = .compact }
    graph.layout(in: CGSize(width: 500, height: 600))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Adaptive (environment)"])
    #expect(graph.environment.isEqual(to: environment(.compact)))
    let fresh = ViewGraph(Screen(), environment: environment(.compact))
    fresh.layout(in: CGSize(width: 500, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
    // A value written as it was is no change.
    graph.changeEnvironment { $0.horizontalSizeClass = .compact }
    #expect(!graph.layout(in: CGSize(width: 500, height: 600)))
  }

  /// A value of an app's own that cannot be compared: not `Equatable`, and not an object.
  struct Palette: @unchecked Sendable {
    final class Source {}
    let source: Source
  }

  struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette(source: Palette.Source())
  }

  /// The very value of a key that cannot be compared (the same bytes: here, the same object
  /// inside), given again by a parent that evaluates again, is no change for the view below that
  /// reads it; another value is a change. SceneSim's model: Apple documents no comparison of
  /// values that are not `Equatable` (OpenSwiftUI's `PropertyKey.valuesEqual` compares them with
  /// the attribute graph's `compareValues`, by their memory).
  /// A root value is compared with the comparison of its type (`==` for an `Equatable` type, else
  /// `anyValuesEqual`), found once per type for the process: every window's graph wraps its
  /// values anew (SceneSim's model of how it finds them; the comparison is SwiftUI's, above).
  @Test func comparisonsAreFoundOncePerTypeAndCompareAsBefore() {
    struct Opaque { var value: Int }
    let comparisons = RootEnvironmentValue.Comparisons(limit: 3)
    let ints = comparisons.comparison(of: 1)
    #expect(ints(1, 1) && !ints(1, 2) && !ints(1, "1"))
    let again = comparisons.comparison(of: 7)
    #expect(again(7, 7) && !again(7, 8))
    #expect(comparisons.made == 1)
    let opaque = comparisons.comparison(of: Opaque(value: 1))
    #expect(!opaque(Opaque(value: 1), Opaque(value: 1)), "not Equatable: never equal unless identical")
    _ = comparisons.comparison(of: "text")
    #expect(comparisons.made == 3)
    // Full: emptied for the next type, and the first found again when asked.
    _ = comparisons.comparison(of: 1.5)
    _ = comparisons.comparison(of: 2)
    #expect(comparisons.made == 5)
  }

  @Test func theVeryValueThatCannotBeComparedIsNoChange() {
    struct Swatch: View {
      @Environment(\.sceneSimTestPalette) var palette
      var body: some View { Text("Swatch") }
    }
    struct Parent: View {
      static let shared = Palette(source: Palette.Source())
      @Environment(\.horizontalSizeClass) var sizeClass
      let anew: Bool
      var body: some View {
        VStack {
          Text(sizeClass == .compact ? "compact" : "regular")
          Swatch().environment(
            \.sceneSimTestPalette, anew ? Palette(source: Palette.Source()) : Parent.shared)
        }
      }
    }
    for anew in [false, true] {
      let graph = ViewGraph(Parent(anew: anew), environment: environment(.regular))
      graph.layout(in: CGSize(width: 800, height: 600))
      graph.environment = environment(.compact)
      graph.layout(in: CGSize(width: 500, height: 600))
      let expected = anew ? ["Parent (environment)", "Swatch (environment)"] : ["Parent (environment)"]
      #expect(graph.lastUpdate.evaluations.map(\.description) == expected, "anew: \(anew)")
    }
  }

  @Test func aValueNobodyReadChangesInPlace() {
    let graph = ViewGraph(Screen(), environment: environment(.regular, phase: .inactive))
    graph.layout(in: CGSize(width: 800, height: 600))
    let made = graph.nodesMade
    // A window's scene going active: no view here reads the phase.
    graph.environment = environment(.regular, phase: .active)
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.lastUpdate.evaluations.isEmpty)
    #expect(graph.nodesMade == made, "the views were built again for a value none of them read")
  }

  /// An app's actions read the environment of the moment (a button's action, an `onAppear`
  /// handler, an `onChange` handler): no body read it, so a later change of the value evaluates
  /// no view, and the actions read the new value.
  @Test func aValueReadByActionsOnlyChangesInPlace() {
    final class Seen: @unchecked Sendable {
      var phases: [ScenePhase] = []
    }
    struct Reporter: View {
      @Environment(\.scenePhase) var phase
      @State private var count = 0
      let seen: Seen
      var body: some View {
        VStack {
          Plain()
          Button("More") {
            count += 1
            seen.phases.append(phase)
          }.id("more")
        }
        .onAppear { seen.phases.append(phase) }
        .onChange(of: count) { seen.phases.append(phase) }
      }
    }
    let seen = Seen()
    let graph = ViewGraph(Reporter(seen: seen), environment: environment(.regular, phase: .inactive))
    let size = CGSize(width: 800, height: 600)
    graph.layout(in: size)
    #expect(graph.perform(.tap("more")).isSuccess)
    graph.layout(in: size)
    let made = graph.nodesMade
    graph.environment = environment(.regular, phase: .active)
    graph.layout(in: size)
    // (A layout that changed nothing leaves `lastUpdate` as it was: the nodes made tell.)
    #expect(graph.nodesMade == made, "the views were built again for a value only actions read")
    #expect(graph.perform(.tap("more")).isSuccess)
    graph.layout(in: size)
    #expect(seen.phases == [.inactive, .inactive, .inactive, .active, .active])
  }

  @Test func aValueReadInABodyLaterReachesIt() {
    struct PhaseLabel: View {
      @Environment(\.scenePhase) var phase
      var body: some View { Text(phase == .active ? "active" : "not active").id("label") }
    }
    let graph = ViewGraph(
      VStack {
        Plain(); PhaseLabel()
      }, environment: environment(.regular, phase: .inactive))
    graph.layout(in: CGSize(width: 800, height: 600))
    graph.environment = environment(.regular, phase: .active)
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["PhaseLabel (environment)"])
    let fresh = ViewGraph(
      VStack {
        Plain(); PhaseLabel()
      }, environment: environment(.regular, phase: .active))
    fresh.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }

  /// Every node takes its direction from where it is built, read or not.
  @Test func aChangeOfLayoutDirectionBuildsEveryViewAgain() {
    let graph = ViewGraph(Screen(), environment: environment(.regular))
    graph.layout(in: CGSize(width: 800, height: 600))
    var rightToLeft = environment(.regular)
    rightToLeft.layoutDirection = .rightToLeft
    graph.environment = rightToLeft
    graph.layout(in: CGSize(width: 800, height: 600))
    let fresh = ViewGraph(Screen(), environment: rightToLeft)
    fresh.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }

  struct Columns: View {
    var body: some View {
      NavigationSplitView {
        Text("Mailboxes").id("sidebar")
      } content: {
        Text("Messages")
      } detail: {
        Text("Message")
      }
    }
  }

  /// A split view takes the root's size class in place: a window resized into a compact width
  /// collapses its columns without evaluating the view whose body holds it.
  @Test func aSplitViewTakesTheSizeClassInPlace() {
    let graph = ViewGraph(Columns(), environment: environment(.regular))
    graph.layout(in: CGSize(width: 1194, height: 834))
    let made = graph.nodesMade
    for (sizeClass, width) in [(UserInterfaceSizeClass.compact, 500.0), (.regular, 1194), (.compact, 400)] {
      graph.environment = environment(sizeClass)
      graph.layout(in: CGSize(width: width, height: 834))
      #expect(graph.lastUpdate.evaluations.isEmpty, "\(sizeClass)")
      let fresh = ViewGraph(Columns(), environment: environment(sizeClass))
      fresh.layout(in: CGSize(width: width, height: 834))
      #expect(graph.snapshot == fresh.snapshot, "\(sizeClass) at \(width)")
    }
    #expect(graph.nodesMade == made)
  }

  /// Texts take the root's Dynamic Type size in place: a change of it measures them again
  /// without evaluating the views whose bodies hold them, and the layout is a fresh one's. Their
  /// bodies read no value that changed (the rule of this suite's sources: a body runs again when
  /// a value it reads changes); setting a value (`dynamicTypeSize(_:)`) is no reading of it, which
  /// is SceneSim's model (Apple's `environment(_:_:)` "sets the environment value", and says
  /// nothing of a dependency). A text under a size of its own keeps that size.
  @Test func textsTakeTheDynamicTypeSizeInPlace() {
    struct Labels: View {
      var body: some View {
        VStack {
          Text("Inbox").id("inbox")
          Text("Sent").font(.title).id("sent")
          Text("Fixed").id("fixed").dynamicTypeSize(.xSmall)
        }
      }
    }
    func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
      var environment = self.environment(.regular)
      environment.dynamicTypeSize = size
      return environment
    }
    let graph = ViewGraph(Labels(), environment: environment(.large))
    graph.layout(in: CGSize(width: 800, height: 600))
    let made = graph.nodesMade
    let fixed = graph.snapshot.frame(of: "fixed")
    for size in [DynamicTypeSize.accessibility3, .xSmall, .large, .xxxLarge] {
      graph.environment = environment(size)
      graph.layout(in: CGSize(width: 800, height: 600))
      #expect(graph.lastUpdate.evaluations.isEmpty, "\(size)")
      let fresh = ViewGraph(Labels(), environment: environment(size))
      fresh.layout(in: CGSize(width: 800, height: 600))
      #expect(graph.snapshot == fresh.snapshot, "\(size)")
      #expect(graph.snapshot.frame(of: "fixed")?.size == fixed?.size, "\(size)")
    }
    #expect(graph.nodesMade == made)
  }

  /// A change of Dynamic Type size measures the texts again with their ancestors, not the views
  /// beside them, offered what they were offered before: work counted, as the growth tests count
  /// it (SceneSim's own mechanism; what a user sees is the layout, which equals a fresh one's).
  @Test func aTextsNewSizeLeavesTheViewsBesideItMeasured() {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("Title")
          ForEach(0..<200, id: \.self) { _ in
            HStack {
              Color.blue
              Color.red.frame(width: 20)
            }
            .frame(height: 2)
          }
        }
      }
    }
    var environment = self.environment(.regular)
    environment.dynamicTypeSize = .large
    let graph = ViewGraph(Screen(), environment: environment)
    graph.layout(in: CGSize(width: 800, height: 600))
    environment.dynamicTypeSize = .accessibility3
    graph.environment = environment
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.lastUpdate.evaluations.isEmpty)
    // The text and the stack: a few sizes, not the 200 rows beside the text (each offered what it
    // was offered before).
    #expect(graph.lastUpdate.computedSizes < 20, "\(graph.lastUpdate.computedSizes) sizes computed")
    let fresh = ViewGraph(Screen(), environment: environment)
    fresh.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.snapshot == fresh.snapshot)
  }

  /// A key of its own for each tag type (`Tagged<Tagged<Int>>`...): as many keys as a test wants.
  struct TaggedKey<Tag>: EnvironmentKey {
    static var defaultValue: Int { 0 }
  }
  enum Tagged<Inner> {}

  /// The environment types of `count` tagged keys (`TaggedKey<Int>`, `TaggedKey<Tagged<Int>>`...).
  static func taggedKeys(_ count: Int) -> [any EnvironmentKey.Type] {
    func keys<T>(from _: T.Type, _ left: Int) -> [any EnvironmentKey.Type] {
      left == 0 ? [] : [TaggedKey<T>.self] + keys(from: Tagged<T>.self, left - 1)
    }
    return keys(from: Int.self, count)
  }

  /// SceneSim's model: each of the root's values is followed by a mask bit of its own, up to 64
  /// keys, whatever order a process's hashing puts them in; a change of one key reaches only the
  /// view that reads that key.
  @Test func eachOf64RootValuesIsFollowedApart() {
    struct Reader: View {
      @Environment(\.horizontalSizeClass) var sizeClass
      var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
    }
    let tagged = Self.taggedKeys(60)
    func environment(changing changed: Int?, sizeClass: UserInterfaceSizeClass) -> EnvironmentValues {
      var environment = self.environment(sizeClass)
      for (index, key) in tagged.enumerated() {
        func set<K: EnvironmentKey>(_ key: K.Type) {
          environment[K.self] = (index == changed ? 1 : 2) as! K.Value
        }
        set(key)
      }
      return environment
    }
    let graph = ViewGraph(
      VStack {
        Reader(); Plain()
      }, environment: environment(changing: nil, sizeClass: .regular))
    #expect(graph.rootEnvironment.values.count == 64)
    let bits = graph.rootEnvironment.values.values.map {
      exactly($0, as: RootEnvironmentValue.self)?.bit ?? 0
    }
    #expect(Set(bits).count == 64 && !bits.contains(0), "bits: \(bits.sorted())")
    graph.layout(in: CGSize(width: 800, height: 600))
    for changed in [0, 31, 59] {
      graph.environment = environment(changing: changed, sizeClass: .regular)
      graph.layout(in: CGSize(width: 800, height: 600))
      #expect(graph.lastUpdate.evaluations.isEmpty, "key \(changed) reached a view that does not read it")
    }
    graph.environment = environment(changing: 59, sizeClass: .compact)
    graph.layout(in: CGSize(width: 800, height: 600))
    #expect(graph.lastUpdate.evaluations.map(\.description) == ["Reader (environment)"])
  }
}

extension EnvironmentValues {
  fileprivate var sceneSimTestPalette: EnvironmentDependencyTests.Palette {
    get { self[EnvironmentDependencyTests.PaletteKey.self] }
    set { self[EnvironmentDependencyTests.PaletteKey.self] = newValue }
  }
}
