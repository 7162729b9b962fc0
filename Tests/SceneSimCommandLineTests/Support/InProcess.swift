import Foundation
import SceneSimCommandLine

/// The package's folder (the one with Package.swift), found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A path in the package's folder.
func packagePath(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

/// What a command line run in process gave: its exit code and what it wrote.
struct CommandRun {
  let code: ExitCode
  let output: String
  let errors: String
}

/// Runs one `scenesim` command line in process, with `environment` (no color by default).
func scenesim(_ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"]) async -> CommandRun {
  let context = CommandContext.buffered(environment: environment)
  let code = await SceneSimCommand.main(arguments, context: context)
  return CommandRun(code: code, output: context.standardOutput.text, errors: context.standardError.text)
}

/// A new empty folder in the temporary folder, for files a command writes; the caller removes it
/// with ``removeFolder(_:)`` when the test ends.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "scenesim-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Removes a folder made by ``temporaryFolder()`` and everything in it.
func removeFolder(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }
