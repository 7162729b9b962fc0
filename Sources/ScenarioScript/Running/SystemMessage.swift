import Foundation

/// The words of the system's answers, as SceneSim's errors quote them: an error number's text
/// and what kind of file a mode says a path is.
package enum SystemMessage {
  /// The text of error number `code` in lower case (`no such file or directory`).
  package static func error(_ code: Int32 = errno) -> String { String(cString: strerror(code)).lowercased() }

  /// What a file of mode `mode` is, with its article: "a folder", "a FIFO", "a character
  /// device", "a block device", "a socket", "a regular file", or "not a regular file".
  package static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
