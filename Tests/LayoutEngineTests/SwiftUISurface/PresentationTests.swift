import Foundation
import Testing

@testable import LayoutEngine

/// Presentations, laid out in their window under their presenter. Sources: Apple's
/// `PresentationDetent.medium` ("approximately half the height of the screen"), Apple's popover
/// width (320 by default); the iPad form sheet (540 × 620), the iPhone sheet's top (10 points
/// below the safe area's), the alert's width (270) and the iPhone action sheet's margins (8) are
/// third-party measurements of iOS; the inspector's 320 points are SceneSim's model.
@Suite("Presentations")
struct PresentationTests {
  func layout(
    _ view: some View, _ idiom: UserInterfaceIdiom = .phone, regular: Bool = false, width: CGFloat = 390,
    height: CGFloat = 844
  ) -> LayoutSnapshot {
    layoutOnDevice(view, idiom, regular: regular, width: width, height: height)
  }

  @Test func aSheetOnAnIPhoneStartsBelowTheSafeAreaAndAMediumDetentIsHalfTheWindow() {
    let large = layout(
      Color.red.frame(width: 50, height: 50).sheet(isPresented: .constant(true)) { Color.blue.id("sheet") })
    #expect(large.frame(of: "sheet") == CGRect(x: 0, y: 69, width: 390, height: 844 - 69 - 34))
    let medium = layout(
      Color.red.sheet(isPresented: .constant(true)) {
        Color.blue.id("sheet").presentationDetents([.medium, .large])
      })
    #expect(medium.frame(of: "sheet") == CGRect(x: 0, y: 422, width: 390, height: 422 - 34))
    let none = layout(Color.red.sheet(isPresented: .constant(false)) { Color.blue.id("sheet") })
    #expect(none.frame(of: "sheet") == nil)
  }

  @Test func aSheetOnAnIPadInARegularWidthIsAFormSheet() {
    let snapshot = layout(
      Color.red.sheet(isPresented: .constant(true)) { Color.blue.id("sheet") }, .pad, regular: true,
      width: 1024,
      height: 1366)
    #expect(snapshot.frame(of: "sheet") == CGRect(x: 242, y: 373, width: 540, height: 620))
  }

  @Test func dismissSetsTheBindingToFalse() {
    struct Screen: View {
      @State private var isShown = true
      var body: some View {
        Color.red.id(isShown ? "shown" : "gone").sheet(isPresented: $isShown) { Closer() }
      }
    }
    struct Closer: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Color.blue.onAppear { dismiss() } }
    }
    let snapshot = layout(Screen())
    #expect(snapshot.frame(of: "gone") != nil)
  }

  /// Apple, `EnvironmentValues.isPresented`: "A Boolean value that indicates whether the view
  /// associated with this environment is currently presented." A sheet's content reads true, its
  /// presenter false.
  @Test func aSheetsContentReadsThatItIsPresented() {
    struct Presence: View {
      let name: String
      @Environment(\.isPresented) private var isPresented
      var body: some View { Color.blue.id("\(name) \(isPresented ? "presented" : "not presented")") }
    }
    let snapshot = layout(
      Presence(name: "presenter").sheet(isPresented: .constant(true)) { Presence(name: "sheet") })
    #expect(snapshot.frame(of: "sheet presented") != nil)
    #expect(snapshot.frame(of: "presenter not presented") != nil)
  }

  @Test func anAlertIs270WideWithItsActionsAndAFullScreenCoverTakesTheWindow() {
    let alert = layout(
      Color.red.alert("Delete?", isPresented: .constant(true)) {
        Button("Cancel", role: .cancel) {}.id("cancel")
        Button("Delete", role: .destructive) {}.id("delete")
      })
    let cancel = alert.frame(of: "cancel")!
    let delete = alert.frame(of: "delete")!
    #expect(abs(cancel.midY - delete.midY) < 0.01)
    #expect(abs((delete.midX - cancel.midX) - 135) < 0.01)
    let cover = layout(Color.red.fullScreenCover(isPresented: .constant(true)) { Color.blue.id("cover") })
    // The cover takes the window; a color in it keeps to its safe area, as on a device.
    #expect(cover.frame(of: "cover") == CGRect(x: 0, y: 59, width: 390, height: 844 - 59 - 34))
  }

  @Test func anInspectorIsATrailingColumnInARegularWidthAndASheetInACompactOne() {
    let regular = layout(
      Color.red.id("content").inspector(isPresented: .constant(true)) { Color.blue.id("inspector") }, .pad,
      regular: true, width: 1024, height: 768)
    #expect(regular.frame(of: "content")!.width == CGFloat(1024 - 320))
    #expect(regular.frame(of: "inspector")!.minX == CGFloat(1024 - 320))
    let compact = layout(
      Color.red.id("content").inspector(isPresented: .constant(true)) { Color.blue.id("inspector") })
    #expect(compact.frame(of: "content")!.width == 390)
    #expect(compact.frame(of: "inspector")!.minY == 69)
  }
}
