import Foundation
import LayoutEngine

extension NotationCatalog {
  static let frameRule = "SwiftUI rejects a negative frame dimension ('Invalid frame dimension')"
  private static let frameLength = NotationType.length(.nonNegative(because: frameRule))
  private static let frameMaximum = NotationType.length(.maximum(because: frameRule))
  private static let columnWidth = NotationType.length(
    .nonNegative(because: "a column cannot be narrower than 0"))

  /// What SwiftUI does with a minimum above an ideal or maximum frame dimension.
  private static let frameOrderRule = "SwiftUI rejects it ('Contradictory frame constraints specified')"
  /// What SwiftUI does with a column's minimum above its ideal or maximum width: Apple's
  /// documentation of `navigationSplitViewColumnWidth(min:ideal:max:)` does not say.
  private static let columnOrderRule =
    "Apple documents no meaning for it (SceneSim keeps the ideal width and lowers a larger minimum to it)"

  /// Checks that each minimum ≤ ideal ≤ maximum among the given ones; the help gives `reason`,
  /// what SwiftUI does otherwise.
  private static func ordered(_ names: [String], _ offset: Int, because reason: String)
    -> @Sendable (NotationArguments) -> NotationArgumentProblem?
  {
    { arguments in
      var last: (index: Int, value: Double)?
      for index in offset..<(offset + names.count) {
        guard let value = arguments.double(index) else { continue }
        if let last, value < last.value {
          return NotationArgumentProblem(
            parameter: index,
            message: "'\(names[index - offset]):' is less than '\(names[last.index - offset]):'",
            help: "\(reason); keep minimum ≤ ideal ≤ maximum")
        }
        last = (index, value)
      }
      return nil
    }
  }

  /// The supported modifiers, in the order `ViewNotation.supportedModifiers` lists them.
  static let modifiers: [NotationModifierEntry] = [
    NotationModifierEntry(
      name: "frame",
      signatures: [
        NotationSignature([
          .optional("width", frameLength), .optional("height", frameLength),
          .defaulted("alignment", .alignment),
        ]),
        NotationSignature(
          [
            .optional("minWidth", frameLength), .optional("idealWidth", frameLength),
            .optional("maxWidth", frameMaximum), .optional("minHeight", frameLength),
            .optional("idealHeight", frameLength), .optional("maxHeight", frameMaximum),
            .defaulted("alignment", .alignment),
          ],
          check: { a in
            ordered(["minWidth", "idealWidth", "maxWidth"], 0, because: frameOrderRule)(a)
              ?? ordered(["minHeight", "idealHeight", "maxHeight"], 3, because: frameOrderRule)(a)
          }),
      ]
    ) { view, overload, a, _ in
      overload == 0
        ? AnyView(view.frame(width: a.length(0), height: a.length(1), alignment: a.alignment(2) ?? .center))
        : AnyView(
          view.frame(
            minWidth: a.length(0), idealWidth: a.length(1), maxWidth: a.length(2), minHeight: a.length(3),
            idealHeight: a.length(4), maxHeight: a.length(5), alignment: a.alignment(6) ?? .center))
    },
    paddingEntry(
      "padding", length: { AnyView($0.padding($1)) }, insets: { AnyView($0.padding($1)) },
      edges: { AnyView($0.padding($1, $2)) }),
    NotationModifierEntry(
      name: "fixedSize",
      signatures: [
        NotationSignature([]),
        NotationSignature([.required("horizontal", .bool), .required("vertical", .bool)]),
      ]
    ) { view, overload, a, _ in
      overload == 0
        ? AnyView(view.fixedSize())
        : AnyView(view.fixedSize(horizontal: a.bool(0) ?? true, vertical: a.bool(1) ?? true))
    },
    NotationModifierEntry(name: "layoutPriority", signatures: [NotationSignature([.required(nil, .double)])])
    {
      view, _, a, _ in AnyView(view.layoutPriority(a.double(0) ?? 0))
    },
    NotationModifierEntry(
      name: "offset",
      signatures: [NotationSignature([.defaulted("x", .length(.any)), .defaulted("y", .length(.any))])]
    ) { view, _, a, _ in AnyView(view.offset(x: a.length(0) ?? 0, y: a.length(1) ?? 0)) },
    NotationModifierEntry(
      name: "position",
      signatures: [NotationSignature([.defaulted("x", .length(.any)), .defaulted("y", .length(.any))])]
    ) { view, _, a, _ in AnyView(view.position(x: a.length(0) ?? 0, y: a.length(1) ?? 0)) },
    NotationModifierEntry(
      name: "aspectRatio",
      signatures: [
        NotationSignature([
          .optional(nil, .length(.positive(because: "an aspect ratio must be positive"))),
          .required("contentMode", .contentMode),
        ])
      ]
    ) { view, _, a, _ in AnyView(view.aspectRatio(a.length(0), contentMode: a.contentMode(1) ?? .fit)) },
    NotationModifierEntry(name: "scaledToFit", signatures: [NotationSignature([])]) { view, _, _, _ in
      AnyView(view.scaledToFit())
    },
    NotationModifierEntry(name: "scaledToFill", signatures: [NotationSignature([])]) { view, _, _, _ in
      AnyView(view.scaledToFill())
    },
    NotationModifierEntry(
      name: "navigationTitle", signatures: [NotationSignature([.required(nil, .string)])]
    ) { view, _, a, b in AnyView(view.navigationTitle(b.string(a.text(0)))) },
    NotationModifierEntry(name: "id", signatures: [NotationSignature([.required(nil, .string)])]) {
      view, _, a, b in
      AnyView(view.id(b.string(a.text(0))))
    },
    NotationModifierEntry(name: "font", signatures: [NotationSignature([.requiredOptional(nil, .font)])]) {
      view, _, a, _ in
      AnyView(view.font(a.font(0)))
    },
    NotationModifierEntry(
      name: "lineLimit", signatures: [NotationSignature([.requiredOptional(nil, .integer(minimum: 0))])]
    ) {
      view, _, a, _ in AnyView(view.lineLimit(a.integer(0)))
    },
    secondaryEntry(
      "background",
      style: { view, style, edges in AnyView(view.background(style, ignoresSafeAreaEdges: edges)) }
    ) { view, alignment, content in AnyView(view.background(alignment: alignment) { content }) },
    secondaryEntry(
      "overlay", style: { view, style, edges in AnyView(view.overlay(style, ignoresSafeAreaEdges: edges)) }
    ) { view, alignment, content in AnyView(view.overlay(alignment: alignment) { content }) },
    NotationModifierEntry(
      name: "gridCellColumns", signatures: [NotationSignature([.required(nil, .integer(minimum: 1))])]
    ) { view, _, a, _ in AnyView(view.gridCellColumns(a.integer(0) ?? 1)) },
    NotationModifierEntry(
      name: "gridColumnAlignment", signatures: [NotationSignature([.required(nil, .horizontalAlignment)])]
    ) { view, _, a, _ in AnyView(view.gridColumnAlignment(a.horizontal(0) ?? .center)) },
    NotationModifierEntry(
      name: "gridCellAnchor", signatures: [NotationSignature([.required(nil, .unitPoint)])]
    ) {
      view, _, a, _ in AnyView(view.gridCellAnchor(a.point(0) ?? .center))
    },
    NotationModifierEntry(
      name: "navigationSplitViewColumnWidth",
      signatures: [
        NotationSignature([.required(nil, columnWidth)]),
        NotationSignature(
          [.optional("min", columnWidth), .required("ideal", columnWidth), .optional("max", columnWidth)],
          check: ordered(["min", "ideal", "max"], 0, because: columnOrderRule)),
      ]
    ) { view, overload, a, _ in
      overload == 0
        ? AnyView(view.navigationSplitViewColumnWidth(a.length(0) ?? 0))
        : AnyView(
          view.navigationSplitViewColumnWidth(min: a.length(0), ideal: a.length(1) ?? 0, max: a.length(2)))
    },
    NotationModifierEntry(
      name: "navigationSplitViewStyle", signatures: [NotationSignature([.required(nil, .splitViewStyle)])]
    ) { view, _, a, _ in
      guard case .style(let style) = a[0] else { return view }
      return AnyView(view.navigationSplitViewStyle(style))
    },
    NotationModifierEntry(
      name: "ignoresSafeArea",
      signatures: [NotationSignature([.defaulted(nil, .regions), .defaulted("edges", .edges)])]
    ) { view, _, a, _ in AnyView(view.ignoresSafeArea(a.regions(0) ?? .all, edges: a.edges(1) ?? .all)) },
    NotationModifierEntry(
      name: "safeAreaInset",
      signatures: [
        NotationSignature([
          .required("edge", .verticalEdge), .defaulted("alignment", .horizontalAlignment), spacingParameter,
          secondaryContent,
        ]),
        NotationSignature([
          .required("edge", .horizontalEdge), .defaulted("alignment", .verticalAlignment), spacingParameter,
          secondaryContent,
        ]),
      ]
    ) { view, overload, a, b in
      switch (a[0], overload) {
      case (.verticalEdge(let edge), _):
        AnyView(
          view.safeAreaInset(edge: edge, alignment: a.horizontal(1) ?? .center, spacing: a.length(2)) {
            b.content(a.content(3))
          })
      case (.horizontalEdge(let edge), _):
        AnyView(
          view.safeAreaInset(edge: edge, alignment: a.vertical(1) ?? .center, spacing: a.length(2)) {
            b.content(a.content(3))
          })
      default: view
      }
    },
    paddingEntry(
      "safeAreaPadding", length: { AnyView($0.safeAreaPadding($1)) },
      insets: { AnyView($0.safeAreaPadding($1)) }, edges: { AnyView($0.safeAreaPadding($1, $2)) }),
    NotationModifierEntry(
      name: "dynamicTypeSize", signatures: [NotationSignature([.required(nil, .dynamicTypeSize)])]
    ) {
      view, _, a, _ in
      guard case .typeSize(let size) = a[0] else { return view }
      return AnyView(view.dynamicTypeSize(size))
    },
    NotationModifierEntry(
      name: "environment",
      signatures: [
        NotationSignature(
          [.required(nil, .keyPath), .required(nil, .environmentValue)], check: environmentCheck)
      ]
    ) { view, _, a, _ in
      guard let (key, value) = environmentArguments(a) else { return view }
      return key.set(view, value) ?? view
    },
    NotationModifierEntry(
      name: "windowResizeAnchor", signatures: [NotationSignature([.requiredOptional(nil, .unitPoint)])]
    ) {
      view, _, a, _ in AnyView(view.windowResizeAnchor(a.point(0)))
    },
    NotationModifierEntry(name: "opacity", signatures: [NotationSignature([.required(nil, .double)])]) {
      view, _, a, _ in AnyView(view.opacity(a.double(0) ?? 1))
    },
    NotationModifierEntry(name: "foregroundStyle", signatures: [NotationSignature([.required(nil, .color)])])
    {
      view, _, a, _ in AnyView(view.foregroundStyle(a.color(0) ?? .primary))
    },
    NotationModifierEntry(
      name: "cornerRadius", signatures: [NotationSignature([.required(nil, .length(.any))])]
    ) {
      view, _, a, _ in AnyView(view.cornerRadius(a.length(0) ?? 0))
    },
    NotationModifierEntry(name: "clipped", signatures: [NotationSignature([])]) { view, _, _, _ in
      AnyView(view.clipped())
    },
  ]

  /// `padding` and `safeAreaPadding`, which take the same forms: a length (`(_:)`), insets
  /// (`(_:)`), or edges and an optional length (`(_:_:)`).
  private static func paddingEntry(
    _ name: String, length: @escaping @Sendable (AnyView, CGFloat) -> AnyView,
    insets: @escaping @Sendable (AnyView, EdgeInsets) -> AnyView,
    edges: @escaping @Sendable (AnyView, Edge.Set, CGFloat?) -> AnyView
  ) -> NotationModifierEntry {
    NotationModifierEntry(
      name: name,
      signatures: [
        NotationSignature([.required(nil, .length(.any))]), NotationSignature([.required(nil, .edgeInsets)]),
        NotationSignature([.defaulted(nil, .edges), .optional(nil, .length(.any))]),
      ]
    ) { view, overload, a, _ in
      switch overload {
      case 0: length(view, a.length(0) ?? 0)
      case 1: insets(view, a.insets(0) ?? EdgeInsets())
      default: edges(view, a.edges(0) ?? .all, a.length(1))
      }
    }
  }
  private static let secondaryContent = NotationParameter.required("content", .views)

  /// `background` and `overlay`, which take the same forms: a style extended past the safe area
  /// on some edges (`(_:ignoresSafeAreaEdges:)`), or views aligned to the view
  /// (`(alignment:content:)`).
  private static func secondaryEntry(
    _ name: String, style: @escaping @Sendable (AnyView, Color, Edge.Set) -> AnyView,
    views: @escaping @Sendable (AnyView, Alignment, AnyView) -> AnyView
  ) -> NotationModifierEntry {
    NotationModifierEntry(
      name: name,
      signatures: [
        NotationSignature([.required(nil, .color), .defaulted("ignoresSafeAreaEdges", .edges)]),
        NotationSignature([.defaulted("alignment", .alignment), secondaryContent]),
      ]
    ) { view, overload, a, b in
      overload == 0
        ? style(view, a.color(0) ?? .clear, a.edges(1) ?? .all)
        : views(view, a.alignment(0) ?? .center, b.content(a.content(1)))
    }
  }
  private static let spacingParameter = NotationParameter.optional("spacing", .length(.any))

  /// The key path `.environment(_:_:)` names and the value it is given.
  private static func environmentArguments(_ a: NotationArguments) -> (NotationEnvironmentKey, NotationValue)?
  {
    guard case .keyPath(let path) = a[0], let value = a[1],
      let key = NotationMembers.keyPaths.first(where: { $0.name == path })
    else { return nil }
    return (key, value)
  }

  /// The value of `.environment(_:_:)` must be of its key path's type.
  private static let environmentCheck: @Sendable (NotationArguments) -> NotationArgumentProblem? = { a in
    guard let (key, value) = environmentArguments(a), !key.fits(value) else { return nil }
    return NotationArgumentProblem(
      parameter: 1, message: "the value does not fit '\\.\(key.name)', which holds a '\(key.type)'", help: nil
    )
  }
}
