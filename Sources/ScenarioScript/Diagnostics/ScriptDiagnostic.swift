/// An error in a script, in the Swift compiler's form: where, what, the source line with a marker
/// under the place, and a `help:` line where a fix is likely.
///
/// ```swift
/// print(diagnostic)
/// // Scenarios/mail.scenario:3:1: error: unknown step 'resise'
/// // resise to 700x800
/// // ^~~~~~
/// // help: did you mean 'resize'?
/// ```
public struct ScriptDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem starts.
  public var location: SourceLocation
  /// What is wrong, in lower case, without a full stop (as swiftc writes them).
  public var message: String
  /// The text of the line the problem is on (without its line break).
  public var sourceLine: String
  /// How many characters the marker underlines (at least 1).
  public var length: Int
  /// A likely fix, if any.
  public var help: String?

  /// Whether the problem is with the whole file (it cannot be read, it is too large): no line is
  /// shown under it.
  public var isAboutTheWholeFile = false

  public init(
    location: SourceLocation, message: String, sourceLine: String, length: Int = 1, help: String? = nil
  ) {
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
    self.length = max(1, length)
    self.help = help
  }

  /// A problem with the whole file, placed at its first line and column.
  public static func wholeFile(_ file: String, _ message: String, help: String? = nil) -> ScriptDiagnostic {
    var diagnostic = ScriptDiagnostic(
      location: SourceLocation(file: file, line: 1, column: 1), message: message, sourceLine: "", help: help)
    diagnostic.isAboutTheWholeFile = true
    return diagnostic
  }

  /// The marker line: spaces up to the column (tabs kept, so it lines up), `^`, then `~` under the
  /// rest of the place.
  public var marker: String {
    let prefix = sourceLine.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
    return prefix + "^" + String(repeating: "~", count: max(0, length - 1))
  }

  /// `line` with each control character but a tab shown as its picture (U+2400...), one
  /// character for one, so the marker still lines up and nothing reaches the terminal raw.
  static func printable(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: \.isControlCharacter) else { return line }
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      if !scalar.isControlCharacter {
        scalars.append(scalar)
      } else if scalar.value < 0x20 {
        scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      } else if scalar.value == 0x7F {
        scalars.append("\u{2421}")
      } else {
        scalars.append("\u{FFFD}")
      }
    }
    return String(scalars)
  }

  public var description: String {
    var text = "\(location): error: \(message)"
    if !isAboutTheWholeFile {
      text += "\n\(Self.printable(sourceLine))\n\(marker)"
    }
    if let help { text += "\nhelp: \(help)" }
    return text
  }
}

/// The nearest of some names to a misspelt one, for a `help: did you mean ...?` line.
public enum NearestName {
  /// The candidate closest to `word` by edit distance (case ignored), if it is close enough to be
  /// a likely misspelling: at most a third of the word's length, and at least 1.
  ///
  /// ```swift
  /// NearestName.suggest(for: "resise", among: ["resize", "move"])   // "resize"
  /// ```
  public static func suggest(for word: String, among candidates: some Sequence<String>) -> String? {
    let word = Array(word.lowercased().prefix(64))
    let allowed = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, Array(candidate.lowercased().prefix(64)))
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// A `help:` line for a misspelt `word`: "did you mean '...'?" when a candidate is close
  /// enough, else nil.
  ///
  /// ```swift
  /// NearestName.didYouMean("resise", among: ["resize"])   // "did you mean 'resize'?"
  /// ```
  public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
    suggest(for: word, among: candidates).map { "did you mean '\($0)'?" }
  }

  /// Levenshtein distance (insertions, deletions, substitutions and adjacent transpositions).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}

extension Unicode.Scalar {
  /// Whether this is a control character a script may not hold (Unicode's general category Cc;
  /// a tab is a space).
  var isControlCharacter: Bool { self != "\t" && properties.generalCategory == .control }
}
