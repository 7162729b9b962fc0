import Foundation

/// A named value that views pass up the tree to their ancestors, as SwiftUI's `PreferenceKey`:
/// several views' values combine with `reduce(value:nextValue:)`, in the order of the tree.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value` with the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// No value.
  public static var defaultValue: Value { nil }
}

/// One view's change to a preference: set (`preference`) or transformed (`transformPreference`);
/// an anchor's is worked out from the view's frame when read, after layout.
struct PreferenceWrite {
  let key: ObjectIdentifier
  let apply: (ViewNode, inout Any?) -> Void
  /// The modifier that made it (its identity and level): a node kept from the last build and
  /// edited again gets its write replaced, not added again.
  var slot: UInt64 = 0
}

extension View {
  /// Sets a preference value for this view's ancestors to read.
  ///
  /// ```swift
  /// Text(title).preference(key: TitleKey.self, value: title)
  /// ```
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    _PreferenceWriter(
      content: self, write: PreferenceWrite(key: ObjectIdentifier(K.self)) { _, current in current = value })
  }

  /// Changes the preference value that this view's content sets.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    _PreferenceWriter(
      content: self,
      write: PreferenceWrite(key: ObjectIdentifier(K.self)) { _, current in
        var value = current as? K.Value ?? K.defaultValue
        callback(&value)
        current = value
      })
  }

  /// Sets a preference value from an anchor of this view's geometry, worked out after layout.
  ///
  /// ```swift
  /// Text("Tip").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
  /// ```
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    _PreferenceWriter(
      content: self,
      write: PreferenceWrite(key: ObjectIdentifier(K.self)) { node, current in
        current = transform(value.anchor(in: node.frame))
      })
  }

  /// Changes a preference value with an anchor of this view's geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    _PreferenceWriter(
      content: self,
      write: PreferenceWrite(key: ObjectIdentifier(K.self)) { node, current in
        var reduced = current as? K.Value ?? K.defaultValue
        transform(&reduced, value.anchor(in: node.frame))
        current = reduced
      })
  }

  /// Runs `action` with the value of a preference that this view's content sets, after layout:
  /// first, and whenever it changes. A change of state in `action` makes another update pass
  /// (bounded, as geometry callbacks are).
  ///
  /// ```swift
  /// content.onPreferenceChange(WidthKey.self) { widest = $0 }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    _CallbackModifier(
      content: self,
      callback: .value(
        .onPreferenceChange, initial: true,
        read: { node in PreferenceReduction.value(of: K.self, in: node.child) ?? K.defaultValue },
        action: { (_: K.Value, new: K.Value) in action(new) }))
  }

  /// Layers a view made from a preference value of this view's content in front of it, offered
  /// this view's size. The value is read after layout: the overlay is made again in the next
  /// update pass when it changes (the final frames are SwiftUI's).
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceValueHost<Self, K, V>(
      content: self, transform: transform, alignment: alignment, isBackground: false)
  }

  /// Layers a view made from a preference value of this view's content behind it (as
  /// `overlayPreferenceValue`).
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceValueHost<Self, K, V>(
      content: self, transform: transform, alignment: alignment, isBackground: true)
  }
}

/// The modifier that records a preference write on each view of its content.
struct _PreferenceWriter<Content: View>: View {
  typealias Body = Never
  let content: Content
  let write: PreferenceWrite

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    var write = view.write
    write.slot =
      list.inputs.identity.appending(ViewIdentity.type(Self.self))
      .appending(UInt64(truncatingIfNeeded: list.inputs.depth)).value
    list.editEach(view.content) { node in
      let extras = node.extrasForWriting
      if let index = extras.preferenceWrites.firstIndex(where: { $0.slot == write.slot }) {
        extras.preferenceWrites[index] = write
      } else {
        extras.preferenceWrites.append(write)
      }
      node.contents.insert(.preferences)
    }
  }
}

/// Works out a preference's value in a subtree.
enum PreferenceReduction {
  /// The value of `key` that `root`'s subtree sets: each view's writes applied to the values its
  /// children set, reduced in the order of the tree; nil when no view sets it. Walked with a
  /// stack of its own, so a tree of any depth is walked.
  static func value<K: PreferenceKey>(of key: K.Type, in root: ViewNode) -> K.Value? {
    let id = ObjectIdentifier(K.self)
    // Post-order: a node is finished once its children are; each finished node's value joins
    // its parent's accumulator.
    var stack: [(node: ViewNode, next: Int, value: K.Value?)] = [(root, 0, nil)]
    var result: K.Value?
    while !stack.isEmpty {
      let top = stack.count - 1
      let children = stack[top].node.displayedChildren
      if stack[top].next < children.count {
        let child = children[stack[top].next]
        stack[top].next += 1
        if child.contents.contains(.preferences) { stack.append((child, 0, nil)) }
        continue
      }
      let (node, _, childrenValue) = stack.removeLast()
      var value: Any? = childrenValue
      for write in node.extras?.preferenceWrites ?? [] where write.key == id { write.apply(node, &value) }
      let finished = value as? K.Value
      if stack.isEmpty {
        result = finished
      } else if let finished {
        if var accumulated = stack[stack.count - 1].value {
          K.reduce(value: &accumulated) { finished }
          stack[stack.count - 1].value = accumulated
        } else {
          stack[stack.count - 1].value = finished
        }
      }
    }
    return result
  }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the content, and a secondary view made
/// from the preference value it sets, read after layout from the content alone (not the
/// secondary view), its views' values reduced in the order of the tree. A value that is not
/// `Equatable` is read once: SceneSim cannot tell whether it changed.
struct _PreferenceValueHost<Content: View, K: PreferenceKey, V: View>: View {
  let content: Content
  let transform: (K.Value) -> V
  let alignment: Alignment
  let isBackground: Bool
  @State private var box = PreferenceValueBox<K.Value>()
  @State private var version = 0

  var body: some View {
    // Read, so that a bump (a new value read after layout) evaluates the body again.
    _ = version
    let box = box
    let bump = $version
    let secondary = transform(box.value ?? K.defaultValue)
    return content.modifier(
      _PreferenceReader<K>(
        read: { row, value in
          box[row] = value
          let combined = box.combined(as: K.self)
          if let old = box.value, anyValuesEqual(old, combined as Any) { return }
          if box.value != nil && !(combined is any Equatable) { return }
          box.value = combined
          bump.wrappedValue &+= 1
        })
    )
    .modifier(_SecondaryLayout(secondary: secondary, alignment: alignment, isBackground: isBackground))
  }
}

/// The values an overlay of a preference last read: each of its content's views', in the order
/// they were first read, and the value they reduce to.
final class PreferenceValueBox<Value> {
  var value: Value?
  private var order: [ViewIdentity] = []
  private var values: [ViewIdentity: Value] = [:]

  subscript(row: ViewIdentity) -> Value? {
    get { values[row] }
    set {
      if values[row] == nil { order.append(row) }
      values[row] = newValue
    }
  }

  /// The rows' values reduced in order.
  func combined<K: PreferenceKey>(as key: K.Type) -> Value where K.Value == Value {
    var result: Value?
    for row in order {
      guard let next = values[row] else { continue }
      if var accumulated = result {
        K.reduce(value: &accumulated) { next }
        result = accumulated
      } else {
        result = next
      }
    }
    return result ?? K.defaultValue
  }
}

/// Reads a preference of each of its content's views after layout, without `Equatable`.
struct _PreferenceReader<K: PreferenceKey>: ViewModifier {
  let read: (ViewIdentity, K.Value) -> Void
  func body(content: Content) -> some View {
    _CallbackModifier(
      content: content,
      callback: .value(
        .onPreferenceChange, initial: true,
        read: { node in
          read(node.identity, PreferenceReduction.value(of: K.self, in: node.child) ?? K.defaultValue)
          return 0
        }, action: { (_: Int, _: Int) in }))
  }
}
