import Foundation
import LayoutEngine
import SceneRuntime

/// The seeds' adaptive stack: a row of panels in a regular width, a column in a compact one,
/// switched with `AnyLayout` so the panels keep their state.
///
/// ```swift
/// let simulator = Simulator(AdaptiveStackApp.self, device: .iPadPro11)
/// ```
public struct AdaptiveStackApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { AdaptiveStackScreen() }
  }
}

/// The screen of `AdaptiveStackApp`.
public struct AdaptiveStackScreen: View {
  @Environment(\.horizontalSizeClass) var sizeClass
  public init() {}
  public var body: some View {
    let layout =
      sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 16)) : AnyLayout(HStackLayout(spacing: 16))
    layout {
      Color.blue.frame(minWidth: 100, minHeight: 100).id("summary")
      Color.green.frame(minWidth: 100, minHeight: 100).id("chart")
    }
    .padding()
  }
}

/// The seeds' `ViewThatFits` toolbar, in a window.
///
/// ```swift
/// let simulator = Simulator(ToolbarApp.self, device: .iPadPro11)
/// ```
public struct ToolbarApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      VStack {
        AdaptiveToolbar()
        Spacer()
      }
    }
  }
}

/// The seeds' responsive grid: as many columns of at least 160 points as fit.
///
/// ```swift
/// let simulator = Simulator(ResponsiveGridApp.self, device: .iPadPro11)
/// ```
public struct ResponsiveGridApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 12) {
          ForEach(0..<24, id: \.self) { index in
            RoundedRectangle(cornerRadius: 8).frame(height: 100).id("card \(index)")
          }
        }
        .padding()
      }
    }
  }
}

/// The seeds' window-shape reader: a row when the window is wider than tall, else a column,
/// with the artwork sized by the shorter side so it never spills.
///
/// ```swift
/// let simulator = Simulator(WindowShapeApp.self, device: .iPadPro11)
/// ```
public struct WindowShapeApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      GeometryReader { geometry in
        let side = Swift.min(geometry.size.width, geometry.size.height) / 2
        let layout =
          geometry.size.width > geometry.size.height ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        layout {
          Rectangle().frame(width: side, height: side).id("artwork")
          Text("Now Playing").id("title")
        }
        .frame(width: geometry.size.width, height: geometry.size.height)
      }
    }
  }
}

/// The seeds' flow layout of tags, scrolling when the window is short.
///
/// ```swift
/// let simulator = Simulator(TagsApp.self, device: .iPadPro11)
/// ```
public struct TagsApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { ScrollView { TagCloud() } }
  }
}

/// The seeds' bottom safe-area inset: a Continue button over a scroll view of rows, which
/// scroll above it.
///
/// ```swift
/// let simulator = Simulator(CheckoutApp.self, device: .iPhone13, orientation: .portrait)
/// ```
public struct CheckoutApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      ScrollView {
        VStack(spacing: 8) {
          ForEach(0..<30, id: \.self) { index in
            Text("Item \(index)").frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
      .safeAreaInset(edge: .bottom) {
        Button("Continue") {}.frame(maxWidth: .infinity, minHeight: 50).id("continue")
      }
    }
  }
}
