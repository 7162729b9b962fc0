import Foundation

/// Writes files whole or not at all, with Foundation's atomic write: to a temporary file beside
/// the target, then renamed over it. It creates no folders; its errors are Foundation's.
public enum AtomicFile {
  /// Writes `text` to `path` as UTF-8 atomically; on failure the old file (if any) is left as it was.
  ///
  /// ```swift
  /// try AtomicFile.write("<testsuites/>", to: "report.xml")
  /// ```
  public static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
