import LayoutEngine
import Testing

@testable import ScenarioScript

/// The exact text of diagnostics: file:line:column in the script, the line, the marker, help.
@Suite struct ViewNotationDiagnosticTests {
  @Test func unknownViewSuggestsTheNearestSupportedOne() {
    #expect(
      diagnosticText("VStack {\n  Hstack { Text(\"a\") }\n}", file: "mail.scenario", firstLine: 10) == """
        mail.scenario:11:3: error: unknown view 'Hstack'
          Hstack { Text("a") }
          ^~~~~~
        help: did you mean 'HStack'?
        """)
  }

  @Test func unknownModifierSuggestsTheNearestSupportedOne() {
    #expect(
      diagnosticText("Text(\"a\")\n  .paddin(4)", firstLine: 3) == """
        t.scenario:4:4: error: unknown modifier '.paddin'
          .paddin(4)
           ^~~~~~
        help: did you mean '.padding'?
        """)
  }

  @Test func unknownLabelListsTheFormsItFits() {
    #expect(
      diagnosticText("Text(\"a\").frame(widht: 10)") == """
        t.scenario:1:17: error: unknown argument label 'widht:' in call to 'frame'
        Text("a").frame(widht: 10)
                        ^~~~~
        help: did you mean 'width:'? 'frame' accepts frame(width:height:alignment:) or \
        frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
        """)
    #expect(
      diagnosticText("NavigationSplitView { Text(\"a\") } detial: { Text(\"b\") }") == """
        t.scenario:1:35: error: unknown argument label 'detial:' in call to 'NavigationSplitView'
        NavigationSplitView { Text("a") } detial: { Text("b") }
                                          ^~~~~~
        help: did you mean 'detail:'? 'NavigationSplitView' accepts NavigationSplitView(sidebar:detail:) or \
        NavigationSplitView(sidebar:content:detail:)
        """)
    // Apple marks `overlay(_:alignment:)` deprecated (its page gives an end to its availability;
    // developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)): the notation has
    // `overlay(_:ignoresSafeAreaEdges:)` for a style and `overlay(alignment:content:)` for views.
    #expect(
      diagnosticText("Text(\"a\").overlay(Color.red, alignment: .bottom)") == """
        t.scenario:1:30: error: argument 'alignment:' does not fit here in call to 'overlay'
        Text("a").overlay(Color.red, alignment: .bottom)
                                     ^~~~~~~~~
        help: 'overlay' accepts overlay(_:ignoresSafeAreaEdges:) or overlay(alignment:content:)
        """)
  }

  @Test func unclosedBracketsAndStringsSayWhereTheyOpened() {
    #expect(
      diagnosticText("VStack {\n  Text(\"a\")\n", firstLine: 10) == """
        t.scenario:10:8: error: unclosed '{'
        VStack {
               ^
        help: add the '}' that closes it; the view ends at line 12
        """)
    #expect(
      diagnosticText("Text(\"a\").padding(") == """
        t.scenario:1:18: error: unclosed '('
        Text("a").padding(
                         ^
        help: add the ')' that closes it; the view ends at line 1
        """)
    #expect(
      diagnosticText("Text(\"a).padding()") == """
        t.scenario:1:6: error: unterminated string literal
        Text("a).padding()
             ^
        help: close the string with '"' on the same line
        """)
  }

  @Test func severalRootsAskForAStack() {
    #expect(
      diagnosticText("Text(\"a\")\nText(\"b\")", firstLine: 5) == """
        t.scenario:6:1: error: a view has one root, but 2 views are written at the top
        Text("b")
        ^~~~
        help: wrap them in a stack, as in VStack { ... }
        """)
  }

  @Test func numbersMustBeFiniteAndInBounds() {
    #expect(
      diagnosticText("Color.red.frame(width: 1e999)") == """
        t.scenario:1:24: error: number '1e999' is not finite
        Color.red.frame(width: 1e999)
                               ^~~~~
        help: use a finite number; write '.infinity' where SwiftUI accepts it (maxWidth:, maxHeight:)
        """)
    #expect(
      diagnosticText("Color.red.frame(width: -10)") == """
        t.scenario:1:24: error: 'width:' cannot be negative
        Color.red.frame(width: -10)
                               ^~~
        help: SwiftUI rejects a negative frame dimension ('Invalid frame dimension')
        """)
    #expect(
      diagnosticText("Text(\"a\").frame(width: .infinity)").hasPrefix(
        "t.scenario:1:24: error: 'width:' must be finite"))
    #expect(
      diagnosticText("Color.red.frame(minWidth: 50, maxWidth: 10)").hasPrefix(
        "t.scenario:1:41: error: 'maxWidth:' is less than 'minWidth:'"))
  }

  /// A column's widths out of order: SwiftUI's frame message is not claimed for them.
  @Test func columnWidthsOutOfOrderSayWhatIsKnown() {
    #expect(
      diagnosticText("Color.red.navigationSplitViewColumnWidth(min: 300, ideal: 200)") == """
        t.scenario:1:59: error: 'ideal:' is less than 'min:'
        Color.red.navigationSplitViewColumnWidth(min: 300, ideal: 200)
                                                                  ^~~
        help: Apple documents no meaning for it (SceneSim keeps the ideal width and lowers a larger minimum to \
        it); keep minimum ≤ ideal ≤ maximum
        """)
    #expect(
      diagnosticText("Color.red.frame(minWidth: 50, idealWidth: 10)").hasSuffix(
        "help: SwiftUI rejects it ('Contradictory frame constraints specified'); keep minimum ≤ ideal ≤ maximum"
      ))
  }

  @Test func wrongTypesSayWhatWasExpected() {
    #expect(
      diagnosticText("HStack(spacing: \"wide\") { }") == """
        t.scenario:1:17: error: cannot convert value of type 'String' to expected argument type 'CGFloat'
        HStack(spacing: "wide") { }
                        ^~~~~~
        """)
    #expect(
      diagnosticText("Text(\"a\").padding(.horizntal, 8)") == """
        t.scenario:1:19: error: type 'Edge.Set' has no member 'horizntal'
        Text("a").padding(.horizntal, 8)
                          ^~~~~~~~~~
        help: did you mean 'horizontal'?
        """)
    #expect(
      diagnosticText("Text(\"a\").padding(Edge.Set.topp, 8)") == """
        t.scenario:1:19: error: type 'Edge.Set' has no member 'topp'
        Text("a").padding(Edge.Set.topp, 8)
                          ^~~~~~~~~~~~~
        help: did you mean 'top'?
        """)
    #expect(
      diagnosticText("Text(\"a\").padding(Font.Weight.bold, 8)").hasPrefix(
        "t.scenario:1:19: error: cannot convert value of type 'Font.Weight' to expected argument type"))
    #expect(
      diagnosticText("Text(\"a\").environment(\\.layoutDirection, .compact)") == """
        t.scenario:1:42: error: the value does not fit '\\.layoutDirection', which holds a 'LayoutDirection'
        Text("a").environment(\\.layoutDirection, .compact)
                                                 ^~~~~~~~
        """)
    #expect(
      diagnosticText("Text(\"a\").environment(\\.verticalSizeClass, .rightToLeft)").hasPrefix(
        "t.scenario:1:44: error: the value does not fit '\\.verticalSizeClass', which holds a 'UserInterfaceSizeClass'"
      ))
    #expect(
      diagnosticText("Text(\"a\").aspectRatio(1)").hasPrefix(
        "t.scenario:1:24: error: missing argument for parameter 'contentMode:' in call to 'aspectRatio'"))
    #expect(
      diagnosticText("Text(\"a\").lineLimit(1.5)").hasPrefix(
        "t.scenario:1:21: error: cannot convert value of type 'Double' to expected argument type 'Int'"))
  }

  @Test func rowsAndInterpolationsFollowSwiftsRules() {
    #expect(
      diagnosticText("ForEach(0..<3) { Text(\"a\") }").hasPrefix(
        "t.scenario:1:16: error: contextual closure type '(Int) -> some View' expects 1 argument"))
    #expect(
      diagnosticText("VStack { Text(\"row\\(i)\") }").hasPrefix(
        "t.scenario:1:15: error: cannot find 'i' in scope"))
    #expect(
      diagnosticText("ForEach(0...3) { i in Text(\"a\") }").contains(
        "error: 'ForEach' needs a half-open range"))
    #expect(diagnosticText("ForEach(5..<3) { i in Text(\"a\") }").contains("range lower bound 5 is above"))
  }

  @Test func unsupportedViewsSayWhy() {
    #expect(
      diagnosticText("Toggle(\"a\")") == """
        t.scenario:1:1: error: 'Toggle' is not supported in the view notation
        Toggle("a")
        ^~~~~~
        help: a toggle needs a binding to state; use a Button("Title") { }
        """)
    #expect(diagnosticText("").hasPrefix("t.scenario:1:1: error: the view is empty"))
    #expect(diagnosticText("Divider").contains("expected '(' after 'Divider' to create the view"))
    #expect(
      diagnosticText("Text(\"a\") Text(\"b\")").contains(
        "consecutive views on a line must be separated by ';'"))
    #expect(diagnosticText("Button(\"a\") { Text(\"b\") }").contains("a button's action cannot run code"))
  }

  @Test func anInvalidEscapeListsTheEscapesTheLexerReads() {
    #expect(
      diagnosticText(#"Text("a\qb \0\'")"#) == #"""
        t.scenario:1:8: error: invalid escape sequence in a string literal
        Text("a\qb \0\'")
               ^~
        help: the escapes are \n, \t, \0, \\, \", \' and \(variable)
        """#)
  }

  /// Apple declares `EdgeInsets.init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing:
  /// CGFloat)` without defaults, and `init()`
  /// (developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)):
  /// some of the four lengths alone do not compile in SwiftUI, so not here either.
  @Test func edgeInsetsTakeAllFourLengthsOrNone() {
    #expect(
      diagnosticText("Text(\"a\").padding(EdgeInsets(top: 4))") == """
        t.scenario:1:19: error: missing argument for parameter 'leading:' in call to 'EdgeInsets'
        Text("a").padding(EdgeInsets(top: 4))
                          ^~~~~~~~~~
        help: 'EdgeInsets' accepts EdgeInsets() or EdgeInsets(top:leading:bottom:trailing:)
        """)
    expectSameLayout(
      "Text(\"a\").padding(EdgeInsets()).safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
      Text("a").padding(EdgeInsets()).safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
  }

  @Test func limitsAreNamedWhenHit() {
    let deep = String(repeating: "VStack { ", count: 65) + "Text(\"a\")" + String(repeating: " }", count: 65)
    #expect(
      diagnosticText(deep).hasPrefix("t.scenario:1:584: error: the view nests more than 64 levels deep"))
    let shallow =
      String(repeating: "VStack { ", count: 60) + "Text(\"a\")" + String(repeating: " }", count: 60)
    #expect(diagnosticText(shallow) == "(no error)")
    let long = "VStack {\n" + String(repeating: "Spacer()\n", count: 3400) + "}"
    #expect(diagnosticText(long).contains("error: the view is too long: more than 10000 tokens"))
    let many = "VStack { ForEach(0..<200) { i in ForEach(0..<100) { j in Text(\"a\") } } }"
    #expect(diagnosticText(many).contains("error: the view makes more than 10000 views"))
  }
}
