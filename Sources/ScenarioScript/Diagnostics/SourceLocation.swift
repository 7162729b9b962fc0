/// A place in a script: its file, line and column (both counted from 1, columns in characters).
///
/// ```swift
/// SourceLocation(file: "Scenarios/mail.scenario", line: 3, column: 8).description
/// // "Scenarios/mail.scenario:3:8"
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as the user gave it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  public var description: String { "\(file):\(line):\(column)" }
}
