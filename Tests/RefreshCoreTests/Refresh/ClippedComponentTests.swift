import HeaderTestSupport
import RefreshCore
import TestSupport
import Testing

/// A component wholly outside the clip its list is drawn in appends nothing (its look is not
/// even laid out); one the clip meets by a single point row draws as it always did.
@Suite struct ClippedComponentTests {
    let chibi = SyntheticSheets.sheet("chibi", count: 63, width: 48, height: 48)
    let view = Rect(x: 0, y: 0, width: 390, height: 720)

    func header() -> RefreshHeader {
        RefreshHeader(
            look: LabeledLook(label: .header, image: FrameLoopLook.chibi(sheet: chibi)),
            store: MemoryLastUpdatedStore(), clock: { 0 })
    }

    /// The commands `header` appends inside the view's clip at `frame`, the clip's own two left
    /// out.
    func drawn(at frame: Rect) -> [DrawCommand] {
        var list = DrawList()
        let header = header()
        list.clipped(to: view) { list in
            header.draw(into: &list, frame: frame, metrics: FixedTextMetrics(lineHeight: 17))
        }
        #expect(list.visibleArea == nil)
        return Array(list.commands.dropFirst().dropLast())
    }

    @Test func aHeaderAboveTheViewDrawsNothing() {
        #expect(drawn(at: Rect(x: 0, y: -54, width: 390, height: 54)).isEmpty)
        #expect(drawn(at: Rect(x: 0, y: 720, width: 390, height: 54)).isEmpty)
    }

    @Test func aHeaderTheViewMeetsDrawsAsWithoutAClip() {
        let frame = Rect(x: 0, y: -53, width: 390, height: 54)
        var unclipped = DrawList()
        header().draw(into: &unclipped, frame: frame, metrics: FixedTextMetrics(lineHeight: 17))
        let clipped = drawn(at: frame)
        #expect(!clipped.isEmpty)
        #expect(clipped.count == unclipped.commands.count)
    }

    @Test func nestedClipsNarrowTheVisibleArea() {
        var list = DrawList()
        var inner: Rect?
        list.clipped(to: view) { list in
            list.clipped(to: Rect(x: 100, y: -10, width: 400, height: 50)) { list in
                inner = list.visibleArea
            }
            #expect(list.visibleArea == view)
        }
        #expect(inner == Rect(x: 100, y: 0, width: 290, height: 40))
    }
}
