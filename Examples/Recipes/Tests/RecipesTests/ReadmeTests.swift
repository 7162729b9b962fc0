import Foundation
import Recipes
import SceneSimCommandLine
import Testing

/// SceneSim's README shows this package's files and what its command line prints: each block
/// marked `<!-- file: PATH -->` is that file, each marked `<!-- output: ARGUMENTS -->` is what
/// `recipes-sim ARGUMENTS` prints (run from this package's folder, as CI does).
@Suite struct ReadmeTests {
  /// This package's folder, and SceneSim's above it.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let repository = package.deletingLastPathComponent().deletingLastPathComponent()

  /// The README's marked blocks: the marker's text and the block's lines.
  static func blocks(_ kind: String) throws -> [(marker: String, text: String)] {
    let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    var found: [(String, String)] = []
    let lines = readme.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- \(kind): ") && line.hasSuffix(" -->") {
      let marker = String(line.dropFirst("<!-- \(kind): ".count).dropLast(" -->".count))
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else { continue }
      let body = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }
      found.append((marker, body.joined(separator: "\n") + "\n"))
    }
    return found
  }

  @Test func theReadmeShowsThisPackagesFiles() throws {
    let blocks = try Self.blocks("file")
    #expect(blocks.count >= 4)
    for (path, text) in blocks {
      let file = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
      #expect(text == file, "README's block of \(path) differs from the file")
    }
  }

  @Test func theReadmeShowsWhatTheCommandsPrint() async throws {
    #expect(
      FileManager.default.currentDirectoryPath == Self.package.path
        || FileManager.default.currentDirectoryPath + "/" == Self.package.path,
      "run from Examples/Recipes, as CI does")
    let blocks = try Self.blocks("output")
    #expect(blocks.count >= 2)
    for (arguments, text) in blocks {
      let context = CommandContext.buffered()
      let code = await SceneSimCommand.main(
        arguments.split(separator: " ").map(String.init), apps: apps, toolName: "recipes-sim",
        context: context)
      #expect(code == .success, "\(arguments): \(context.standardError.text)")
      let shown = text.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
      #expect(shown == context.standardOutput.text, "README's output of 'recipes-sim \(arguments)' differs")
    }
  }
}
