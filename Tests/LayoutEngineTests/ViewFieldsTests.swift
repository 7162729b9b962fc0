import Foundation
import Testing

@testable import LayoutEngine

/// A custom view's stored properties, read through offsets found once per type: its dynamic
/// properties get the environment and their storage, and two values compare as
/// `viewValuesEqual` compares them to decide whether the body runs again (field by field,
/// dynamic properties skipped, a closure always different: SceneSim's model, as Apple documents
/// no rule for views that are not `Equatable`).
@Suite struct ViewFieldsTests {
  final class Model {}

  struct Row: View {
    @State var count = 0
    @Environment(\.horizontalSizeClass) var sizeClass
    let title: String
    let model: Model
    var body: some View { Text(title) }
  }

  struct Tapped: View {
    let title: String
    let action: () -> Void
    var body: some View { Text(title) }
  }

  enum Choice: View {
    case a(Int), b
    var body: some View { Text("choice") }
  }

  @Test func valuesCompareFieldByFieldSkippingDynamicProperties() throws {
    let fields = try #require(ViewFields.of(Row.self))
    #expect(fields.hasDynamicProperties)
    let model = Model()
    #expect(fields.equal(Row(count: 1, title: "A", model: model), Row(count: 2, title: "A", model: model)))
    #expect(!fields.equal(Row(title: "A", model: model), Row(title: "B", model: model)))
    #expect(!fields.equal(Row(title: "A", model: model), Row(title: "A", model: Model())))
    #expect(viewValuesEqual(Row(title: "A", model: model), Row(title: "A", model: model)))
  }

  @Test func aClosureMakesTwoValuesDifferent() throws {
    let fields = try #require(ViewFields.of(Tapped.self))
    #expect(!fields.hasDynamicProperties)
    #expect(!fields.equal(Tapped(title: "A", action: {}), Tapped(title: "A", action: {})))
  }

  struct One<T>: View {
    let value: T
    var body: some View { EmptyView() }
  }

  struct Plain { let number: Int }
  enum Mode { case one(Plain), two }

  /// An object is equal to itself alone (an object that is not `Equatable`), found from its
  /// identity as the value holds it, whatever holds the value.
  @Test func anObjectIsEqualToItselfAlone() {
    let model = Model()
    #expect(anyValuesEqual(model, model))
    #expect(anyValuesEqual(model as Any, model as AnyObject))
    #expect(!anyValuesEqual(model, Model()))
    #expect(objectIdentity(model) == ObjectIdentifier(model))
    #expect(objectIdentity(Plain(number: 1)) == nil)
  }

  /// A property's comparison, decided once for its type, says what `anyValuesEqual` says of its
  /// values: closures, and structs and enums that are neither `Equatable` nor actions, are never
  /// equal; numbers, objects, optionals, actions and existentials compare as their values do.
  @Test func aPropertysComparisonIsWhatItsValuesWouldGet() throws {
    func agree<T>(_ a: T, _ b: T, _ label: String) throws {
      let fields = try #require(ViewFields.of(One<T>.self))
      #expect(fields.equal(One(value: a), One(value: b)) == anyValuesEqual(a, b), "\(label)")
    }
    let action: () -> Void = {}
    let model = Model()
    let open = OpenWindowAction { _ in }
    try agree(action, action, "a closure and its copy")
    try agree(Plain(number: 1), Plain(number: 1), "a plain struct")
    try agree(Mode.one(Plain(number: 1)), Mode.one(Plain(number: 1)), "an enum with a payload")
    try agree(Mode.two, Mode.two, "an enum's case without a payload")
    try agree(open, open, "an action and its copy")
    try agree(open, OpenWindowAction { _ in }, "two actions")
    try agree(Plain?.none, nil, "two nils")
    try agree(Optional(model), Optional(model), "one object, optional")
    try agree(Optional(model), Optional(Model()), "two objects, optional")
    try agree(model, model, "one object")
    try agree(1, 1, "equal numbers")
    try agree(1, 2, "different numbers")
    try agree(1 as Any, 1 as Any, "equal numbers as Any")
    try agree(1 as Any, "1" as Any, "a number and a string as Any")
    try agree(action as Any, action as Any, "a closure as Any")
  }

  /// An `Equatable` view compares with its own `==`, whatever its fields.
  @Test func anEquatableViewComparesWithItsEquality() throws {
    struct Titled: View, Equatable {
      let title: String
      let action: () -> Void
      var body: some View { Text(title) }
      static func == (a: Titled, b: Titled) -> Bool { a.title == b.title }
    }
    #expect(viewValuesEqual(Titled(title: "A", action: {}), Titled(title: "A", action: {})))
    #expect(!viewValuesEqual(Titled(title: "A", action: {}), Titled(title: "B", action: {})))
  }

  /// An enum's payloads are not fields at offsets: it is compared and prepared through a
  /// `Mirror`.
  @Test func anEnumViewIsNotReadByOffsets() {
    #expect(ViewFields.of(Choice.self) == nil)
    #expect(!viewValuesEqual(Choice.a(1), Choice.a(2)))
  }

  /// The state a view's `@State` is bound to survives a new value of the view, and the
  /// environment reaches its `@Environment`, through the offsets.
  @Test func dynamicPropertiesAreBoundThroughTheOffsets() {
    struct Counter: View {
      @State var count = 0
      @Environment(\.horizontalSizeClass) var sizeClass
      var body: some View {
        Button("\(count) \(sizeClass == .compact ? "compact" : "regular")") { count += 1 }.id("counter")
      }
    }
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .compact
    let graph = ViewGraph(Counter(), environment: environment)
    graph.layout(in: CGSize(width: 300, height: 100))
    #expect(graph.snapshot.nodes.contains { $0.kind.contains("0 compact") })
    _ = graph.perform(.tap("counter"))
    graph.layout(in: CGSize(width: 300, height: 100))
    #expect(graph.snapshot.nodes.contains { $0.kind.contains("1 compact") })
  }
}
