import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// ```swift
/// private struct MidAccount: AlignmentID {
///   static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
public protocol AlignmentID {
  /// The value of the guide for a view that sets no explicit value for it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide that marks a horizontal position (an x value) within a view.
///
/// ```swift
/// VStack(alignment: .leading) { Text("a"); Text("bcd") }
/// ```
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
  @usableFromInline let key: AlignmentKey

  /// Creates an alignment guide from an identifier type.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  /// Combines the explicit values of several subviews into one, as stacks and layouts report.
  ///
  /// As SwiftUI documents: `nil` when no value is explicit, else the mean of the explicit values.
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    key.combine(values)
  }

  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)

  enum LeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  enum HCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
  }
  enum TrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
  }
}

/// A guide that marks a vertical position (a y value) within a view.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("a").font(.title); Text("b") }
/// ```
public struct VerticalAlignment: Equatable, Hashable, Sendable {
  @usableFromInline let key: AlignmentKey

  /// Creates an alignment guide from an identifier type.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  /// Combines the explicit values of several subviews into one, as stacks and layouts report.
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    key.combine(values)
  }

  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  /// The first text baseline: a text's first line ascent; other views default to their bottom.
  public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
  /// The last text baseline: a text's last line ascent; other views default to their bottom.
  public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)

  enum TopID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  enum VCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
  }
  enum BottomID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  enum FirstBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  enum LastBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
}

/// The identity of an alignment guide: its `AlignmentID` type.
@usableFromInline
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type
  /// The identity of `id` (its metadata's address), worked out rather than kept: every frame,
  /// stack and alignment holds keys, and a stored copy made each 8 bytes larger.
  @inline(__always)
  var identifier: ObjectIdentifier { ObjectIdentifier(id) }

  /// For the built-in edge and center guides: where the guide sits as a fraction of the length
  /// (0, 0.5, 1), so that it is computed without calling `defaultValue(in:)`.
  let builtInFraction: CGFloat?

  /// A built-in guide's default at `fraction` (its `builtInFraction`) of `length`, as its
  /// `defaultValue(in:)` computes it: 0 at the leading or top edge, whatever the length.
  @inline(__always)
  static func guide(atFraction fraction: CGFloat, of length: CGFloat) -> CGFloat {
    fraction == 0 ? 0 : length * fraction
  }

  init(_ id: any AlignmentID.Type) {
    self.id = id
    builtInFraction = AlignmentKey.builtIns[ObjectIdentifier(id)]?.fraction ?? nil
  }

  /// The built-in guides: their names as SwiftUI spells them, and for the edges and centers where
  /// the guide sits as a fraction of the length.
  private static let builtIns: [ObjectIdentifier: (name: String, fraction: CGFloat?)] = [
    ObjectIdentifier(HorizontalAlignment.LeadingID.self): ("leading", 0),
    ObjectIdentifier(HorizontalAlignment.HCenterID.self): ("center", 0.5),
    ObjectIdentifier(HorizontalAlignment.TrailingID.self): ("trailing", 1),
    ObjectIdentifier(VerticalAlignment.TopID.self): ("top", 0),
    ObjectIdentifier(VerticalAlignment.VCenterID.self): ("center", 0.5),
    ObjectIdentifier(VerticalAlignment.BottomID.self): ("bottom", 1),
    ObjectIdentifier(VerticalAlignment.FirstBaselineID.self): ("firstTextBaseline", nil),
    ObjectIdentifier(VerticalAlignment.LastBaselineID.self): ("lastTextBaseline", nil),
  ]

  @usableFromInline static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    a.identifier == b.identifier
  }
  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  var isFirstBaseline: Bool { identifier == ObjectIdentifier(VerticalAlignment.FirstBaselineID.self) }
  var isLastBaseline: Bool { identifier == ObjectIdentifier(VerticalAlignment.LastBaselineID.self) }

  /// Merges subviews' explicit values as SwiftUI documents for `combineExplicit(_:)`: the mean
  /// of the non-nil values, except the first text baseline (the minimum) and the last (the maximum).
  func combine(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    var combination = Combination(key: self)
    for value in values { combination.add(value) }
    return combination.result
  }

  /// The explicit values merged so far, one at a time (`combine(_:)` without a sequence).
  struct Combination {
    let key: AlignmentKey
    private(set) var result: CGFloat?
    private var count: CGFloat = 0

    init(key: AlignmentKey) { self.key = key }

    mutating func add(_ value: CGFloat?) {
      guard let value else { return }
      if key.isFirstBaseline {
        result = Swift.min(result ?? .infinity, value)
      } else if key.isLastBaseline {
        result = Swift.max(result ?? -.infinity, value)
      } else {
        result = ((result ?? 0) * count + value) / (count + 1)
      }
      count += 1
    }
  }

  /// The guide's name as SwiftUI spells it (`leading`, `firstTextBaseline`), or a custom
  /// guide's type name.
  var name: String {
    // Built-in guides from a table: naming a type with `String(describing:)` costs thousands of
    // instructions, and every stack in a snapshot asks.
    AlignmentKey.builtIns[identifier]?.name ?? String(describing: id)
  }
}

/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.gray; Text("badge") }
/// ```
public struct Alignment: Equatable, Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// Creates an alignment from a horizontal and a vertical guide.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
