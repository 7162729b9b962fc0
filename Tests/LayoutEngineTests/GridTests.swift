import Foundation
import Testing

@testable import LayoutEngine

@Suite("Grids")
struct GridTests {
  /// Apple, Grid: "The grid sets the width of all the cells in a column to match the needs of
  /// column's widest cell"; "The tallest cell in a row sets the height of the entire row."
  @Test func columnsTakeTheWidestCell() {
    let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        box("a", 10, 10); box("b", 30, 15)
      }
      GridRow {
        box("c", 20, 10); box("d", 5, 10)
      }
    }
    let s = snapshot(view, nil, nil)
    #expect(s.size == CGSize(width: 50, height: 25))
    expectFrame(s, "a", rect(5, 2.5, 10, 10))
    expectFrame(s, "b", rect(20, 0, 30, 15))
    expectFrame(s, "c", rect(0, 15, 20, 10))
    expectFrame(s, "d", rect(32.5, 15, 5, 10))
  }

  /// Apple, Grid: "The grid's column count grows to handle the row with the largest number of
  /// columns"; spacing defaults to the platform's (8, SceneSim's model).
  @Test func shortRowsLeaveEmptyCells() {
    let view = Grid(alignment: .topLeading) {
      GridRow {
        box("a", 10, 10); box("b", 10, 10); box("c", 10, 10)
      }
      GridRow { box("d", 10, 10) }
    }
    let s = snapshot(view, nil, nil)
    #expect(s.size == CGSize(width: 46, height: 28))
    expectFrame(s, "c", rect(36, 0, 10, 10))
    expectFrame(s, "d", rect(0, 18, 10, 10))
  }

  /// Apple, Grid: columns of flexible views "share the remaining horizontal space ... equally".
  @Test func flexibleColumnsShareTheRest() {
    let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        box("fixed", 40, 10); Color.red.frame(height: 10).id("f1"); Color.blue.frame(height: 10).id("f2")
      }
    }
    let s = snapshot(view, 200, 100)
    #expect(s.frame(of: "f1")!.width == 80)
    #expect(s.frame(of: "f2")!.width == 80)
  }

  @Test func gridCellColumnsSpans() {
    let view = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
      GridRow {
        box("a", 20, 10); box("b", 20, 10)
      }
      GridRow { Color.red.frame(height: 10).gridCellColumns(2).id("span") }
    }
    let s = snapshot(view, nil, nil)
    #expect(s.frame(of: "span")!.width == 50)
  }

  /// Apple, Grid: gridColumnAlignment on one cell aligns the whole column.
  @Test func gridColumnAlignment() {
    let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { box("a", 10, 10).gridColumnAlignment(.trailing) }
      GridRow { box("b", 40, 10) }
    }
    expectFrame(snapshot(view, nil, nil), "a", rect(30, 0, 10, 10))
  }

  /// Apple, Grid: a view outside a GridRow spans every column; a Divider widens the grid to the
  /// parent's width unless it has gridCellUnsizedAxes(.horizontal).
  @Test func dividerRowsSpanTheGrid() {
    let wide = snapshot(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow { box("a", 20, 10) }; Divider().id("d")
      }, 200, 100)
    #expect(wide.size.width == 200)
    #expect(wide.frame(of: "d")!.width == 200)
    let unsized = snapshot(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow { box("a", 20, 10) }
        Divider().gridCellUnsizedAxes(.horizontal).id("d")
      }, 200, 100)
    #expect(unsized.size.width == 20)
    #expect(unsized.frame(of: "d")!.width == 20)
  }

  /// SceneSim's model; Apple, Grid: "A grid and its rows behave something like a collection of
  /// HStack instances wrapped in a VStack".
  @Test func gridRowOutsideAGridIsAHorizontalStack() {
    let s = snapshot(
      GridRow {
        box("a", 10, 10); box("b", 10, 10)
      }, nil, nil)
    expectFrame(s, "b", rect(18, 0, 10, 10))
  }

  /// objc.io, "Grid Layout" (2020): .fixed(70) then .adaptive(minimum: 40) in 200 points leaves
  /// 122 for the adaptive column, which holds two items of (122 - 8) / 2 = 57.
  @Test func lazyVGridAdaptiveColumns() {
    let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 0) {
      ForEach(0..<3) { i in Color.red.frame(height: 10).id(i) }
    }
    let s = snapshot(view, 200, 100)
    #expect(s.frame(of: 0)!.width == 70)
    #expect(s.frame(of: 1) == rect(78, 0, 57, 10))
    #expect(s.frame(of: 2) == rect(143, 0, 57, 10))
  }

  /// objc.io's LazyVGrid quiz: .flexible(minimum: 100) and .flexible(minimum: 180) in 300 points
  /// measure 146 + 8 + 180 = 334 wide, then lay out again in 334: columns of 163 and 180.
  @Test func lazyVGridTwoPassQuirk() {
    let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
      Color.red.frame(height: 10).id("a")
      Color.blue.frame(height: 10).id("b")
    }.id("grid")
    let s = snapshot(view, 300, 100)
    #expect(s.frame(of: "grid")!.width == 334)
    #expect(s.frame(of: "a")!.width == 163)
    #expect(s.frame(of: "b")!.width == 180)
  }

  @Test func lazyVGridRowsTakeTheTallestItem() {
    let view = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 5) {
      box("a", 10, 10); box("b", 10, 30); box("c", 10, 10)
    }
    let s = snapshot(view, 108, 100)
    #expect(s.size.height == 45)
    expectFrame(s, "a", rect(20, 10, 10, 10))
    expectFrame(s, "c", rect(20, 35, 10, 10))
  }

  @Test func lazyHGridFixedRows() {
    let view = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
      ForEach(0..<4) { i in box("\(i)", 20, 20) }
    }
    let s = snapshot(view, nil, nil)
    #expect(s.size == CGSize(width: 40, height: 88))
    expectFrame(s, "3", rect(20, 58, 20, 20))
  }
}
