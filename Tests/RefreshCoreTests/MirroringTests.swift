import RefreshCore
import TestSupport
import Testing

/// The right-to-left layout as one rule over a frame's commands.
struct MirroringTests {
    private let metrics = FixedTextMetrics(characterWidth: 7, lineHeight: 14)

    @Test func everyCommandMovesToItsMirrorImageAndTextStillReadsLeftToRight() {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 390, height: 10), Color(r: 1, g: 2, b: 3))
        list.fill(Rect(x: 10, y: 20, width: 30, height: 40), Color(r: 1, g: 2, b: 3))
        let style = TextStyle(weight: .bold, size: 14)
        let ink = Color(r: 0, g: 0, b: 0)
        list.text("Row 1", style: style, color: ink, at: Point(x: 16, y: 50))
        list.sprite(
            "arrow", frame: 0, in: Rect(x: 100, y: 5, width: 15, height: 40), rotation: .pi / 2)
        list.clipped(to: Rect(x: 0, y: 0, width: 100, height: 100)) { _ in }
        list.append(.beginLayer(id: 7, version: 3, rect: Rect(x: 0, y: 60, width: 390, height: 44)))
        list.append(.endLayer)
        let before = list.commands.count
        list.mirrorHorizontally(from: 1, width: 390, metrics: metrics)
        #expect(list.commands.count == before)
        #expect(
            list.commands == [
                .fill(Rect(x: 0, y: 0, width: 390, height: 10), Color(r: 1, g: 2, b: 3)),
                .fill(Rect(x: 350, y: 20, width: 30, height: 40), Color(r: 1, g: 2, b: 3)),
                // 5 characters of 7 points end 16 points from the right edge.
                .text("Row 1", style: style, color: ink, origin: Point(x: 339, y: 50)),
                // Not flipped: the arrow's turn is mirrored, so pointing right it now points left.
                .sprite(
                    sheet: "arrow", frame: 0, rect: Rect(x: 275, y: 5, width: 15, height: 40),
                    rotation: -.pi / 2, alpha: 1, tint: nil),
                .pushClip(Rect(x: 290, y: 0, width: 100, height: 100)), .popClip,
                .beginLayer(id: 7, version: ~3, rect: Rect(x: 0, y: 60, width: 390, height: 44)),
                .endLayer,
            ])
    }

    @Test func inputIsMirroredBackOnlyRightToLeft() {
        let rtl = LayoutDirection(.arabic)
        #expect(rtl == .rightToLeft && LayoutDirection(.hebrew) == .rightToLeft)
        #expect(LayoutDirection(.japanese) == .leftToRight)
        #expect(
            rtl.event(.pointerDown(Point(x: 90, y: 5)), inWidth: 390)
                == .pointerDown(Point(x: 300, y: 5)))
        #expect(rtl.event(.scroll(Point(x: 3, y: 4)), inWidth: 390) == .scroll(Point(x: -3, y: 4)))
        #expect(rtl.event(.wheel(notches: 1), inWidth: 390) == .wheel(notches: 1))
        let ltr = LayoutDirection.leftToRight
        #expect(
            ltr.event(.pointerUp(Point(x: 90, y: 5)), inWidth: 390)
                == .pointerUp(Point(x: 90, y: 5)))
    }
}
