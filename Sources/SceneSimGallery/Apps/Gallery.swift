import Foundation
import LayoutEngine
import SceneRuntime

/// The gallery's apps by name, for the command line and scenarios.
///
/// ```swift
/// let entry = Gallery.app(named: "mail")!
/// let simulator = entry.simulator(.mac, .landscape)
/// ```
public enum Gallery {
  /// One app of the gallery.
  public struct Entry: Sendable {
    /// The name scenarios use.
    public let name: String
    /// What it shows.
    public let summary: String
    /// Whether it breaks the guideline on purpose (the simulator must catch it).
    public let isAntiPattern: Bool
    /// The kinds of device where its fault can show (an anti-pattern's): where it must be caught.
    public let faultShowsOn: Set<Device.Idiom>
    /// A simulator of the app on a device.
    public let simulator: @Sendable (Device, Device.Orientation) -> Simulator

    init<A: App>(
      _ name: String, _ app: A.Type, antiPattern: Bool = false,
      faultShowsOn: Set<Device.Idiom> = [.phone, .pad, .mac], _ summary: String
    ) {
      self.name = name
      self.summary = summary
      isAntiPattern = antiPattern
      self.faultShowsOn = faultShowsOn
      simulator = { Simulator(A.self, device: $0, orientation: $1) }
    }

    /// Whether a run on a device of `idiom` must catch the app: it is an anti-pattern whose
    /// fault can show there (not catching one whose fault cannot show is no failure).
    ///
    /// ```swift
    /// Gallery.app(named: "sticky-layout")!.mustBeCaught(on: .mac)   // false: no size class changes
    /// ```
    public func mustBeCaught(on idiom: Device.Idiom) -> Bool {
      isAntiPattern && faultShowsOn.contains(idiom)
    }
  }

  /// Every app, good ones first.
  public static let apps: [Entry] = [
    Entry(
      "adaptive-stack", AdaptiveStackApp.self,
      "a row in a regular width, a column in a compact one (AnyLayout)"),
    Entry("toolbar", ToolbarApp.self, "a toolbar that picks the arrangement that fits (ViewThatFits)"),
    Entry("grid", ResponsiveGridApp.self, "as many 160-point columns as fit (LazyVGrid, adaptive)"),
    Entry("window-shape", WindowShapeApp.self, "a row when wider than tall, else a column (GeometryReader)"),
    Entry("tags", TagsApp.self, "tags that wrap at the width (a custom Layout)"),
    Entry("mail", MailApp.self, "three columns with a Message menu (NavigationSplitView, commands)"),
    Entry("checkout", CheckoutApp.self, "a Continue button over scrolling rows (safeAreaInset)"),
    Entry(
      // It waits for a compact width: only an iPad's windows change size class.
      "sticky-layout", StickyLayoutApp.self, antiPattern: true, faultShowsOn: [.pad],
      "keeps its compact layout after a resize (a failed revert check)"),
    Entry(
      "crushed-sibling", CrushedSiblingApp.self, antiPattern: true,
      "an unconstrained GeometryReader spills over its sibling (views covered)"),
  ]

  /// The app named `name`, or nil.
  public static func app(named name: String) -> Entry? { apps.first { $0.name == name } }

  /// One example view of the gallery, for `scenesim layout`.
  public struct Example: Sendable {
    /// The name the command line uses.
    public let name: String
    /// What it shows.
    public let summary: String
    /// The view.
    public let make: @Sendable () -> AnyView
  }

  /// The example views.
  public static let views: [Example] = [
    Example(
      name: "toolbar", summary: "A ViewThatFits toolbar: a full row, a compact row, or a column",
      make: { AnyView(AdaptiveToolbar()) }),
    Example(
      name: "tags", summary: "A flow layout of tags that wraps at the width", make: { AnyView(TagCloud()) }),
    Example(
      name: "form", summary: "A two-column Grid form with a divider row", make: { AnyView(ProfileForm()) }),
    Example(
      name: "split", summary: "A sidebar and a detail column, the detail filling the rest",
      make: { AnyView(SidebarDetail()) }),
  ]
}
