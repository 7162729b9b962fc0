import Foundation
import SceneSim

/// Where a command writes text: a file descriptor of the process (standard output or error), or
/// a buffer that an in-process caller reads afterwards. Each `line` is written as it comes.
///
/// ```swift
/// let output = CommandOutput.buffer()
/// output.line("hello")
/// output.text   // "hello\n"
/// ```
public final class CommandOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var buffered = ""
  private let descriptor: Int32?
  private var failed = false

  private init(descriptor: Int32?) { self.descriptor = descriptor }

  /// The process's standard output.
  public static let standardOutput = CommandOutput(descriptor: STDOUT_FILENO)
  /// The process's standard error.
  public static let standardError = CommandOutput(descriptor: STDERR_FILENO)

  /// A buffer, read with `text`.
  public static func buffer() -> CommandOutput { CommandOutput(descriptor: nil) }

  /// Writes `text` followed by a newline.
  public func line(_ text: String) { write(text + "\n") }

  /// Writes `text` as it is.
  public func write(_ text: String) {
    lock.withLock {
      guard let descriptor else {
        buffered += text
        return
      }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty && !failed {
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
          if errno == EINTR { continue }
          failed = true
        } else {
          bytes = bytes.dropFirst(written)
        }
      }
    }
  }

  /// What a buffer holds (empty for a file descriptor).
  public var text: String { lock.withLock { buffered } }

  /// Whether a write to the file descriptor failed (a full disk, a closed pipe): the command
  /// then ends with `ExitCode.ioError`.
  public var writeFailed: Bool { lock.withLock { failed } }

  /// Whether the output is a terminal.
  public var isTerminal: Bool { descriptor.map { isatty($0) != 0 } ?? false }
}

/// What a command runs with: where it writes, the environment it reads, the apps scripts may
/// name and the tool's name.
///
/// ```swift
/// let context = CommandContext.buffered(environment: ["NO_COLOR": "1"])
/// let code = await SceneSimCommand.main(["list"], context: context)
/// print(context.standardOutput.text)
/// ```
public struct CommandContext: Sendable {
  /// Where results go.
  public var standardOutput: CommandOutput
  /// Where errors, progress and timing figures go.
  public var standardError: CommandOutput
  /// The environment variables (`NO_COLOR`, `TERM`, `SCENESIM_SEED`...).
  public var environment: [String: String]
  /// The apps scripts, `stress`, `menu`, `gallery` and `list` know (set by `SceneSimCommand.main`).
  public var apps: [ScenarioApp] = []
  /// The name of the command-line tool, as help, errors and `reproduce:` lines give it.
  public var toolName = "scenesim"
  /// Whether the tool was built optimized (`swift build -c release`); `stress` notes on standard
  /// error that a debug build (`swift run`'s default) runs its examples several times slower.
  public var isOptimizedBuild = CommandContext.builtOptimized

  /// Whether this module was compiled optimized: SwiftPM defines `DEBUG` in a debug build, and a
  /// package's dependencies are built in the configuration of the package that runs them.
  public static var builtOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  public init(standardOutput: CommandOutput, standardError: CommandOutput, environment: [String: String]) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.environment = environment
  }

  /// The process's standard output, standard error and environment.
  public static var process: CommandContext {
    CommandContext(
      standardOutput: .standardOutput, standardError: .standardError,
      environment: ProcessInfo.processInfo.environment)
  }

  /// Two buffers, for running a command in process and reading what it wrote.
  public static func buffered(environment: [String: String] = [:]) -> CommandContext {
    CommandContext(standardOutput: .buffer(), standardError: .buffer(), environment: environment)
  }

  /// Writes one line to standard output.
  func print(_ text: String) { standardOutput.line(text) }

  /// Writes one line to standard error.
  func printError(_ text: String) { standardError.line(text) }
}
