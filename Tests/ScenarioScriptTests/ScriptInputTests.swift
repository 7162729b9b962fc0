import Foundation
import SceneRuntime
import Testing

@testable import ScenarioScript

/// What a script file may hold and how it is read: line ends, control characters, malformed
/// values, limits, and files that are not text (each error at its line and column).
@Suite struct ScriptInputTests {
  /// A folder of its own, removed after the test.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenesim-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  // MARK: Lines

  /// CRLF line ends read as LF ones ("\r\n" is one Character: splitting on "\n" alone saw one
  /// line), and columns count what an editor shows.
  @Test func crlfLinesAreLines() throws {
    let scenario = try Scenario.parse(
      "app mail\r\ndevice iPadPro11\r\nresize to 700x800\r\nexpect columns detail\r\n", file: "a.scenario")
    #expect(scenario.steps.count == 2)
    #expect(
      errors("app mail\r\nresise to 700x800\r\n").hasPrefix("a.scenario:2:1: error: unknown step 'resise'"))
  }

  /// A NUL inside a number cut it short (`800<NUL>999` read as 800): a control character is an
  /// error at its column, shown as its picture.
  @Test func aControlCharacterIsAnErrorWhereItIs() {
    #expect(
      errors("app mail\nresize to 800\u{0}999x700\n") == """
        a.scenario:2:14: error: control character U+0000 in the line
        resize to 800\u{2400}999x700
                     ^
        help: remove it; a script is plain text
        """)
    #expect(
      errors("app mail\n\u{1B}[31mresize to 700x800\n").hasPrefix(
        "a.scenario:2:1: error: control character U+001B"))
    #expect(errors("app mail\nresize\tto 700x800\n") == "no error")
  }

  /// Inside a `view { }` block too: a control character or a line over the limit is an error at
  /// its place, not read by the view notation.
  @Test func aViewBlockHasTheSameLineRules() {
    #expect(
      errors("view {\n  Text(\"a\u{1B}b\")\n}\n").hasPrefix(
        "a.scenario:2:10: error: control character U+001B"))
    let long = "view {\n  Text(\"" + String(repeating: "a", count: Scenario.maximumLineLength) + "\")\n}\n"
    #expect(
      errors(long).hasPrefix("a.scenario:2:\(Scenario.maximumLineLength + 1): error: the line is longer than")
    )
  }

  /// A size has exactly two sides, neither empty.
  @Test(arguments: ["x700x800", "700xx900", "600x800x", "x700", "700x", "700×"])
  func aMalformedSizeIsAnError(size: String) {
    #expect(
      errors("app mail\nresize to \(size)\n").contains(
        "expected the size written as WIDTHxHEIGHT, found '\(size)'"))
  }

  /// A line and a script have limits, and the error names them.
  @Test func longLinesAndLargeScriptsAreRefusedByName() {
    let long = "app mail\n# " + String(repeating: "a", count: Scenario.maximumLineLength) + "\n"
    #expect(
      errors(long).hasPrefix("a.scenario:2:\(Scenario.maximumLineLength + 1): error: the line is longer than")
    )
    #expect(errors(long).contains("(Scenario.maximumLineLength)"))
    let large = String(repeating: "# a comment of some length\n", count: Scenario.maximumBytes / 27 + 1)
    #expect(
      errors(large).hasPrefix(
        "a.scenario:1:1: error: the script is larger than \(Scenario.maximumBytes) bytes"))
  }

  /// The parser allows the frame rates the simulator does (it clamped to 1,000 while scripts
  /// stopped at 240).
  @Test func theFrameRateLimitIsTheSimulators() {
    let top = Simulator.Limits.framesPerSecond.upperBound
    #expect(errors("app mail\nresize to 700x800 over 1s at \(top) fps\n") == "no error")
    #expect(
      errors("app mail\nresize to 700x800 over 1s at \(top + 1) fps\n").contains(
        "from 1 to \(top), Simulator.Limits.framesPerSecond"))
  }

  // MARK: Files

  /// The first byte that is not UTF-8, at its line and column.
  @Test func invalidUTF8IsAnErrorAtItsByte() throws {
    try withFolder { folder in
      let path = folder + "/bad.scenario"
      try Data("app mail\n# café ".utf8 + [0xFF] + Data(" x\n".utf8)).write(to: URL(fileURLWithPath: path))
      #expect(throws: ScriptErrors.self) { try ScenarioFiles.read(path) }
      do throws(ScriptErrors) {
        _ = try ScenarioFiles.read(path)
      } catch {
        #expect(error.diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 8))
        #expect(error.description.contains("byte 0xFF"))
      }
    }
  }

  /// A FIFO is never opened (reading one would wait for a writer); a device and a folder are
  /// not scripts.
  @Test func whatIsNotAFileIsAnError() throws {
    try withFolder { folder in
      let fifo = folder + "/pipe.scenario"
      #expect(mkfifo(fifo, 0o600) == 0)
      for (path, what) in [(fifo, "a FIFO"), ("/dev/null", "a character device"), (folder, "a folder")] {
        do throws(ScriptErrors) {
          _ = try ScenarioFiles.read(path)
          Issue.record("\(path) was read")
        } catch {
          #expect(
            error.description
              == "\(path):1:1: error: cannot read the script: it is \(what), not a file\nhelp: give a .scenario file or a folder of them"
          )
        }
      }
    }
  }

  /// A byte-order mark at the start is dropped; a file over the size limit is refused before
  /// it is read.
  @Test func aByteOrderMarkIsDroppedAndSizeIsBounded() throws {
    try withFolder { folder in
      let path = folder + "/bom.scenario"
      try Data("\u{FEFF}app mail\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(try ScenarioFiles.read(path) == "app mail\n")
      let large = folder + "/large.scenario"
      #expect(FileManager.default.createFile(atPath: large, contents: nil))
      #expect(truncate(large, off_t(Scenario.maximumBytes + 1)) == 0)
      #expect(throws: ScriptErrors.self) { try ScenarioFiles.read(large) }
    }
  }

  /// A folder named like a script is a folder (its scripts run, the run goes on); an entry that
  /// cannot be read is an error with its path; nothing found is an error, not a pass.
  @Test func foldersAreWalkedAndWhatCannotBeReadIsAnError() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/x.scenario", withIntermediateDirectories: true)
      try "app mail\n".write(toFile: folder + "/x.scenario/inner.scenario", atomically: true, encoding: .utf8)
      try "app mail\n".write(toFile: folder + "/b.scenario", atomically: true, encoding: .utf8)
      try "notes\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
      #expect(
        try ScenarioFiles.collect([folder]) == [
          folder + "/b.scenario", folder + "/x.scenario/inner.scenario",
        ])
      // A symbolic link to itself cannot be looked at (ELOOP), whatever its name.
      try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
      #expect(throws: ScenarioFiles.Failure.self) { try ScenarioFiles.collect([folder]) }
      do throws(ScenarioFiles.Failure) {
        _ = try ScenarioFiles.collect([folder])
      } catch {
        guard case .unreadable(let path, _) = error else {
          Issue.record("\(error)")
          return
        }
        #expect(path == folder + "/loop")
      }
      try FileManager.default.removeItem(atPath: folder + "/loop")
      // Folders inside one another deeper than the limit (a link to a folder above).
      try FileManager.default.createSymbolicLink(atPath: folder + "/x.scenario/up", withDestinationPath: "..")
      #expect(
        throws: ScenarioFiles.Failure.tooDeep(
          path: folder + String(repeating: "/x.scenario/up", count: 16), limit: 32)
      ) {
        try ScenarioFiles.collect([folder])
      }
      try FileManager.default.removeItem(atPath: folder + "/x.scenario/up")
      let empty = folder + "/empty"
      try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
      #expect(throws: ScenarioFiles.Failure.noScripts(paths: [empty])) { try ScenarioFiles.collect([empty]) }
    }
  }
}
