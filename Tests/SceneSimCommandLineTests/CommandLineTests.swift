import Foundation
import Testing

/// The `scenesim` command as a person types it, run as a process: the executable is built with
/// the tests (`swift build --build-tests`) beside the test bundle.
@Suite struct CommandLineTests {

  /// The built `scenesim` beside the running tests.
  static func executable() throws -> URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      besideTests, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("scenesim") }
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
  }

  /// Runs `scenesim` with `arguments` in the package's folder: exit code, output, errors.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    // Both pipes at once: a child that fills one while the other is read would wait forever.
    let (outRead, errorsRead) = (PipeReading(output), PipeReading(errors))
    // A child that hangs fails its test, not the whole run.
    guard exited.wait(timeout: .now() + 120) == .success else {
      process.terminate()
      throw TimedOut(arguments: arguments)
    }
    return (
      process.terminationStatus, String(decoding: outRead.data(), as: UTF8.self),
      String(decoding: errorsRead.data(), as: UTF8.self)
    )
  }

  /// `scenesim` did not finish within two minutes.
  struct TimedOut: Error { let arguments: [String] }

  /// Standard output that cannot be written (a full disk: /dev/full) is exit 74 with a message
  /// on standard error; it exited 0.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func standardOutputThatCannotBeWrittenIsExit74() throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = ["run", "Scenarios/sticky-layout.scenario"]
    process.currentDirectoryURL = packageRoot
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(message.contains("error: cannot write to standard output"))
  }

  /// `--name=value` means `--name value`, as in swift-argument-parser.
  @Test func optionsTakeTheirValueAfterAnEqualsSign() throws {
    let spaced = try Self.run(["layout", "form", "--width", "300", "--json"])
    let joined = try Self.run(["layout", "form", "--width=300", "--json"])
    #expect(spaced.status == 0)
    #expect(joined.status == 0)
    #expect(joined.output == spaced.output)
    let script = "Scenarios/sticky-layout.scenario"
    let columns = try Self.run(["render", script, "--columns=40"])
    #expect(columns.status == 0)
    #expect(columns.output == (try Self.run(["render", script, "--columns", "40"])).output)
    let bad = try Self.run(["render", script, "--columns=4"])
    #expect(bad.status == 64)
    #expect(bad.errors.hasPrefix("Error: The value '4' is invalid for '--columns <columns>': expected 8 to "))
  }

  /// `render --svg` writes the window as an SVG picture, whole, and says so; a folder is no place
  /// for it (exit 73, as for any report that cannot be written).
  @Test func renderWritesAnSVGPicture() throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let file = folder.appendingPathComponent("window.svg").path
    let written = try Self.run(["render", "Scenarios/library.scenario", "--at", "20", "--svg", file])
    #expect(written.status == 0, "\(written.errors)")
    #expect(written.output.contains("SVG written to \(file)"))
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">chapter text<") || svg.contains(">book title<"))
    let refused = try Self.run(["render", "Scenarios/library.scenario", "--svg", folder.path])
    #expect(refused.status == 73)
    #expect(refused.errors.contains("error: the SVG file:"))
  }

  /// One positional argument more than a command takes is named in the usage error.
  @Test func anExtraArgumentIsAUsageError() throws {
    let script = "Scenarios/sticky-layout.scenario"
    for (arguments, extra) in [
      (["list", "apps"], "apps"), (["examples", "tags"], "tags"), (["menu", "mail", "tags"], "tags"),
      (["render", script, script], script),
    ] {
      let run = try Self.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.errors.hasPrefix("Error: Unexpected argument '\(extra)'"), "\(arguments): \(run.errors)")
    }
    let missing = try Self.run(["render"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("Error: Missing expected argument '<path>'"), "\(missing.errors)")
  }

  /// A bad `--window` is a usage error found before the script runs, in Arguments.count's words.
  @Test func renderChecksItsWindowFirst() throws {
    let bad = try Self.run(["render", "Scenarios/sticky-layout.scenario", "--window", "0"])
    #expect(bad.status == 64)
    #expect(
      bad.errors.hasPrefix("Error: The value '0' is invalid for '--window <window>': expected 1 to 10000"))
    #expect(bad.output.isEmpty)
    let folder = try Self.run(["render", "Scenarios"])
    #expect(folder.status == 64)
    #expect(folder.errors.contains("render draws one script"))
  }
}

/// A pipe read to its end on another thread.
private final class PipeReading: @unchecked Sendable {
  private var read = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ pipe: Pipe) {
    DispatchQueue.global().async {
      self.read = pipe.fileHandleForReading.readDataToEndOfFile()
      self.done.signal()
    }
  }

  /// Everything the pipe carried, once it closed.
  func data() -> Data {
    done.wait()
    return read
  }
}
