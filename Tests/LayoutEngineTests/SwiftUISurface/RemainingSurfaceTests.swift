import Foundation
import Testing

@testable import LayoutEngine

/// The rest of the surface, each with its layout: label styles, asset images, async images,
/// editors, secure fields, menus, share links, popovers, confirmation dialogs, inline and wheel
/// pickers, the sidebar and inset list styles, navigation links in lists, tab bars on an iPad,
/// the environment's defaults and a navigation path's encoding. Sources as each type documents.
@Suite("The rest of the SwiftUI surface")
struct RemainingSurfaceTests {
  func layout(
    _ view: some View, _ idiom: UserInterfaceIdiom = .phone, regular: Bool = false, width: CGFloat = 390,
    height: CGFloat = 800
  ) -> LayoutSnapshot {
    layoutOnDevice(view, idiom, regular: regular, width: width, height: height)
  }

  let line = TextMetrics.lineHeight(17)

  @Test func labelStylesShowTheIconTheTitleOrBoth() {
    let both = layout(Label("Inbox", systemImage: "tray").id("l"))
    let icon = layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).id("l"))
    let title = layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).id("l"))
    #expect(icon.frame(of: "l")!.size == CGSize(width: line, height: line))
    #expect(title.frame(of: "l")!.width == bodyTextWidth("Inbox"))
    #expect(both.frame(of: "l")!.width == line + 8 + bodyTextWidth("Inbox"))
  }

  @Test func assetImagesAsyncImagesEditorsAndSecureFields() {
    #expect(layout(Image("photo").id("i")).frame(of: "i")!.size == CGSize(width: 100, height: 100))
    #expect(
      layout(Image("photo").resizable().frame(width: 30, height: 20).id("i")).frame(of: "i")!.width == 30)
    let async = layout(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(height: 80).id("a"))
    #expect(async.frame(of: "a")!.size == CGSize(width: 390, height: 80))
    let placeholder = layout(
      AsyncImage(url: nil) { image in
        image.resizable()
      } placeholder: {
        ProgressView().id("spinner")
      })
    #expect(placeholder.frame(of: "spinner")!.size == CGSize(width: 20, height: 20))
    #expect(
      layout(TextEditor(text: .constant("")).id("e")).frame(of: "e")!.size == CGSize(width: 390, height: 707))
    #expect(layout(SecureField("Password", text: .constant("abc")).id("s")).frame(of: "s")!.height == line)
  }

  @Test func menusAndShareLinksLayOutAsTheirLabels() {
    let menu = layout(Menu("Sort") { Button("Name") {} }.id("m"))
    #expect(menu.frame(of: "m")!.size == CGSize(width: bodyTextWidth("Sort"), height: line))
    let share = layout(ShareLink(item: URL(string: "https://example.com")!).id("s"))
    #expect(share.frame(of: "s")!.height == line)
  }

  @Test func aPopoverOnAnIPadIs320WideBelowItsPresenterAndADialogOnAnIPhoneAtTheBottom() {
    let popover = layout(
      Color.red.frame(width: 40, height: 40).popover(isPresented: .constant(true)) {
        Color.blue.frame(height: 100).id("popover")
      }, .pad, regular: true, width: 1024, height: 768)
    let frame = popover.frame(of: "popover")!
    #expect(frame.width == 320)
    #expect(frame.minY > 768 / 2)
    let dialog = layout(
      Color.red.confirmationDialog("Delete?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}.id("delete")
      })
    let delete = dialog.frame(of: "delete")!
    #expect(abs(delete.maxY - (800 - 34 - 8 - (44 - line) / 2)) < 0.01)
  }

  @Test func inlineAndWheelPickers() {
    let inline = layout(
      Picker("Size", selection: .constant(1)) {
        Text("One").tag(1).id("one")
        Text("Two").tag(2).id("two")
      }.pickerStyle(.inline))
    #expect(inline.frame(of: "one") != nil && inline.frame(of: "two") != nil)
    let wheel = layout(
      Picker("Size", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.wheel).id("w"))
    #expect(wheel.frame(of: "w")!.height == 216)
  }

  @Test func sidebarAndInsetListsAndLinkRows() {
    let sidebar = layout(List { Text("Row").id("row") }.listStyle(.sidebar))
    #expect(sidebar.frame(of: "row")!.minX == CGFloat(10 + 16))
    let inset = layout(List { Text("Row").id("row") }.listStyle(.inset), .mac, width: 500)
    #expect(inset.frame(of: "row")!.minX == CGFloat(10 + 8))
    let links = layout(NavigationStack { List { NavigationLink("Detail", value: 1).id("link") } })
    // In a list, a link's row is its label and a chevron across the row's width.
    #expect(links.frame(of: "link")!.width == CGFloat(390 - 2 * 16 - 2 * 16))
  }

  @Test func aTabViewOnAnIPadFloatsItsBarInARegularWidthAndPutsItAtTheBottomInACompactOne() {
    let tabs = TabView {
      Color.red.id("first").tabItem { Text("A") }
    }
    let regular = layout(tabs, .pad, regular: true, width: 1024, height: 768)
    #expect(regular.frame(of: "first")!.maxY == CGFloat(768 - 34))
    let compact = layout(tabs, .pad, regular: false, width: 500, height: 768)
    #expect(compact.frame(of: "first")!.maxY == CGFloat(768 - 34 - 50))
    let page = layout(tabs.tabViewStyle(.page))
    #expect(page.frame(of: "first")!.maxY == CGFloat(800 - 34))
  }

  @Test func theEnvironmentsDefaultsAreTheSameOnEveryMachine() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US")
    #expect(environment.timeZone.secondsFromGMT() == 0)
    #expect(environment.editMode == nil)
    #expect(!environment.isSearching)
    #expect(environment.colorScheme == .light)
    #expect(environment.userInterfaceIdiom == .phone)
    #expect(environment.defaultMinListRowHeight == 44)
  }

  @Test func aNavigationPathOfCodableValuesRoundTrips() throws {
    var path = NavigationPath()
    path.append("recipes")
    path.append(3)
    let data = try JSONEncoder().encode(try #require(path.codable))
    let decoded = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(decoded == path)
    path.removeLast()
    #expect(path.count == 1)
  }

  func bodyTextWidth(_ text: String) -> CGFloat {
    let graph = ViewGraph(Text(text).id("t"))
    graph.layout(proposal: .unspecified)
    return graph.snapshot.frame(of: "t")!.width
  }
}
