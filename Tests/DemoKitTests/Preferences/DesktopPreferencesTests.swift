import TestSupport
import Testing

@testable import DemoKit

/// One row of the portal table: what the portal holds, and the preferences it means.
struct PortalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var settings: [(String, String, PortalValue)]
    var expected: DesktopPreferences
    var testDescription: String { name }
}

private let appearance = PortalSettings.appearance
private let gnome = PortalSettings.gnomeInterface

/// The contract's mapping, key by key: "The desktop's preferences".
private let portalCases: [PortalCase] = [
    PortalCase(name: "nothing read: light, full, 1", settings: [], expected: .neutral),
    PortalCase(
        name: "color-scheme 1 is dark", settings: [(appearance, "color-scheme", .unsigned(1))],
        expected: DesktopPreferences(colorScheme: .dark)),
    PortalCase(
        name: "color-scheme 0 (no preference) is light",
        settings: [(appearance, "color-scheme", .unsigned(0))], expected: .neutral),
    PortalCase(
        name: "color-scheme 2 (prefer light) is light",
        settings: [(appearance, "color-scheme", .unsigned(2))], expected: .neutral),
    PortalCase(
        name: "color-scheme of another integer type still counts",
        settings: [(appearance, "color-scheme", .signed(1))],
        expected: DesktopPreferences(colorScheme: .dark)),
    PortalCase(
        name: "GNOME's own color-scheme string is not the portal's key",
        settings: [(gnome, "color-scheme", .string("prefer-dark"))], expected: .neutral),
    PortalCase(
        name: "color-scheme as a string is an odd portal: light",
        settings: [(appearance, "color-scheme", .string("1"))], expected: .neutral),
    PortalCase(
        name: "enable-animations false is reduced",
        settings: [(gnome, "enable-animations", .bool(false))],
        expected: DesktopPreferences(motion: .reduced)),
    PortalCase(
        name: "enable-animations true is full",
        settings: [(gnome, "enable-animations", .bool(true))], expected: .neutral),
    PortalCase(
        name: "reduced-motion 1 is reduced",
        settings: [(appearance, "reduced-motion", .unsigned(1))],
        expected: DesktopPreferences(motion: .reduced)),
    PortalCase(
        name: "reduced-motion 0 with animations on is full",
        settings: [
            (appearance, "reduced-motion", .unsigned(0)), (gnome, "enable-animations", .bool(true)),
        ], expected: .neutral),
    PortalCase(
        name: "reduced-motion 1 wins over animations on",
        settings: [
            (appearance, "reduced-motion", .unsigned(1)), (gnome, "enable-animations", .bool(true)),
        ], expected: DesktopPreferences(motion: .reduced)),
    PortalCase(
        name: "animations off win over reduced-motion 0",
        settings: [
            (appearance, "reduced-motion", .unsigned(0)),
            (gnome, "enable-animations", .bool(false)),
        ], expected: DesktopPreferences(motion: .reduced)),
    PortalCase(
        name: "text-scaling-factor 1.25", settings: [(gnome, "text-scaling-factor", .double(1.25))],
        expected: DesktopPreferences(textScale: 1.25)),
    PortalCase(
        name: "text-scaling-factor under 1 is 1",
        settings: [(gnome, "text-scaling-factor", .double(0.8))], expected: .neutral),
    PortalCase(
        name: "text-scaling-factor over 2 is 2",
        settings: [(gnome, "text-scaling-factor", .double(3))],
        expected: DesktopPreferences(textScale: 2)),
    PortalCase(
        name: "text-scaling-factor NaN is 1",
        settings: [(gnome, "text-scaling-factor", .double(.nan))], expected: .neutral),
    PortalCase(
        name: "text-scaling-factor as an integer",
        settings: [(gnome, "text-scaling-factor", .signed(2))],
        expected: DesktopPreferences(textScale: 2)),
    PortalCase(
        name: "a later value replaces an earlier one (a SettingChanged)",
        settings: [
            (appearance, "color-scheme", .unsigned(1)), (appearance, "color-scheme", .unsigned(0)),
        ], expected: .neutral),
    PortalCase(
        name: "all three at once",
        settings: [
            (appearance, "color-scheme", .unsigned(1)), (gnome, "enable-animations", .bool(false)),
            (gnome, "text-scaling-factor", .double(1.5)), (gnome, "cursor-size", .signed(48)),
        ], expected: DesktopPreferences(colorScheme: .dark, motion: .reduced, textScale: 1.5)),
]

@Test(arguments: portalCases)
func thePortalsValuesMeanTheContractsPreferences(_ row: PortalCase) {
    var settings = PortalSettings()
    for (namespace, key, value) in row.settings {
        settings.set(namespace: namespace, key: key, value: value)
    }
    #expect(settings.preferences == row.expected)
}

@Test func onlyTheFollowedKeysAreRecorded() {
    var settings = PortalSettings()
    let recorded = [
        settings.set(namespace: appearance, key: "color-scheme", value: .unsigned(1)),
        settings.set(namespace: gnome, key: "text-scaling-factor", value: .double(1)),
        settings.set(namespace: gnome, key: "cursor-size", value: .signed(24)),
        settings.set(namespace: appearance, key: "accent-color", value: .other),
        settings.set(namespace: "org.kde.kdeglobals", key: "color-scheme", value: .unsigned(1)),
    ]
    #expect(recorded == [true, true, false, false, false])
    #expect(
        PortalSettings.namespaces == ["org.freedesktop.appearance", "org.gnome.desktop.interface"])
}

@Test(arguments: [
    (0.5, 1.0), (1, 1), (1.75, 1.75), (2, 2), (2.5, 2), (-.infinity, 1), (.infinity, 2),
])
func textScalesAreClampedToOneToTwo(given: Double, kept: Double) {
    #expect(DesktopPreferences(textScale: given).textScale == kept)
}

// MARK: - Options

/// The options of a command line that must run.
private func parsed(_ arguments: [String]) throws -> DemoOptions {
    guard case .run(let options) = try DemoOptions.parse(arguments) else {
        Issue.record("\(arguments) did not parse to a run")
        return DemoOptions()
    }
    return options
}

@Test func theThreeOptionsTakeTheirValuesOrSystem() throws {
    let given = try parsed(["--theme", "dark", "--motion=reduced", "--text-scale", "1.5"])
    #expect(given.theme == .fixed(.dark))
    #expect(given.motion == .fixed(.reduced))
    #expect(given.textScale == .fixed(1.5))
    let system = try parsed(["--theme", "system", "--motion", "system", "--text-scale", "system"])
    #expect(system.theme == .system)
    #expect(system.motion == .system)
    #expect(system.textScale == .system)
    for (text, value) in [("1", 1.0), ("2", 2), ("2.0", 2), ("1.05", 1.05), ("01.50", 1.5)] {
        #expect(try parsed(["--text-scale", text]).textScale == .fixed(value), "\(text)")
    }
    let none = try parsed([])
    #expect(none.theme == nil && none.motion == nil && none.textScale == nil)
}

@Test(arguments: [
    ("--theme", "blue"), ("--theme", "Dark"), ("--theme", ""), ("--motion", "none"),
    ("--motion", "off"), ("--text-scale", "0.9"), ("--text-scale", "2.01"),
    ("--text-scale", "3"), ("--text-scale", "1."), ("--text-scale", ".5"),
    ("--text-scale", "+1"), ("--text-scale", "1e0"), ("--text-scale", "1,5"),
    ("--text-scale", "nan"), ("--text-scale", "1.2.3"), ("--text-scale", "large"),
])
func badPreferenceValuesAreUsageErrors(option: String, value: String) {
    do {
        _ = try DemoOptions.parse([option, value])
        Issue.record("\(option) \(value) was accepted")
    } catch {
        #expect(error.message.hasPrefix("\(option) \(value): must be "), "\(error.message)")
        #expect(error.message.contains("system"), "\(error.message)")
    }
}

@Test func thePreferenceOptionsParseBack() throws {
    var options = DemoOptions()
    options.theme = .fixed(.dark)
    options.motion = .system
    options.textScale = .fixed(1.25)
    #expect(options.arguments == ["--theme", "dark", "--motion", "system", "--text-scale", "1.25"])
    #expect(try parsed(options.arguments) == options)
    options.textScale = .fixed(2)
    #expect(try parsed(options.arguments) == options)
}

/// One row of the resolution table: options, what the desktop says, what is in effect.
struct ResolutionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var desktop: DesktopPreferences?
    var follows: Bool
    var expected: DesktopPreferences
    var testDescription: String { name }
}

private let dark = DesktopPreferences(colorScheme: .dark, motion: .reduced, textScale: 1.5)

private let resolutionCases: [ResolutionCase] = [
    ResolutionCase(
        name: "headless defaults ignore the desktop", arguments: ["--headless"], desktop: dark,
        follows: false, expected: .neutral),
    ResolutionCase(
        name: "headless system is the neutral value",
        arguments: ["--headless", "--theme", "system", "--text-scale", "system"], desktop: dark,
        follows: false, expected: .neutral),
    ResolutionCase(
        name: "headless fixed values hold",
        arguments: ["--headless", "--theme", "dark", "--motion", "reduced", "--text-scale", "2"],
        desktop: nil, follows: false,
        expected: DesktopPreferences(colorScheme: .dark, motion: .reduced, textScale: 2)),
    ResolutionCase(
        name: "a window follows the desktop by default", arguments: [], desktop: dark,
        follows: true, expected: dark),
    ResolutionCase(
        name: "a window without an answer is neutral", arguments: [], desktop: nil, follows: true,
        expected: .neutral),
    ResolutionCase(
        name: "a window's fixed values win, system ones follow",
        arguments: ["--theme", "light", "--text-scale", "1"], desktop: dark, follows: true,
        expected: DesktopPreferences(colorScheme: .light, motion: .reduced, textScale: 1)),
    ResolutionCase(
        name: "a window with all three fixed does not ask the desktop",
        arguments: ["--theme", "dark", "--motion", "full", "--text-scale", "1.25"], desktop: dark,
        follows: false, expected: DesktopPreferences(colorScheme: .dark, textScale: 1.25)),
]

@Test(arguments: resolutionCases)
func thePreferencesInEffectFollowTheOptionsAndTheDesktop(_ row: ResolutionCase) throws {
    let options = try parsed(row.arguments)
    #expect(options.followsDesktop == row.follows)
    #expect(options.preferences(desktop: row.desktop) == row.expected)
}

// MARK: - The scene and its trace

private func scene(_ arguments: [String]) throws -> DemoScene {
    DemoScene(
        options: try parsed(arguments), resources: SceneResources(sheets: SyntheticSheets.all))
}

@Test func theTraceReportsThePreferencesInEffect() throws {
    let neutral = try scene(["--headless"]).traceRecord(frame: 0, milliseconds: 16)
    #expect([neutral.theme, neutral.motion] == ["light", "full"])
    #expect(neutral.textScale == 1)
    var encoder = TraceLineEncoder()
    encoder.encode(neutral)
    #expect(encoder.line.contains(#""theme":"light","motion":"full","text_scale":1.0"#))

    let given = try scene([
        "--headless", "--theme", "dark", "--motion", "reduced", "--text-scale", "1.5",
    ])
    .traceRecord(frame: 0, milliseconds: 16)
    #expect([given.theme, given.motion] == ["dark", "reduced"])
    #expect(given.textScale == 1.5)
}

@Test func aWindowsSceneTakesTheDesktopsChangesAndAHeadlessOneDoesNot() throws {
    let windowed = try scene(["--motion", "full"])
    #expect(windowed.preferences == .neutral)
    windowed.followDesktop(dark)
    let record = windowed.traceRecord(frame: 1, milliseconds: 33)
    #expect([record.theme, record.motion] == ["dark", "full"])
    #expect(record.textScale == 1.5)

    let headless = try scene(["--headless"])
    headless.followDesktop(dark)
    #expect(headless.preferences == .neutral)
}
