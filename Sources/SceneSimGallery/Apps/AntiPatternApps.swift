import Foundation
import LayoutEngine
import SceneRuntime

/// An anti-pattern the simulator catches: layout state kept after a resize. The screen remembers
/// that it was once compact and stays a column, so the layout does not come back when the width
/// does ("Resizing an app should not permanently alter its layout"): a failed revert check.
///
/// ```swift
/// let simulator = Simulator(StickyLayoutApp.self, device: .iPadPro11)
/// ```
public struct StickyLayoutApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { StickyLayoutScreen() }
  }
}

/// The screen of `StickyLayoutApp`.
public struct StickyLayoutScreen: View {
  @Environment(\.horizontalSizeClass) var sizeClass
  @State var wasCompact = false
  public init() {}
  public var body: some View {
    let layout = wasCompact ? AnyLayout(VStackLayout(spacing: 16)) : AnyLayout(HStackLayout(spacing: 16))
    layout {
      Color.blue.frame(minWidth: 100, minHeight: 100).id("summary")
      Color.green.frame(minWidth: 100, minHeight: 100).id("chart")
    }
    .padding()
    .onChange(of: sizeClass, initial: true) { if sizeClass == .compact { wasCompact = true } }
  }
}

/// An anti-pattern the simulator catches: an unconstrained `GeometryReader` whose square artwork,
/// sized by the window's width, spills out of the reader over its sibling, the Next button, in a
/// window wider than tall (the seeds: "Unconstrained in VStack … Button invisible"). The
/// simulator reports the views that cover others.
///
/// ```swift
/// let simulator = Simulator(CrushedSiblingApp.self, device: .iPadPro11)
/// ```
public struct CrushedSiblingApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      VStack {
        GeometryReader { geometry in
          Rectangle().frame(width: geometry.size.width, height: geometry.size.width).id("artwork")
        }
        Button("Next") {}.frame(minHeight: 44).id("next")
      }
    }
  }
}

/// An anti-pattern only navigation reaches: the book screen, pushed from the list, remembers
/// that it was once narrow and stays a column, so its layout does not come back when the width
/// does. The list itself adapts correctly; stress testing finds the fault only by tapping a book
/// and then resizing.
///
/// ```swift
/// let simulator = Simulator(StickyDetailApp.self, device: .iPadPro11)
/// ```
public struct StickyDetailApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      NavigationStack {
        List(Library.books(on: "Poetry"), id: \.self) { book in
          NavigationLink(book, value: book).id("open \(book)")
        }
        .navigationTitle("Poetry")
        .navigationDestination(for: String.self) { StickyBookScreen(book: $0) }
      }
    }
  }
}

/// The book screen of `StickyDetailApp`.
public struct StickyBookScreen: View {
  let book: String
  @State var wasNarrow = false
  public init(book: String) { self.book = book }
  public var body: some View {
    let layout = wasNarrow ? AnyLayout(VStackLayout(spacing: 16)) : AnyLayout(HStackLayout(spacing: 16))
    layout {
      Color.blue.frame(minWidth: 100, minHeight: 100).id("cover")
      Text(book).id("blurb")
    }
    .padding()
    .onGeometryChange(for: Bool.self) {
      $0.size.width < 600
    } action: {
      if $0 { wasNarrow = true }
    }
    .navigationTitle(book)
  }
}
