import Foundation

extension SwiftUICoverage {
  static let containers: [Entry] = [
    entry(
      "Containers", "List", .modelled,
      "rows 44 high (HIG 44×44, UIKit row height), 11-point vertical insets (UIKit cell margins), 16/20 side insets (Apple: 16 to 20 on iPhone, 20 on iPad); macOS rows 24 high: model"
    ),
    entry(
      "Containers", "listStyle (plain, grouped, insetGrouped, inset, sidebar)", .modelled,
      "section spacing 35 and header margins 16/6 measured on iOS (Flutter Cupertino); inset-grouped margins 16/20; sidebar margin 10: model"
    ),
    entry(
      "Containers", "Section", .modelled, "header above, footer below its rows, as the list's style says"),
    entry(
      "Containers", "listRowInsets, listRowSpacing, listSectionSpacing, defaultMinListRowHeight", .modelled,
      "replace the style's insets, spacing and least row height"),
    entry(
      "Containers", "listRowBackground, listRowSeparator, listSectionSeparator", .accepted, "drawing only"),
    entry(
      "Containers", "Form", .modelled,
      "grouped (inset grouped list) on iOS and iPadOS; columns on macOS: model (8 apart, 20 from the edges)"),
    entry("Containers", "formStyle", .modelled, "automatic, grouped, columns"),
    entry("Containers", "LabeledContent", .modelled, "label, then the content at the trailing edge"),
    entry("Containers", "GroupBox", .approximated, "label above content, padded 16 (10 on macOS): model"),
    entry(
      "Containers", "DisclosureGroup", .modelled,
      "label row, then the content while expanded (rows in a list)"),
    entry(
      "Containers", "ScrollViewReader", .accepted,
      "scrollTo moves nothing; scroll with ViewGraph.scroll or a script"),
    entry(
      "Containers", "TabView", .modelled,
      "bottom tab bar 49 (iPhone) / 50 (iPad compact), measured; iPadOS 18 top bar floats in the navigation bar's row (Apple); macOS 28: model"
    ),
    entry(
      "Containers", "Tab, TabSection, tabItem, tabViewStyle", .modelled,
      "the selected tab shows; .page shows no bar"),
    entry(
      "Containers", "pinnedViews (LazyVStack, LazyHStack, LazyVGrid, LazyHGrid)", .modelled,
      "headers stay at the scroll view's top until the next section pushes them off, footers at its bottom (Apple, Grouping data with lazy stack views; UIKit sectionHeadersPinToVisibleBounds); below the unsafe bands: model"
    ),
    entry(
      "Containers", "ContentUnavailableView", .approximated,
      "fills the space, centered; 48-point symbol, title2 title: model"),
  ]

  static let navigation: [Entry] = [
    entry(
      "Navigation", "NavigationStack", .modelled,
      "bar 44 (iPhone) / 50 (iPad), +52 for a large title (measured, Geoff Hackworth); the bar is in the safe area"
    ),
    entry(
      "Navigation", "NavigationLink", .modelled,
      "its label; in a list, with a trailing chevron; pushes a value or a view"),
    entry(
      "Navigation", "navigationDestination", .modelled, "the top screen shows, the ones below are not built"),
    entry("Navigation", "NavigationPath", .modelled, "the stack's values"),
    entry("Navigation", "NavigationView", .modelled, "as a NavigationStack"),
    entry(
      "Navigation", "navigationTitle, navigationBarTitle", .modelled, "inline in the bar, or large below it"),
    entry(
      "Navigation", "navigationBarTitleDisplayMode, toolbarTitleDisplayMode", .modelled, "automatic is large"),
    entry(
      "Navigation", "toolbar, ToolbarItem, ToolbarItemGroup", .modelled,
      "leading, principal, trailing items in the bar; bottom bar 44/50: measured"),
    entry("Navigation", "toolbar(_:for:), navigationBarHidden", .modelled, "a hidden bar takes no space"),
    entry(
      "Navigation", "toolbarBackground, toolbarColorScheme, toolbarRole, navigationBarBackButtonHidden",
      .accepted, "drawing only"),
    entry(
      "Navigation", "searchable", .modelled,
      "iPhone: a 52-point drawer below the title (community measurement); iPad and Mac: in the toolbar"),
    entry("Navigation", "NavigationSplitView", .modelled, "see docs/ARCHITECTURE.md (SplitColumnModel)"),
  ]

  static let presentations: [Entry] = [
    entry(
      "Presentations", "sheet", .modelled,
      "iPhone: 10 below the safe area's top (measured); iPad regular: 540×620 form sheet (measured); detents: Apple"
    ),
    entry(
      "Presentations", "presentationDetents", .modelled,
      "medium is half the window (Apple); the smallest detent is laid out"),
    entry("Presentations", "fullScreenCover", .modelled, "the whole window"),
    entry(
      "Presentations", "popover", .modelled,
      "320 wide (Apple), below its presenter; a sheet in a compact width"),
    entry("Presentations", "alert, Alert", .modelled, "270 wide (measured), centered; 44-point actions"),
    entry(
      "Presentations", "confirmationDialog, actionSheet, ActionSheet", .modelled,
      "iPhone: 8 from the edges at the bottom (measured)"),
    entry(
      "Presentations", "inspector, inspectorColumnWidth", .approximated,
      "regular: a trailing column (Apple), 320 wide by default: model"),
    entry(
      "Presentations", "presentationDragIndicator, presentationCornerRadius, presentationBackground",
      .accepted, "drawing only"),
    entry("Presentations", "interactiveDismissDisabled", .accepted, "behaviour"),
  ]

  static let controls: [Entry] = [
    entry(
      "Controls", "Button(_:action:), Button(_:role:action:), Button(action:label:)", .modelled, "its label"),
    entry(
      "Controls", "buttonStyle(.bordered, .borderedProminent)", .approximated,
      "label padded 12×7 (iOS), 8×3 (macOS): model"),
    entry(
      "Controls", "buttonStyle(.plain, .borderless), ButtonStyle, PrimitiveButtonStyle", .modelled,
      "the style's body"),
    entry("Controls", "controlSize", .approximated, "bordered padding per size: model"),
    entry(
      "Controls", "Toggle", .modelled,
      "iOS: label + 51×31 switch (UISwitch, measured); macOS: checkbox (HIG), 14-point box: model"),
    entry("Controls", "toggleStyle, ToggleStyle", .modelled, "switch, checkbox, button, custom"),
    entry(
      "Controls", "TextField, SecureField", .approximated,
      "the width offered, one line high; rounded border padded 7: model"),
    entry("Controls", "TextEditor", .modelled, "takes the space offered"),
    entry("Controls", "textFieldStyle", .approximated, "plain, roundedBorder, squareBorder: model"),
    entry(
      "Controls", "Picker (menu)", .approximated,
      "the selected option and a chevron; after the label in a form"),
    entry(
      "Controls", "Picker (segmented)", .modelled, "32 high (UISegmentedControl, measured), equal segments"),
    entry(
      "Controls", "Picker (inline, wheel)", .modelled,
      "inline: its options; wheel: 216 high (UIPickerView, measured)"),
    entry("Controls", "tag", .modelled, "selects options and tabs; a ForEach's ids are its rows' tags"),
    entry("Controls", "Stepper", .modelled, "label + 94×32 (UIStepper, measured); macOS 15×22: model"),
    entry("Controls", "Slider", .approximated, "the width offered, 28 high (20 on macOS): model"),
    entry(
      "Controls", "ProgressView", .modelled,
      "linear: 4 high; circular: 20×20 (UIActivityIndicatorView, measured)"),
    entry("Controls", "Gauge", .approximated, "as a linear progress view with its labels: model"),
    entry(
      "Controls", "DatePicker", .approximated,
      "compact: label + capsule buttons: model; graphical 345, wheel 216: measured"),
    entry("Controls", "ColorPicker", .approximated, "label + 28-point well: model"),
    entry("Controls", "Link, ShareLink, EditButton", .modelled, "a button of their label"),
    entry("Controls", "Menu", .modelled, "its label"),
    entry("Controls", "Label, labelStyle", .modelled, "icon then title; iconOnly, titleOnly, custom"),
    entry(
      "Controls", "Image(_:) (asset), resizable", .approximated,
      "100×100 unless given with Image(_:size:): model"),
    entry("Controls", "AsyncImage", .approximated, "its placeholder"),
  ]

  static let modifiers: [Entry] = [
    entry(
      "Text", "font, fontWeight, bold, italic, monospacedDigit, fontDesign, fontWidth", .accepted,
      "every weight and design has the same advances in SceneSim's text metrics"),
    entry("Text", "lineLimit", .modelled, "lines cut at the limit"),
    entry(
      "Text", "multilineTextAlignment, lineSpacing, textCase, kerning, tracking, underline, strikethrough",
      .accepted, "drawing only"),
    entry(
      "Text", "minimumScaleFactor, truncationMode, allowsTightening", .accepted,
      "no effect on SceneSim's layout"),
    entry(
      "Style", "foregroundColor, foregroundStyle, tint, accentColor, shadow, clipShape, mask, opacity",
      .accepted, "drawing only"),
    entry("Style", "labelsHidden", .modelled, "controls show their control alone"),
    entry("Style", "redacted, badge, scrollContentBackground, backgroundStyle", .accepted, "drawing only"),
    entry(
      "Style", "rotationEffect, scaleEffect, transformEffect, rotation3DEffect, blur", .accepted,
      "drawn after layout, as in SwiftUI"),
    entry(
      "Behaviour", "task", .accepted, "not run: asynchronous work cannot stay deterministic on virtual time"),
    entry(
      "Behaviour", "onTapGesture, gesture, onLongPressGesture, contextMenu, swipeActions, refreshable",
      .accepted, "behaviour"),
    entry(
      "Behaviour", "onSubmit, submitLabel, keyboardType, textInputAutocapitalization, autocorrectionDisabled",
      .accepted, "behaviour"),
    entry("Behaviour", "onReceive", .modelled, "subscribed while the view is shown"),
    entry(
      "Behaviour", "animation, transition, withAnimation, Transaction, matchedGeometryEffect", .accepted,
      "final frames only"),
    entry("Behaviour", "help, hoverEffect, focused, FocusState, accessibility…", .accepted, "behaviour"),
    entry(
      "Windows", "GeometryProxy.containerCornerInsets, containerCornerOffset, RectangleCornerInsets",
      .approximated,
      "zero in a full-screen window (Apple); iPadOS 26 window controls at a smaller window's top-leading corner, 76×44 (Device.windowControls): model"
    ),
    entry(
      "Preferences", "PreferenceKey, preference, transformPreference, onPreferenceChange", .modelled,
      "reduced up the tree in order; read after layout"),
    entry(
      "Preferences", "anchorPreference, Anchor, GeometryProxy[anchor]", .modelled,
      "resolved in the proxy's coordinates"),
    entry(
      "Preferences", "overlayPreferenceValue, backgroundPreferenceValue", .modelled,
      "read after layout; the overlay is made in the next pass"),
  ]

  static let data: [Entry] = [
    entry(
      "Data", "@State, Binding, @Observable, @Bindable", .modelled,
      "kept per identity; a change evaluates again the views that read it (Apple, State); changed on the graph's thread only, where Apple's State may be changed from any thread"
    ),
    entry(
      "Data", "ObservableObject, @Published, objectWillChange", .modelled,
      "a view that reads the object follows it, as @Observable"),
    entry(
      "Data", "@StateObject, @ObservedObject, @EnvironmentObject, environmentObject", .modelled,
      "made once per identity; read from the environment"),
    entry(
      "Data", "Publisher, AnyCancellable, PassthroughSubject, CurrentValueSubject, Just", .modelled,
      "the Combine subset these need"),
    entry("Data", "@AppStorage", .modelled, "kept per simulated app, in memory"),
    entry("Data", "@SceneStorage", .modelled, "kept per scene, across its windows closing and opening"),
    entry("Data", "#Preview, @Previewable, PreviewProvider", .accepted, "compiled, not shown"),
  ]

  static let environment: [Entry] = [
    entry("Environment", "dismiss", .modelled, "ends the presentation the view is in"),
    entry("Environment", "openURL", .accepted, "the URL is not opened"),
    entry(
      "Environment", "locale, calendar, timeZone", .modelled,
      "en_US, Gregorian, UTC: the same on every machine"),
    entry("Environment", "editMode, isSearching, isPresented, presentationMode", .modelled, "values"),
    entry(
      "Environment", "colorScheme, horizontalSizeClass, dynamicTypeSize, scenePhase", .modelled,
      "the window's"),
    entry(
      "Environment", "userInterfaceIdiom (SceneSim's)", .modelled,
      "the device's: chooses the platform's defaults"),
  ]

  static let foundations: [Entry] = [
    entry(
      "Foundations", "CGFloat, CGSize, CGRect, Date, URL, UUID, Data (import SceneSim)", .modelled,
      "Foundation, re-exported"),
    entry("Foundations", "CGAffineTransform", .modelled, "Core Graphics' matrix (Linux has none)"),
    entry(
      "Foundations", "Angle, LocalizedStringKey, Text(_:format:), Text(_:style:)", .modelled,
      "keys show as themselves; en_US, UTC"),
    entry(
      "Foundations", "Shape, Path, InsettableShape, UnevenRoundedRectangle", .modelled,
      "a shape takes the space offered"),
    entry("Foundations", "AnyShapeStyle, gradients, Color.gradient, materials", .accepted, "drawing only"),
  ]
}
