import Foundation

/// The user's preferred size of text: seven standard sizes and five accessibility sizes.
///
/// ```swift
/// Text("Hello").dynamicTypeSize(.accessibility2)
/// if dynamicTypeSize.isAccessibilitySize { AnyLayout(VStackLayout()) } else { AnyLayout(HStackLayout()) }
/// ```
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension Font.TextStyle {
  /// The point size of this style at `size`, from Apple's Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes" (iOS, iPadOS).
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    CGFloat(Font.TextStyle.table[row][size.rawValue])
  }

  /// This style's row in `table` (a switch: a text's style is not hashed to find its sizes).
  private var row: Int {
    switch self {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    }
  }

  /// A row per style (in `row`'s order), of its sizes at xSmall, Small, Medium, Large (default),
  /// xLarge, xxLarge, xxxLarge, AX1 to AX5.
  /// Every value checked against the HIG's Typography specifications (identical in its 2023 and
  /// 2025 versions). One measurement differs: UIKit's `preferredFont` gave Caption 2 at AX5 as
  /// 41 points on iOS 13.3; SceneSim follows the HIG's 40.
  private static let table: [[Int]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
  ]
}

extension Font {
  /// The point size of this font at `size`: text styles follow Dynamic Type, fixed sizes do not.
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    switch self.size {
    case .style(let style): style.pointSize(at: size)
    case .fixed(let points): points
    }
  }
}
