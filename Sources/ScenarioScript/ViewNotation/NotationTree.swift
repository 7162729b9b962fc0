import Foundation
import LayoutEngine

/// A checked view of the notation: which supported view to build (or which color), its
/// arguments already converted to values, and its modifiers in order.
struct NotationNode: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// The view `NotationCatalog.views[entry]`, in its form `overload`.
    case view(entry: Int, overload: Int, arguments: NotationArguments)
    /// `Color.red`.
    case color(Color)
  }
  var kind: Kind
  var modifiers: [NotationModifier]
}

/// A checked modifier: `NotationCatalog.modifiers[entry]` in its form `overload`.
struct NotationModifier: Hashable, Sendable {
  var entry: Int
  var overload: Int
  var arguments: NotationArguments
}

/// The views of a closure, and the name it gives its `ForEach` row number, if any.
struct NotationContent: Hashable, Sendable {
  var parameter: String?
  var views: [NotationNode]
}

/// A `GridItem`, as written.
struct NotationGridItem: Hashable, Sendable {
  enum Size: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
  }
  var size: Size
  var spacing: Double?
  var alignment: Alignment?

  /// The engine's grid item.
  var gridItem: GridItem {
    let size: GridItem.Size =
      switch self.size {
      case .fixed(let length): .fixed(CGFloat(length))
      case .flexible(let minimum, let maximum):
        .flexible(minimum: CGFloat(minimum), maximum: CGFloat(maximum))
      case .adaptive(let minimum, let maximum):
        .adaptive(minimum: CGFloat(minimum), maximum: CGFloat(maximum))
      }
    return GridItem(size, spacing: spacing.map { CGFloat($0) }, alignment: alignment)
  }
}

/// A literal argument converted to the type its parameter expects.
enum NotationValue: Hashable, Sendable {
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case text(NotationString)
  case alignment(Alignment)
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
  case edges(Edge.Set)
  case axes(Axis.Set)
  case font(Font)
  case weight(Font.Weight)
  case color(Color)
  case contentMode(ContentMode)
  case point(UnitPoint)
  case insets(EdgeInsets)
  case gridItems([NotationGridItem])
  case gridSize(NotationGridItem.Size)
  case content(NotationContent)
  case range(Range<Int>)
  case style(NavigationSplitViewStyle)
  case typeSize(DynamicTypeSize)
  case verticalEdge(VerticalEdge)
  case horizontalEdge(HorizontalEdge)
  case regions(SafeAreaRegions)
  case keyPath(String)
  case direction(LayoutDirection)
  case sizeClass(UserInterfaceSizeClass)
  /// `nil`, written out.
  case absent
}

/// The values of a call's parameters, in the order of its form's parameters; nil where the
/// argument was left out (the parameter's default applies).
struct NotationArguments: Hashable, Sendable {
  var values: [NotationValue?]

  subscript(index: Int) -> NotationValue? { index < values.count ? values[index] : nil }

  func length(_ index: Int) -> CGFloat? {
    switch self[index] {
    case .number(let value): CGFloat(value)
    case .integer(let value): CGFloat(value)
    default: nil
    }
  }
  func double(_ index: Int) -> Double? {
    switch self[index] {
    case .number(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }
  func integer(_ index: Int) -> Int? { if case .integer(let value) = self[index] { value } else { nil } }
  func bool(_ index: Int) -> Bool? { if case .bool(let value) = self[index] { value } else { nil } }
  func alignment(_ index: Int) -> Alignment? {
    if case .alignment(let value) = self[index] { value } else { nil }
  }
  func horizontal(_ index: Int) -> HorizontalAlignment? {
    if case .horizontal(let value) = self[index] { value } else { nil }
  }
  func vertical(_ index: Int) -> VerticalAlignment? {
    if case .vertical(let value) = self[index] { value } else { nil }
  }
  func edges(_ index: Int) -> Edge.Set? { if case .edges(let value) = self[index] { value } else { nil } }
  func axes(_ index: Int) -> Axis.Set? { if case .axes(let value) = self[index] { value } else { nil } }
  func font(_ index: Int) -> Font? { if case .font(let value) = self[index] { value } else { nil } }
  func weight(_ index: Int) -> Font.Weight? {
    if case .weight(let value) = self[index] { value } else { nil }
  }
  func color(_ index: Int) -> Color? { if case .color(let value) = self[index] { value } else { nil } }
  func point(_ index: Int) -> UnitPoint? { if case .point(let value) = self[index] { value } else { nil } }
  func insets(_ index: Int) -> EdgeInsets? { if case .insets(let value) = self[index] { value } else { nil } }
  func content(_ index: Int) -> NotationContent? {
    if case .content(let value) = self[index] { value } else { nil }
  }
  func range(_ index: Int) -> Range<Int>? { if case .range(let value) = self[index] { value } else { nil } }
  func text(_ index: Int) -> NotationString? { if case .text(let value) = self[index] { value } else { nil } }
  func gridItems(_ index: Int) -> [GridItem] {
    if case .gridItems(let items) = self[index] { items.map(\.gridItem) } else { [] }
  }
  func contentMode(_ index: Int) -> ContentMode? {
    if case .contentMode(let value) = self[index] { value } else { nil }
  }
  func regions(_ index: Int) -> SafeAreaRegions? {
    if case .regions(let value) = self[index] { value } else { nil }
  }
}
