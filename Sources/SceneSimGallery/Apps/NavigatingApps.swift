import Foundation
import LayoutEngine
import SceneRuntime

/// A three-column library: shelves in the sidebar, the shelf's books in the content column, the
/// book in the detail, whose chapters push onto a navigation stack. Every level is reached by a
/// user's selection or tap, as scripts do it (`select "shelf Poetry"`, `tap "chapter 1"`).
///
/// ```swift
/// let simulator = Simulator(LibraryApp.self, device: .iPadPro11)
/// ```
public struct LibraryApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { LibraryScreen() }
  }
}

/// The library's shelves and books.
public enum Library {
  public static let shelves = ["Novels", "Poetry", "Science"]

  /// The books on `shelf`.
  public static func books(on shelf: String) -> [String] {
    (1...4).map { "\(shelf) \($0)" }
  }
}

/// The window of `LibraryApp`.
public struct LibraryScreen: View {
  @State var shelf: String?
  @State var book: String?
  @State var chapters: [Int] = []
  public init() {}

  public var body: some View {
    NavigationSplitView {
      List(Library.shelves, id: \.self, selection: $shelf) { shelf in
        Text(shelf).id("shelf \(shelf)")
      }
      .id("shelves")
    } content: {
      if let shelf {
        List(Library.books(on: shelf), id: \.self, selection: $book) { book in
          Text(book).id("book \(book)")
        }
        .id("books")
      } else {
        Text("Choose a shelf").id("no shelf")
      }
    } detail: {
      NavigationStack(path: $chapters) {
        if let book {
          VStack(spacing: 12) {
            Text(book).font(.title).id("book title")
            ForEach(1...3, id: \.self) { chapter in
              NavigationLink("Chapter \(chapter)", value: chapter).id("chapter \(chapter)")
            }
            Spacer()
          }
          .padding()
          .navigationTitle(book)
          .navigationDestination(for: Int.self) { chapter in
            Text("Chapter \(chapter) of \(book)").padding().id("chapter text")
              .navigationTitle("Chapter \(chapter)")
          }
        } else {
          Text("Choose a book").id("no book")
        }
      }
    }
    .onChange(of: shelf) { book = nil }
    .onChange(of: book) { chapters = [] }
  }
}

/// A tab app: books to browse in one tab (a list that pushes a book), settings in another (a
/// toggle, a text field, a picker), and an About sheet.
///
/// ```swift
/// let simulator = Simulator(ReaderApp.self, device: .iPhone13, orientation: .portrait)
/// ```
public struct ReaderApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { ReaderScreen() }
  }
}

/// The window of `ReaderApp`.
public struct ReaderScreen: View {
  @State var tab = "browse"
  @State var nightMode = false
  @State var name = ""
  @State var textSize = "medium"
  @State var showsAbout = false
  public init() {}

  public var body: some View {
    TabView(selection: $tab) {
      Tab("Browse", systemImage: "books.vertical", value: "browse") {
        NavigationStack {
          List(Library.books(on: "Novels"), id: \.self) { book in
            NavigationLink(book, value: book).id("open \(book)")
          }
          .navigationTitle("Browse")
          .navigationDestination(for: String.self) { book in
            VStack(spacing: 12) {
              Text(book).font(.title).id("reading")
              Button("About") { showsAbout = true }.id("about")
            }
            .navigationTitle(book)
          }
        }
      }
      Tab("Settings", systemImage: "gear", value: "settings") {
        NavigationStack {
          Form {
            Toggle("Night mode", isOn: $nightMode).id("night mode")
            TextField("Your name", text: $name).id("name")
            Picker("Text size", selection: $textSize) {
              Text("Small").tag("small")
              Text("Medium").tag("medium")
              Text("Large").tag("large")
            }
            .id("text size")
          }
          .navigationTitle("Settings")
        }
      }
    }
    .id("tabs")
    .sheet(isPresented: $showsAbout) {
      VStack(spacing: 12) {
        Text("Reader 1.0").id("version")
        Button("Done") { showsAbout = false }.id("done")
      }
      .padding()
    }
  }
}
