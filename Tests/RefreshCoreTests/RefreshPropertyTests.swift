import TestSupport
import Testing

@testable import RefreshCore

struct RefreshPropertyTests {
    @Test(arguments: [1, 42, 0xDEAD_BEEF] as [UInt64])
    func randomUseNeverLeavesTheHeaderStuck(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let (timeline, scrollView, header, counter) = makeHeader()
        var attached = true
        var trail: [String] = []
        var failures = 0

        func check(_ condition: Bool, _ what: String, step: Int) {
            guard !condition, failures < 5 else { return }
            failures += 1
            let recent = trail.suffix(12).joined(separator: "; ")
            Issue.record("seed \(seed), step \(step): \(what); last steps: \(recent)")
        }

        for step in 0..<10_000 {
            let operation: String
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<12:
                let y = Double.random(in: 0...720, using: &random)
                scrollView.pointerDown(y: y)
                operation = "down \(y)"
            case 12..<40:
                let y = Double.random(in: 0...900, using: &random)
                scrollView.pointerMove(y: y)
                operation = "move \(y)"
            case 40..<50:
                scrollView.pointerUp()
                operation = "up"
            case 50..<52:
                scrollView.cancelDrag()
                operation = "cancel"
            case 52..<59:
                header.beginRefreshing()
                operation = "begin"
            case 59..<66:
                header.endRefreshing()
                operation = "end"
            case 66..<69:
                header.detach()
                attached = false
                operation = "detach"
            case 69..<73:
                header.attach(to: scrollView)
                attached = true
                operation = "attach"
            case 73..<77:
                header.isHidden.toggle()
                operation = header.isHidden ? "hide" : "show"
            default:
                let delay = Double(Int.random(in: 0...600, using: &random)) / 1000
                timeline.advance(to: timeline.now + delay)
                operation = "wait \(delay)"
            }
            trail.append("\(step) \(operation) → \(header.state)")
            if trail.count > 50 { trail.removeFirst(25) }

            let top = scrollView.targetContentInset.top
            check(top >= -1e-9 && top <= 54 + 1e-9, "top inset \(top) outside 0…54", step: step)
            check(
                counter.afterEnding <= counter.endingAnimationBegins
                    && counter.endingAnimationBegins <= counter.afterBeginning
                    && counter.afterBeginning <= header.refreshingEntries
                    && header.refreshingEntries - counter.afterBeginning <= 1,
                "hooks out of order: \(header.refreshingEntries) refreshes, "
                    + "\(counter.afterBeginning)/\(counter.endingAnimationBegins)/"
                    + "\(counter.afterEnding)", step: step)
            check(attached == (header.scrollView != nil), "attachment lost", step: step)
        }

        scrollView.pointerUp()
        header.endRefreshing()
        if !attached { header.attach(to: scrollView) }
        header.isHidden = false
        timeline.advance(to: timeline.now + 5)

        let recent = trail.suffix(12).joined(separator: "; ")
        let context: Comment = "seed \(seed); last steps: \(recent)"
        #expect(scrollView.contentInset.top == 0, context)
        #expect(scrollView.targetContentInset.top == 0, context)
        #expect(header.state == .idle, context)
        #expect(scrollView.isAtRest, context)
        #expect(!header.isAnimating, context)
        #expect(header.refreshingEntries > 10, context)
        #expect(counter.afterBeginning == header.refreshingEntries, context)
        #expect(counter.endingAnimationBegins == header.refreshingEntries, context)
        #expect(counter.afterEnding == header.refreshingEntries, context)
    }
}
