import Testing

@testable import DemoKit

/// A 60 Hz display: a frame every 1000/60 ms.
private let period = 1000.0 / 60

/// Frames handed over every `period` ms from 0, the k-th delivering an input `latencies[k]` ms
/// old (nil: none), each following the one before.
private func steady(_ latencies: [Double?]) -> FeelMeter {
    var meter = FeelMeter(framePeriod: period)
    for (index, latency) in latencies.enumerated() {
        let presented = Double(index) * period
        meter.record(
            presented: presented, oldestInput: latency.map { presented - $0 },
            followsPrevious: index > 0)
    }
    return meter
}

@Test func aFrameMeasuresItsOldestInputAndTheIntervalSinceTheLast() {
    var meter = FeelMeter(framePeriod: period)
    let first = meter.record(presented: 1000, oldestInput: 993, followsPrevious: false)
    #expect(first == FeelSample(latency: 7, interval: 0, followsPrevious: false, isDelayed: false))
    let second = meter.record(presented: 1016.5, oldestInput: nil, followsPrevious: true)
    #expect(second.latency == nil)
    #expect(second.interval == 16.5)
    #expect(!second.isDelayed)
}

@Test func aFrameMoreThanOneAndAHalfFramesLateIsDelayed() {
    var meter = FeelMeter(framePeriod: period)
    meter.record(presented: 0, oldestInput: nil, followsPrevious: false)
    // 1.5 frames is 25 ms: 25 is on time, 25.1 is late.
    #expect(!meter.record(presented: 25, oldestInput: nil, followsPrevious: true).isDelayed)
    #expect(meter.record(presented: 50.1, oldestInput: nil, followsPrevious: true).isDelayed)
    #expect(meter.summary().delayedFrames == 1)
}

@Test func aFrameAfterARestIsNeverDelayed() {
    var meter = FeelMeter(framePeriod: period)
    meter.record(presented: 0, oldestInput: nil, followsPrevious: false)
    let afterRest = meter.record(presented: 5000, oldestInput: 4990, followsPrevious: false)
    #expect(afterRest.interval == 5000)
    #expect(!afterRest.isDelayed)
    #expect(afterRest.latency == 10)
}

@Test func percentilesAreNearestRank() {
    let values = (1...64).map(Double.init)
    #expect(FeelMeter.percentile(50, of: values) == 32)
    #expect(FeelMeter.percentile(99, of: values) == 64)
    #expect(FeelMeter.percentile(50, of: [4, 9]) == 4)
    #expect(FeelMeter.percentile(99, of: [4, 9]) == 9)
    #expect(FeelMeter.percentile(50, of: []) == nil)
}

@Test func theSummaryCoversTheFramesThatDeliveredInput() {
    // 10 frames, input in every other one: latencies 2, 4, 6, 8, 10.
    let latencies: [Double?] = (0..<10).map { $0 % 2 == 0 ? Double($0 + 2) : nil }
    var meter = steady(latencies)
    let summary = meter.summary()
    #expect(summary.frames == 10)
    #expect(summary.inputFrames == 5)
    #expect(summary.latencyP50 == 6)
    #expect(summary.latencyP99 == 10)
    #expect(summary.delayedFrames == 0)
}

@Test func theSummaryForgetsFramesOlderThanTheWindow() {
    // 20 slow inputs (30 ms), then 64 quick ones (3 ms): only the quick ones are in the window.
    var meter = steady(Array(repeating: 30, count: 20) + Array(repeating: 3, count: 64))
    let summary = meter.summary()
    #expect(summary.frames == 64)
    #expect(summary.latencyP99 == 3)
    // One slow one more: it is the window's largest, so its 99th percentile.
    meter.record(presented: 84 * period, oldestInput: 84 * period - 30, followsPrevious: true)
    #expect(meter.summary().latencyP99 == 30)
    #expect(meter.summary().latencyP50 == 3)
}

@Test func aDelayedFrameLeavesTheWindowAfterSixtyFourFrames() {
    var meter = FeelMeter(framePeriod: period)
    meter.record(presented: 0, oldestInput: nil, followsPrevious: false)
    meter.record(presented: 40, oldestInput: nil, followsPrevious: true)
    #expect(meter.summary().delayedFrames == 1)
    for index in 1...63 {
        meter.record(
            presented: 40 + Double(index) * period, oldestInput: nil, followsPrevious: true)
    }
    #expect(meter.summary().delayedFrames == 1)
    meter.record(presented: 40 + 64 * period, oldestInput: nil, followsPrevious: true)
    #expect(meter.summary().delayedFrames == 0)
}

@Test func noInputMeansNoLatency() {
    var meter = steady(Array(repeating: nil, count: 8))
    let summary = meter.summary()
    #expect(summary.inputFrames == 0)
    #expect(summary.latencyP50 == nil)
    #expect(summary.latencyP99 == nil)
}
