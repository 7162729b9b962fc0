import Foundation

extension ScenarioFiles {
  /// The text of the script at `path`: a regular file (a symbolic link followed) of at most
  /// `Scenario.maximumBytes` bytes of UTF-8, a byte-order mark at its start dropped. Anything
  /// else is an error in swiftc's shape: a FIFO, a device or a folder at the file's first line
  /// (opened without waiting, so a FIFO cannot hold the read up), the first byte that is not
  /// UTF-8 at its line and column.
  ///
  /// ```swift
  /// let scenario = try Scenario.parse(try ScenarioFiles.read(path), file: path)
  /// ```
  public static func read(_ path: String) throws(ScriptErrors) -> String {
    func failure(_ message: String, help: String? = nil) -> ScriptErrors {
      ScriptErrors(diagnostics: [.wholeFile(path, message, help: help)])
    }
    // Opened without waiting (a FIFO with no writer would block), then asked what it is: what
    // was looked at is what is read, even if the path changes in between.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw failure("cannot read the script: \(SystemMessage.error())")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure("cannot read the script: \(SystemMessage.error())")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw failure(
        "cannot read the script: it is \(SystemMessage.kind(of: status.st_mode)), not a file",
        help: "give a .scenario file or a folder of them")
    }
    guard status.st_size <= Scenario.maximumBytes else {
      throw ScriptErrors(diagnostics: [Scenario.tooLarge(path)])
    }
    let data: Data
    do {
      // One byte more than allowed tells a file that grew since `fstat`.
      data = try handle.read(upToCount: Scenario.maximumBytes + 1) ?? Data()
    } catch {
      throw failure("cannot read the script")
    }
    guard data.count <= Scenario.maximumBytes else {
      throw ScriptErrors(diagnostics: [Scenario.tooLarge(path)])
    }
    if let bad = firstInvalidUTF8(data) {
      let lineStart = data[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      let lineEnd = data[bad...].firstIndex(of: 0x0A) ?? data.endIndex
      let line = data[..<bad].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      var source = String(decoding: data[lineStart..<lineEnd], as: UTF8.self)
      if source.hasSuffix("\r") { source.removeLast() }
      var prefix = String(decoding: data[lineStart..<bad], as: UTF8.self)
      // A byte-order mark is dropped before the script is read: it takes no column.
      if prefix.hasPrefix("\u{FEFF}"), lineStart == data.startIndex { prefix.removeFirst() }
      if source.hasPrefix("\u{FEFF}"), lineStart == data.startIndex { source.removeFirst() }
      throw ScriptErrors(diagnostics: [
        ScriptDiagnostic(
          location: SourceLocation(file: path, line: line, column: prefix.count + 1),
          message:
            "the script is not UTF-8: byte 0x\(String(data[bad], radix: 16, uppercase: true)) is not part "
            + "of a valid character", sourceLine: source, help: "save the script as UTF-8 text")
      ])
    }
    var text = String(decoding: data, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// The index of the first byte of `data` that is not part of well-formed UTF-8, if any. The
  /// bytes are read where they are, ASCII eight at a time and any other character by the
  /// standard library's UTF-8 parser (a script is mostly ASCII; a byte read through `Data`'s
  /// own iterator and the parser costs about 50 instructions).
  static func firstInvalidUTF8(_ data: Data) -> Data.Index? {
    data.withUnsafeBytes { buffer in
      var index = 0
      while index < buffer.count {
        while index + 8 <= buffer.count,
          buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        guard index < buffer.count else { break }
        if buffer[index] < 0x80 {
          index += 1
          continue
        }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = UnsafeRawBufferPointer(rebasing: buffer[index...]).makeIterator()
        guard case .valid(let scalar) = parser.parseScalar(from: &bytes) else {
          return data.startIndex + index
        }
        index += scalar.count
      }
      return nil
    }
  }
}
