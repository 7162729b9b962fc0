import Foundation

/// Views made from a collection (a `ForEach`): their rows can be deleted, moved and inserted.
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Lets the user delete rows with `action` (no effect on layout).
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self)
  }

  /// Lets the user move rows with `action` (no effect on layout).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self)
  }

  /// Lets the user insert items by dropping them (no effect on layout).
  public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
    -> some DynamicViewContent
  { _EditableContent(base: self) }
}

/// Rows with editing actions: laid out as the rows.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
  public typealias Body = Never
  let base: Base
  public var data: Base.Data { base.data }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    Base._makeNodes(view.base, into: &list)
  }
}

extension View {
  /// Makes a section's header more or less prominent (no effect on SceneSim's layout).
  public func headerProminence(_ prominence: Prominence) -> some View { _LayoutNeutral(content: self) }
}

/// How prominent a view is.
public enum Prominence: Hashable, Sendable { case standard, increased }

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (as SwiftUI adds it, for `onDelete`); offsets outside the
  /// collection are left out.
  public mutating func remove(atOffsets offsets: IndexSet) {
    let count = self.count
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before `destination` (as SwiftUI adds it, for `onMove`);
  /// offsets outside the collection are left out and the destination is clamped to it.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var elements = Array(self)
    let source = IndexSet(source.filter { $0 >= 0 && $0 < elements.count })
    let destination = Swift.min(Swift.max(destination, 0), elements.count)
    let moving = source.map { elements[$0] }
    let before = source.filter { $0 < destination }.count
    for offset in source.reversed() { elements.remove(at: offset) }
    elements.insert(contentsOf: moving, at: destination - before)
    for (offset, element) in elements.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
  }
}
