import Foundation

/// A JSON Schema (draft 2020-12) validator for the tests, with no package: it knows the keywords
/// `docs/timeline-events.schema.json` uses and refuses a schema with any other, so that none is
/// skipped unnoticed. Assertions: `type` (a name or a list; `integer` is a number without a
/// fractional part), `enum`, `const`, `minimum`, `minItems`, `required`, `properties`,
/// `additionalProperties` (a boolean or a schema), `items`, `allOf`, `anyOf`, `oneOf`,
/// `if`/`then`/`else`, and `$ref` to `#` or `#/$defs/NAME`. Annotations, not checked: `$schema`,
/// `$defs`, `$comment`, `title`, `description`.
///
/// ```swift
/// let validator = try JSONSchemaValidator(schemaText: #"{"properties":{"x":{"type":"number"}}}"#)
/// validator.errors(inLine: #"{"x":"1"}"#)   // ["/x: expected number, found string"]
/// ```
struct JSONSchemaValidator: Sendable {
  /// Why a schema cannot be used; `location` is where in it, as a `#/...` pointer.
  enum SchemaError: Error, Equatable {
    /// The text is not JSON.
    case notJSON
    /// Not a schema (neither an object nor a boolean), a keyword's value of the wrong shape, or a
    /// `$ref` that leads nowhere.
    case malformed(String, location: String)
    /// A keyword this validator does not know.
    case unsupportedKeyword(String, location: String)
  }

  /// How many schemas may nest while one line is validated (`$ref`s followed, and subschemas
  /// applied to nested values): a deeper line, or a cycle of references, ends in an error.
  static let maximumDepth = 64

  private static let keywords: Set<String> = [
    "$schema", "$defs", "$comment", "title", "description", "type", "enum", "const", "minimum", "minItems",
    "required", "properties", "additionalProperties", "items", "allOf", "anyOf", "oneOf", "if", "then",
    "else", "$ref",
  ]
  private static let types: Set = ["null", "boolean", "integer", "number", "string", "array", "object"]

  private let root: JSON

  /// Parses the schema, and checks that it uses only the keywords above, each with a value of
  /// the right shape, and that every `$ref` leads to a schema.
  init(schemaText: String) throws(SchemaError) {
    let parsed = try? JSONSerialization.jsonObject(with: Data(schemaText.utf8), options: [.fragmentsAllowed])
    guard let root = parsed.flatMap(JSON.init) else { throw .notJSON }
    self.root = root
    try check(root, at: "#")
  }

  /// Why `line` (one JSON value) does not match the schema, in a fixed order (members by name),
  /// each reason naming the JSON pointer of the value at fault, "(root)" for the whole line:
  /// empty when it matches.
  ///
  /// ```swift
  /// validator.errors(inLine: #"{"requested":{"width":"5"}}"#)
  /// // ["/requested/width: expected number, found string"]
  /// ```
  func errors(inLine line: String) -> [String] {
    let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    guard let instance = parsed.flatMap(JSON.init) else { return ["(root): not JSON"] }
    var errors: [String] = []
    validate(instance, against: root, at: "", depth: 0, references: [], into: &errors)
    return errors
  }

  private func check(_ schema: JSON, at location: String) throws(SchemaError) {
    if case .bool = schema { return }
    guard case .object(let keywords) = schema else {
      throw .malformed("a schema must be an object or a boolean", location: location)
    }
    for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
      let here = location + "/" + keyword
      switch (keyword, value) {
      case ("$schema", .string), ("$comment", .string), ("title", .string), ("description", .string),
        ("const", _), ("enum", .array), ("minimum", .integer), ("minimum", .double), ("minItems", .integer):
        continue
      case ("type", .string(let name)) where Self.types.contains(name): continue
      case ("type", .array(let names)) where names.allSatisfy({ Self.types.contains($0.string ?? "") }):
        continue
      case ("required", .array(let names)) where names.allSatisfy({ $0.string != nil }): continue
      case ("properties", .object(let schemas)), ("$defs", .object(let schemas)):
        for (name, subschema) in schemas.sorted(by: { $0.key < $1.key }) {
          try check(subschema, at: here + "/" + name)
        }
      case ("additionalProperties", _), ("items", _), ("if", _), ("then", _), ("else", _):
        try check(value, at: here)
      case ("allOf", .array(let schemas)), ("anyOf", .array(let schemas)), ("oneOf", .array(let schemas)):
        guard !schemas.isEmpty else { throw .malformed("an empty list of schemas", location: here) }
        for (index, subschema) in schemas.enumerated() { try check(subschema, at: "\(here)/\(index)") }
      case ("$ref", .string(let reference)):
        guard resolve(reference) != nil else { throw .malformed("no schema at \(reference)", location: here) }
      default:
        guard Self.keywords.contains(keyword) else { throw .unsupportedKeyword(keyword, location: location) }
        throw .malformed("a value of the wrong shape", location: here)
      }
    }
  }

  /// The schema a `$ref` names: `#` or `#/$defs/NAME`.
  private func resolve(_ reference: String) -> JSON? {
    if reference == "#" { return root }
    guard reference.hasPrefix("#/$defs/"), case .object(let definitions)? = root.object?["$defs"] else {
      return nil
    }
    return definitions[String(reference.dropFirst("#/$defs/".count))]
  }

  /// Appends why `value`, at the JSON pointer `path`, does not match `schema`. `references` are
  /// the `$ref`s being followed for this same value: meeting one of them again is a cycle.
  private func validate(
    _ value: JSON, against schema: JSON, at path: String, depth: Int, references: Set<String>,
    into errors: inout [String]
  ) {
    let place = path.isEmpty ? "(root)" : path
    guard depth < Self.maximumDepth else {
      errors.append("\(place): schemas nest deeper than \(Self.maximumDepth)")
      return
    }
    guard case .object(let keywords) = schema else {
      if case .bool(false) = schema { errors.append("\(place): no value is allowed here") }
      return
    }
    func apply(_ subschema: JSON, to member: JSON, at memberPath: String, into errors: inout [String]) {
      validate(
        member, against: subschema, at: memberPath, depth: depth + 1,
        references: memberPath == path ? references : [], into: &errors)
    }
    func failures(_ subschema: JSON) -> [String] {
      var found: [String] = []
      apply(subschema, to: value, at: path, into: &found)
      return found
    }
    if let type = keywords["type"] {
      let names = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
      guard names.contains(where: { $0 == value.typeName || ($0 == "number" && value.typeName == "integer") })
      else {
        errors.append("\(place): expected \(names.joined(separator: " or ")), found \(value.typeName)")
        return
      }
    }
    if case .string(let reference)? = keywords["$ref"], let target = resolve(reference) {
      if references.contains(reference) {
        errors.append("\(place): \(reference) leads back to itself")
      } else {
        validate(
          value, against: target, at: path, depth: depth + 1, references: references.union([reference]),
          into: &errors)
      }
    }
    if case .array(let options)? = keywords["enum"], !options.contains(value) {
      errors.append("\(place): \(value.text) is not one of \(options.map(\.text).joined(separator: ", "))")
    }
    if let constant = keywords["const"], constant != value {
      errors.append("\(place): expected \(constant.text), found \(value.text)")
    }
    if let minimum = keywords["minimum"], JSON.compare(value, minimum) == .orderedAscending {
      errors.append("\(place): \(value.text) is less than the minimum \(minimum.text)")
    }
    if case .array(let items) = value {
      if case .integer(let least)? = keywords["minItems"], items.count < least {
        errors.append("\(place): expected at least \(least) items, found \(items.count)")
      }
      if let schema = keywords["items"] {
        for (index, item) in items.enumerated() {
          apply(schema, to: item, at: "\(path)/\(index)", into: &errors)
        }
      }
    }
    if case .object(let members) = value {
      for case .string(let name) in keywords["required"]?.array ?? [] where members[name] == nil {
        errors.append("\(JSON.pointer(path, name)): missing required member")
      }
      let properties = keywords["properties"]?.object ?? [:]
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        if let schema = properties[name] ?? keywords["additionalProperties"] {
          if case .bool(false) = schema {
            errors.append("\(JSON.pointer(path, name)): member not allowed")
          } else {
            apply(schema, to: member, at: JSON.pointer(path, name), into: &errors)
          }
        }
      }
    }
    for subschema in keywords["allOf"]?.array ?? [] { apply(subschema, to: value, at: path, into: &errors) }
    for keyword in ["anyOf", "oneOf"] {
      guard let schemas = keywords[keyword]?.array else { continue }
      let branches = schemas.map(failures)
      let matching = branches.indices.filter { branches[$0].isEmpty }
      if matching.isEmpty {
        let reasons = branches.enumerated().map { "#\($0.offset): " + $0.element.joined(separator: "; ") }
        errors.append("\(place): matches no schema of \(keyword) (\(reasons.joined(separator: " | ")))")
      } else if keyword == "oneOf", matching.count > 1 {
        let names = matching.map { "#\($0)" }.joined(separator: ", ")
        errors.append("\(place): matches schemas \(names) of oneOf, not one")
      }
    }
    if let condition = keywords["if"], let branch = keywords[failures(condition).isEmpty ? "then" : "else"] {
      apply(branch, to: value, at: path, into: &errors)
    }
  }
}

/// A parsed JSON value. Booleans are told apart from numbers (JSONSerialization gives both as
/// NSNumber; a boolean's `objCType` is "c"), and every whole number that fits 64 bits is an
/// `integer`, so that numbers compare exactly and 1.0 equals 1.
private enum JSON: Equatable, Sendable {
  case null, bool(Bool), integer(Int64), double(Double), string(String), array([JSON]), object([String: JSON])

  /// A JSONSerialization result; nil for anything else.
  init?(_ any: Any) {
    switch any {
    case is NSNull: self = .null
    case let string as String: self = .string(string)
    case let number as NSNumber where String(cString: number.objCType) == "c": self = .bool(number.boolValue)
    case let number as NSNumber:
      self = Int64(exactly: number).map { .integer($0) } ?? .double(number.doubleValue)
    case let array as [Any]:
      let values = array.compactMap(JSON.init)
      guard values.count == array.count else { return nil }
      self = .array(values)
    case let object as [String: Any]:
      let members = object.compactMapValues(JSON.init)
      guard members.count == object.count else { return nil }
      self = .object(members)
    default: return nil
    }
  }

  var string: String? { if case .string(let string) = self { string } else { nil } }
  var array: [JSON]? { if case .array(let array) = self { array } else { nil } }
  var object: [String: JSON]? { if case .object(let object) = self { object } else { nil } }

  /// Its JSON Schema type: `integer` for a number without a fractional part.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .double(let value): value == value.rounded() ? "integer" : "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The value as JSON (strings with Swift's escapes), for messages.
  var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .double(let value): "\(value)"
    case .string(let value): value.debugDescription
    case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { $0.key.debugDescription + ":" + $0.value.text }
        .joined(separator: ",") + "}"
    }
  }

  /// How two numbers compare, exactly; nil unless both are numbers.
  static func compare(_ a: JSON, _ b: JSON) -> ComparisonResult? {
    func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
      x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    switch (a, b) {
    case (.integer(let x), .integer(let y)): return order(x, y)
    case (.double(let x), .double(let y)): return order(x, y)
    case (.integer(let x), .double(let y)):
      // A whole double lies beyond Int64's range; a fractional one is below 2^52 in magnitude,
      // where converting x to a double cannot change the order.
      return y == y.rounded() ? (y > 0 ? .orderedAscending : .orderedDescending) : order(Double(x), y)
    case (.double, .integer): return compare(b, a).flatMap { ComparisonResult(rawValue: -$0.rawValue) }
    default: return nil
    }
  }

  /// `path` and then the member `name`, escaped as JSON pointers require.
  static func pointer(_ path: String, _ name: String) -> String {
    path + "/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }
}
