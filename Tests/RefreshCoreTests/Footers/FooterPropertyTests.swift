import RefreshCore
import TestSupport
import Testing

@Suite struct FooterPropertyTests {
    enum Kind: String, CaseIterable {
        case auto
        case back
    }

    @Test(arguments: Kind.allCases, [1, 2, 3, 42] as [UInt64])
    func randomUseNeverLeavesInsetBehind(kind: Kind, seed: UInt64) {
        switch kind {
        case .auto:
            run(RefreshFooter.auto(), seed: seed) { footer in footer.isVisible ? 44 : 0 }
        case .back:
            run(RefreshFooter.back(), seed: seed) { _ in 0 }
        }
    }

    /// 2000 random steps, checking after each that the inset at rest is what the footer owns,
    /// then ending everything and checking the inset, the state and the hooks.
    private func run<Footer: RefreshFooter>(
        _ footer: Footer, seed: UInt64, restingInset: (Footer) -> Double
    ) {
        var random = SeededRandom(seed: seed)
        var blocked = false
        var endsInsideAction = false
        let rig = FooterRig(footer) { footer in footer.isBlocked = { blocked } }
        footer.refreshingAction = { [unowned footer] in
            if endsInsideAction { footer.endRefreshing() }
        }
        var pointer = 600.0
        for step in 0..<2000 {
            switch random.int(15) {
            case 0:
                if !rig.scrollView.isDragging {
                    pointer = 600
                    rig.scrollView.pointerDown(y: pointer)
                }
            case 1, 2:
                pointer -= random.double(-150...250)
                rig.advance(by: random.double(0.005...0.05))
                rig.scrollView.pointerMove(y: pointer)
            case 3: rig.scrollView.pointerUp()
            case 4: footer.beginRefreshing()
            case 5: footer.endRefreshing()
            case 6: footer.endRefreshingWithNoMoreData()
            case 7: footer.resetNoMoreData()
            case 8:
                let height =
                    random.int(6) == 0
                    ? 300 : rig.scrollView.contentSize.height + random.double(0...880)
                rig.scrollView.contentSize = Size(width: 390, height: height)
            case 9: footer.isHidden.toggle()
            case 10:
                if footer.scrollView == nil {
                    footer.attach(to: rig.scrollView)
                } else {
                    footer.detach()
                }
            case 11:
                blocked.toggle()
                if !blocked { footer.retryPendingBegin() }
            case 12: footer.hidesWhenContentShort.toggle()
            case 13: endsInsideAction.toggle()
            default: rig.advance(by: random.double(0...0.6))
            }
            let owned = footer.state == .refreshing || footer.isClosing
            if !owned {
                let bottom = rig.scrollView.targetContentInset.bottom
                #expect(bottom == restingInset(footer), "step \(step)")
                if bottom != restingInset(footer) { return }
            }
        }
        rig.scrollView.pointerUp()
        blocked = false
        footer.retryPendingBegin()
        footer.endRefreshing()
        rig.advance(by: 5)
        #expect(rig.bottomInset == restingInset(footer))
        #expect(rig.scrollView.isAtRest)
        #expect(footer.state == .idle || footer.state == .noMoreData)
        #expect(rig.counter.afterBeginning == rig.counter.afterEnding)
        #expect(rig.counter.afterBeginning > 10)
    }
}
