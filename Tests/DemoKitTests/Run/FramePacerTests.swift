import Testing

@testable import DemoKit

private let period = 1.0 / 60

@Test func aFrameAfterARestStartsAtOnce() {
    var pacer = FramePacer(period: period)
    #expect(pacer.start(now: 10, afterRest: true) == 10)
}

@Test func movingFramesComeOneDisplayFrameApartStartedTheirBudgetEarly() {
    var pacer = FramePacer(period: period)
    var start = pacer.start(now: 0, afterRest: true)
    // Each frame takes 2 ms: the budget becomes 2 ms + the 1.5 ms margin.
    var presents: [Double] = []
    for _ in 0..<10 {
        let present = start + 0.002
        presents.append(present)
        pacer.presented(at: present, work: 0.002)
        start = pacer.start(now: present, afterRest: false)
    }
    #expect(abs(pacer.budget - 0.0035) < 1e-12)
    // From the third frame on (the budget learnt), each starts 3.5 ms before its time and
    // comes on screen 1.5 ms before it: exactly one period after the one before.
    for index in 3..<presents.count {
        #expect(abs(presents[index] - presents[index - 1] - period) < 1e-9)
    }
    #expect(abs(start - ((pacer.due ?? 0) - 0.0035)) < 1e-12)
}

@Test func aLateFrameRestartsTheCountFromItself() {
    var pacer = FramePacer(period: period)
    // Due at 1.5 ms (its start and the first budget, the margin); it takes 1 ms.
    _ = pacer.start(now: 0, afterRest: true)
    pacer.presented(at: 0.001, work: 0.001)
    let next = pacer.start(now: 0.001, afterRest: false)
    #expect(abs(next - (0.0015 + period - 0.0025)) < 1e-12)
    // It comes on screen 30 ms late: the following frame is due a period after it.
    pacer.presented(at: period + 0.030, work: 0.001)
    let after = pacer.start(now: period + 0.030, afterRest: false)
    #expect(abs(after - (period + 0.030 + period - 0.0025)) < 1e-12)
}

@Test func aFrameAfterARestWaitsUntilADisplayFrameAfterTheLast() {
    var pacer = FramePacer(period: period)
    _ = pacer.start(now: 0, afterRest: true)
    pacer.presented(at: 0.001, work: 0.001)
    // Input 5 ms after the last frame: not sooner than a period after it.
    let start = pacer.start(now: 0.006, afterRest: true)
    #expect(abs(start - (0.001 + period - 0.0025)) < 1e-12)
    // Input long after: at once.
    pacer.presented(at: start + 0.001, work: 0.001)
    #expect(pacer.start(now: 5, afterRest: true) == 5)
}

@Test func theBudgetIsAtMostHalfAFrame() {
    var pacer = FramePacer(period: period)
    _ = pacer.start(now: 0, afterRest: true)
    pacer.presented(at: 0.1, work: 0.1)
    #expect(pacer.budget == period / 2)
}

@Test func theBudgetForgetsASlowFrameAfterSixteen() {
    var pacer = FramePacer(period: period)
    var now = 0.0
    _ = pacer.start(now: now, afterRest: true)
    pacer.presented(at: now, work: 0.006)
    for _ in 0..<15 {
        now = pacer.start(now: now, afterRest: false)
        pacer.presented(at: now, work: 0.001)
    }
    #expect(abs(pacer.budget - 0.0075) < 1e-12)
    now = pacer.start(now: now, afterRest: false)
    pacer.presented(at: now, work: 0.001)
    #expect(abs(pacer.budget - 0.0025) < 1e-12)
}
