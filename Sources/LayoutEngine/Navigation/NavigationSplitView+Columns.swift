import Foundation

/// Which leading columns a `NavigationSplitView` shows.
///
/// ```swift
/// @State var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
public enum NavigationSplitViewVisibility: String, Hashable, Sendable, Codable, CaseIterable {
  /// The default for the width: as many columns as fit (SceneSim's model, below).
  case automatic
  /// Every column.
  case all
  /// The content and detail columns (in a two-column view, both columns).
  case doubleColumn
  /// The detail column only.
  case detailOnly
}

/// A column of a `NavigationSplitView`.
///
/// ```swift
/// @State var column = NavigationSplitViewColumn.detail
/// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
///   Sidebar()
/// } detail: {
///   Detail()
/// }
/// ```
public enum NavigationSplitViewColumn: String, Hashable, Sendable, Codable, CaseIterable {
  case sidebar, content, detail
}

/// How a `NavigationSplitView` makes room for its leading columns.
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }.navigationSplitViewStyle(.prominentDetail)
/// ```
public struct NavigationSplitViewStyle: Hashable, Sendable, CustomStringConvertible {
  enum Kind: String, Sendable { case automatic, balanced, prominentDetail }
  let kind: Kind
  /// The platform's choice; SceneSim takes it as `balanced`.
  public static let automatic = NavigationSplitViewStyle(kind: .automatic)
  /// Showing a leading column narrows the detail (Apple: "reduces the size of the detail content
  /// to make room").
  public static let balanced = NavigationSplitViewStyle(kind: .balanced)
  /// The detail keeps its size; leading columns shown lie over it (Apple: "attempts to maintain
  /// the size of the detail content").
  public static let prominentDetail = NavigationSplitViewStyle(kind: .prominentDetail)
  public var description: String { kind.rawValue }
}

/// The columns a split view shows at one width.
public struct NavigationSplitViewColumns: Hashable, Sendable, CustomStringConvertible {
  /// The columns shown, leading to trailing (one when collapsed). Set in any order, they read
  /// leading to trailing, each once.
  public var shown: [NavigationSplitViewColumn] {
    get { Array(shownColumns) }
    set { shownColumns = NavigationSplitViewColumnSet(newValue) }
  }
  /// The columns shown, held inline: a split view's columns are made at each placement and
  /// compared at each relayout, without an array to allocate or count references to.
  package var shownColumns: NavigationSplitViewColumnSet
  /// Whether the view is collapsed into a single stack (a compact width).
  public var isCollapsed: Bool
  /// Whether the shown leading columns lie over the detail instead of beside it.
  public var overlaysDetail: Bool

  package init(shown: NavigationSplitViewColumnSet, isCollapsed: Bool, overlaysDetail: Bool) {
    shownColumns = shown
    self.isCollapsed = isCollapsed
    self.overlaysDetail = overlaysDetail
  }

  /// Several split views' columns as the timeline prints them: `sidebar+detail; detail`, or
  /// `none` when there is none.
  public static func describe(_ columns: [NavigationSplitViewColumns]) -> String {
    columns.isEmpty ? "none" : columns.map(\.description).joined(separator: "; ")
  }

  public var description: String {
    let names = shownColumns.map(\.rawValue).joined(separator: "+")
    return isCollapsed ? "collapsed to \(names)" : overlaysDetail ? "\(names) (over the detail)" : names
  }
}

/// A set of a split view's columns, one bit each, read leading to trailing (sidebar, content,
/// detail).
package struct NavigationSplitViewColumnSet: Hashable, Sendable, Sequence {
  private var bits: UInt8 = 0

  package init() {}

  package init(_ columns: some Sequence<NavigationSplitViewColumn>) {
    for column in columns { insert(column) }
  }

  private static func bit(_ column: NavigationSplitViewColumn) -> UInt8 {
    switch column {
    case .sidebar: 1
    case .content: 2
    case .detail: 4
    }
  }

  package func contains(_ column: NavigationSplitViewColumn) -> Bool {
    bits & Self.bit(column) != 0
  }

  package mutating func insert(_ column: NavigationSplitViewColumn) { bits |= Self.bit(column) }

  package mutating func remove(_ column: NavigationSplitViewColumn) { bits &= ~Self.bit(column) }

  /// How many columns are in the set.
  package var count: Int { bits.nonzeroBitCount }

  /// The most leading column.
  package var first: NavigationSplitViewColumn? {
    NavigationSplitViewColumn.allCases.first { contains($0) }
  }

  /// The most trailing column.
  package var last: NavigationSplitViewColumn? {
    NavigationSplitViewColumn.allCases.last { contains($0) }
  }

  package func makeIterator() -> Iterator { Iterator(bits: bits) }

  /// The columns, leading to trailing.
  package struct Iterator: IteratorProtocol {
    var bits: UInt8

    package mutating func next() -> NavigationSplitViewColumn? {
      guard bits != 0 else { return nil }
      let lowest = bits & (~bits &+ 1)
      bits &= ~lowest
      return switch lowest {
      case 1: .sidebar
      case 2: .content
      default: .detail
      }
    }
  }
}

/// A column's width preference (`navigationSplitViewColumnWidth`). Columns are not resized
/// by dragging in SceneSim, so a maximum has nothing to limit and is not kept.
package struct SplitColumnWidth: Equatable {
  package var minimum: CGFloat
  package var ideal: CGFloat
  package init(minimum: CGFloat, ideal: CGFloat) {
    self.minimum = minimum
    self.ideal = ideal
  }

  /// 320 points, fixed.
  package static let standard = SplitColumnWidth(
    minimum: SplitColumnModel.defaultColumnWidth, ideal: SplitColumnModel.defaultColumnWidth)
}

/// The columns of a split view as a pure function of its width and inputs. It has no
/// hysteresis: the same width, size class and choices always give the same columns, so the
/// columns come back when the width does.
///
/// SceneSim's model (Apple documents the behaviour, not the widths):
/// - In a compact width the view collapses into one stack showing `preferredCompactColumn`
///   (the sidebar by default: the root of the stack; in a two-column view, `content` means the
///   sidebar). Apple: "with narrow sizes like on iPhone or on iPad in Slide Over", the columns
///   collapse, and `columnVisibility` is ignored.
/// - Otherwise an explicit visibility shows its columns (`doubleColumn` is every column of a
///   two-column view). `automatic` shows the most leading columns whose ideal widths leave the
///   detail at least `minimumDetailWidth` (all; else content and detail; else the detail), and
///   with the `prominentDetail` style the detail only.
/// - Columns are 320 points wide unless `navigationSplitViewColumnWidth` says otherwise (UIKit's
///   default maximum primary width); the detail takes the rest.
/// - With `prominentDetail`, leading columns shown lie over the detail, which keeps the width.
package struct SplitColumnModel: Equatable {
  package var visibility: NavigationSplitViewVisibility
  package var style: NavigationSplitViewStyle
  package var preferredCompactColumn: NavigationSplitViewColumn
  package var isCompact: Bool
  /// The leading columns' widths: the sidebar's, then the content's (in a three-column view).
  package var widths: [SplitColumnWidth]

  /// Whether the view has a content column between the sidebar and the detail.
  package var hasContentColumn: Bool { widths.count == 2 }

  package static let defaultColumnWidth: CGFloat = 320
  package static let minimumDetailWidth: CGFloat = 320

  package init(
    visibility: NavigationSplitViewVisibility, style: NavigationSplitViewStyle,
    preferredCompactColumn: NavigationSplitViewColumn, isCompact: Bool, widths: [SplitColumnWidth]
  ) {
    self.visibility = visibility
    self.style = style
    self.preferredCompactColumn = preferredCompactColumn
    self.isCompact = isCompact
    self.widths = widths
  }

  /// The columns at `width`.
  package func columns(width: CGFloat) -> NavigationSplitViewColumns {
    if isCompact {
      let column = !hasContentColumn && preferredCompactColumn == .content ? .sidebar : preferredCompactColumn
      return NavigationSplitViewColumns(
        shown: NavigationSplitViewColumnSet(CollectionOfOne(column)), isCollapsed: true, overlaysDetail: false
      )
    }
    // The leading columns, sidebar first; the shown ones are the last `count` of them. Counted
    // and written without arrays: a split view asks at each placement.
    let leadingCount = hasContentColumn ? 2 : 1
    let count: Int
    switch visibility {
    case .all: count = leadingCount
    case .doubleColumn: count = hasContentColumn ? 1 : leadingCount
    case .detailOnly: count = 0
    case .automatic:
      guard style != .prominentDetail else {
        count = 0
        break
      }
      count =
        (0...leadingCount).reversed().first { shown in
          widths.suffix(shown).reduce(0) { $0 + $1.ideal } + SplitColumnModel.minimumDetailWidth <= width
        } ?? 0
    }
    var shown = NavigationSplitViewColumnSet()
    for index in (leadingCount - count)..<leadingCount {
      shown.insert(hasContentColumn && index == 1 ? .content : .sidebar)
    }
    shown.insert(.detail)
    return NavigationSplitViewColumns(
      shown: shown, isCollapsed: false,
      overlaysDetail: style == .prominentDetail && count > 0)
  }
}
