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
    let structureKey = StructureCache.idKey(identifier, boxed: key)
    return _TraitWriter(content: self) {
      $0.extrasForWriting.setID(key, text: identifier, structureKey: structureKey)
    }
  }
}

extension View {
  /// Sets the label assistive technologies read (no effect on layout).
  public func accessibilityLabel(_ label: Text) -> some View { _LayoutNeutral(content: self) }
  /// Sets the label assistive technologies read (no effect on layout).
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _LayoutNeutral(content: self) }
  /// Sets the hint assistive technologies read (no effect on layout).
  public func accessibilityHint(_ hint: Text) -> some View { _LayoutNeutral(content: self) }
  /// Sets the hint assistive technologies read (no effect on layout).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _LayoutNeutral(content: self) }
  /// Sets the value assistive technologies read (no effect on layout).
  public func accessibilityValue(_ value: Text) -> some View { _LayoutNeutral(content: self) }
  /// Sets the value assistive technologies read (no effect on layout).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _LayoutNeutral(content: self) }
  /// Hides the view from assistive technologies (no effect on layout).
  public func accessibilityHidden(_ hidden: Bool) -> some View { _LayoutNeutral(content: self) }
  /// Adds traits (no effect on layout).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Removes traits (no effect on layout).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Makes the view's children one element, or keeps them (no effect on layout).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Sets the order assistive technologies read the view in (no effect on layout).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { _LayoutNeutral(content: self) }
  /// Adds an action assistive technologies offer (no effect on layout).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { _LayoutNeutral(content: self) }
  /// Adds a named action assistive technologies offer (no effect on layout).
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> some View
  {
    _LayoutNeutral(content: self)
  }
  /// Sets the input labels of voice control (no effect on layout).
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Shows the view as the heading of a level (no effect on layout).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    _LayoutNeutral(content: self)
  }
}

/// Traits assistive technologies read.
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an element's children are read.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// A heading level.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
