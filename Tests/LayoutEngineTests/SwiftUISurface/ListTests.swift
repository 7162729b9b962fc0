import Foundation
import Testing

@testable import LayoutEngine

/// Lists and forms. Sources, as `ListMetrics` gives them: Apple's `ContentMarginGuide` ("16 to 20
/// points on iPhone"), the HIG's 44 × 44 hit region (the least row height on iOS), UIKit's
/// 11-point vertical cell margins (a one-line body row is 44 high, as measured), Flutter's
/// measurements of iOS for grouped section spacing (35) and header margins (16 above, 6 below).
/// The macOS metrics are SceneSim's model.
@Suite("List and Form")
struct ListTests {
  func environment(_ idiom: UserInterfaceIdiom) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.userInterfaceIdiom = idiom
    return environment
  }

  func layout(
    _ view: some View, _ idiom: UserInterfaceIdiom = .phone, width: CGFloat = 390, height: CGFloat = 800
  )
    -> LayoutSnapshot
  {
    let graph = ViewGraph(view, environment: environment(idiom))
    graph.layout(proposal: ProposedViewSize(width: width, height: height))
    return graph.snapshot
  }

  @Test func aPlainListsRowsAre44HighWithTheirContentInsetAndCentered() {
    let snapshot = layout(
      List {
        Text("One").id("one")
        Text("Two").id("two")
      }.listStyle(.plain))
    let one = snapshot.frame(of: "one")!
    let two = snapshot.frame(of: "two")!
    #expect(one.minX == 16)
    #expect(abs(one.midY - 22) < 0.01)
    #expect(abs(two.midY - 66) < 0.01)
    #expect(snapshot.nodes[0].frame.size == CGSize(width: 390, height: 800))
  }

  @Test func rowsAreOfferedTheWidthLessTheirInsetsAndGrowPastTheLeastHeight() {
    let snapshot = layout(
      List {
        Color.red.frame(height: 60).id("tall")
        Text("Edge").id("edge").listRowInsets(EdgeInsets())
      }.listStyle(.plain))
    #expect(snapshot.frame(of: "tall") == CGRect(x: 16, y: 11, width: 358, height: 60))
    // A row of 60 points is 11 + 60 + 11 high; the next row starts at 82.
    let edge = snapshot.frame(of: "edge")!
    #expect(edge.minX == 0)
    #expect(abs(edge.midY - (82 + 22)) < 0.01)
  }

  @Test func theDefaultStyleOnAnIPhoneIsInsetGroupedAndOnAnIPadItsMarginsAre20() {
    let phone = layout(List { Text("Row").id("row") })
    // Inset grouped: a 16-point margin, a 16-point inset, 35 points of section spacing above.
    #expect(phone.frame(of: "row")!.minX == 32)
    #expect(abs(phone.frame(of: "row")!.midY - (35 + 22)) < 0.01)
    let pad = layout(List { Text("Row").id("row") }, .pad, width: 700)
    #expect(pad.frame(of: "row")!.minX == 40)
  }

  @Test func sectionsHaveHeadersAndFootersAndStandApartInGroupedStyles() {
    let snapshot = layout(
      List {
        Section {
          Text("A").id("a")
        } header: {
          Text("Header").id("header")
        } footer: {
          Text("Footer").id("footer")
        }
        Section("Second") { Text("B").id("b") }
      }.listStyle(.grouped))
    let header = snapshot.frame(of: "header")!
    let a = snapshot.frame(of: "a")!
    let footer = snapshot.frame(of: "footer")!
    let b = snapshot.frame(of: "b")!
    #expect(header.minY == 16)
    #expect(header.minX == 16)
    // The header in footnote type, then 6 points, then the row.
    let rowTop = header.maxY + 6
    #expect(abs(a.midY - (rowTop + 22)) < 0.01)
    #expect(abs(footer.minY - (rowTop + 44 + 6)) < 0.01)
    #expect(b.minY > footer.maxY + 16)
  }

  /// A section's header is set in its list's style: a headline in a plain list, a footnote in a
  /// grouped one and in a form, whose own style stands over a list style set around it (SceneSim's
  /// model of iOS's section headers: the fonts as `Section` gives them).
  @Test func aSectionsHeaderFollowsItsListsStyle() {
    func header(_ style: some ListStyle, inForm: Bool = false) -> CGRect? {
      let section = Section {
        Text("A")
      } header: {
        Text("Header").id("header")
      }
      let container = inForm ? AnyView(Form { section }) : AnyView(List { section })
      return layout(container.listStyle(style)).frame(of: "header")
    }
    func text(_ font: Font) -> CGSize {
      let graph = ViewGraph(Text("Header").font(font), environment: environment(.phone))
      graph.layout(proposal: ProposedViewSize(width: 390, height: nil))
      return graph.snapshot.nodes[0].frame.size
    }
    #expect(header(.plain)?.size == text(.headline))
    #expect(header(.grouped)?.size == text(.footnote))
    #expect(header(.plain, inForm: true)?.size == text(.footnote))
  }

  /// Apple, `listRowSpacing(_:)`: "Sets the vertical spacing between two adjacent rows in a
  /// List"; `listSectionSpacing(_:)`: "Sets the spacing between adjacent sections in a List to a
  /// custom value" (`.compact` is SceneSim's model: 20 points).
  @Test func rowAndSectionSpacingSetAroundAListReachIt() {
    let rows = layout(
      VStack {
        List {
          Text("One").id("one")
          Text("Two").id("two")
        }.listStyle(.plain)
      }.listRowSpacing(10))
    #expect(abs(rows.frame(of: "two")!.midY - rows.frame(of: "one")!.midY - (44 + 10)) < 0.01)
    func gap(_ spacing: (AnyView) -> AnyView) -> CGFloat {
      let snapshot = layout(
        spacing(
          AnyView(
            List {
              Section { Text("A").id("a") }
              Section { Text("B").id("b") }
            }.listStyle(.grouped))))
      return snapshot.frame(of: "b")!.minY - snapshot.frame(of: "a")!.maxY
    }
    let standard = gap { $0 }
    #expect(abs(gap { AnyView($0.listSectionSpacing(50)) } - (standard + 15)) < 0.01)
    #expect(abs(gap { AnyView($0.listSectionSpacing(.compact)) } - (standard - 15)) < 0.01)
  }

  /// A form's style set around it stands (`formStyle(_:)`): in columns on an iPhone too, its
  /// rows stacked 20 points from the edges (SceneSim's model of macOS's columns).
  @Test func aFormStyleSetAroundAFormReachesIt() {
    let grouped = layout(Form { Text("Name").id("name") })
    let columns = layout(VStack { Form { Text("Name").id("name") } }.formStyle(.columns))
    #expect(grouped.frame(of: "name")!.minX == 32)
    #expect(columns.frame(of: "name")!.minX == 20)
  }

  @Test func aFormIsGroupedOnAnIPhoneAndInColumnsOnAMac() {
    let form = Form {
      Section("Profile") { Text("Name").id("name") }
    }
    let phone = layout(form)
    #expect(phone.frame(of: "name")!.minX == 32)
    let mac = layout(form, .mac, width: 500, height: 400)
    #expect(mac.frame(of: "name")!.minX == 20)
  }

  @Test func rowsOfAForEachOverABindingEditTheirElements() {
    struct Item: Identifiable {
      let id: Int
      var on: Bool
    }
    struct Screen: View {
      @State var items = [Item(id: 1, on: false), Item(id: 2, on: false)]
      var body: some View {
        List {
          ForEach($items) { $item in
            Toggle("Item \(item.id)", isOn: $item.on).onAppear { item.on = true }
          }
          Text(items.filter(\.on).count == 2 ? "all" : "some").id(
            items.filter(\.on).count == 2 ? "all" : "some")
        }
      }
    }
    let snapshot = layout(Screen())
    #expect(snapshot.frame(of: "all") != nil)
  }
}
