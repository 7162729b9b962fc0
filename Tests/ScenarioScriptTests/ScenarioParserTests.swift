import Foundation
import LayoutEngine
import SceneRuntime
import Testing

@testable import ScenarioScript

/// The script language: what each line means, and the errors bad lines get.
@Suite struct ScenarioParserTests {
  /// A step made in code reads as the line the script prints for its action, whatever its
  /// action becomes; a parsed step keeps its line as written; a parsed scenario and one made in
  /// code with the same actions hold equal actions.
  @Test func aStepMadeInCodeReadsAsItsActionsLine() throws {
    var made = Scenario(
      app: "mail", device: .iPadPro11,
      actions: [
        .resize(
          .key, to: CGSize(width: 500, height: 834), anchor: .center, milliseconds: 100, framesPerSecond: 30),
        .menu(["File", "New Window"]),
      ])
    #expect(
      made.steps.map(\.text) == [
        "resize to 500x834 anchor center over 100ms at 30 fps", "menu File > New Window",
      ])
    made.steps[1].action = .wait(300)
    #expect(made.steps[1].text == "wait 300ms")
    made.steps[1].text = "wait 0.3s"
    #expect(made.steps[1].text == "wait 0.3s")
    let parsed = try Scenario.parse(
      "app mail\nresize to 500x834   anchor center over 100ms at 30 fps\nmenu File > New Window\n",
      file: "a.scenario")
    #expect(parsed.steps[0].text == "resize to 500x834   anchor center over 100ms at 30 fps")
    let again = Scenario(app: "mail", device: .iPadPro11, actions: parsed.steps.map(\.action))
    #expect(
      again.steps.map(\.action) == made.steps.map(\.action).prefix(1) + [.menu(["File", "New Window"])])
  }

  @Test func readsTheHeaderAndEveryStep() throws {
    let scenario = try Scenario.parse(
      """
      # a comment
      scenario "Mail on an iPad"
      app mail
      device "iPad Pro 11\\"" portrait
      open compose   # a trailing comment
      close window 2
      focus window 1
      move to 10, -20
      resize window 1 to 700x800 anchor center over 250ms at 30 fps
      phase background
      dynamicType accessibility2
      colorScheme dark
      layoutDirection rightToLeft
      scroll "list" to 0, 400
      menu File > New Window
      press cmd+shift+n
      wait 1.5s
      checkpoint wide
      """, file: "a.scenario")
    #expect(scenario.title == "Mail on an iPad")
    #expect(scenario.device == .iPadPro11)
    #expect(scenario.orientation == .portrait)
    guard case .app("mail") = scenario.subject else { Issue.record("subject \(scenario.subject)"); return }
    let shown = scenario.steps.map { "\($0.action)" }
    #expect(shown.count == 14)
    #expect(scenario.steps[0].text == "open compose")
    #expect(scenario.steps[0].location == SourceLocation(file: "a.scenario", line: 5, column: 1))
    guard case .resize(.number(1), let size, let anchor, 250?, 30) = scenario.steps[4].action else {
      Issue.record("resize \(scenario.steps[4].action)"); return
    }
    #expect(size == CGSize(width: 700, height: 800) && anchor == .center)
    guard case .move(.key, let point) = scenario.steps[3].action else { Issue.record("move"); return }
    #expect(point == CGPoint(x: 10, y: -20))
    guard case .press(let shortcut) = scenario.steps[11].action else { Issue.record("press"); return }
    #expect(shortcut == KeyboardShortcut("n", modifiers: [.command, .shift]))
    guard case .menu(let path) = scenario.steps[10].action else { Issue.record("menu"); return }
    #expect(path == ["File", "New Window"])
    guard case .wait(1500) = scenario.steps[12].action else { Issue.record("wait"); return }
  }

  @Test func readsEveryExpectation() throws {
    let scenario = try Scenario.parse(
      """
      app mail
      expect columns collapsed to sidebar
      expect window 2 size classes compact regular
      expect size 700x800
      expect phase inactive
      expect app phase background
      expect frame "badge" = 10, 20, 30x40 ± 0.5
      expect present "badge"
      expect absent "sidebar"
      expect choice "toolbar" = 1
      expect choices 0, 2
      expect key window none
      expect command File > Close disabled
      expect layout = checkpoint wide
      expect revert checks passed
      expect revert check failed
      expect no overlaps
      """, file: "a.scenario")
    let expectations = scenario.steps.compactMap { step -> Scenario.Expectation? in
      if case .expect(let expectation) = step.action { return expectation }
      return nil
    }
    #expect(expectations.count == 16)
    guard case .columns(.key, "collapsed to sidebar") = expectations[0] else {
      Issue.record("columns"); return
    }
    guard case .sizeClasses(.number(2), SizeClassPair(.compact, .regular)) = expectations[1] else {
      Issue.record("size classes"); return
    }
    guard case .frame(.key, "badge", CGRect(x: 10, y: 20, width: 30, height: 40), 0.5) = expectations[5]
    else {
      Issue.record("frame"); return
    }
    guard case .command(["File", "Close"], enabled: false) = expectations[11] else {
      Issue.record("command"); return
    }
    guard case .choices(.key, [0, 2]) = expectations[9] else { Issue.record("choices"); return }
  }

  @Test func anUnknownStepSuggestsTheNearest() {
    #expect(
      errors("app mail\nresise to 700x800\n")
        == """
        a.scenario:2:1: error: unknown step 'resise'
        resise to 700x800
        ^~~~~~
        help: did you mean 'resize'?
        """)
  }

  @Test func badValuesPointAtTheirToken() {
    #expect(
      errors("app mail\n  resize to 700by800\n")
        == """
        a.scenario:2:13: error: expected the size written as WIDTHxHEIGHT, found '700by800'
          resize to 700by800
                    ^~~~~~~~
        help: for example 700x800
        """)
    #expect(
      errors("app mail\nresize to 700x-5\n")
        == """
        a.scenario:2:11: error: a height must not be negative, found -5
        resize to 700x-5
                  ^~~~~~
        """)
    #expect(
      errors("app mail\nwait forever\n")
        == """
        a.scenario:2:6: error: expected a duration such as 500ms or 1.5s, found 'forever'
        wait forever
             ^~~~~~~
        """)
    #expect(
      errors("app mail\nphase actve\n")
        == """
        a.scenario:2:7: error: unknown scene phase 'actve'
        phase actve
              ^~~~~
        help: did you mean 'active'?
        """)
    #expect(
      errors("app mail\npress cmd+hyper+s\n")
        == """
        a.scenario:2:7: error: unknown modifier key 'hyper'
        press cmd+hyper+s
              ^~~~~~~~~~~
        help: the modifiers are cmd, shift, opt, ctrl
        """)
  }

  @Test func nonFiniteAndHugeNumbersAreRejected() {
    #expect(
      errors("app mail\nmove to nan, 0\n").contains(
        "error: expected the position's x (a number), found 'nan'"))
    #expect(errors("app mail\nmove to inf, 0\n").contains("found 'inf'"))
    #expect(errors("app mail\nresize to 1000000x10\n").contains("out of range (at most 100000 points)"))
    #expect(errors("app mail\nwait 2000000s\n").contains("longer than an hour"))
  }

  @Test func everyBadLineIsReportedInOneRun() {
    let text = errors("app mail\nresise to 1x1\nwait\nexpect colums detail\n")
    #expect(text.components(separatedBy: ": error: ").count - 1 == 3)
    #expect(text.contains("a.scenario:3:5: error: expected a duration at the end of the line"))
    #expect(text.contains("help: did you mean 'columns'?"))
  }

  @Test func aScriptMustNameWhatItRuns() {
    #expect(
      errors("# nothing\n\nwait 1s\n")
        == """
        a.scenario:3:1: error: a step before the script names what it runs
        wait 1s
        ^~~~
        help: did you mean 'wait'?
        """)
    #expect(errors("").contains("error: the script names no app and no view"))
    #expect(errors("app mail\nwait 1s\napp tags\n").contains("error: 'app' must come before the steps"))
  }

  @Test func anUnterminatedStringSaysWhereItOpened() {
    #expect(
      errors("app mail\nexpect present \"badge\n")
        == """
        a.scenario:2:16: error: unterminated string
        expect present "badge
                       ^~~~~~
        help: end it with '"' on the same line
        """)
  }

  @Test func anUnknownDeviceSuggestsOne() {
    #expect(errors("app mail\ndevice iPadMni\n").contains("help: did you mean 'iPadmini'?"))
  }

  /// An error inside a script's view block points at the script's own line and column.
  @Test func errorsInAViewBlockPointIntoTheScript() {
    #expect(
      errors("# a layout\nview {\n  VStack {\n    Txt(\"a\")\n  }\n}\nwait 1s\n")
        .hasPrefix("a.scenario:4:5: error: unknown view 'Txt'\n    Txt(\"a\")\n    ^~~"))
  }

  /// Review findings: a bad view block is one error (its lines are not read again as steps); a
  /// `#` in quotes stays in the step's text; a quoted column list is its contents; a resize has
  /// at most `Vocabulary.maximumFrames` frames; a view script has no scenes to open by id.
  @Test func reviewFindings() throws {
    let viewError = errors("view {\n  Txt(\"a\")\n  VStack { }\n}\nwait 1s\n")
    #expect(viewError.components(separatedBy: ": error: ").count - 1 == 1)
    let scenario = try Scenario.parse(
      "app mail\nexpect present \"item#2\"  # a comment\nexpect columns \"collapsed  to sidebar\"\n",
      file: "a")
    #expect(scenario.steps[0].text == "expect present \"item#2\"")
    guard case .expect(.columns(.key, "collapsed to sidebar")) = scenario.steps[1].action else {
      Issue.record("columns \(scenario.steps[1].action)")
      return
    }
    #expect(
      errors("app mail\nresize to 10x10 over 3600s at 240 fps\n").contains("(Vocabulary.maximumFrames)"))
    #expect(errors("view {\n  Text(\"a\")\n}\nopen main\n").contains("has no scenes to open by id"))
  }

  @Test func anUnclosedViewBlockIsAnError() {
    #expect(errors("view {\n  Text(\"a\")\n").contains("error: the view's '{' is never closed"))
  }
}

/// `Scenario.script` writes what the parser reads back to the same script, for the awkward
/// values too: tiny numbers (no exponent), titles with the words `enabled` or `>` in them,
/// quoted ids and column texts, the `,` key.
@Suite struct ScenarioPrinterTests {
  @Test func awkwardValuesPrintAndParseBack() throws {
    let text = """
      scenario "A \\"quoted\\" title"
      app mail
      device iPadPro11 portrait

      move to 0.00001, -20.5
      resize window 2 to 700x800 anchor bottomTrailing over 250ms at 30 fps
      menu File > "Keep enabled" > "A > B"
      press "cmd+,"
      scroll "list #1" to 0, 1e-7
      expect columns "detail # one"
      expect frame "badge" = 1, 2, 3x4 ± 0.5
      expect command View > "Show Sidebar" enabled
      expect window 2 within parents
      """
    // `1e-7` is not a number the parser reads: write it as the printer would.
    let scenario = try Scenario.parse(text.replacingOccurrences(of: "1e-7", with: "0.0000001"), file: "a")
    let printed = scenario.script
    let again = try Scenario.parse(printed, file: "a")
    #expect(again.script == printed)
    #expect(printed.contains("move to 0.00001, -20.5"))
    #expect(printed.contains("menu File > \"Keep enabled\" > \"A > B\""))
    #expect(printed.contains("press \"cmd+,\""))
    #expect(printed.contains("expect columns \"detail # one\""))
  }

  /// The words scripts and the view notation accept for SwiftUI's enums are the cases' Swift
  /// names, read from the enums themselves.
  @Test func theVocabularyNamesEveryCase() {
    #expect(Set(Vocabulary.phases.map(\.0)) == ["active", "inactive", "background"])
    #expect(Vocabulary.sizeClasses.map(\.0) == ["compact", "regular"])
    #expect(Vocabulary.colorSchemes.map(\.0) == ["light", "dark"])
    #expect(Vocabulary.layoutDirections.map(\.0) == ["leftToRight", "rightToLeft"])
    #expect(Set(Vocabulary.orientations.map(\.0)) == ["portrait", "landscape"])
    // SwiftUI's twelve `DynamicTypeSize` cases, in order (Apple, `DynamicTypeSize`).
    #expect(
      Vocabulary.dynamicTypeSizes.map(\.0) == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
        "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
      ])
    #expect(NotationType.contentMode.members.map(\.name) == ["fit", "fill"])
    #expect(NotationType.verticalEdge.members.map(\.name) == ["top", "bottom"])
    #expect(NotationType.horizontalEdge.members.map(\.name) == ["leading", "trailing"])
    #expect(NotationType.unitPoint.members.count == 10)
    #expect(NotationType.unitPoint.members.contains { $0.name == "zero" })
    #expect(
      NotationType.environmentValue.members.map(\.name).prefix(4) == [
        "leftToRight", "rightToLeft", "compact", "regular",
      ])
    #expect(NotationType.environmentValue.members.count == 4 + 12)
  }
}
