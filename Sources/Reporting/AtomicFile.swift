import Foundation
import ScenarioScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all: to a temporary file beside the target, then renamed over
/// it. Only a regular file is replaced, keeping its permissions; a symbolic link is written
/// through, its target replaced and the link kept; a device, a folder, a FIFO or a socket is
/// refused. It creates no folders.
public enum AtomicFile {
  /// The most symbolic links followed to the file (Linux's own limit, `MAXSYMLINKS`).
  public static let maximumLinks = 40

  /// Why a file was not written (nothing was changed).
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What stopped the write, in lower case.
    public var reason: String

    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// Writes `text` to `path` as UTF-8 atomically; on failure the old file (if any) is left as it
  /// was and no temporary file is left.
  ///
  /// ```swift
  /// try AtomicFile.write("<testsuites/>", to: "report.xml")
  /// ```
  public static func write(_ text: String, to path: String) throws(Failure) {
    let target = try resolve(path)
    var status = stat()
    var mode: mode_t?
    if lstat(target, &status) == 0 {
      let type = status.st_mode & S_IFMT
      guard type == S_IFREG else {
        throw Failure(path: path, reason: "it is \(SystemMessage.kind(of: type)), not a file")
      }
      mode = status.st_mode & 0o7777
    }
    let folder = (target as NSString).deletingLastPathComponent
    let stem = (folder.isEmpty ? "." : folder) + "/.\((target as NSString).lastPathComponent).\(getpid())."
    // A new name beside the target, made here and nowhere else (O_EXCL); a new file gets what
    // `open` gives (0666 less the umask), a replaced one keeps its permissions.
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 where descriptor < 0 {
      temporary = stem + String(attempt)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor < 0, errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
    var failure = writeAll(Array(text.utf8), to: descriptor)
    if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = lastError() }
    if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
    if close(descriptor) != 0, failure == nil { failure = lastError() }
    if failure == nil, rename(temporary, target) != 0 { failure = lastError() }
    if let failure {
      unlink(temporary)
      throw Failure(path: path, reason: failure)
    }
  }

  /// The file that `path` names: `path` itself, or the end of its chain of symbolic links.
  static func resolve(_ path: String) throws(Failure) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw Failure(path: path, reason: lastError()) }
      let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        link.hasPrefix("/")
        ? link : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
    }
    throw Failure(path: path, reason: "more than \(maximumLinks) symbolic links (AtomicFile.maximumLinks)")
  }

  private static func lastError() -> String { SystemMessage.error() }
}

/// Writes every byte to `descriptor` (again after a short write or an interruption); the
/// system's reason when a write fails (a full disk, a quota), or nil.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      written += count
    } else if count < 0, errno != EINTR {
      return SystemMessage.error()
    }
  }
  return nil
}
