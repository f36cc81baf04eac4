import Foundation
import Testing

@testable import DemoKit

/// A window's frame: 2 inputs, the oldest 7.5 ms before the hand-over, 16.5 ms after the last.
private let feel = FeelRecord(
    sample: FeelSample(latency: 7.5, interval: 16.5, followsPrevious: true, isDelayed: false),
    summary: FeelSummary(
        frames: 64, inputFrames: 30, latencyP50: 6, latencyP99: 12.5, delayedFrames: 2),
    inputs: 2, work: 0.75, pixels: 280800)

private var feelFields: [String: Any] {
    [
        "feel_inputs": 2, "feel_latency_ms": 7.5, "feel_interval_ms": 16.5, "feel_paced": true,
        "feel_delayed": false, "feel_work_ms": 0.75, "feel_pixels": 280800, "feel_p50_ms": 6.0,
        "feel_p99_ms": 12.5, "feel_delayed_64": 2,
    ]
}

private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
}

/// `fields` holds `expected`'s values (numbers compared as numbers, booleans as booleans).
private func expectFields(_ fields: [String: Any], _ expected: [String: Any]) {
    for (key, value) in expected {
        if let flag = value as? Bool {
            #expect((fields[key] as? Bool) == flag, "\(key)")
        } else {
            #expect(
                (fields[key] as? NSNumber)?.doubleValue == (value as? NSNumber)?.doubleValue,
                "\(key)")
        }
    }
}

@Test func aWindowsTraceLineCarriesItsFeel() throws {
    var encoder = TraceLineEncoder()
    var record = TraceRecord(frame: 3, t: 50)
    record.feel = feel
    encoder.encode(record)
    let fields = try object(encoder.line)
    expectFields(fields, feelFields)
    #expect(fields["offset_y"] != nil)
}

@Test func aHeadlessTraceLineHasNoFeel() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(TraceRecord(frame: 3, t: 50))
    let fields = try object(encoder.line)
    #expect(fields.keys.filter { $0.hasPrefix("feel_") }.isEmpty)
}

@Test func aFeelLogLineIsTheFrameItsTimeAndItsFeel() throws {
    var encoder = TraceLineEncoder()
    encoder.encode(feel: feel, frame: 41, t: 700.25)
    let fields = try object(encoder.line)
    #expect(Set(fields.keys) == Set(feelFields.keys).union(["frame", "t"]))
    #expect((fields["frame"] as? Int) == 41)
    #expect((fields["t"] as? Double) == 700.25)
    expectFields(fields, feelFields)
    #expect(encoder.line.hasSuffix("}\n"))
}

@Test func aFeelLogThatCannotBeCreatedSaysSo() {
    #expect {
        _ = try TraceWriter.open(path: "/nonexistent-folder/feel.jsonl", what: "feel log")
    } throws: { error in
        "\(error)".contains("cannot create the feel log file /nonexistent-folder/feel.jsonl")
    }
}
