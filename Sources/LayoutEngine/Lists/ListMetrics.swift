import Foundation

/// The metrics of a list's rows and sections, by style and idiom.
///
/// Sources: Apple documents that system layout margins are "16 to 20 points on iPhone"
/// (`ContentMarginGuide.container`, iOS 26) and 20 on iPad; the 44-point least row height on iOS
/// and iPadOS is the HIG's 44 × 44 hit region and UIKit's default row height; the 11-point
/// vertical row insets are UIKit's table-cell layout margins (a one-line body row is
/// 11 + 22 + 11 = 44, as measured). Section spacing in grouped styles (35 points) and the
/// inset-grouped header margins (16 above, 6 below) are third-party measurements of iOS (Flutter's
/// `CupertinoListSection`, measured from iOS simulators). Everything on macOS, the plain style's
/// header insets and the sidebar margins are SceneSim's model: no source gives them.
struct ListMetrics {
  /// The content insets of a row.
  var rowInsets: EdgeInsets
  /// The least height of a row.
  var minimumRowHeight: CGFloat
  /// How far sections sit from the list's leading and trailing edges.
  var sectionMargin: CGFloat
  /// Whether sections stand apart (grouped styles).
  var separatesSections: Bool
  /// The space above a section without a header, in grouped styles.
  var sectionSpacing: CGFloat
  /// The space above and below a header's content.
  var headerTop: CGFloat
  var headerBottom: CGFloat
  /// The space above and below a footer's content.
  var footerTop: CGFloat
  var footerBottom: CGFloat
  /// The space between rows.
  var rowSpacing: CGFloat
  /// The least height of a header.
  var minimumHeaderHeight: CGFloat

  static func minimumRowHeight(_ idiom: UserInterfaceIdiom) -> CGFloat { idiom == .mac ? 24 : 44 }

  init(style: ListStyleKind, environment: EnvironmentValues) {
    let idiom = environment.userInterfaceIdiom
    let style = style.resolved(for: idiom)
    let side: CGFloat = idiom == .mac ? 8 : idiom == .pad ? 20 : 16
    let vertical: CGFloat = idiom == .mac ? 4 : 11
    rowInsets = EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    minimumRowHeight = environment.defaultMinListRowHeight
    switch style {
    case .insetGrouped: sectionMargin = idiom == .pad ? 20 : idiom == .mac ? 10 : 16
    case .inset: sectionMargin = idiom == .mac ? 10 : side
    case .sidebar: sectionMargin = 10
    case .automatic, .plain, .grouped: sectionMargin = 0
    }
    separatesSections = style == .grouped || style == .insetGrouped
    sectionSpacing = environment.listSectionSpacing ?? (separatesSections ? 35 : 0)
    headerTop = separatesSections ? 16 : 6
    headerBottom = 6
    footerTop = 6
    footerBottom = separatesSections ? 0 : 6
    rowSpacing = environment.listRowSpacing ?? 0
    minimumHeaderHeight = environment.defaultMinListHeaderHeight ?? 0
  }
}

/// What a view is to the list it is in: a row, or a section's header or footer.
enum ListRowRole: Hashable {
  case row, header, footer
}

/// The role of a list's subview and the section it belongs to (nil: outside any section).
struct ListRowRoleKey: LayoutValueKey {
  static let defaultValue = ListRowPlace(role: .row, section: nil)
}

/// Where a subview is in a list.
struct ListRowPlace: Hashable {
  var role: ListRowRole
  var section: Int?
}
