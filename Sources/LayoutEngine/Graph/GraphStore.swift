import Foundation

/// What a live graph keeps from one update to the next, by view identity: `@State` storage,
/// the last evaluation of each custom view (to reuse it when nothing it depends on changed),
/// and what its callbacks saw last.
package final class GraphStore {
  /// `@State` storage.
  var states: [StateKey: StateStorageBase] = [:]
  /// The last evaluation of each custom view.
  var composites: [ViewIdentity: CompositeRecord] = [:]
  /// Views whose state changed since they were last evaluated.
  var dirty: Set<ViewIdentity> = []
  /// Identities seen in the current build (the rest are gone: their state goes with them).
  var visited: Set<ViewIdentity> = []
  /// The custom views being built, innermost last (each learns what is built inside it).
  var building: [CompositeRecord] = []
  /// The current build; nodes reused from an earlier build are stamped with it.
  var generation: UInt32 = 0
  /// The nodes reused whole in the current build (their subtrees belong to the new tree).
  var keptNodes: Set<ObjectIdentifier> = []
  /// What the last values of `onChange` and `onGeometryChange` were, by identity.
  var lastValues: [ViewIdentity: Any] = [:]
  /// The views that have appeared, in the order they appeared, with their disappear actions.
  var appeared: [(identity: ViewIdentity, onDisappear: (() -> Void)?)] = []
  /// Why views were evaluated in the current update, in the order they were.
  var evaluations: [Evaluation] = []
  /// Whether state was set while a body was being evaluated (SwiftUI: "Modifying state during
  /// view update, this will cause undefined behavior").
  var evaluatingBody = 0
  var stateSetDuringUpdate: [ViewIdentity] = []

  /// Whether something changed that needs the views to be built again.
  var needsRebuild: Bool { !dirty.isEmpty || environmentChanged }
  /// Views made dirty by a change of an observed property (not their own state).
  var observedChanges: Set<ViewIdentity> = []
  var environmentChanged = false

  func stateDidChange(_ owner: ViewIdentity) {
    if evaluatingBody > 0 { stateSetDuringUpdate.append(owner) }
    dirty.insert(owner)
    // The custom views around it must build again (without evaluating their bodies).
    var ancestor = composites[owner]?.parent
    while let current = ancestor, !current.hasDirtyDescendant {
      current.hasDirtyDescendant = true
      ancestor = current.parent
    }
  }

  /// Marks a custom view and everything evaluated within it as still present.
  func keep(_ record: CompositeRecord) {
    var pending = [record]
    while let next = pending.popLast() {
      visited.insert(next.identity)
      pending.append(contentsOf: next.children)
    }
  }

  /// Forgets what belonged to identities that are gone.
  func forgetUnvisited() {
    composites = composites.filter { visited.contains($0.key) }
    states = states.filter { visited.contains($0.key.owner) }
  }
}

/// The last evaluation of a custom view: its value, its environment, the nodes its body made,
/// and the custom views evaluated within it.
final class CompositeRecord {
  let identity: ViewIdentity
  let name: String
  var value: Any
  var environment: EnvironmentValues
  var nodes: ContiguousArray<ViewNode> = []
  var children: [CompositeRecord] = []
  /// The custom view whose body built this one.
  weak var parent: CompositeRecord?
  /// The body of the last evaluation, to build again from when only a view inside changed.
  var body: Any?
  /// Whether a custom view inside changed state since this one was built.
  var hasDirtyDescendant = false

  init(identity: ViewIdentity, name: String, value: Any, environment: EnvironmentValues) {
    self.identity = identity
    self.name = name
    self.value = value
    self.environment = environment
  }
}

/// Why a custom view evaluated its body.
public struct Evaluation: Equatable, Sendable, CustomStringConvertible {
  /// The reasons.
  public enum Reason: String, Sendable {
    /// It appeared for the first time (or its identity changed).
    case initial
    /// One of its `@State` values changed.
    case state
    /// Its environment changed.
    case environment
    /// Its parent gave it different inputs (its value changed, or it cannot be compared).
    case inputs
    /// A property of an `@Observable` model that its body read changed.
    case observed
  }
  /// The custom view's type.
  public var view: String
  public var reason: Reason

  public var description: String { "\(view) (\(reason.rawValue))" }
}

/// Carries an observation's change notice to the graph: the custom view whose body read the
/// property evaluates again at the next update. Mutate observed models on the graph's thread, as
/// SwiftUI requires the main actor.
final class ObservationRelay: @unchecked Sendable {
  weak var store: GraphStore?
  let identity: ViewIdentity

  init(store: GraphStore, identity: ViewIdentity) {
    self.store = store
    self.identity = identity
  }

  func changed() {
    guard let store else { return }
    store.observedChanges.insert(identity)
    store.stateDidChange(identity)
  }
}
