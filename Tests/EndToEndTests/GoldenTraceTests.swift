import Foundation
import Testing

// Golden traces: today's behaviour of the demo, frame by frame, for every case listed in
// Tests/EndToEndTests/GoldenTraces/cases.tsv (a name, then the demo's arguments). Each case is
// run headless into a fresh trace file and compared with GoldenTraces/<name>.jsonl: every line
// must carry every field of the golden line with the very same JSON text; fields the new line
// has in addition are allowed (the trace may grow), and the line counts must be equal.
//
// To re-record after an intended change of behaviour, build the demo and run either
//
//     scripts/record-golden-traces.sh
//     UPDATE_GOLDEN=1 swift test --filter GoldenTrace
//
// and read the diff of the rewritten traces before committing them.

/// The folder of the manifest, the scripts and the golden traces.
private let goldenFolder = Demo.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/GoldenTraces")

/// Whether the run rewrites the golden files instead of comparing with them.
private let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

/// One case of the manifest: a name and the demo's arguments.
struct GoldenTraceCase: Sendable, CustomTestStringConvertible {
    /// The case's name, also the name of its golden file.
    var name: String
    /// The demo's arguments as the manifest lists them; `--script` files are relative to the
    /// golden folder.
    var arguments: [String]

    /// Shown in test results: the case's name.
    var testDescription: String { name }

    /// The golden trace this case is compared with.
    var goldenFile: URL { goldenFolder.appendingPathComponent("\(name).jsonl") }

    /// The arguments with every `--script` file made absolute, so they work from any folder.
    var resolvedArguments: [String] {
        var resolved: [String] = []
        for argument in arguments {
            if resolved.last == "--script" {
                resolved.append(goldenFolder.appendingPathComponent(argument).path)
            } else {
                resolved.append(argument)
            }
        }
        return resolved
    }

    /// A line of the manifest that is neither a case, a comment nor blank.
    struct BadManifestLine: Error, CustomStringConvertible {
        /// The line's number, from 1.
        var number: Int
        /// The line's text.
        var text: String
        /// What is wrong, for the test's output.
        var description: String { "cases.tsv:\(number): not NAME<TAB>ARGUMENTS: \(text)" }
    }

    /// Reads `cases.tsv`: `NAME<TAB>ARGUMENTS` a line, arguments separated by spaces; `#` lines
    /// and blank lines are skipped.
    static func load() throws -> [GoldenTraceCase] {
        let text = try String(
            contentsOf: goldenFolder.appendingPathComponent("cases.tsv"), encoding: .utf8)
        var cases: [GoldenTraceCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard !name.isEmpty, !name.contains(" "), !name.contains("/") else {
                throw BadManifestLine(number: index + 1, text: String(line))
            }
            let arguments = parts.count > 1 ? parts[1].split(whereSeparator: \.isWhitespace) : []
            cases.append(GoldenTraceCase(name: name, arguments: arguments.map(String.init)))
        }
        return cases
    }

    /// Every case of the manifest; empty when it cannot be read (a separate test reports that).
    static let all: [GoldenTraceCase] = (try? load()) ?? []
}

/// The fields of one trace line, each with the raw JSON text of its value.
enum RawJSONLine {
    /// Splits a flat or nested JSON object into its top-level keys (as written, without the
    /// quotes) and the exact text of each value; nil when the line is not a JSON object.
    static func fields(_ line: Substring) -> [(key: Substring, value: Substring)]? {
        let bytes = Array(line.utf8)
        var index = 0
        var fields: [(key: Substring, value: Substring)] = []

        /// The text of `line` from byte `start` up to byte `end` (both at ASCII delimiters).
        func text(_ start: Int, _ end: Int) -> Substring {
            let utf8 = line.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: start)
            let to = utf8.index(utf8.startIndex, offsetBy: end)
            return Substring(line.unicodeScalars[from..<to])
        }
        /// Moves past spaces, tabs and line breaks.
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
        }
        /// Moves past a string that starts at `index`; false when it does not end.
        func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }
        /// Moves past one value (string, number, literal, object or array); false when malformed.
        func skipValue() -> Bool {
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "\"") { return skipString() }
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                default: break
                }
                index += 1
            }
            return depth == 0
        }

        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            skipSpace()
            return index == bytes.count ? [] : nil
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            guard skipString() else { return nil }
            let key = text(keyStart, index - 1)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            let valueStart = index
            guard skipValue() else { return nil }
            var valueEnd = index
            while valueEnd > valueStart, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[valueEnd - 1]) {
                valueEnd -= 1
            }
            guard valueEnd > valueStart else { return nil }
            fields.append((key, text(valueStart, valueEnd)))
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            skipSpace()
            return index == bytes.count ? fields : nil
        }
    }
}

/// The first difference between a golden trace and a new one, and how many lines differ.
struct TraceDifference: CustomStringConvertible {
    /// The case compared.
    var caseName: String
    /// What differs first: the frame, the field and both values.
    var first: String?
    /// Lines of the common length that differ in any golden field.
    var differingLines = 0
    /// Golden fields that differ somewhere, in the order they were first seen to differ.
    var fields: [String] = []
    /// The golden's and the new trace's line counts, when they are not equal.
    var lineCounts: (golden: Int, now: Int)?

    /// Whether the traces agree.
    var isEmpty: Bool { first == nil && lineCounts == nil }

    /// One short paragraph for the test's output.
    var description: String {
        var parts = ["golden trace \(caseName):"]
        if let first { parts.append(first) }
        if differingLines > 1 {
            let shown = fields.prefix(8).joined(separator: ", ")
            let more = fields.count > 8 ? ", …" : ""
            parts.append("(\(differingLines) lines differ in all, in \(shown)\(more))")
        }
        if let lineCounts {
            parts.append("the golden has \(lineCounts.golden) lines, this run \(lineCounts.now)")
        }
        return parts.joined(separator: " ")
    }
}

/// Splits JSON Lines text into its lines; the final line break ends the last line.
private func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
}

/// Compares a new trace with its golden: every golden field must be in the new line with the
/// same JSON text; extra fields are ignored; the line counts must be equal.
func compareTraces(golden: String, now: String, caseName: String) -> TraceDifference {
    let goldenLines = lines(golden)
    let newLines = lines(now)
    var difference = TraceDifference(caseName: caseName)
    if goldenLines.count != newLines.count {
        difference.lineCounts = (goldenLines.count, newLines.count)
    }
    for (number, (goldenLine, newLine)) in zip(goldenLines, newLines).enumerated() {
        if goldenLine.utf8.elementsEqual(newLine.utf8) { continue }
        guard let goldenFields = RawJSONLine.fields(goldenLine) else {
            difference.differingLines += 1
            if difference.first == nil {
                difference.first = "golden line \(number + 1) is not a JSON object: \(goldenLine)"
            }
            continue
        }
        guard let newFields = RawJSONLine.fields(newLine) else {
            difference.differingLines += 1
            if difference.first == nil {
                difference.first = "line \(number + 1) of this run is not a JSON object: \(newLine)"
            }
            continue
        }
        var newValues: [Substring: Substring] = [:]
        for field in newFields { newValues[field.key] = field.value }
        let frame = goldenFields.first { $0.key == "frame" }?.value ?? "line \(number + 1)"
        var lineDiffers = false
        for (key, goldenValue) in goldenFields {
            let newValue = newValues[key]
            if let newValue, newValue.utf8.elementsEqual(goldenValue.utf8) { continue }
            lineDiffers = true
            if !difference.fields.contains(String(key)) { difference.fields.append(String(key)) }
            if difference.first == nil {
                difference.first =
                    "frame \(frame) (line \(number + 1)): \(key) is \(newValue ?? "missing"), "
                    + "the golden has \(goldenValue)"
            }
        }
        if lineDiffers { difference.differingLines += 1 }
    }
    return difference
}

/// Replays every golden trace case through the debug binary.
@Suite struct GoldenTraceTests {
    /// The manifest can be read, lists cases with distinct names, and every case has its
    /// golden file (unless the golden files are being rewritten).
    @Test func theManifestListsCasesThatHaveGoldens() throws {
        let cases = try GoldenTraceCase.load()
        #expect(!cases.isEmpty, "cases.tsv lists no case")
        let names = cases.map(\.name)
        #expect(Set(names).count == names.count, "cases.tsv repeats a name: \(names)")
        guard !updating else { return }
        for golden in cases.map(\.goldenFile) {
            #expect(
                FileManager.default.fileExists(atPath: golden.path),
                "no golden trace \(golden.lastPathComponent): run scripts/record-golden-traces.sh")
        }
    }

    /// The comparison fails on a changed or missing golden field and on a different line
    /// count, and ignores fields the new trace adds.
    @Test func theComparisonCatchesDifferences() {
        let golden = "{\"frame\":0,\"t\":16.7,\"offset_y\":-54.0}\n{\"frame\":1,\"t\":33.3}\n"
        #expect(compareTraces(golden: golden, now: golden, caseName: "same").isEmpty)
        let added =
            "{\"frame\":0,\"new\":true,\"t\":16.7,\"offset_y\":-54.0}\n"
            + "{\"t\":33.3,\"frame\":1}\n"
        #expect(compareTraces(golden: golden, now: added, caseName: "added").isEmpty)
        let changed = compareTraces(
            golden: golden, now: golden.replacingOccurrences(of: "-54.0", with: "-54"),
            caseName: "changed")
        #expect(changed.first == "frame 0 (line 1): offset_y is -54, the golden has -54.0")
        let missing = compareTraces(
            golden: golden, now: "{\"frame\":0,\"t\":16.7}\n{\"frame\":1,\"t\":33.3}\n",
            caseName: "missing")
        #expect(missing.first == "frame 0 (line 1): offset_y is missing, the golden has -54.0")
        let shorter = compareTraces(
            golden: golden, now: "{\"frame\":0,\"t\":16.7,\"offset_y\":-54.0}\n",
            caseName: "shorter")
        #expect(shorter.first == nil && shorter.lineCounts?.golden == 2)
        #expect(shorter.lineCounts?.now == 1)
    }

    /// Runs the case's arguments headless into a fresh trace and compares it with the golden,
    /// or, with UPDATE_GOLDEN=1, rewrites the golden with it.
    @Test(arguments: GoldenTraceCase.all)
    func theTraceMatchesItsGolden(_ golden: GoldenTraceCase) throws {
        let dir = try TempDir()
        let trace = dir.path("trace.jsonl")
        let result = try Demo.run(
            arguments: ["--headless", "--trace", trace] + golden.resolvedArguments)
        try #require(
            result.code == 0 && !result.timedOut,
            "\(golden.name): exit \(result.code), stderr: \(result.stderr)")
        let now = try Data(contentsOf: URL(fileURLWithPath: trace))
        if updating {
            try now.write(to: golden.goldenFile, options: .atomic)
            return
        }
        let expected = try String(contentsOf: golden.goldenFile, encoding: .utf8)
        let difference = compareTraces(
            golden: expected, now: String(decoding: now, as: UTF8.self), caseName: golden.name)
        if !difference.isEmpty { Issue.record("\(difference)") }
    }
}
