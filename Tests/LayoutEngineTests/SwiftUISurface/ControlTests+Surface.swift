import Foundation
import Testing

@testable import LayoutEngine

/// Controls with their sizes per idiom. Sources, where any: UIKit's `UISwitch` (51 × 31),
/// `UIStepper` (94 × 32), `UISegmentedControl` (32 high), `UIPickerView` (216 high) and the medium
/// `UIActivityIndicatorView` (20 × 20), as measured by others; Apple's HIG ("Toggles": a switch
/// on iOS, a checkbox on macOS). Padding of bordered buttons and fields, the slider's height and
/// every macOS size are SceneSim's model (see each type's documentation).
@Suite("Controls of the SwiftUI surface")
struct SurfaceControlTests {
  func layout(_ view: some View, _ idiom: UserInterfaceIdiom = .phone, width: CGFloat = 390) -> LayoutSnapshot
  {
    var environment = EnvironmentValues()
    environment.userInterfaceIdiom = idiom
    let graph = ViewGraph(view, environment: environment)
    graph.layout(proposal: ProposedViewSize(width: width, height: 800))
    return graph.snapshot
  }

  @Test func aBorderedButtonPadsItsLabel() {
    let plain = layout(Button("Save") {}.id("b"))
    let bordered = layout(Button("Save") {}.buttonStyle(.bordered).id("b"))
    let a = plain.frame(of: "b")!.size
    let b = bordered.frame(of: "b")!.size
    #expect(b.width == a.width + 24)
    #expect(b.height == a.height + 14)
    let large = layout(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large).id("b"))
    #expect(large.frame(of: "b")!.height == a.height + 28)
  }

  @Test func aCustomButtonStyleMakesTheButtonsBody() {
    struct Pill: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 20).frame(height: 50)
      }
    }
    let snapshot = layout(Button("Go") {}.buttonStyle(Pill()).id("b"))
    #expect(snapshot.frame(of: "b")!.height == 50)
  }

  @Test func aToggleIsASwitchOnAnIPhoneAndACheckboxOnAMac() {
    let phone = layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t"))
    #expect(phone.frame(of: "t")!.size == CGSize(width: 390, height: 31))
    let mac = layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t"), .mac)
    #expect(mac.frame(of: "t")!.width < 100)
    #expect(mac.frame(of: "t")!.height < 31)
  }

  @Test func aTextFieldTakesTheWidthAndALineAndARoundedOnePads() {
    let field = layout(TextField("Name", text: .constant("")).id("f"))
    let line = TextMetrics.lineHeight(17)
    #expect(field.frame(of: "f")!.size == CGSize(width: 390, height: line))
    let rounded = layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"))
    #expect(rounded.frame(of: "f")!.size == CGSize(width: 390, height: line + 14))
  }

  @Test func aMenuPickerShowsTheSelectedOptionAndASegmentedOneAllOfThem() {
    enum Size: Hashable, CaseIterable { case small, large }
    let menu = layout(
      Picker("Size", selection: .constant(Size.large)) {
        Text("Small").tag(Size.small).id("small")
        Text("Large").tag(Size.large).id("large")
      })
    #expect(menu.frame(of: "small") == nil)
    #expect(menu.frame(of: "large") != nil)
    let implicit = layout(
      Picker("Size", selection: .constant(Size.small)) {
        ForEach(Size.allCases, id: \.self) { size in Text("\(size)").id("\(size)") }
      })
    #expect(implicit.frame(of: "small") != nil)
    #expect(implicit.frame(of: "large") == nil)
    let segmented = layout(
      Picker("Size", selection: .constant(Size.large)) {
        Text("Small").tag(Size.small).id("small")
        Text("Large").tag(Size.large).id("large")
      }.pickerStyle(.segmented).id("picker"))
    #expect(segmented.frame(of: "picker")!.size == CGSize(width: 390, height: 32))
    #expect(segmented.frame(of: "small")!.midX == 97.5)
    #expect(segmented.frame(of: "large")!.midX == 292.5)
  }

  @Test func stepperSliderAndProgressSizes() {
    let stepper = layout(HStack { Stepper("Count", value: .constant(1), in: 0...5) }.id("s"))
    #expect(stepper.frame(of: "s")!.size == CGSize(width: 390, height: 32))
    let slider = layout(Slider(value: .constant(0.5)).id("s"))
    #expect(slider.frame(of: "s")!.size == CGSize(width: 390, height: 28))
    let bar = layout(ProgressView(value: 0.5).id("p"))
    #expect(bar.frame(of: "p")!.size == CGSize(width: 390, height: 4))
    let spinner = layout(ProgressView().id("p"))
    #expect(spinner.frame(of: "p")!.size == CGSize(width: 20, height: 20))
  }

  /// A style set on a container reaches the controls in it. Apple: `ToggleStyle.button` "displays
  /// as a button with its label as the title"; `ProgressViewStyle.circular` "uses a circular gauge";
  /// `DatePickerStyle.wheel` "displays each component as columns in a scrollable wheel" and
  /// `.graphical` "displays an interactive calendar or clock". The sizes are SceneSim's (a
  /// bordered button's padding) and measured ones (the spinner, the wheel, the calendar), as the
  /// types' documentation says.
  @Test func stylesSetOnAContainerReachItsControls() {
    let toggle = layout(VStack { Toggle("Wi-Fi", isOn: .constant(true)).id("t") }.toggleStyle(.button))
    let button = layout(VStack { Button("Wi-Fi") {}.buttonStyle(.bordered).id("b") })
    #expect(toggle.frame(of: "t")!.size == button.frame(of: "b")!.size)
    let progress = layout(VStack { ProgressView(value: 0.5).id("p") }.progressViewStyle(.circular))
    #expect(progress.frame(of: "p")!.size == CGSize(width: 20, height: 20))
    let date = Date(timeIntervalSince1970: 0)
    let wheel = layout(
      VStack { DatePicker("Due", selection: .constant(date), displayedComponents: .date).id("d") }
        .datePickerStyle(.wheel))
    #expect(wheel.frame(of: "d")!.size == CGSize(width: 390, height: 216))
    let graphical = layout(
      VStack { DatePicker("Due", selection: .constant(date), displayedComponents: .date).id("d") }
        .datePickerStyle(.graphical))
    #expect(graphical.frame(of: "d")!.height > 345)
  }

  @Test func contentUnavailableTakesTheWholeSpace() {
    let snapshot = layout(ContentUnavailableView("No Recipes", systemImage: "fork.knife").id("c"))
    #expect(snapshot.frame(of: "c")!.size == CGSize(width: 390, height: 800))
  }
}
