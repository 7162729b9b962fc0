/// How a command ended, as the process's exit status: the named cases follow `sysexits.h`, as
/// swift-argument-parser's `ExitCode` does.
///
/// ```swift
/// let code = await SceneSimCommand.main(["check", "Scenarios"])
/// code == .success   // every script is well formed
/// ```
public struct ExitCode: RawRepresentable, Hashable, Sendable, Error, CustomStringConvertible {
  public var rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Everything held.
  public static let success = ExitCode(0)
  /// Something the command checked failed (an expectation, a property, a revert check).
  public static let failure = ExitCode(1)
  /// The command was used wrongly (EX_USAGE).
  public static let usage = ExitCode(64)
  /// A script or file given was malformed (EX_DATAERR).
  public static let dataError = ExitCode(65)
  /// A file or folder given does not exist or holds nothing to run (EX_NOINPUT).
  public static let noInput = ExitCode(66)
  /// An output file could not be created (EX_CANTCREAT).
  public static let cannotCreate = ExitCode(73)
  /// Writing output failed (EX_IOERR).
  public static let ioError = ExitCode(74)

  public var description: String { "\(rawValue)" }
}
