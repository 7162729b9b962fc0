import Foundation

/// A view with an explicit identity: a new id is a new view (its state starts anew). Made in the
/// app's own code (`id(_:)` is inlinable, as SwiftUI's is).
@usableFromInline
struct _IdentifiedView<Content: View, ID: Hashable>: View {
  @usableFromInline typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let id: ID

  @inlinable
  init(content: Content, id: ID) {
    self.content = content
    self.id = id
  }

  @usableFromInline
  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let key = AnyHashable(view.id)
    let text = ID.self == String.self ? unsafeBitCast(view.id, to: String.self) : nil
    let structureKey = StructureCache.idKey(view.id, boxed: key)
    list.withIdentity(ViewIdentity.explicit(view.id)) { list in
      list.editEach(view.content) { $0.extrasForWriting.setID(key, text: text, structureKey: structureKey) }
    }
  }
}

/// A primitive modifier that only edits the nodes of its content (traits, guides).
struct _TraitWriter<Content: View>: View {
  typealias Body = Never
  let content: Content
  let edit: (ViewNode) -> Void

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.editEach(view.content, view.edit)
  }
}

extension View {
  /// Sets the priority with which a parent stack offers space to this view (0 by default).
  ///
  /// ```swift
  /// HStack { Text(title).layoutPriority(1); Text(detail) }
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    _TraitWriter(content: self) { $0.traits.layoutPriority = value.isNaN ? 0 : value }
  }

  /// Hands a value to the parent `Layout`, which reads it with `subview[key]`.
  ///
  /// ```swift
  /// Text("gold").layoutValue(key: Rank.self, value: 1)
  /// ```
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    _TraitWriter(content: self) { node in
      node.traits.setValue(value, for: ObjectIdentifier(key))
    }
  }

  /// Gives this view an explicit identity; `LayoutSnapshot.frame(of:)` finds it by this id.
  ///
  /// ```swift
  /// Color.red.frame(width: 10, height: 10).id("box")
  /// ```
  @inlinable
  public func id<ID: Hashable>(_ id: ID) -> some View {
    _IdentifiedView(content: self, id: id)
  }

  /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
  ///
  /// ```swift
  /// ScrollView { rows }.coordinateSpace(name: "scroll")
  /// ```
  public func coordinateSpace<N: Hashable>(name: N) -> some View {
    let key = AnyHashable(name)
    return _TraitWriter(content: self) {
      $0.extrasForWriting.coordinateSpaceName = key
      $0.context.namesCoordinateSpaces = true
    }
  }

  /// Names this view's coordinate space.
  ///
  /// ```swift
  /// content.coordinateSpace(.named("scroll"))
  /// ```
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
    coordinateSpace(name: space.name)
  }

  /// Sets the value of a horizontal alignment guide of this view.
  ///
  /// ```swift
  /// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }
  /// ```
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    _TraitWriter(content: self) { node in
      node.extrasForWriting.guides =
        (node.extras?.guides ?? []) + [ExplicitGuide(key: g.key, compute: computeValue)]
      node.guideMask.insert(.horizontal)
    }
  }

  /// Sets the value of a vertical alignment guide of this view.
  ///
  /// ```swift
  /// Image(systemName: "star").alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 3 }
  /// ```
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    _TraitWriter(content: self) { node in
      node.extrasForWriting.guides =
        (node.extras?.guides ?? []) + [ExplicitGuide(key: g.key, compute: computeValue)]
      node.guideMask.insert(.vertical)
    }
  }
}
