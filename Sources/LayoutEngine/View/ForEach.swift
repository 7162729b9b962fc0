import Foundation

/// A view that makes one view per element of a collection, each identified by an id.
///
/// ```swift
/// HStack { ForEach(0..<3) { i in Text("\(i)") } }
/// VStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  // The fixed-size fields come before the generic `data`: their offsets are then known without
  // the type's metadata, which `makeElement` (not specialized for these types, and not inlined
  // into a protocol witness as `_makeNodes` is) would look up for every row.
  /// The function that makes a view for an element.
  public var content: (Data.Element) -> Content
  @usableFromInline let id: (Data.Element) -> ID
  /// Whether the ids are the elements' own identities (`Identifiable` elements by their `id`):
  /// then an id cannot stand for another element, and rows are not checked for it.
  @usableFromInline var idsAreIdentities = false
  /// The collection of elements.
  public var data: Data
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  // The initializers are inlinable: made in the app's code, they are specialized for its types,
  // where code in this module would look up the ForEach type's metadata to store `data` (about
  // 330 instructions a ForEach).

  /// Makes one view per element, identified by the element's key path `id`.
  @inlinable
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    // `id: \.self`, the commonest: the element is its id. Reading through the key path costs
    // about four hundred instructions per row. (A key path from a type to itself at offset zero
    // is `\.self`: a struct cannot hold itself, and a class's properties have no offset. Making
    // `\Data.Element.self` here to compare with would demangle its type on every call.)
    if ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0 {
      self.id = { unsafeBitCast($0, to: ID.self) }
    } else {
      self.id = { $0[keyPath: id] }
    }
  }

  /// Makes one view per integer in a constant range, identified by the integer.
  @inlinable
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    self.id = { $0 }
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    // Rows whose elements can be told apart (Identifiable, or a tuple holding one, as
    // `Array(items.enumerated())`) are checked for ids that stay while the element changes.
    let checks = view.checksRows(in: list.context.store)
    // Room for a node per element, made at once rather than by doubling from one. Only when it
    // is lacking, and then at least doubled: rows of an outer ForEach build into the same list,
    // and reserving exactly for each inner ForEach would copy the list once per inner ForEach.
    let isRange = Data.self == Range<Int>.self
    // A range's count read as a range: `count` through `Collection` costs a hundred instructions.
    let count = isRange ? unsafeBitCast(view.data, to: Range<Int>.self).count : view.data.count
    let needed = list.nodes.count + count
    if list.nodes.capacity < needed {
      list.nodes.reserveCapacity(Swift.max(needed, 2 * list.nodes.capacity))
    }
    if isRange {
      // `ForEach(0..<n)`, the commonest: iterated as integers. A generic `for in` over a range
      // costs about a thousand instructions per element in code not specialized for it.
      for index in unsafeBitCast(view.data, to: Range<Int>.self) {
        let element = unsafeBitCast(index, to: Data.Element.self)
        view.makeElement(
          element, component: ViewIdentity.explicit(view.id(element)), checks: checks, into: &list)
      }
      return
    }
    for element in view.data {
      view.makeElement(
        element, component: ViewIdentity.explicit(view.id(element)), checks: checks, into: &list)
    }
  }

  /// Builds the views of one element under the identity component `component` (its id's, or
  /// one of its own for a lazy row whose id repeats), with `checks`, checking first that an id
  /// derived from a position still stands for the same element. Eager and lazy containers both
  /// build with it.
  func makeElement(_ element: Data.Element, component: UInt64, checks: Bool, into list: inout _ViewList) {
    list.withIdentity(component) { list in
      if checks {
        RowElement.check(element, id: id(element), at: list.inputs.identity, in: list.context.store)
      }
      // The row's closure alone is captured (not the ForEach, whose metadata a capture would
      // look up for every row).
      let makeContent = content
      let content = list.context.store.trackingReads(at: list.inputs.identity) { makeContent(element) }
      let start = list.nodes.count
      Content._makeNodes(content, into: &list)
      list.markRow(list.inputs.identity, from: start)
      if list.inputs.tagsRows {
        let tag = TagValue.of(id(element))
        for node in list.nodes[start...] where node.traits.value(TagKey.self) == nil {
          node.traits.setValue(tag as Any, for: ObjectIdentifier(TagKey.self))
        }
      }
    }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Makes one view per `Identifiable` element, identified by its `id`.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
    idsAreIdentities = true
  }
}

extension ForEach {
  /// Whether rows are checked for ids that stay while the element behind them changes: when the
  /// ids are not the elements' own identities and those can be told (`RowElement.canTell`).
  func checksRows(in store: GraphStore) -> Bool {
    !idsAreIdentities && RowElement.canTell(Data.Element.self, in: store)
  }
}

/// What a `ForEach` row shows, told apart by the element's own identity: ids derived from
/// positions (`id: \.offset`) stay while the element behind them changes, so a row's state and
/// identity follow the position, not the item (the seeds: "Identity changes when array mutates").
enum RowElement {
  /// Whether elements of this type can be told apart: `Identifiable`, or a tuple. Answered once
  /// per type and graph: naming a type to see whether it is a tuple costs thousands of
  /// instructions, and every `ForEach` asks.
  static func canTell(_ type: Any.Type, in store: GraphStore) -> Bool {
    let key = ObjectIdentifier(type)
    if let last = store.lastRowElementKind, last.type == key { return last.canTell }
    let answer: Bool
    if let known = store.rowElementKinds[key] {
      answer = known
    } else {
      answer = type is any Identifiable.Type || "\(type)".hasPrefix("(")
      store.rowElementKinds[key] = answer
    }
    store.lastRowElementKind = (key, answer)
    return answer
  }

  /// The element's own identity: its `id`, or that of an `Identifiable` value in a tuple.
  static func identity(of element: Any) -> AnyHashable? {
    if let identifiable = element as? any Identifiable { return idOf(identifiable) }
    for child in Mirror(reflecting: element).children {
      if let identifiable = child.value as? any Identifiable { return idOf(identifiable) }
    }
    return nil
  }

  private static func idOf<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }

  static func check<ID: Hashable>(_ element: Any, id: ID, at identity: ViewIdentity, in store: GraphStore) {
    guard let shown = self.identity(of: element) else { return }
    if let before = store.rowElements[identity]?.element, before != shown {
      store.unstableRows.append(
        "ForEach row with id \(id) now shows element \(shown.base) (was \(before.base)): its state and identity "
          + "stay with the position; use the elements' own ids")
    }
    let owner = store.building.last
    store.rowElements[identity] = RowSighting(
      element: shown, owner: owner, isAtRoot: owner == nil, build: owner?.build ?? store.rootBuild)
  }
}

/// The element a `ForEach` row showed, and the build of the view holding the row that made it:
/// a row that the next build of its holder does not make again has left.
struct RowSighting {
  var element: AnyHashable
  weak var owner: CompositeRecord?
  var isAtRoot: Bool
  var build: UInt64
}

extension ForEach {
  /// Makes one view per element of a bound collection, given a binding to its element, and
  /// identified by the element's `id`.
  ///
  /// ```swift
  /// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
  /// ```
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content: View,
    C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// Makes one view per element of a bound collection, given a binding to its element, and
  /// identified by the element's key path `id`.
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content: View,
    C: MutableCollection & RandomAccessCollection, C.Index: Hashable
  {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
    self.id = { $0.1 }
    self.content = { element in
      let index = element.0
      // The element as the row was made: what the binding reads once the collection no longer
      // has the index (a deleted row's last callbacks), where SwiftUI's would trap.
      let last = collection[index]
      return content(
        Binding(
          get: { data.wrappedValue.indices.contains(index) ? data.wrappedValue[index] : last },
          set: { if data.wrappedValue.indices.contains(index) { data.wrappedValue[index] = $0 } }))
    }
  }
}
