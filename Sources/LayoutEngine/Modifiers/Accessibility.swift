import Foundation

extension View {
  /// Names this view for tests and assistive technologies, without changing its identity (its
  /// state stays, unlike `.id(_:)`'s). SceneSim finds a view by it wherever it finds one by
  /// `.id(_:)`: in scripts, expectations, snapshots and renders (`LayoutSnapshot.frame(of:)`).
  ///
  /// ```swift
  /// RecipeList().accessibilityIdentifier("recipes")
  /// snapshot.frame(of: "recipes")
  /// ```
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    let key = AnyHashable(identifier)
    return _TraitWriter(content: self) { $0.extrasForWriting.id = key }
  }
}
