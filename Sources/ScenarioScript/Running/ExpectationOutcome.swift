import Foundation
import SceneRuntime

/// The result of checking one expectation of a script: what was expected, where it was written,
/// whether it held, and the difference when it did not.
///
/// ```swift
/// ExpectationOutcome(text: "expect phase active", source: "a.scenario:4:1", passed: true).passed   // true
/// ```
public struct ExpectationOutcome: Hashable, Sendable {
  /// The expectation as written.
  public var text: String
  /// Where it was written (`file:line:column`, or the script's file for what the whole script
  /// expects), if anywhere: as reports show it.
  public var source: String?
  /// The line and column it was written at, when it is a line of a script: where a test issue
  /// points.
  public var location: SourceLocation?
  /// Whether it held.
  public var passed: Bool
  /// What was found instead, when it did not hold: a sentence, or a diff (expected −, actual +).
  public var difference: String?

  public init(
    text: String, source: String?, passed: Bool, difference: String? = nil, location: SourceLocation? = nil
  ) {
    self.text = text
    self.source = source
    self.location = location
    self.passed = passed
    self.difference = difference
  }
}

extension Sequence<ExpectationOutcome> {
  /// How many of the outcomes did not hold: what a script's verdict, its JSON summary and its
  /// JUnit suite count.
  ///
  /// ```swift
  /// [ExpectationOutcome(text: "expect phase active", source: nil, passed: false)].failureCount  // 1
  /// ```
  public var failureCount: Int { reduce(0) { $0 + ($1.passed ? 0 : 1) } }
}

extension RevertCheck {
  /// What did not come back, as the timeline and an expectation show it: the layout's diff
  /// (expected −, actual +), then the state that stuck, one change a line; nil when it passed.
  ///
  /// ```
  /// (expected −, actual +)
  ///   size 1194×790
  /// − onChange/padding/AnyLayout AnyLayout(HStackLayout) (16, 40, 1162×758)
  /// + onChange/padding/AnyLayout AnyLayout(VStackLayout) (16, 40, 1162×758)
  /// (2 views unchanged)
  /// state that stuck:
  ///   StickyLayoutScreen.wasCompact: false → true
  /// ```
  public var differenceDescription: String? {
    guard let layoutDifference else { return nil }
    guard !stuckState.isEmpty else { return layoutDifference.description }
    return layoutDifference.description + "\nstate that stuck:\n"
      + stuckState.map { "  \($0)" }.joined(separator: "\n")
  }
}
