import Foundation
import SceneSim

/// A command-line usage error, reported in swift-argument-parser's shape with exit code 64.
struct UsageError: Error {
  let message: String
  let usage: String
  let command: String
}

/// The arguments of one command: flags, options with values, and positional arguments.
struct Arguments {
  private var remaining: [String]
  let usage: String
  let command: String
  /// The apps a command may name.
  let apps: [ScenarioApp]

  init(_ arguments: [String], usage: String, command: String, apps: [ScenarioApp] = []) {
    remaining = arguments
    self.usage = usage
    self.command = command
    self.apps = apps
  }

  /// Removes a flag and tells whether it was there.
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// Removes an option and its value, if given: `--name value` or `--name=value`, as
  /// swift-argument-parser accepts.
  mutating func option(_ name: String) throws -> String? {
    guard let index = remaining.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else {
      return nil
    }
    if remaining[index] != name {
      defer { remaining.remove(at: index) }
      return String(remaining[index].dropFirst(name.count + 1))
    }
    guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
      throw error("Missing value for '\(name) <\(name.dropFirst(2))>'")
    }
    let value = remaining[index + 1]
    remaining.removeSubrange(index...(index + 1))
    return value
  }

  /// A length option: a finite, non-negative number of points.
  mutating func length(_ name: String) throws -> CGFloat? {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value.isFinite, value >= 0, value <= 1_000_000 else {
      throw error(
        "The value '\(text)' is invalid for '\(name) <\(name.dropFirst(2))>': expected points from 0 to 1000000"
      )
    }
    return CGFloat(value)
  }

  /// A whole-number option in `range`, if given.
  mutating func count(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw error(
        "The value '\(text)' is invalid for '\(name) <\(name.dropFirst(2))>': expected \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  /// The positional arguments; an unknown option is an error.
  mutating func positionals() throws -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") }) {
      throw error("Unknown option '\(unknown)'")
    }
    defer { remaining = [] }
    return remaining
  }

  /// The positional arguments, at most `limit` of them: one more is an error, as is an unknown
  /// option.
  mutating func positionals(atMost limit: Int) throws -> [String] {
    let given = try positionals()
    guard given.count <= limit else { throw error("Unexpected argument '\(given[limit])'") }
    return given
  }

  /// The positional arguments, each the name of one of `choices` (of a `kind`: "example",
  /// "app"), in the order given.
  mutating func choices<T>(_ kind: String, from choices: [T], name: (T) -> String) throws -> [T] {
    try positionals().map { try lookUp($0, kind, in: choices, name: name) }
  }

  /// The one positional argument, the name of one of `choices` (of a `kind`: "example", "app");
  /// nil when there is none and it is not `required`.
  mutating func choice<T>(
    _ kind: String, from choices: [T], name: (T) -> String, required: Bool = true
  ) throws -> T? {
    guard let given = try positionals(atMost: 1).first else {
      if required { throw error("Missing expected argument '<\(kind)>'") }
      return nil
    }
    return try lookUp(given, kind, in: choices, name: name)
  }

  /// The one of `choices` named `given`; an unknown name is an error that lists the names.
  private func lookUp<T>(_ given: String, _ kind: String, in choices: [T], name: (T) -> String) throws -> T {
    guard let found = choices.first(where: { name($0) == given }) else {
      throw error("Unknown \(kind) '\(given)'; the \(kind)s are \(choices.map(name).joined(separator: ", "))")
    }
    return found
  }

  /// The device named by `--device`, or `fallback`.
  mutating func device(default fallback: Device) throws -> Device {
    guard let name = try option("--device") else { return fallback }
    guard let device = Device.named(name) else {
      throw error(
        "Unknown device '\(name)'; the devices are \(Device.catalog.map(\.scriptName).joined(separator: ", "))"
      )
    }
    return device
  }

  func error(_ message: String) -> UsageError {
    UsageError(message: message, usage: usage, command: command)
  }
}
