import RefreshCore
import Testing

@testable import DemoKit

/// The error a script must raise.
private func scriptError(_ text: String) -> ScriptError? {
    do {
        _ = try Script.parse(text, fileName: "tour.txt")
        return nil
    } catch {
        return error
    }
}

@Test func everyCommandIsParsedWithItsLine() throws {
    let text = """
        # a tour
        wait 250
        down 100 200.5

        move -10 +3e2 500  # drag up
        up
        wheel -3
        wheel 2
        key Space
        key ?
        shot pulled-1.a_b
        move 5 5 0
        """
    let script = try Script.parse(text, fileName: "tour.txt")
    #expect(
        script.commands == [
            ScriptCommand(line: 2, action: .wait(milliseconds: 250)),
            ScriptCommand(line: 3, action: .down(Point(x: 100, y: 200.5))),
            ScriptCommand(line: 5, action: .move(to: Point(x: -10, y: 300), milliseconds: 500)),
            ScriptCommand(line: 6, action: .up),
            ScriptCommand(line: 7, action: .wheel(notches: -3)),
            ScriptCommand(line: 8, action: .wheel(notches: 2)),
            ScriptCommand(line: 9, action: .key("Space")),
            ScriptCommand(line: 10, action: .key("?")),
            ScriptCommand(line: 11, action: .shot("pulled-1.a_b")),
            ScriptCommand(line: 12, action: .move(to: Point(x: 5, y: 5), milliseconds: 0)),
        ])
    #expect(script.duration == 750)
}

@Test func tabsCrlfCommentsAndBlankLinesAreTolerated() throws {
    let script = try Script.parse(
        "\r\n  \t \r\nwait\t10\r\n#only a comment\r\nup#no space\r\n", fileName: "w.txt")
    #expect(
        script.commands == [
            ScriptCommand(line: 3, action: .wait(milliseconds: 10)),
            ScriptCommand(line: 5, action: .up),
        ])
    #expect(try Script.parse("", fileName: "e").commands.isEmpty)
}

@Test func theContractsExampleMessage() {
    let error = scriptError("up\nup\nup\nup\nup\nup\nwait -5\n")
    #expect(
        error?.description
            == "tour.txt:7: wait: \"-5\" is not a whole number of milliseconds from 0 to 3600000")
}

@Test(arguments: [
    "wait -5", "wait 3600001", "wait 1.5", "wait ten", "wait 0x10", "wait +5", "wait 1e3",
    "move 1 2 -1", "move 1 2 99999999999999999999",
])
func badMillisecondsAreRejectedOnTheirLine(command: String) {
    let error = scriptError("wait 0\n\(command)\n")
    #expect(error?.line == 2)
    #expect(error?.message.contains("is not a whole number of milliseconds") == true)
    #expect(error?.message.hasPrefix(String(command.prefix(4))) == true)
}

@Test func theLargestTimeIsAccepted() throws {
    let script = try Script.parse("wait 3600000\nmove 0 0 3600000", fileName: "t")
    #expect(script.duration == 7_200_000)
}

@Test(arguments: [
    "down nan 1", "down 1 inf", "down -infinity 0", "down 0x10 0", "down 1e999 0", "down . 0",
    "down 1e 0", "down 1,5 0", "down - 0", "move 1 abc 10",
])
func badCoordinatesAreRejected(command: String) {
    let error = scriptError("up\nup\n\(command)")
    #expect(error?.line == 3)
    #expect(error?.message.contains("is not a finite decimal number") == true)
}

@Test(arguments: [
    ("wait", 1), ("wait 1 2", 1), ("down 1", 2), ("down 1 2 3", 2), ("move 1 2", 3), ("up 1", 0),
    ("wheel", 1), ("key", 1), ("key a b", 1), ("shot", 1),
])
func wrongArgumentCountsAreRejected(command: String, expected: Int) {
    let error = scriptError(command)
    #expect(error?.line == 1)
    let noun = expected == 1 ? "argument" : "arguments"
    #expect(
        error?.message.contains("expects \(expected) \(noun)") == true,
        "\(String(describing: error))")
}

@Test func unknownCommandsAreRejected() {
    #expect(
        scriptError("wait 1\n\nWAIT 1")?.description
            == "tour.txt:3: unknown command \"WAIT\" (expected wait, down, move, up, click, wheel, "
            + "scroll, key, hold, pad, stick, resize, focus, network or shot)"
    )
}

@Test func resizeTakesTwoWholeSidesFromOneTo8192() throws {
    let script = try Script.parse("resize 320 480\nresize 8192 1", fileName: "r.txt")
    #expect(
        script.commands.map(\.action) == [
            .resize(Size(width: 320, height: 480)), .resize(Size(width: 8192, height: 1)),
        ])
    #expect(
        scriptError("resize 8193 480")?.message
            == "resize: W \"8193\" is not a whole number of points from 1 to 8192")
    #expect(scriptError("resize 320 4.5")?.message.hasPrefix("resize: H \"4.5\"") == true)
    #expect(scriptError("resize 320")?.message == "resize: expects 2 arguments (W H), got 1")
}

@Test func wheelNeedsAWholeNumber() {
    #expect(scriptError("wheel 1.5")?.message == "wheel: \"1.5\" is not a whole number of notches")
    #expect(scriptError("wheel x")?.line == 1)
}

@Test(arguments: [
    "a", "Z", "0", "9", "?", "/", "`", "\\", "F1", "f12", "space", "SPACE", "Escape", "Return",
    "Tab", "Backspace", "Delete", "Insert", "Home", "End", "PageUp", "pagedown", "Up", "Down",
    "Left", "Right", "[", "=",
])
func sdlKeyNamesAreAccepted(name: String) throws {
    let script = try Script.parse("key \(name)", fileName: "k")
    #expect(script.commands.first?.action == .key(name))
}

@Test(arguments: [
    "F13", "F0", "Enter", "ab", "é", "Ctrl", "\u{7F}", "PageUpp", "Ctrl+", "Meta+r", "Ctrl+Ctrl+r",
    "Ctrl++r", "+r", "Ctrl+F13", "ctrl-r", "Shift+",
])
func unknownKeyNamesAreRejected(name: String) {
    #expect(scriptError("key \(name)")?.message.hasPrefix("key: ") == true)
}

@Test(arguments: [".hidden", "../up", "a/b", "a b c", "x*", "é", "a\\b"])
func unsafeShotNamesAreRejected(name: String) {
    let error = scriptError("shot \(name)")
    #expect(error?.line == 1)
}

@Test func overlongAndNulLinesAreRejected() {
    let long = "wait 1 #" + String(repeating: "x", count: 4090)
    #expect(scriptError("up\n\(long)")?.message == "the line is longer than 4096 characters")
    #expect(scriptError("up\nup\u{0}")?.line == 2)
    #expect(scriptError("up\nup\u{0}")?.message == "the line contains a NUL byte")
    let exact = "wait 1 #" + String(repeating: "x", count: 4088)
    #expect(scriptError(exact) == nil)
}

@Test func invalidUtf8IsReportedOnItsLine() {
    let bytes: [UInt8] = Array("wait 1\nup\n".utf8) + [0x75, 0x70, 0xFF, 0x0A] + Array("up".utf8)
    #expect {
        _ = try Script.parse(data: bytes, fileName: "bad.txt")
    } throws: { error in
        (error as? ScriptError)?.description == "bad.txt:3: the line is not valid UTF-8"
    }
}

@Test func randomBytesNeverCrashTheParser() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("wait down move up wheel key shot 0123456789.-+e#\t\r\n \u{0}".utf8)
    for round in 0..<2000 {
        let count = Int.random(in: 0..<200, using: &generator)
        let bytes = (0..<count).map { _ in
            round.isMultiple(of: 2)
                ? UInt8.random(in: 0...255, using: &generator)
                : alphabet.randomElement(using: &generator) ?? 0
        }
        do {
            let script = try Script.parse(data: bytes, fileName: "fuzz")
            #expect(script.commands.allSatisfy { $0.line >= 1 })
        } catch {
            #expect(error.line >= 1)
            #expect(!error.message.contains("\n"))
        }
    }
}

/// Keys with modifiers as scripts write them, and what they name.
private let modifiedKeys: [(String, Key, KeyModifiers)] = [
    ("Ctrl+r", "r", .ctrl), ("ctrl+R", "r", .ctrl), ("Shift+Space", "Space", .shift),
    ("SHIFT+F10", "F10", .shift), ("Alt+Ctrl+q", "q", [.ctrl, .alt]),
    ("Ctrl+Shift+Alt+Tab", "Tab", [.ctrl, .shift, .alt]), ("Ctrl++", "+", .ctrl), ("+", "+", []),
    ("Menu", "Menu", []), ("Application", "Application", []), ("Down", "Down", []),
]

@Test(arguments: modifiedKeys)
func modifiersJoinedByPlusAreRead(text: String, key: Key, modifiers: KeyModifiers) throws {
    let script = try Script.parse("key \(text)", fileName: "k")
    #expect(script.commands.first?.action == .key(text))
    #expect(Script.keyPress(text) == KeyPress(key, modifiers: modifiers))
}

@Test func clicksTakeAPointAndMaybeTheRightButton() throws {
    let script = try Script.parse("click 10 20.5\nclick -3 4 right", fileName: "c")
    #expect(
        script.commands.map(\.action) == [
            .click(Point(x: 10, y: 20.5), right: false), .click(Point(x: -3, y: 4), right: true),
        ])
    #expect(script.duration == 0)
}

@Test(arguments: [
    "click", "click 1", "click 1 2 left", "click 1 2 right 3", "click x 2", "click 1 nan",
])
func badClicksAreScriptErrors(text: String) {
    let error = scriptError("wait 1\n\(text)")
    #expect(error?.line == 2)
    #expect(error?.message.hasPrefix("click: ") == true, "\(String(describing: error))")
}
