import Foundation
import LayoutEngine

/// How a number argument is bounded, with what SwiftUI does past the bound (for the message).
enum NumberRule: Hashable, Sendable {
  /// Any finite number.
  case any
  /// Finite and not negative.
  case nonNegative(because: String)
  /// Finite and positive.
  case positive(because: String)
  /// Not negative; `.infinity` allowed (a maximum size).
  case maximum(because: String)
}

/// The type a parameter expects, named as in SwiftUI for messages.
enum NotationType: Hashable, Sendable {
  case length(NumberRule)
  case double
  case integer(minimum: Int)
  case bool
  case string
  case alignment
  case horizontalAlignment
  case verticalAlignment
  case edges
  case axes
  case font
  case fontWeight
  case color
  case contentMode
  case unitPoint
  case edgeInsets
  case gridItems
  case gridSize
  /// A closure of views.
  case views
  /// A closure of views taking the row number (`ForEach`).
  case rows
  /// An empty closure (a button's action).
  case action
  case range
  case splitViewStyle
  case dynamicTypeSize
  case verticalEdge
  case horizontalEdge
  case regions
  case keyPath
  case environmentValue

  /// The type's name in SwiftUI.
  var name: String {
    switch self {
    case .length: "CGFloat"
    case .double: "Double"
    case .integer: "Int"
    case .bool: "Bool"
    case .string: "String"
    case .alignment: "Alignment"
    case .horizontalAlignment: "HorizontalAlignment"
    case .verticalAlignment: "VerticalAlignment"
    case .edges: "Edge.Set"
    case .axes: "Axis.Set"
    case .font: "Font"
    case .fontWeight: "Font.Weight"
    case .color: "Color"
    case .contentMode: "ContentMode"
    case .unitPoint: "UnitPoint"
    case .edgeInsets: "EdgeInsets"
    case .gridItems: "[GridItem]"
    case .gridSize: "GridItem.Size"
    case .views: "() -> some View"
    case .rows: "(Int) -> some View"
    case .action: "() -> Void"
    case .range: "Range<Int>"
    case .splitViewStyle: "NavigationSplitViewStyle"
    case .dynamicTypeSize: "DynamicTypeSize"
    case .verticalEdge: "VerticalEdge"
    case .horizontalEdge: "HorizontalEdge"
    case .regions: "SafeAreaRegions"
    case .keyPath: "WritableKeyPath<EnvironmentValues, _>"
    case .environmentValue: "the key path's value"
    }
  }

  /// Whether an argument of this type is a closure.
  var isClosure: Bool { self == .views || self == .rows || self == .action }

  /// The `.member` values of this type, in a fixed order (for lookups and suggestions).
  var members: [(name: String, value: NotationValue)] {
    switch self {
    case .alignment: NotationMembers.alignments
    case .horizontalAlignment: NotationMembers.horizontalAlignments
    case .verticalAlignment: NotationMembers.verticalAlignments
    case .edges: NotationMembers.edges
    case .axes: NotationMembers.axes
    case .font: NotationMembers.fonts
    case .fontWeight: NotationMembers.weights
    case .color: NotationMembers.colors
    case .contentMode: NotationMembers.contentModes
    case .unitPoint: NotationMembers.unitPoints
    case .splitViewStyle:
      [
        ("automatic", .style(.automatic)), ("balanced", .style(.balanced)),
        ("prominentDetail", .style(.prominentDetail)),
      ]
    case .dynamicTypeSize: NotationMembers.typeSizes
    case .verticalEdge: NotationMembers.verticalEdges
    case .horizontalEdge: NotationMembers.horizontalEdges
    case .regions:
      [("all", .regions(.all)), ("container", .regions(.container)), ("keyboard", .regions(.keyboard))]
    case .environmentValue: NotationMembers.environmentValues
    default: []
    }
  }

  /// The type names a value of this type may be written after, as in `Color.red`: the type's
  /// own name for a type with `.member` values (an environment value's type depends on its key
  /// path, so it has none).
  var typeNames: [String] {
    switch self {
    case .length: ["CGFloat", "Double"]
    case .environmentValue: []
    default: members.isEmpty ? [] : [name]
    }
  }
}

/// The named values of SwiftUI's types that the notation knows, in a fixed order.
enum NotationMembers {
  static let alignments: [(name: String, value: NotationValue)] = [
    ("center", .alignment(.center)), ("leading", .alignment(.leading)), ("trailing", .alignment(.trailing)),
    ("top", .alignment(.top)), ("bottom", .alignment(.bottom)), ("topLeading", .alignment(.topLeading)),
    ("topTrailing", .alignment(.topTrailing)), ("bottomLeading", .alignment(.bottomLeading)),
    ("bottomTrailing", .alignment(.bottomTrailing)),
    ("centerFirstTextBaseline", .alignment(.centerFirstTextBaseline)),
    ("centerLastTextBaseline", .alignment(.centerLastTextBaseline)),
    ("leadingFirstTextBaseline", .alignment(.leadingFirstTextBaseline)),
    ("leadingLastTextBaseline", .alignment(.leadingLastTextBaseline)),
    ("trailingFirstTextBaseline", .alignment(.trailingFirstTextBaseline)),
    ("trailingLastTextBaseline", .alignment(.trailingLastTextBaseline)),
  ]
  static let horizontalAlignments: [(name: String, value: NotationValue)] = [
    ("leading", .horizontal(.leading)), ("center", .horizontal(.center)),
    ("trailing", .horizontal(.trailing)),
  ]
  static let verticalAlignments: [(name: String, value: NotationValue)] = [
    ("top", .vertical(.top)), ("center", .vertical(.center)), ("bottom", .vertical(.bottom)),
    ("firstTextBaseline", .vertical(.firstTextBaseline)), ("lastTextBaseline", .vertical(.lastTextBaseline)),
  ]
  static let edges: [(name: String, value: NotationValue)] = [
    ("all", .edges(.all)), ("top", .edges(.top)), ("leading", .edges(.leading)), ("bottom", .edges(.bottom)),
    ("trailing", .edges(.trailing)), ("horizontal", .edges(.horizontal)), ("vertical", .edges(.vertical)),
  ]
  static let axes: [(name: String, value: NotationValue)] = [
    ("horizontal", .axes(.horizontal)), ("vertical", .axes(.vertical)),
  ]
  static let fonts: [(name: String, value: NotationValue)] = [
    ("largeTitle", .font(.largeTitle)), ("title", .font(.title)), ("title2", .font(.title2)),
    ("title3", .font(.title3)), ("headline", .font(.headline)), ("subheadline", .font(.subheadline)),
    ("body", .font(.body)), ("callout", .font(.callout)), ("footnote", .font(.footnote)),
    ("caption", .font(.caption)), ("caption2", .font(.caption2)),
  ]
  static let weights: [(name: String, value: NotationValue)] = [
    ("ultraLight", .weight(.ultraLight)), ("thin", .weight(.thin)), ("light", .weight(.light)),
    ("regular", .weight(.regular)), ("medium", .weight(.medium)), ("semibold", .weight(.semibold)),
    ("bold", .weight(.bold)), ("heavy", .weight(.heavy)), ("black", .weight(.black)),
  ]
  static let colors: [(name: String, value: NotationValue)] = [
    ("red", .color(.red)), ("orange", .color(.orange)), ("yellow", .color(.yellow)),
    ("green", .color(.green)),
    ("mint", .color(.mint)), ("teal", .color(.teal)), ("cyan", .color(.cyan)), ("blue", .color(.blue)),
    ("indigo", .color(.indigo)), ("purple", .color(.purple)), ("pink", .color(.pink)),
    ("brown", .color(.brown)),
    ("white", .color(.white)), ("gray", .color(.gray)), ("black", .color(.black)), ("clear", .color(.clear)),
    ("primary", .color(.primary)), ("secondary", .color(.secondary)), ("accentColor", .color(.accentColor)),
  ]
  /// `.zero` and the script's anchors.
  static let unitPoints: [(name: String, value: NotationValue)] =
    [("zero", .point(.zero))] + UnitPoint.named.map { ($0.name, .point($0.point)) }
  static let contentModes: [(name: String, value: NotationValue)] = Vocabulary.contentModes.map {
    ($0.0, .contentMode($0.1))
  }
  static let verticalEdges: [(name: String, value: NotationValue)] = Vocabulary.verticalEdges.map {
    ($0.0, .verticalEdge($0.1))
  }
  static let horizontalEdges: [(name: String, value: NotationValue)] = Vocabulary.horizontalEdges.map {
    ($0.0, .horizontalEdge($0.1))
  }
  static let typeSizes: [(name: String, value: NotationValue)] = Vocabulary.dynamicTypeSizes.map {
    ($0.0, .typeSize($0.1))
  }
  /// The environment key paths `.environment(_:_:)` can set, with the type of their values: the
  /// one table its check and its build read.
  static let keyPaths: [NotationEnvironmentKey] = [
    NotationEnvironmentKey("layoutDirection", "LayoutDirection", \.layoutDirection) {
      if case .direction(let value) = $0 { value } else { nil }
    },
    NotationEnvironmentKey("dynamicTypeSize", "DynamicTypeSize", \.dynamicTypeSize) {
      if case .typeSize(let value) = $0 { value } else { nil }
    },
    NotationEnvironmentKey("horizontalSizeClass", "UserInterfaceSizeClass", \.horizontalSizeClass) {
      if case .sizeClass(let value) = $0 { value } else { nil }
    },
    NotationEnvironmentKey("verticalSizeClass", "UserInterfaceSizeClass", \.verticalSizeClass) {
      if case .sizeClass(let value) = $0 { value } else { nil }
    },
  ]
  static let environmentValues: [(name: String, value: NotationValue)] =
    Vocabulary.layoutDirections.map { ($0.0, .direction($0.1)) }
    + Vocabulary.sizeClasses.map { ($0.0, .sizeClass($0.1)) } + typeSizes
}

/// An environment value the view notation can set: its key path's name, the type of its values,
/// and how a value of that type is set on a view.
struct NotationEnvironmentKey: Sendable {
  let name: String
  let type: String
  /// Whether a value is of the key path's type.
  let fits: @Sendable (NotationValue) -> Bool
  /// The view with the value set, or nil when the value is not of the key path's type.
  let set: @Sendable (AnyView, NotationValue) -> AnyView?

  init<Value>(
    _ name: String, _ type: String, _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable,
    value: @escaping @Sendable (NotationValue) -> Value?
  ) {
    self.name = name
    self.type = type
    fits = { value($0) != nil }
    set = { view, written in value(written).map { AnyView(view.environment(keyPath, $0)) } }
  }
}
