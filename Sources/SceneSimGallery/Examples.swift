import Foundation
import LayoutEngine

/// A toolbar that picks the first of three arrangements that fits its width (the seeds'
/// `ViewThatFits` pattern). Its `ViewThatFits` has the id `"toolbar"`.
///
/// ```swift
/// LayoutSnapshot(AdaptiveToolbar(), proposal: ProposedViewSize(width: 200, height: 100)).chosenCandidate(of: "toolbar")
/// ```
public struct AdaptiveToolbar: View {
  public init() {}
  public var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        Image(systemName: "star"); Text("Favorites"); Spacer(); Text("Share"); Text("Edit")
      }
      HStack {
        Image(systemName: "star"); Text("Share"); Text("Edit")
      }
      VStack {
        Image(systemName: "star"); Text("Share"); Text("Edit")
      }
    }
    .id("toolbar")
    .padding()
  }
}

/// Tags in a `FlowLayout` that wraps at the width.
///
/// ```swift
/// LayoutSnapshot(TagCloud(), proposal: ProposedViewSize(width: 300, height: nil))
/// ```
public struct TagCloud: View {
  /// The tags shown.
  public var tags: [String]
  public init(
    tags: [String] = ["Swift", "SwiftUI", "Layout", "iPadOS", "Windows", "Stage Manager", "Split View"]
  ) {
    self.tags = tags
  }
  public var body: some View {
    FlowLayout(spacing: 8) {
      ForEach(tags, id: \.self) { tag in
        Text(tag).padding(.horizontal, 8).padding(.vertical, 4).background(Capsule()).id(tag)
      }
    }
    .padding()
  }
}

/// A two-column `Grid` form with a divider row; the label column is trailing-aligned.
///
/// ```swift
/// LayoutSnapshot(ProfileForm(), proposal: ProposedViewSize(width: 390, height: nil))
/// ```
public struct ProfileForm: View {
  public init() {}
  public var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Name").gridColumnAlignment(.trailing); Text("Ada Lovelace")
      }
      Divider()
      GridRow {
        Text("Born"); Text("10 December 1815")
      }
      GridRow {
        Text("Known for"); Text("The first published program")
      }
    }
    .padding()
  }
}

/// A fixed sidebar and a detail column that takes the rest of the width.
///
/// ```swift
/// LayoutSnapshot(SidebarDetail(), proposal: ProposedViewSize(width: 1024, height: 768)).frame(of: "detail")
/// ```
public struct SidebarDetail: View {
  public init() {}
  public var body: some View {
    HStack(spacing: 0) {
      VStack(alignment: .leading) {
        Text("Inbox"); Text("Sent"); Text("Archive"); Spacer()
      }
      .padding().frame(width: 240).id("sidebar")
      Divider()
      VStack {
        Text("Message").font(.title); Spacer()
      }.frame(maxWidth: .infinity).padding().id("detail")
    }
  }
}
