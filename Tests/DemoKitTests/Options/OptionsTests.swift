import DemoSoak
import Foundation
import RefreshCore
import Testing

@testable import DemoKit

/// The options of a command line that must run, or a recorded failure (every options test's).
func options(_ arguments: [String]) throws -> DemoOptions {
    guard case .run(let options) = try DemoOptions.parse(arguments) else {
        Issue.record("\(arguments) did not parse to a run")
        return DemoOptions()
    }
    return options
}

/// The usage message of a command line that must fail (every options test's).
func usageMessage(_ arguments: [String]) -> String? {
    do {
        _ = try DemoOptions.parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Test func noArgumentsGiveTheContractDefaults() throws {
    let parsed = try options([])
    #expect(parsed.headless == false)
    #expect(parsed.width == 390)
    #expect(parsed.height == 720)
    #expect(parsed.scale == nil)
    #expect(parsed.fps == 60)
    #expect(parsed.header == .normal)
    #expect(parsed.footer == .auto)
    #expect(parsed.rows == 20)
    #expect(parsed.page == 20)
    #expect(parsed.pages == 3)
    #expect(parsed.latency == 1000)
    #expect(parsed.script == nil)
    #expect(parsed.frames == nil)
    #expect(parsed.trace == nil)
    #expect(parsed.shots == nil)
    #expect(parsed.assets == nil)
    #expect(parsed.resolvedScale(windowScale: 2) == 2)
}

@Test func everyOptionIsParsed() throws {
    let parsed = try options([
        "--headless", "--size", "320x480", "--scale", "2", "--fps", "144", "--header", "balloon",
        "--footer", "back", "--rows", "0", "--page", "5", "--pages", "0", "--latency", "250",
        "--frames", "90", "--trace", "-", "--shots", "out", "--assets", "art",
    ])
    #expect(parsed.headless)
    #expect(parsed.width == 320)
    #expect(parsed.height == 480)
    #expect(parsed.scale == 2)
    #expect(parsed.fps == 144)
    #expect(parsed.header == .balloon)
    #expect(parsed.footer == .back)
    #expect(parsed.rows == 0)
    #expect(parsed.page == 5)
    #expect(parsed.pages == 0)
    #expect(parsed.latency == 250)
    #expect(parsed.frames == 90)
    #expect(parsed.trace == "-")
    #expect(parsed.shots == "out")
    #expect(parsed.assets == "art")
    #expect(parsed.size.width == 320)
}

@Test func headlessScaleDefaultsToOne() throws {
    #expect(try options(["--headless"]).resolvedScale(windowScale: 2) == 1)
}

@Test func valuesMayFollowAnEqualsSign() throws {
    let parsed = try options(["--fps=30", "--size=1x8192", "--header=gif", "--trace=t.jsonl"])
    #expect(parsed.fps == 30)
    #expect(parsed.width == 1)
    #expect(parsed.height == 8192)
    #expect(parsed.header == .gif)
    #expect(parsed.trace == "t.jsonl")
}

@Test func aRepeatedOptionKeepsTheLastValue() throws {
    #expect(try options(["--fps", "30", "--fps", "90"]).fps == 90)
}

@Test(arguments: [
    ("--size", "1x1"), ("--size", "8192x8192"), ("--fps", "1"), ("--fps", "1000"),
    ("--rows", "0"), ("--rows", "100000"), ("--page", "1"), ("--page", "10000"),
    ("--pages", "0"), ("--pages", "1000"), ("--latency", "0"), ("--latency", "60000"),
    ("--frames", "1"), ("--frames", "100000000"), ("--scale", "1"), ("--scale", "2"),
])
func rangeBoundariesAreAccepted(option: String, value: String) throws {
    #expect(throws: Never.self) { _ = try DemoOptions.parse([option, value]) }
}

@Test(arguments: [
    ("--size", "0x720"), ("--size", "390x8193"), ("--size", "390"), ("--size", "390x720x1"),
    ("--size", "-1x720"), ("--fps", "0"), ("--fps", "1001"), ("--fps", "sixty"),
    ("--fps", "60.5"), ("--fps", "+60"), ("--fps", "99999999999999999999999"),
    ("--rows", "-1"), ("--rows", "100001"), ("--page", "0"), ("--page", "10001"),
    ("--pages", "-1"), ("--pages", "1001"), ("--latency", "-1"), ("--latency", "60001"),
    ("--frames", "0"), ("--frames", "100000001"), ("--scale", "0"), ("--scale", "3"),
    ("--header", "fancy"), ("--header", "Normal"), ("--footer", "never"), ("--trace", ""),
])
func valuesOutsideTheirRangeAreRejected(option: String, value: String) {
    let message = usageMessage([option, value])
    #expect(message?.hasPrefix("\(option) \(value): must be ") == true)
}

@Test func scaleAutoIsTheWindowSystemsDensity() throws {
    #expect(try options(["--scale", "2", "--scale", "auto"]).scale == nil)
    #expect(try options(["--scale", "auto"]) == DemoOptions())
    #expect(usageMessage(["--scale", "3"]) == "--scale 3: must be 1, 2 or auto")
    #expect(usageMessage(["--scale", "Auto"]) == "--scale Auto: must be 1, 2 or auto")
}

@Test func theFpsMessageIsTheContractsExample() {
    #expect(usageMessage(["--fps", "0"]) == "--fps 0: must be an integer from 1 to 1000")
    #expect(usageMessage(["--fps=1001"]) == "--fps 1001: must be an integer from 1 to 1000")
}

@Test func theHeaderMessageListsTheKinds() {
    #expect(
        usageMessage(["--header", "x"])
            == "--header x: must be one of normal, state, gif, balloon, progress or floor")
}

@Test func unknownOptionsAndStrayArgumentsAreRejected() {
    #expect(usageMessage(["--colour", "red"]) == "--colour: unknown option")
    #expect(usageMessage(["--fps=3", "--bogus=1"]) == "--bogus: unknown option")
    #expect(usageMessage(["fps"])?.hasPrefix("fps: unexpected argument") == true)
    #expect(usageMessage(["-h"])?.hasPrefix("-h: unexpected argument") == true)
}

@Test func aMissingValueNamesTheOption() {
    #expect(usageMessage(["--fps"]) == "--fps: missing value (an integer from 1 to 1000)")
    #expect(usageMessage(["--trace", "--headless"])?.hasPrefix("--trace: missing value") == true)
}

@Test func flagsTakeNoValue() {
    #expect(usageMessage(["--headless=yes"])?.hasPrefix("--headless=yes:") == true)
}

@Test func helpAndVersionAreCommands() throws {
    #expect(try DemoOptions.parse(["--help"]) == .help)
    #expect(try DemoOptions.parse(["--fps", "30", "--version"]) == .version)
    #expect(try DemoOptions.parse(["--version", "--help"]) == .help)
    #expect(try DemoOptions.parse(["--fps", "0", "--bogus", "--help"]) == .help)
    #expect(DemoOptions.versionText == "refresh-demo 0.1.0")
}

@Test func theHelpNamesEveryOptionScriptCommandKeyAndExitCode() {
    let help = DemoOptions.helpText
    let options = [
        "--headless", "--size WxH", "--scale N", "--fps N", "--header KIND", "--footer KIND",
        "--rows N", "--page N", "--pages N", "--latency MS", "--script FILE", "--frames N",
        "--trace FILE", "--shots DIR", "--assets DIR", "--help", "--version",
    ]
    for option in options { #expect(help.contains("  \(option) "), "\(option)") }
    for command in ["wait MS", "down X Y", "move X Y MS", "up ", "wheel DY", "key NAME"] {
        #expect(help.contains("  \(command)"), "\(command)")
    }
    #expect(help.contains("shot NAME"))
    #expect(help.contains("1 2 3 4 5 6"))
    #expect(help.contains("  b  "), "the key that closes the second floor")
    #expect(help.contains("Escape"))
    for code in ExitCode.allCases { #expect(help.contains("  \(code.rawValue)  "), "\(code)") }
    for line in help.split(separator: "\n") { #expect(line.count <= 92, "\(line)") }
}

@Test func exitCodesMatchTheContract() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.runtime.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
    #expect(ExitCode.script.rawValue == 3)
    #expect(ExitCode.asset.rawValue == 4)
}

@Test func kindsCycleInTheContractsOrder() {
    #expect(
        HeaderKind.allCases.map(\.rawValue)
            == ["normal", "state", "gif", "balloon", "progress", "floor"])
    #expect(HeaderKind.allCases.map(\.key) == ["1", "2", "3", "4", "5", "6"])
    #expect(FooterKind.allCases.map(\.rawValue) == ["auto", "back", "none"])
    #expect(HeaderKind.progress.next == .floor)
    #expect(HeaderKind.floor.next == .normal)
    #expect(FooterKind.back.next == .none)
}

@Test func anUnreadableScriptIsAUsageErrorNamingTheFile() {
    let missing = "/nonexistent-\(UUID().uuidString)/tour.txt"
    #expect(
        usageMessage(["--script", missing])
            == "--script \(missing): cannot read the file: No such file or directory")
    let folder = FileManager.default.temporaryDirectory.path
    #expect(usageMessage(["--script", folder])?.hasSuffix("Is a directory") == true)
}

@Test func aReadableScriptIsReadLater() throws {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("script-\(UUID().uuidString).txt")
    try Data("wait 5\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let parsed = try options(["--script", url.path])
    #expect(parsed.scriptFileName == url.path)
    #expect(try parsed.readScript() == Array("wait 5\n".utf8))
    #expect(try options([]).readScript() == nil)
    #expect(try options(["--script", "-"]).scriptFileName == "stdin")
}

/// `arguments` is the inverse of parsing: the defaults write nothing, and every soak case's
/// options (every scene field drawn at random) plus the run options come back unchanged.
@Test func argumentsParseBackToTheSameOptions() throws {
    #expect(DemoOptions().arguments.isEmpty)
    for seed in UInt64(0)..<200 {
        var drawn = SoakCase(seed: seed, viewSize: Size(width: 195 + Double(seed), height: 360))
            .options
        drawn.scale = seed % 3 == 0 ? 2 : nil
        drawn.frames = seed % 2 == 0 ? Int(seed) + 1 : nil
        drawn.trace = seed % 5 == 0 ? "-" : nil
        drawn.shots = seed % 7 == 0 ? "out/shots" : nil
        drawn.api = seed % 4 == 0 ? .declarative : .imperative
        let back = try options(drawn.arguments)
        #expect(back == drawn, "seed \(seed): \(drawn.arguments)")
    }
}

/// `--a11y` takes on, off or auto (auto by default); anything else is a usage error.
@Test func a11yTakesOnOffOrAuto() throws {
    #expect(try options([]).a11y == .auto)
    #expect(try options(["--a11y", "on"]).a11y == .on)
    #expect(try options(["--a11y=off"]).a11y == .off)
    #expect(usageMessage(["--a11y", "yes"]) == "--a11y yes: must be one of on, off or auto")
    #expect(usageMessage(["--a11y"]) == "--a11y: missing value (one of on, off or auto)")
    #expect(DemoOptions.helpText.contains("--a11y MODE"))
}
