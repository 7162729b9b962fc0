import Foundation
import Testing

@testable import LayoutEngine

/// Navigation bars: 44 points on an iPhone and 50 on an iPad, 52 more for a large title (Geoff
/// Hackworth, "iOS 11 navigation bar heights" and later measurements, hacknicity.com); the bar is
/// in the safe area, so the screen's content starts below it. A search drawer's 52 points and the
/// bottom bar's 44 are community measurements.
@Suite("NavigationStack")
struct NavigationStackTests {
  func layout(
    _ view: some View, _ idiom: UserInterfaceIdiom = .phone, width: CGFloat = 390, height: CGFloat = 800
  )
    -> LayoutSnapshot
  {
    layoutOnDevice(view, idiom, regular: idiom == .pad, width: width, height: height)
  }

  @Test func aLargeTitleAndAnInlineTitleTakeTheirHeights() {
    let large = layout(NavigationStack { Color.red.id("screen").navigationTitle("Recipes") })
    #expect(large.frame(of: "screen")!.minY == CGFloat(59 + 96))
    let inline = layout(
      NavigationStack {
        Color.red.id("screen").navigationTitle("Recipes").navigationBarTitleDisplayMode(.inline)
      })
    #expect(inline.frame(of: "screen")!.minY == CGFloat(59 + 44))
    let untitled = layout(NavigationStack { Color.red.id("screen") })
    #expect(untitled.frame(of: "screen")!.minY == CGFloat(59 + 44))
    let pad = layout(
      NavigationStack { Color.red.id("screen").navigationTitle("Recipes") }, .pad, width: 820, height: 1180)
    #expect(pad.frame(of: "screen")!.minY == CGFloat(59 + 102))
  }

  @Test func aHiddenBarTakesNothingAndASearchDrawerAndABottomBarTakeTheirs() {
    let hidden = layout(NavigationStack { Color.red.id("screen").toolbar(.hidden, for: .navigationBar) })
    #expect(hidden.frame(of: "screen")!.minY == 59)
    let searched = layout(
      NavigationStack {
        Color.red.id("screen").navigationTitle("Recipes").searchable(text: .constant(""))
          .toolbar { ToolbarItem(placement: .bottomBar) { Text("3 recipes") } }
      })
    let screen = searched.frame(of: "screen")!
    #expect(screen.minY == CGFloat(59 + 96 + 52))
    #expect(screen.maxY == CGFloat(800 - 34 - 44))
  }

  @Test func toolbarItemsGoInTheBar() {
    let snapshot = layout(
      NavigationStack {
        Color.red.navigationTitle("Recipes").toolbar {
          ToolbarItem(placement: .topBarTrailing) { Text("Add").id("add") }
          ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
        }
      })
    let add = snapshot.frame(of: "add")!
    let edit = snapshot.frame(of: "edit")!
    #expect(add.maxX == CGFloat(390 - 16))
    #expect(edit.minX == 16)
    #expect(abs(add.midY - (59 + 22)) < 0.01)
  }

  @Test func aPushedValueShowsItsDestinationAndTheRootGoes() {
    struct Screen: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          Color.red.id("root")
            .navigationDestination(for: Int.self) { number in Color.blue.id("detail \(number)") }
            .onAppear { path.append(7) }
        }
      }
    }
    let snapshot = layout(Screen())
    #expect(snapshot.frame(of: "detail 7") != nil)
    #expect(snapshot.frame(of: "root") == nil)
  }
}
