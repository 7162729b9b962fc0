import Foundation
import Observation

extension _ViewList {
  /// Builds a custom view: reuses the nodes of its last evaluation when nothing it depends on
  /// changed (its state, its value, its environment), and otherwise evaluates its body, binding
  /// its `@State` and `@Environment` properties first. Records why it evaluated.
  ///
  /// `owner` names the view in reports and snapshots; `bind` hands the dynamic properties their
  /// storage (by default, those of `view`'s own fields).
  mutating func evaluateComposite<V: View>(
    _ view: V, as owner: Any.Type = V.self,
    bind: ((V, EnvironmentValues, GraphStore, ViewIdentity) -> Void)? = nil
  ) {
    let identity = inputs.identity.appending(ViewIdentity.type(V.self))
    let store = context.store
    let saved = inputs.identity
    defer { inputs.identity = saved }
    inputs.identity = identity
    nest(owner) { list in
      let environment = list.inputs.environment
      let previous = store.composites[identity]
      let isDirty = store.dirty.contains(identity)
      let claimer = store.building.last?.build ?? store.rootBuild
      if let previous, previous.claimedBy == claimer {
        // Two views with one identity in one build: ids that repeat in a `ForEach` ("the ID
        // occurs multiple times within the collection, this will give undefined results").
        list.context.report(
          LayoutIssue(
            .duplicateIdentity,
            "\(owner) appears more than once with the same identity (a ForEach id that repeats?); "
              + "each repeat is built on its own and they share their state"))
      }
      // Compared once, for reuse and for the reason it evaluates (a dirty view needs neither).
      let sameEnvironment = !isDirty && previous.map { $0.environment.isEqual(to: environment) } == true
      let unchanged =
        previous != nil && !isDirty && list.context.cachesEnabled
        && (previous!.value as? V).map { viewValuesEqual($0, view) } == true
        && sameEnvironment
        // Nodes taken apart (content let go during layout) can never be reused.
        && !previous!.nodes.contains(where: \.isDismantled)
        && previous!.claimedBy != claimer
      if let previous, unchanged {
        previous.claimedBy = claimer
        previous.parent = store.building.last
        store.building.last?.children.append(previous)
        if !previous.hasDirtyDescendant {
          // Nothing changed here or inside: the nodes of the last evaluation stand, with their
          // measured sizes.
          store.keep(previous)
          for node in previous.nodes { store.keptNodes.insert(ObjectIdentifier(node)) }
          list.nodes.append(contentsOf: previous.nodes)
          return
        }
        // A view inside changed state: build again from the last body, without evaluating it.
        store.visited.insert(identity)
        let before = previous.children
        previous.children = []
        previous.hasDirtyDescendant = false
        previous.build = store.nextBuild()
        store.building.append(previous)
        let start = list.nodes.count
        V.Body._makeNodes(previous.body as! V.Body, into: &list)
        store.building.removeLast()
        store.forgetDropped(before, now: previous.children)
        previous.nodes = ContiguousArray(list.nodes[start...])
        list.stampOwner(owner, from: start)
        return
      }
      var reason: Evaluation.Reason =
        previous == nil
        ? .initial
        : isDirty
          ? (store.observedChanges.contains(identity)
            ? .observed : store.environmentDirty.contains(identity) ? .environment : .state)
          : sameEnvironment ? .inputs : .environment
      store.observedChanges.remove(identity)
      store.environmentDirty.remove(identity)
      if reason == .inputs, let cause = store.buildCause { reason = cause }
      let name = TypeNames.name(of: owner)
      store.evaluations.append(Evaluation(view: name, reason: reason))
      store.dirty.remove(identity)
      store.visited.insert(identity)
      let record = CompositeRecord(
        identity: identity, name: name, value: view, environment: environment)
      record.parent = store.building.last
      record.claimedBy = claimer
      record.build = store.nextBuild()
      store.building.last?.children.append(record)
      store.building.append(record)
      if let bind {
        bind(view, environment, store, identity)
      } else {
        DynamicPropertyInjection.prepare(view, environment, store, identity)
      }
      let start = list.nodes.count
      store.evaluatingBody += 1
      // Properties of `@Observable` models read by the body make it evaluate again when they
      // change (the toolchain's Observation module, as SwiftUI uses it).
      var relay: ObservationRelay?
      let body = withObservationTracking(
        { view.body }, onChange: ObservationRelay.handler(made: &relay, store: store, identity: identity))
      store.evaluatingBody -= 1
      record.body = body
      V.Body._makeNodes(body, into: &list)
      store.building.removeLast()
      record.nodes = ContiguousArray(list.nodes[start...])
      store.composites[identity] = record
      // What the last evaluation made and this one did not is gone.
      if let previous { store.forgetDropped(previous.children, now: record.children) }
      list.stampOwner(owner, from: start)
    }
  }

  /// Records `type` as an owner of the nodes made in this build from `start` on (nodes reused
  /// from an earlier build keep the owners they were made with).
  private func stampOwner(_ type: Any.Type, from start: Int) {
    let generation = context.store.generation
    for index in start..<nodes.count where nodes[index].generation == generation {
      nodes[index].extrasForWriting.ownerTypes.insert(type, at: 0)
    }
  }
}

/// Whether two values of a view are equal for the purpose of skipping its body, as SwiftUI
/// compares them: with `==` when the view is `Equatable`, else field by field, skipping its
/// dynamic properties (`@State`, `@Environment`...); a field that cannot be compared (a closure,
/// a view that is not `Equatable`) counts as changed.
func viewValuesEqual<V>(_ a: V, _ b: V) -> Bool {
  if let fields = ViewFields.of(V.self) { return fields.equal(a, b) }
  if let a = a as? any Equatable { return anyValuesEqual(a, b) }
  let left = Mirror(reflecting: a).children
  let right = Mirror(reflecting: b).children
  guard left.count == right.count else { return false }
  for (x, y) in zip(left, right) {
    if let property = x.value as? _ComparedDynamicProperty {
      if !property._isSame(as: y.value) { return false }
      continue
    }
    if x.value is DynamicProperty { continue }
    if !anyValuesEqual(x.value, y.value) { return false }
  }
  return true
}

/// A dynamic property that is part of its view's value: a view given another one is another
/// value (`@ObservedObject`: another object).
protocol _ComparedDynamicProperty {
  func _isSame(as other: Any) -> Bool
}

/// Hands a custom view's dynamic properties what they read: the environment, and the graph's
/// storage for its `@State`. Which types have any is found once per type.
enum DynamicPropertyInjection {
  /// Whether views of a type have dynamic properties, by type.
  private static let hasProperties = BoundedCache<TypeKey, Bool>(limit: 4_096)

  static func prepare<V>(
    _ value: V, _ environment: EnvironmentValues, _ store: GraphStore, _ identity: ViewIdentity
  ) {
    if let fields = ViewFields.of(V.self) {
      if fields.hasDynamicProperties { fields.prepare(value, environment, store, identity) }
      return
    }
    let type = TypeKey(V.self)
    let known = hasProperties.value(for: type)
    if known == false { return }
    var found = false
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if let property = child.value as? _EnvironmentReading {
        property._receive(environment)
        found = true
      }
      if let state = child.value as? _StateBinding {
        state._bind(in: store, owner: identity, index: index, label: child.label)
        found = true
      }
    }
    if known == nil { hasProperties.keep(found, for: type) }
  }
}

extension EnvironmentValues {
  /// Whether every value is equal; a value that cannot be compared counts as changed unless it
  /// is the very value (`identicalBits`: a copy of the environment holds the values it was
  /// copied from, the root's among them).
  func isEqual(to other: EnvironmentValues) -> Bool {
    guard values.count == other.values.count else { return false }
    if identicalBits(values, other.values) { return true }
    for (key, value) in values {
      guard let theirs = other.values[key] else { return false }
      guard identicalBits(value, theirs) || anyValuesEqual(value, theirs) else { return false }
    }
    return true
  }
}
