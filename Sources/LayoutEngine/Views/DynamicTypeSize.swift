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
    CGFloat(Font.TextStyle.table[self]![size.rawValue])
  }

  /// Rows: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 to AX5.
  /// Every value checked against the HIG's Typography specifications (identical in its 2023 and
  /// 2025 versions). One measurement differs: UIKit's `preferredFont` gave Caption 2 at AX5 as
  /// 41 points on iOS 13.3; SceneSim follows the HIG's 40.
  private static let table: [Font.TextStyle: [Int]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
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
