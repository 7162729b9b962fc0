import Foundation
import PropertyTesting
import SceneSim

/// The example seeds that failed, by app, kept between runs (one "app seed" per line).
struct FailureStore {
  let path: String
  /// The most seeds kept.
  static let maximumEntries = 1_000

  /// The stored seeds, oldest first (as `save` writes them); the newest `maximumEntries` of a
  /// longer file.
  func load() -> [(app: String, seed: UInt64)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").suffix(FailureStore.maximumEntries).compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let seed = Property.Configuration.parseSeed(String(parts[1])) else {
        return nil
      }
      return (String(parts[0]), seed)
    }
  }

  /// Keeps `entries`, oldest first: the stress command passes the seeds kept from other apps
  /// followed by the ones this run found, so the newest are last and a full store drops the
  /// oldest.
  func save(_ entries: [(app: String, seed: UInt64)]) {
    let text = entries.suffix(FailureStore.maximumEntries).map { "\($0.app) \($0.seed)\n" }.joined()
    if entries.isEmpty, !FileManager.default.fileExists(atPath: path) { return }
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? AtomicFile.write(text, to: path)
  }
}
