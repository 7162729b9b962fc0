import Foundation
import LayoutEngine

/// What one relayout of a window did.
public struct Relayout: Equatable, Sendable {
  /// Why it happened.
  public var cause: Cause
  /// The custom views that evaluated their bodies, in order, with why.
  public var evaluations: [Evaluation]
  /// How many sizes were computed (not answered from a memo).
  public var computedSizes: Int
  /// Whether the layout differs from the one before.
  public var changed: Bool
  /// The `ViewThatFits` choices in the window, in tree order.
  public var viewThatFitsChoices: [Int]
  /// Problems the layout reported (feedback loops, impossible geometry...).
  public var issues: [LayoutIssue]
  /// The value callbacks that ran (`onGeometryChange`, `onChange`...), with what they saw.
  public var callbacks: [CallbackRun] = []

  public init(
    cause: Cause, evaluations: [Evaluation], computedSizes: Int, changed: Bool, viewThatFitsChoices: [Int],
    issues: [LayoutIssue], callbacks: [CallbackRun] = []
  ) {
    self.cause = cause
    self.evaluations = evaluations
    self.computedSizes = computedSizes
    self.changed = changed
    self.viewThatFitsChoices = viewThatFitsChoices
    self.issues = issues
    self.callbacks = callbacks
  }

  /// Why a window is laid out again. Its raw value is its name in timelines.
  public enum Cause: String, Sendable, CaseIterable {
    case opened, resized, moved, scrolled, command, action
    case scenePhase = "scene phase"
    case dynamicType = "Dynamic Type"
    case colorScheme = "color scheme"
    case layoutDirection = "layout direction"
    /// A resize that a window's content made (its size changed with its state or environment).
    case contentSize = "content size"
  }
}
