import LayoutEngine

extension NotationCatalog {
  private static let stackSpacing = NotationParameter.optional("spacing", .length(.any))
  private static let stackContent = NotationParameter.required("content", .views)

  /// The supported views, in the order `ViewNotation.supportedViews` lists them.
  static let views: [NotationViewEntry] = [
    NotationViewEntry(
      name: "VStack",
      signatures: [
        NotationSignature([.defaulted("alignment", .horizontalAlignment), stackSpacing, stackContent])
      ]
    ) { _, a, b in
      AnyView(VStack(alignment: a.horizontal(0) ?? .center, spacing: a.length(1)) { b.content(a.content(2)) })
    },
    NotationViewEntry(
      name: "HStack",
      signatures: [
        NotationSignature([.defaulted("alignment", .verticalAlignment), stackSpacing, stackContent])
      ]
    ) { _, a, b in
      AnyView(HStack(alignment: a.vertical(0) ?? .center, spacing: a.length(1)) { b.content(a.content(2)) })
    },
    NotationViewEntry(
      name: "ZStack", signatures: [NotationSignature([.defaulted("alignment", .alignment), stackContent])]
    ) {
      _, a, b in AnyView(ZStack(alignment: a.alignment(0) ?? .center) { b.content(a.content(1)) })
    },
    NotationViewEntry(
      name: "LazyVStack",
      signatures: [
        NotationSignature([.defaulted("alignment", .horizontalAlignment), stackSpacing, stackContent])
      ]
    ) { _, a, b in
      AnyView(
        LazyVStack(alignment: a.horizontal(0) ?? .center, spacing: a.length(1)) { b.content(a.content(2)) })
    },
    NotationViewEntry(
      name: "LazyHStack",
      signatures: [
        NotationSignature([.defaulted("alignment", .verticalAlignment), stackSpacing, stackContent])
      ]
    ) { _, a, b in
      AnyView(
        LazyHStack(alignment: a.vertical(0) ?? .center, spacing: a.length(1)) { b.content(a.content(2)) })
    },
    NotationViewEntry(
      name: "Grid",
      signatures: [
        NotationSignature([
          .defaulted("alignment", .alignment), .optional("horizontalSpacing", .length(.any)),
          .optional("verticalSpacing", .length(.any)), stackContent,
        ])
      ]
    ) { _, a, b in
      AnyView(
        Grid(
          alignment: a.alignment(0) ?? .center, horizontalSpacing: a.length(1), verticalSpacing: a.length(2)
        ) {
          b.content(a.content(3))
        })
    },
    NotationViewEntry(
      name: "GridRow",
      signatures: [NotationSignature([.optional("alignment", .verticalAlignment), stackContent])]
    ) {
      _, a, b in AnyView(GridRow(alignment: a.vertical(0)) { b.content(a.content(1)) })
    },
    NotationViewEntry(
      name: "LazyVGrid",
      signatures: [
        NotationSignature([
          .required("columns", .gridItems), .defaulted("alignment", .horizontalAlignment), stackSpacing,
          stackContent,
        ])
      ]
    ) { _, a, b in
      AnyView(
        LazyVGrid(columns: a.gridItems(0), alignment: a.horizontal(1) ?? .center, spacing: a.length(2)) {
          b.content(a.content(3))
        })
    },
    NotationViewEntry(
      name: "LazyHGrid",
      signatures: [
        NotationSignature([
          .required("rows", .gridItems), .defaulted("alignment", .verticalAlignment), stackSpacing,
          stackContent,
        ])
      ]
    ) { _, a, b in
      AnyView(
        LazyHGrid(rows: a.gridItems(0), alignment: a.vertical(1) ?? .center, spacing: a.length(2)) {
          b.content(a.content(3))
        })
    },
    NotationViewEntry(
      name: "ScrollView",
      signatures: [
        NotationSignature([.defaulted(nil, .axes), .defaulted("showsIndicators", .bool), stackContent])
      ]
    ) { _, a, b in
      AnyView(
        ScrollView(a.axes(0) ?? .vertical, showsIndicators: a.bool(1) ?? true) { b.content(a.content(2)) })
    },
    NotationViewEntry(
      name: "ViewThatFits", signatures: [NotationSignature([.defaulted("in", .axes), stackContent])]
    ) {
      _, a, b in AnyView(ViewThatFits(in: a.axes(0) ?? [.horizontal, .vertical]) { b.content(a.content(1)) })
    },
    NotationViewEntry(
      name: "NavigationSplitView",
      signatures: [
        NotationSignature([.required("sidebar", .views), .required("detail", .views)]),
        NotationSignature([
          .required("sidebar", .views), .required("content", .views), .required("detail", .views),
        ]),
      ]
    ) { overload, a, b in
      overload == 0
        ? AnyView(
          NavigationSplitView {
            b.content(a.content(0))
          } detail: {
            b.content(a.content(1))
          })
        : AnyView(
          NavigationSplitView {
            b.content(a.content(0))
          } content: {
            b.content(a.content(1))
          } detail: {
            b.content(a.content(2))
          })
    },
    NotationViewEntry(name: "Group", signatures: [NotationSignature([stackContent])]) { _, a, b in
      AnyView(Group { b.content(a.content(0)) })
    },
    NotationViewEntry(
      name: "ForEach", signatures: [NotationSignature([.required(nil, .range), .required("content", .rows)])]
    ) { _, a, b in b.rows(a.range(0) ?? 0..<0, a.content(1)) },
    NotationViewEntry(
      name: "Text",
      signatures: [
        NotationSignature([.required(nil, .string)]), NotationSignature([.required("verbatim", .string)]),
      ]
    ) { overload, a, b in
      AnyView(b.text(overload, a))
    },
    NotationViewEntry(name: "Image", signatures: [NotationSignature([.required("systemName", .string)])]) {
      _, a, b in
      AnyView(Image(systemName: b.string(a.text(0))))
    },
    NotationViewEntry(
      name: "Spacer", signatures: [NotationSignature([.optional("minLength", .length(.any))])]
    ) {
      _, a, _ in AnyView(Spacer(minLength: a.length(0)))
    },
    NotationViewEntry(name: "Divider", signatures: [NotationSignature([])]) { _, _, _ in AnyView(Divider()) },
    NotationViewEntry(name: "Color", signatures: []) { _, _, _ in AnyView(EmptyView()) },
    NotationViewEntry(name: "Rectangle", signatures: [NotationSignature([])]) { _, _, _ in
      AnyView(Rectangle())
    },
    NotationViewEntry(
      name: "RoundedRectangle", signatures: [NotationSignature([.required("cornerRadius", .length(.any))])]
    ) { _, a, _ in AnyView(RoundedRectangle(cornerRadius: a.length(0) ?? 0)) },
    NotationViewEntry(name: "Circle", signatures: [NotationSignature([])]) { _, _, _ in AnyView(Circle()) },
    NotationViewEntry(name: "Capsule", signatures: [NotationSignature([])]) { _, _, _ in AnyView(Capsule()) },
    NotationViewEntry(name: "Ellipse", signatures: [NotationSignature([])]) { _, _, _ in AnyView(Ellipse()) },
    NotationViewEntry(name: "EmptyView", signatures: [NotationSignature([])]) { _, _, _ in
      AnyView(EmptyView())
    },
    NotationViewEntry(
      name: "Button",
      signatures: [NotationSignature([.required(nil, .string), .required("action", .action)])]
    ) { _, a, b in AnyView(Button(b.string(a.text(0))) {}) },
    NotationViewEntry(name: "List", signatures: [NotationSignature([stackContent])]) { _, a, b in
      AnyView(List { b.content(a.content(0)) })
    },
    NotationViewEntry(name: "Form", signatures: [NotationSignature([stackContent])]) { _, a, b in
      AnyView(Form { b.content(a.content(0)) })
    },
    NotationViewEntry(
      name: "Section",
      signatures: [
        NotationSignature([stackContent]), NotationSignature([.required(nil, .string), stackContent]),
      ]
    ) { overload, a, b in
      overload == 0
        ? AnyView(Section { b.content(a.content(0)) })
        : AnyView(Section(b.string(a.text(0))) { b.content(a.content(1)) })
    },
    NotationViewEntry(name: "NavigationStack", signatures: [NotationSignature([stackContent])]) { _, a, b in
      AnyView(NavigationStack { b.content(a.content(0)) })
    },
    NotationViewEntry(
      name: "LabeledContent",
      signatures: [NotationSignature([.required(nil, .string), .required("value", .string)])]
    ) { _, a, b in AnyView(LabeledContent(b.string(a.text(0)), value: b.string(a.text(1)))) },
    NotationViewEntry(
      name: "GroupBox",
      signatures: [
        NotationSignature([stackContent]), NotationSignature([.required(nil, .string), stackContent]),
      ]
    ) { overload, a, b in
      overload == 0
        ? AnyView(GroupBox { b.content(a.content(0)) })
        : AnyView(GroupBox(b.string(a.text(0))) { b.content(a.content(1)) })
    },
    NotationViewEntry(
      name: "Label",
      signatures: [NotationSignature([.required(nil, .string), .required("systemImage", .string)])]
    ) { _, a, b in AnyView(Label(b.string(a.text(0)), systemImage: b.string(a.text(1)))) },
    NotationViewEntry(
      name: "ContentUnavailableView",
      signatures: [NotationSignature([.required(nil, .string), .required("systemImage", .string)])]
    ) { _, a, b in AnyView(ContentUnavailableView(b.string(a.text(0)), systemImage: b.string(a.text(1)))) },
    NotationViewEntry(
      name: "ProgressView",
      signatures: [NotationSignature([]), NotationSignature([.required("value", .double)])]
    ) { overload, a, _ in
      overload == 0 ? AnyView(ProgressView()) : AnyView(ProgressView(value: a.double(0) ?? 0))
    },
  ]
}
