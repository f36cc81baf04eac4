import DemoKit
import Foundation
import Testing

// `--api declarative` builds the demo's scene through the declarative layer; for the same
// options and script it must write the very same trace, byte for byte, and the very same
// frames, as `--api imperative`: the bridge adds nothing and loses nothing.

/// A run to make through both APIs: a name, the demo's arguments and an optional script.
struct ParityCase: Sendable, CustomTestStringConvertible {
    /// Shown in test results.
    var name: String
    /// The demo's arguments (`--script` files already absolute).
    var arguments: [String]
    /// A script fed on standard input (with `--script -`), if any.
    var script: String?

    /// Shown in test results: the case's name.
    var testDescription: String { name }

    /// Every golden-trace case (the tour, every header, footer and style, long and short lists,
    /// the header winning, switches mid-refresh, frame rates) and the cases below.
    static let all: [ParityCase] =
        GoldenTraceCase.all.map {
            ParityCase(name: $0.name, arguments: $0.resolvedArguments, script: nil)
        } + extra

    /// Results, dwells and every language, switched by key mid-run, with header, footer and
    /// style keys, a forced failure and a begin from code.
    static let extra: [ParityCase] = {
        let tour = """
            key l
            down 195 150
            move 195 400 400
            up
            wait 200
            key h
            wait 900
            key x
            key r
            wait 1500
            key f
            key g
            key l
            wheel -20
            wait 2000
            key f
            key 5
            key l
            down 195 150
            move 195 400 300
            up
            wait 2500
            key n
            key l
            key 3
            key r
            wait 600
            key n
            key l
            wait 3000
            """
        var cases: [ParityCase] = []
        for (name, options) in [
            ("results_fail_every_2", "--fail-every 2 --success-dwell 300 --latency 300"),
            ("results_fail_every_3_back", "--fail-every 3 --footer back --latency 400 --pages 1"),
            ("lang_zh_hans_gif", "--lang zh-Hans --footer-style gif --rows 12 --page 5"),
            ("lang_uk_state", "--lang uk --header state --footer-style state --pages 0"),
            ("lang_ko_balloon", "--lang ko --header balloon --failure-dwell 0 --fail-every 1"),
        ] {
            cases.append(
                ParityCase(
                    name: name,
                    arguments: options.split(separator: " ").map(String.init)
                        + ["--script", "-"],
                    script: tour))
        }
        return cases
    }()
}

struct DeclarativeParityTests {
    /// Runs the demo headless with `api`, returning its trace.
    private func trace(_ parity: ParityCase, api: String, in dir: TempDir) throws -> Data {
        let file = dir.url.appendingPathComponent("\(api).jsonl")
        let result = try Demo.run(
            arguments: ["--headless", "--api", api, "--trace", file.path] + parity.arguments,
            stdin: parity.script, timeout: 300)
        #expect(result.code == 0, "\(api): \(result.stderr)")
        return try Data(contentsOf: file)
    }

    @Test(arguments: ParityCase.all)
    func bothAPIsWriteIdenticalTraces(_ parity: ParityCase) throws {
        let dir = try TempDir()
        let imperative = try trace(parity, api: "imperative", in: dir)
        let declarative = try trace(parity, api: "declarative", in: dir)
        #expect(!imperative.isEmpty)
        #expect(imperative == declarative, "the traces of \(parity.name) differ")
    }

    /// Every header kind pulled, refreshing, failing and closing, every footer kind and style,
    /// shot at each step.
    static let shotArguments: [[String]] =
        HeaderKind.goldenFrameNames().map { ["--header", $0] }
        + [
            ["--footer", "back", "--footer-style", "gif", "--rows", "8"],
            ["--footer", "auto", "--footer-style", "state", "--lang", "ru"],
            ["--footer", "none", "--lang", "zh-Hant"],
        ]

    @Test(arguments: shotArguments)
    func bothAPIsDrawIdenticalFrames(_ arguments: [String]) throws {
        let script = """
            down 195 150
            move 195 260 200
            shot pulling
            up
            wait 300
            shot refreshing
            wait 1200
            shot failed
            wheel -30
            wait 400
            shot loading
            wait 1500
            shot landed
            """
        let dir = try TempDir()
        var shots: [String: [String: Data]] = [:]
        for api in ["imperative", "declarative"] {
            let folder = dir.url.appendingPathComponent(api)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try Demo.run(
                arguments: [
                    "--headless", "--api", api, "--shots", folder.path, "--fail-every", "2",
                    "--latency", "500", "--script", "-",
                ] + arguments, stdin: script, timeout: 300)
            #expect(result.code == 0, "\(api): \(result.stderr)")
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            shots[api] = files
        }
        let imperative = shots["imperative"] ?? [:]
        #expect(imperative.count == 6)
        #expect(Set(imperative.keys) == Set((shots["declarative"] ?? [:]).keys))
        for (name, png) in imperative {
            #expect(png == shots["declarative"]?[name], "\(name) differs")
        }
    }
}
