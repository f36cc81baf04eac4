import Foundation
import Testing

@testable import DemoKit

/// A record with a value in every field that differs from the defaults.
private let sample = TraceRecord(
    frame: 29, t: 500, offsetY: -54.25, velocityY: 1000.0 / 3, insetTop: 54, insetBottom: 0,
    contentHeight: 880, viewHeight: 720, dragging: true, decelerating: false, header: "gif",
    headerState: "willRefresh", footerState: "noMoreData", headerPercent: 1.25,
    footerPercent: 0, headerAlpha: 0.5, footer: "back", rows: 40, refreshes: 2, loads: 1,
    headerFrame: -1)

/// A fresh path in the temporary folder.
private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        .path
}

/// `line` parsed by Foundation, or a recorded failure.
private func object(_ line: String) throws -> [String: Any] {
    let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(parsed as? [String: Any])
}

@Test func aLineHasEveryContractKeyWithTheRightType() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(sample)
    #expect(encoder.line.hasSuffix("}\n"))
    #expect(encoder.line.filter { $0 == "\n" }.count == 1)
    let fields = try object(encoder.line)
    let integers = [
        "frame", "rows", "refreshes", "loads", "header_frame", "failures", "cards",
        "trailer_loads", "sticky_section", "anchor_row", "pill", "older_loads", "http_status",
        "gap_rows", "cached", "opened",
    ]
    let numbers = [
        "t", "offset_y", "velocity_y", "inset_top", "inset_bottom", "content_height",
        "view_height", "header_percent", "footer_percent", "header_alpha", "carousel_offset_x",
        "carousel_velocity_x", "carousel_content_width", "view_width", "trailer_percent",
        "text_scale", "sticky_y", "anchor_y",
    ]
    let booleans = ["dragging", "decelerating", "carousel_dragging", "focused"]
    let strings = [
        "header", "header_state", "footer_state", "footer", "lang", "header_title",
        "footer_title", "header_detail", "header_result", "footer_result", "trailer_result",
        "floor", "trailer_state", "trailer_title", "list", "theme", "motion", "direction",
        "scrollbar", "focus", "placeholder", "menu", "older_state", "source", "request",
        "source_error", "anchor_id", "network",
    ]
    #expect(Set(fields.keys) == Set(integers + numbers + booleans + strings))
    for key in integers { #expect(fields[key] is Int, "\(key)") }
    for key in numbers { #expect(fields[key] is NSNumber, "\(key)") }
    // Foundation on Linux reads JSON booleans as NSNumber too, so check the text itself.
    for key in booleans {
        #expect(
            encoder.line.contains("\"\(key)\":true") || encoder.line.contains("\"\(key)\":false"),
            "\(key)")
    }
    for key in strings { #expect(fields[key] is String, "\(key)") }
    #expect(fields["frame"] as? Int == 29)
    #expect(fields["header_frame"] as? Int == -1)
    #expect((fields["velocity_y"] as? NSNumber)?.doubleValue == 1000.0 / 3)
    #expect((fields["offset_y"] as? NSNumber)?.doubleValue == -54.25)
    #expect(fields["dragging"] as? Bool == true)
    #expect(fields["decelerating"] as? Bool == false)
    #expect(fields["header_state"] as? String == "willRefresh")
    #expect(encoder.line.contains("\"velocity_y\":333.3333333333333,"))
    #expect(encoder.line.hasPrefix("{\"frame\":29,\"t\":500.0,"))
    #expect(encoder.nonFiniteCount == 0)
}

/// Every field of the second round is written, with its neutral value until its feature exists
/// (the contract), and titles in any script are written as UTF-8 with quotes escaped.
@Test func theSecondRoundsFieldsAreWrittenWithTheirNeutralValues() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(TraceRecord())
    let neutral = try object(encoder.line)
    #expect(neutral["lang"] as? String == "en")
    for key in ["header_result", "footer_result", "trailer_result"] {
        #expect(neutral[key] as? String == "none", "\(key)")
    }
    for key in ["header_title", "footer_title", "header_detail", "trailer_title"] {
        #expect(neutral[key] as? String == "", "\(key)")
    }
    #expect(neutral["floor"] as? String == "closed")
    #expect(neutral["trailer_state"] as? String == "idle")
    #expect(neutral["failures"] as? Int == 0 && neutral["cards"] as? Int == 0)
    #expect(encoder.line.contains("\"carousel_dragging\":false"))

    var record = TraceRecord()
    record.lang = "zh-Hans"
    record.headerTitle = "刷新失败"
    record.headerDetail = "最后更新：今天 14:05"
    record.footerTitle = "Say \"hi\""
    record.headerResult = "failure"
    record.failures = 3
    encoder.encode(record)
    let line = try object(encoder.line)
    #expect(line["header_title"] as? String == "刷新失败")
    #expect(line["header_detail"] as? String == "最后更新：今天 14:05")
    #expect(line["footer_title"] as? String == "Say \"hi\"")
    #expect(line["header_result"] as? String == "failure")
    #expect(line["failures"] as? Int == 3)
}

/// Every field of the third round is written in every frame, with the contract's neutral value
/// (`plain`, `light`, `full`, `1`, `ltr`, `hidden`, `none`, `closed`, `idle`, `0`) until its
/// feature reports otherwise.
@Test func theThirdRoundsFieldsAreWrittenWithTheirNeutralValues() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(TraceRecord())
    let neutral = try object(encoder.line)
    let strings = [
        "list": "plain", "theme": "light", "motion": "full", "direction": "ltr",
        "scrollbar": "hidden", "focus": "none", "placeholder": "none", "menu": "closed",
        "older_state": "idle",
    ]
    for (key, value) in strings { #expect(neutral[key] as? String == value, "\(key)") }
    for key in ["sticky_section", "anchor_row", "pill", "older_loads"] {
        #expect(neutral[key] as? Int == 0, "\(key)")
    }
    for key in ["sticky_y", "anchor_y"] {
        #expect((neutral[key] as? NSNumber)?.doubleValue == 0, "\(key)")
    }
    #expect((neutral["text_scale"] as? NSNumber)?.doubleValue == 1)
    #expect(encoder.line.contains("\"text_scale\":1.0"))
}

/// Every field of the fourth round is written in every frame, with the contract's neutral value
/// (`simulated`, `none`, `0`, `""`, `online`, `true`) until its feature reports otherwise.
@Test func theFourthRoundsFieldsAreWrittenWithTheirNeutralValues() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(TraceRecord())
    let neutral = try object(encoder.line)
    let strings = [
        "source": "simulated", "request": "none", "source_error": "", "anchor_id": "",
        "network": "online",
    ]
    for (key, value) in strings { #expect(neutral[key] as? String == value, "\(key)") }
    for key in ["http_status", "gap_rows", "cached", "opened"] {
        #expect(neutral[key] as? Int == 0, "\(key)")
    }
    #expect(encoder.line.contains("\"focused\":true"))
}

@Test func nonFiniteNumbersAreReplacedAndCounted() throws {
    var encoder = TraceLineEncoder()
    var record = sample
    record.offsetY = .nan
    record.velocityY = .infinity
    record.headerAlpha = -.infinity
    encoder.encode(record)
    let fields = try object(encoder.line)
    #expect((fields["offset_y"] as? NSNumber)?.doubleValue == 0)
    #expect((fields["velocity_y"] as? NSNumber)?.doubleValue == 1e308)
    #expect((fields["header_alpha"] as? NSNumber)?.doubleValue == -1e308)
    #expect(encoder.nonFiniteCount == 3)
    #expect(!encoder.line.lowercased().contains("nan"))
    #expect(!encoder.line.lowercased().contains("inf"))
}

@Test func stringsAreEscaped() throws {
    var encoder = TraceLineEncoder()
    var record = sample
    record.header = "a\"b\\c\nd\u{1}é"
    encoder.encode(record)
    #expect(try object(encoder.line)["header"] as? String == "a\"b\\c\nd\u{1}é")
}

@Test(arguments: [Int.min, Int.max, 0, 7, -10, 1_000_000])
func integersRoundTrip(value: Int) throws {
    var encoder = TraceLineEncoder()
    var record = sample
    record.rows = value
    encoder.encode(record)
    #expect(encoder.line.contains("\"rows\":\(value),"))
}

@Test(arguments: [
    0.1, -0.0, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 16.666666666666668, 1e-7,
    123456789012345680000.0,
])
func doublesRoundTripExactly(value: Double) throws {
    var encoder = TraceLineEncoder()
    var record = sample
    record.t = value
    encoder.encode(record)
    // Valid JSON for Foundation, and exact for Swift's own parser (Foundation's JSON reader
    // on Linux may round the last digit of large numbers).
    #expect(try object(encoder.line)["t"] is NSNumber)
    let text = try #require(encoder.line.split(separator: ",")[1].split(separator: ":").last)
    #expect(Double(String(text)) == value)
}

@Test func aFileGetsOneCompleteLinePerRecord() throws {
    let path = temporaryPath("trace.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try TraceWriter.open(path: path)
    for frame in 0..<100 {
        var record = sample
        record.frame = frame
        record.t = Double((frame + 1) * 1000) / 60
        try writer.write(record)
    }
    try writer.close()
    try writer.close()
    #expect(writer.linesWritten == 100)
    #expect(writer.nonFiniteCount == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(text.hasSuffix("\n"))
    #expect(lines.count == 100)
    #expect(try object(String(lines[59]))["t"] as? NSNumber == 1000)
    #expect(throws: TraceError.self) { try writer.write(sample) }
}

@Test func writingToAFullDeviceThrows() throws {
    let writer = try TraceWriter.open(path: "/dev/full")
    #expect {
        try writer.write(sample)
    } throws: { error in
        (error as? TraceError)?.message
            == "cannot write the trace to /dev/full: No space left on device"
    }
    #expect(writer.linesWritten == 0)
    try writer.close()
}

@Test func aFileThatCannotBeCreatedThrows() {
    let path = "/nonexistent-\(UUID().uuidString)/trace.jsonl"
    #expect {
        _ = try TraceWriter.open(path: path)
    } throws: { error in
        (error as? TraceError)?.message
            == "cannot create the trace file \(path): No such file or directory"
    }
}
