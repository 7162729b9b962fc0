import Foundation
import ScenarioScript

/// The package's folder (the one with Package.swift), found from this file's path: the README,
/// the docs and the shipped scenarios the tests read, and where the command runs.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A scenario's failed expectations, each as its line and what was found instead.
func failures(_ result: ScenarioResult) -> [String] {
  result.outcomes.filter { !$0.passed }.map { "\($0.text): \($0.difference ?? "")" }
}
