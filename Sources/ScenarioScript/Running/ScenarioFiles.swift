import Foundation

/// The scripts at some paths: files as given, folders as every `.scenario` file in them
/// (recursively, in path order).
///
/// ```swift
/// let files = try ScenarioFiles.collect(["Scenarios"])   // ["Scenarios/mail.scenario", ...]
/// ```
public enum ScenarioFiles {
  /// The most scripts one collection holds.
  public static let maximumScripts = 10_000

  /// Why the scripts could not be collected.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// No file or folder is at the path.
    case missing(path: String)
    /// More than `maximumScripts` scripts were found.
    case tooMany(limit: Int)

    public var description: String {
      switch self {
      case .missing(let path): return "no such file or folder '\(path)'"
      case .tooMany(let limit): return "more than \(limit) scripts given (ScenarioFiles.maximumScripts)"
      }
    }
  }

  /// The scripts at `paths`, in the order given (a folder's in path order).
  public static func collect(_ paths: [String]) throws(Failure) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .missing(path: path)
      }
      if isDirectory.boolValue {
        let found = (FileManager.default.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".scenario") }
          .sorted()
        files += found.map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
      guard files.count <= maximumScripts else { throw .tooMany(limit: maximumScripts) }
    }
    return files
  }
}
