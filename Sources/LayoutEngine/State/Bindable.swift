import Foundation
import Observation

/// A property wrapper that makes bindings to the properties of an `@Observable` model.
///
/// ```swift
/// struct Editor: View {
///   @Bindable var model: Document
///   var body: some View { Field(text: $model.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Value

  /// Wraps a model.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Wraps a model.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// The wrapper itself, for `$model.property` bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the `@Observable` model of this type that an ancestor put in the environment with
  /// `.environment(_:)`; reading it without one is a programming error, as in SwiftUI.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  public init(_ objectType: Value.Type) {
    self.init(
      \EnvironmentValues.[observable: TypeKey(objectType)] as KeyPath<EnvironmentValues, Value>)
  }
}

extension EnvironmentValues {
  /// The `@Observable` model stored under a type.
  subscript<T: AnyObject>(observable key: TypeKey) -> T {
    guard let model = values[key] as? T else {
      preconditionFailure("No \(T.self) in the environment: put one there with .environment(_:)")
    }
    return model
  }
}

extension View {
  /// Puts an `@Observable` model in the environment, where `@Environment(Model.self)` reads it.
  ///
  /// ```swift
  /// ContentView().environment(library)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _EnvironmentEditor(content: self, edit: _PutObservable(key: TypeKey(T.self), object: object))
  }
}

/// `.environment(_:)` with an `@Observable` model: kept under its type.
struct _PutObservable: _EnvironmentEdit {
  let key: TypeKey
  let object: AnyObject?

  func apply(to environment: inout EnvironmentValues) { environment.values[key] = object }
}
