import Foundation
import Testing

@testable import LayoutEngine

/// Regressions found in review: each fails without its fix.
@Suite("SwiftUI surface: review findings")
struct SurfaceReviewTests {
  /// A pushed destination that sets a title converges (its bar's requests do not make the stack
  /// evaluate again), and a path pushed before the first build shows its destination.
  @Test func aTitledDestinationOnAnInitialPathConverges() {
    struct Screen: View {
      @State private var path = [7]
      var body: some View {
        NavigationStack(path: $path) {
          Color.red.id("root").navigationDestination(for: Int.self) { number in
            Color.blue.id("detail \(number)").navigationTitle("Detail \(number)").toolbar {
              Button("Edit") {}
            }
          }
        }
      }
    }
    let graph = ViewGraph(Screen())
    graph.layout(
      in: CGSize(width: 390, height: 800),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    #expect(graph.lastUpdate.feedbackLoop.isEmpty)
    #expect(graph.snapshot.frame(of: "detail 7")?.minY == CGFloat(59 + 96))
  }

  /// A transform of a preference applies once, however often its view is built again.
  @Test func aTransformAppliesOncePerBuild() {
    struct Counter: View {
      @State private var seen: CGFloat = 0
      @State private var ticks = 0
      var body: some View {
        VStack {
          Text("a").preference(key: WidestKey.self, value: 10).transformPreference(WidestKey.self) { $0 += 1 }
          Color.red.frame(width: seen, height: 1).id("seen")
          Text("\(ticks)").onAppear { ticks += 1 }
        }
        .onPreferenceChange(WidestKey.self) { seen = $0 }
      }
    }
    let graph = ViewGraph(Counter())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
    #expect(graph.snapshot.frame(of: "seen")!.width == 11)
  }

  /// A preference no view sets reaches `onPreferenceChange` as its default value (it was skipped).
  @Test func aPreferenceNoViewSetsReportsItsDefault() {
    struct Screen: View {
      @State private var seen: CGFloat = -1
      var body: some View {
        VStack {
          Text("a")
          Color.red.frame(width: 1, height: 1).id("seen \(seen)")
        }
        .onPreferenceChange(WidestKey.self) { seen = $0 }
      }
    }
    let graph = ViewGraph(Screen())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "seen 0.0") != nil)
  }

  /// An optional selection matches plain tags (iOS 18's `includeOptional`).
  @Test func anOptionalSelectionMatchesPlainTags() {
    let snapshot = layoutOnDevice(
      Picker("Size", selection: .constant(Int?.some(2))) {
        Text("One").tag(1).id("one")
        Text("Two").tag(2).id("two")
      })
    #expect(snapshot.frame(of: "two") != nil)
    #expect(snapshot.frame(of: "one") == nil)
    let none = layoutOnDevice(
      Picker("Size", selection: .constant(Int?.none)) { Text("One").tag(1).id("one") })
    #expect(none.frame(of: "one") == nil)
  }

  /// A view given another `ObservableObject` at the same place reads the new one.
  @Test func anObservedObjectReplacedIsRead() {
    struct Row: View {
      @ObservedObject var basket: Basket
      var body: some View { box("b", basket.width, 10) }
    }
    struct Screen: View {
      @State private var useSecond = false
      let first = Basket()
      let second: Basket = {
        let basket = Basket()
        basket.width = 70
        return basket
      }()
      var body: some View { Row(basket: useSecond ? second : first).onAppear { useSecond = true } }
    }
    let graph = ViewGraph(Screen())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "b")!.width == 70)
  }

  /// Editing offsets outside the collection are left out, not trapped on.
  @Test func editingOffsetsOutsideTheCollectionAreLeftOut() {
    var items = ["a", "b", "c"]
    items.remove(atOffsets: IndexSet([1, 7]))
    #expect(items == ["a", "c"])
    items.move(fromOffsets: IndexSet([0, 9]), toOffset: 99)
    #expect(items == ["c", "a"])
    items.move(fromOffsets: IndexSet([1]), toOffset: -3)
    #expect(items == ["a", "c"])
  }

  /// A row's binding reads the element it was made for once the collection lost its index.
  @Test func aBindingToARemovedRowReadsItsLastElement() {
    struct Item: Identifiable, Equatable {
      let id: Int
      var name: String
    }
    var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    let binding = Binding(get: { items }, set: { items = $0 })
    let each = ForEach(binding) { $item in Text(item.name) }
    let second = each.data[each.data.index(after: each.data.startIndex)]
    let view = each.content(second)
    items.removeLast()
    #expect(view.content == "b")
  }

  /// Numbers and dates format in en_US and UTC whatever the machine's locale and time zone.
  @Test func formatsAreTheSameOnEveryMachine() {
    #expect(Text(1234.5, format: .number).content == "1,234.5")
    let key: LocalizedStringKey = "\(0.25, format: .percent)"
    #expect(key.text == "25%")
  }

  /// `.toolbar(.hidden)` without a bar hides the navigation bar, as on iOS.
  @Test func hidingTheToolbarWithoutNamingABarHidesTheNavigationBar() {
    let snapshot = layoutOnDevice(NavigationStack { Color.red.id("screen").toolbar(.hidden) })
    #expect(snapshot.frame(of: "screen")!.minY == 59)
  }
}

/// What the second sample of real files needed.
@Suite("SwiftUI surface: real files")
struct RealFileSurfaceTests {
  struct Focused: View {
    @FocusState private var isFocused: Bool
    @FocusState private var field: Int?
    let title: String
    var body: some View { Text(title).focused($isFocused).focused($field, equals: 1) }
  }

  struct Ticking: View {
    let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var count = 0
    var body: some View {
      Text("\(count)").id("count \(count)").onReceive(ticks) { _ in count += 1 }
        .animation(.spring(), value: count).animation(.spring(.bouncy), value: count)
    }
  }

  /// A view with `@FocusState` keeps its memberwise initializer (the wrapper needs no value), and
  /// a timer never fires on virtual time (SceneSim's model: no clock is read).
  @Test func focusStateTimersAndSprings() {
    let graph = ViewGraph(
      VStack {
        Focused(title: "Name")
        Ticking()
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(graph.snapshot.frame(of: "count 0") != nil)
  }
}

/// Work counted, not timed, and interpolation as SwiftUI formats it.
@Suite("SwiftUI surface: work and formats")
struct SurfaceWorkTests {
  /// A picker builds its options to find the selected one and takes the others apart: the
  /// graph's live views stay the same however often it is built again.
  @Test func optionsLeftOutAreTakenApart() {
    struct Screen: View {
      @State private var ticks = 0
      var body: some View {
        VStack {
          Picker("Size", selection: .constant(1)) { ForEach(0..<50) { Text("\($0)") } }
          Text("\(ticks)").onAppear { ticks += 1 }
        }
      }
    }
    let graph = ViewGraph(Screen())
    graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
    let live = graph.context.liveNodes
    graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
    #expect(graph.context.liveNodes == live)
    #expect(live < 50)
  }

  /// An interpolated `Double` in a localized key is formatted with `%lf`, six decimals: a key's
  /// interpolations are `_FormatSpecifiable` with a format specifier (Natalia Panferova, "String
  /// interpolation in LocalizedStringKey", nilcoalescing.com), and a `Double` in a localized
  /// string shows "2.000000" (samekard, "String Catalogで、%を使うやつまとめ", zenn.dev, measured in
  /// Xcode 15.2).
  @Test func anInterpolatedDoubleShowsSixDecimals() {
    let key: LocalizedStringKey = "Type2 is float \(2.0)"
    #expect(key.text == "Type2 is float 2.000000")
    let whole: LocalizedStringKey = "\(3) items"
    #expect(whole.text == "3 items")
  }
}
