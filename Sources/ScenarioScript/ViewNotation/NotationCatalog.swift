import LayoutEngine

/// A parameter of a supported view or modifier, as SwiftUI declares it.
struct NotationParameter: Sendable {
  /// The argument label, nil for `_`.
  var label: String?
  var type: NotationType
  var hasDefault: Bool
  /// Whether `nil` may be written (the parameter is optional).
  var allowsNil: Bool

  /// A parameter that must be given.
  static func required(_ label: String?, _ type: NotationType) -> Self {
    Self(label: label, type: type, hasDefault: false, allowsNil: false)
  }
  /// An optional parameter without a default: a value or `nil` must be written.
  static func requiredOptional(_ label: String?, _ type: NotationType) -> Self {
    Self(label: label, type: type, hasDefault: false, allowsNil: true)
  }
  /// A parameter with a default that is not `nil`.
  static func defaulted(_ label: String?, _ type: NotationType) -> Self {
    Self(label: label, type: type, hasDefault: true, allowsNil: false)
  }
  /// An optional parameter, `nil` by default.
  static func optional(_ label: String?, _ type: NotationType) -> Self {
    Self(label: label, type: type, hasDefault: true, allowsNil: true)
  }
}

/// A problem with a combination of arguments: which parameter's argument to underline, and why.
struct NotationArgumentProblem: Sendable {
  var parameter: Int
  var message: String
  var help: String?
}

/// One form (overload) of a supported view or modifier.
struct NotationSignature: Sendable {
  var parameters: [NotationParameter]
  /// A check across arguments (as a frame's minimum not above its maximum).
  var check: (@Sendable (NotationArguments) -> NotationArgumentProblem?)?

  init(
    _ parameters: [NotationParameter],
    check: (@Sendable (NotationArguments) -> NotationArgumentProblem?)? = nil
  ) {
    self.parameters = parameters
    self.check = check
  }

  /// The form as Swift names it: `frame(width:height:alignment:)`.
  func form(_ name: String) -> String {
    parameters.isEmpty ? "\(name)()" : "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
  }
}

/// A supported view: its name, its forms, and how to build it from checked arguments.
struct NotationViewEntry: Sendable {
  var name: String
  var signatures: [NotationSignature]
  var build:
    @Sendable (_ overload: Int, _ arguments: NotationArguments, _ builder: NotationBuilder) -> AnyView
}

/// A supported modifier: its name, its forms, and how to apply it to a view.
struct NotationModifierEntry: Sendable {
  var name: String
  var signatures: [NotationSignature]
  var build:
    @Sendable (
      _ view: AnyView, _ overload: Int, _ arguments: NotationArguments, _ builder: NotationBuilder
    ) -> AnyView
}

/// The table of supported views and modifiers (in `NotationCatalog+Views.swift` and
/// `NotationCatalog+Modifiers.swift`), and calls with literal values (`GridItem(...)`).
enum NotationCatalog {
  /// The index of the view named `name`.
  static func view(named name: String) -> Int? { views.firstIndex { $0.name == name } }
  /// The index of the modifier named `name`.
  static func modifier(named name: String) -> Int? { modifiers.firstIndex { $0.name == name } }

  /// Names of SwiftUI views the engine models but the notation cannot express (they need state
  /// or code), with why, for a clearer error.
  static let unsupportedViews: [(name: String, reason: String)] = [
    ("Toggle", "a toggle needs a binding to state; use a Button(\"Title\") { }"),
    ("TextField", "a text field needs a binding to state; use a Text"),
    ("GeometryReader", "its content is code that reads the proxy"),
  ]

  /// `GridItem(_:spacing:alignment:)`.
  static let gridItem = NotationSignature([
    .defaulted(nil, .gridSize), .optional("spacing", .length(.any)), .optional("alignment", .alignment),
  ])
  /// `EdgeInsets()` and `EdgeInsets(top:leading:bottom:trailing:)`: as Apple declares it, the
  /// second takes all four lengths (none has a default).
  static let edgeInsets = [
    NotationSignature([]),
    NotationSignature([
      .required("top", .length(.any)), .required("leading", .length(.any)),
      .required("bottom", .length(.any)), .required("trailing", .length(.any)),
    ]),
  ]
  /// `UnitPoint(x:y:)`.
  static let unitPoint = NotationSignature([.required("x", .length(.any)), .required("y", .length(.any))])
  /// `.fixed(_:)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)` of `GridItem.Size`.
  static let gridSizes: [(name: String, signature: NotationSignature)] = [
    ("fixed", NotationSignature([.required(nil, .length(.nonNegative(because: gridTrack)))])),
    (
      "flexible",
      NotationSignature([
        .defaulted("minimum", .length(.nonNegative(because: gridTrack))),
        .defaulted("maximum", .length(.maximum(because: gridTrack))),
      ])
    ),
    (
      "adaptive",
      NotationSignature([
        .required("minimum", .length(.nonNegative(because: gridTrack))),
        .defaulted("maximum", .length(.maximum(because: gridTrack))),
      ])
    ),
  ]
  static let gridTrack = "a grid track cannot be negative"
  /// `.system(size:weight:)` of `Font`.
  static let systemFont = NotationSignature([
    .required("size", .length(.positive(because: "a font size must be positive"))),
    .optional("weight", .fontWeight),
  ])
}
