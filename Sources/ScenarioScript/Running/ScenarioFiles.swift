import Foundation

/// The scripts at some paths: files as given, folders as every `.scenario` file in them
/// (recursively, in path order); and a script's text, read as a script must be.
///
/// ```swift
/// let files = try ScenarioFiles.collect(["Scenarios"])   // ["Scenarios/mail.scenario", ...]
/// let text = try ScenarioFiles.read(files[0])
/// ```
public enum ScenarioFiles {
  /// The most scripts one collection holds.
  public static let maximumScripts = 10_000
  /// The most folders inside one another that a collection goes into.
  public static let maximumDepth = 32

  /// Why the scripts could not be collected.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// No file or folder is at the path.
    case missing(path: String)
    /// More than `maximumScripts` scripts were found.
    case tooMany(limit: Int)
    /// A folder, or an entry in one, could not be read (its permissions, a symbolic link that
    /// loops or leads nowhere).
    case unreadable(path: String, reason: String)
    /// Folders nested deeper than `maximumDepth` (a symbolic link to a folder above, say).
    case tooDeep(path: String, limit: Int)
    /// The paths hold no script.
    case noScripts(paths: [String])

    public var description: String {
      switch self {
      case .missing(let path): return "no such file or folder '\(path)'"
      case .tooMany(let limit): return "more than \(limit) scripts given (ScenarioFiles.maximumScripts)"
      case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
      case .tooDeep(let path, let limit):
        return "'\(path)' is more than \(limit) folders deep (ScenarioFiles.maximumDepth)"
      case .noScripts(let paths):
        return "no .scenario file in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
      }
    }
  }

  /// The scripts at `paths`, in the order given (a folder's in path order). A folder's
  /// sub-folders are gone into, a folder named like a script included, and entries whose names
  /// start with a dot are skipped; what cannot be read is an error with its path, and no script
  /// at all is `.noScripts`.
  public static func collect(_ paths: [String]) throws(Failure) -> [String] {
    var files: [String] = []
    for path in paths {
      switch kind(of: path) {
      case .missing: throw .missing(path: path)
      case .folder: try walk(path, depth: 0, into: &files)
      case .file, .other: files.append(path)
      case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
      }
      guard files.count <= maximumScripts else { throw .tooMany(limit: maximumScripts) }
    }
    guard !files.isEmpty else { throw .noScripts(paths: paths) }
    return files
  }

  /// Adds the scripts in the folder at `path` and its sub-folders, in path order.
  private static func walk(_ path: String, depth: Int, into files: inout [String]) throws(Failure) {
    guard depth < maximumDepth else { throw .tooDeep(path: path, limit: maximumDepth) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw .unreadable(path: path, reason: reason(error))
    }
    for name in names where !name.hasPrefix(".") {
      let entry = (path as NSString).appendingPathComponent(name)
      switch kind(of: entry) {
      case .folder: try walk(entry, depth: depth + 1, into: &files)
      case .file where name.hasSuffix(".scenario"): files.append(entry)
      // An entry that cannot be looked at may be a folder of scripts: an error, whatever its name.
      case .unreadable(let why): throw .unreadable(path: entry, reason: why)
      case .missing: throw .unreadable(path: entry, reason: "it vanished while the folder was read")
      case .other where name.hasSuffix(".scenario"): files.append(entry)  // `read` says what it is
      default: break
      }
      guard files.count <= maximumScripts else { throw .tooMany(limit: maximumScripts) }
    }
  }

  private enum Kind: Equatable {
    case missing, file, folder, other
    case unreadable(String)
  }

  /// What is at `path`, a symbolic link followed.
  private static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT {
        var link = stat()
        return lstat(path, &link) == 0 ? .unreadable("a symbolic link to nothing") : .missing
      }
      return .unreadable(SystemMessage.error(code))
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    default: return .other
    }
  }

  private static func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
      return SystemMessage.error(Int32(code))
    }
    return "it cannot be listed"
  }
}
