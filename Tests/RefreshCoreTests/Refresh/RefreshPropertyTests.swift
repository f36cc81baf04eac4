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
            let use = HeaderUse.random(using: &random)
            switch use {
            case .down(let y): scrollView.pointerDown(y: y)
            case .move(let y): scrollView.pointerMove(y: y)
            case .up: scrollView.pointerUp()
            case .cancel: scrollView.cancelDrag()
            case .begin: header.beginRefreshing()
            case .end: header.endRefreshing()
            case .detach:
                header.detach()
                attached = false
            case .attach:
                header.attach(to: scrollView)
                attached = true
            case .toggleHidden: header.isHidden.toggle()
            case .wait(let delay): timeline.advance(to: timeline.now + delay)
            }
            trail.append("\(step) \(use) → \(header.state)\(header.isHidden ? ", hidden" : "")")
            if trail.count > 50 { trail.removeFirst(25) }

            let top = scrollView.targetContentInset.top
            check(top >= -1e-9 && top <= 54 + 1e-9, "top inset \(top) outside 0…54", step: step)
            check(
                counter.afterEnding <= counter.endingAnimationBegins
                    && counter.endingAnimationBegins <= counter.afterBeginning
                    && counter.afterBeginning <= counter.refreshingEntries
                    && counter.refreshingEntries - counter.afterBeginning <= 1,
                "hooks out of order: \(counter.refreshingEntries) refreshes, "
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
        #expect(counter.refreshingEntries > 10, context)
        #expect(counter.afterBeginning == counter.refreshingEntries, context)
        #expect(counter.endingAnimationBegins == counter.refreshingEntries, context)
        #expect(counter.afterEnding == counter.refreshingEntries, context)
    }
}
