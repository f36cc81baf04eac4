import Testing

@testable import RefreshCore

/// The desktop scrollbar's geometry, by table: the contract's thumb `max(36, view² / span)`
/// moving over the view's height as the offset goes from `-inset_top` to its end.
struct ScrollbarTests {
    /// A list's bar: 720 points of view over `content` points with a top inset of `top`.
    private static func bar(content: Double, top: Double = 0, bottom: Double = 0) -> Scrollbar {
        Scrollbar(
            ScrollGeometry(
                contentSize: Size(width: 390, height: content),
                viewSize: Size(width: 390, height: 720),
                inset: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)),
            axis: .vertical)
    }

    /// The thumbs of 880 points of content, and of the same with a 54-point header open.
    private static let thumb880: Double = 720.0 * 720.0 / 880.0
    private static let thumb934: Double = 720.0 * 720.0 / 934.0

    /// One row of the geometry table.
    struct Placement: Sendable {
        var content: Double
        var top: Double
        var offset: Double
        var start: Double
        var length: Double
    }

    static let placements: [Placement] = [
        Placement(content: 880, top: 0, offset: 0, start: 0, length: thumb880),
        Placement(content: 880, top: 0, offset: 160, start: 720 - thumb880, length: thumb880),
        Placement(content: 880, top: 0, offset: 80, start: (720 - thumb880) / 2, length: thumb880),
        Placement(content: 880, top: 54, offset: -54, start: 0, length: thumb934),
        Placement(content: 880, top: 54, offset: 160, start: 720 - thumb934, length: thumb934),
        Placement(content: 4_400_000, top: 0, offset: 0, start: 0, length: 36),
        Placement(content: 4_400_000, top: 0, offset: 4_399_280, start: 684, length: 36),
    ]

    @Test(arguments: placements)
    func thumbLengthAndPlaceFollowTheContract(row: Placement) {
        let thumb = Self.bar(content: row.content, top: row.top).thumb(at: row.offset)
        #expect(abs(thumb.start - row.start) < 1e-9)
        #expect(abs(thumb.length - row.length) < 1e-9)
    }

    @Test(arguments: [(700.0, true), (720.0, true), (721.0, false), (880.0, false)])
    func thereIsNoBarWhileEverythingFits(content: Double, hidden: Bool) {
        #expect(Self.bar(content: content).isHidden == hidden)
    }

    @Test func aBarFitsTheInsetsIn() {
        #expect(Self.bar(content: 700, top: 54).isHidden == false)
        #expect(Self.bar(content: 600, top: 54, bottom: 44).isHidden == true)
    }

    @Test(arguments: [-100.0, -300.0])
    func anOverscrolledThumbIsSqueezedAgainstItsEnd(offset: Double) {
        let bar = Self.bar(content: 880)
        let thumb = bar.thumb(at: offset)
        let full = bar.thumbLength()
        #expect(thumb.start == 0)
        #expect(abs(thumb.length - max(7, full + offset / 160 * (720 - full))) < 1e-9)
    }

    @Test func theThinIndicatorKeepsItsThreePointMargins() {
        let thumb = Self.bar(content: 880).thumb(at: 160, margin: 3)
        let length: Double = 714.0 * 720.0 / 880.0
        #expect(abs(thumb.length - length) < 1e-9)
        #expect(abs(thumb.start + thumb.length - 717) < 1e-9)
    }

    @Test(arguments: [
        // offset, pointer position, part
        (0.0, 10.0, Scrollbar.Part.thumb),
        (0.0, 589.0, .thumb),
        (0.0, 600.0, .after),
        (160.0, 100.0, .before),
        (160.0, 140.0, .thumb),
        (80.0, 719.0, .after),
    ])
    func aPressHitsTheThumbOrPagesBesideIt(offset: Double, position: Double, part: Scrollbar.Part) {
        #expect(Self.bar(content: 880).part(at: position, offset: offset) == part)
    }

    @Test(arguments: [
        // offset at the press, thumb travel, offset
        (0.0, (720 - thumb880) / 2, 80.0),
        (0.0, 720 - thumb880, 160.0),
        (0.0, 1000.0, 160.0),
        (80.0, -1000.0, 0.0),
        (40.0, 0.0, 40.0),
    ])
    func draggingTheThumbMapsItsTravelToTheRangeAndNeverPastAnEdge(
        press: Double, travel: Double, offset: Double
    ) {
        let dragged = Self.bar(content: 880).draggedOffset(from: press, travel: travel)
        #expect(abs(dragged - offset) < 1e-9)
    }

    @Test func draggingWithAnOpenHeaderStopsAtItsInsetNotPastIt() {
        let bar = Self.bar(content: 880, top: 54)
        #expect(bar.draggedOffset(from: 0, travel: -500) == -54)
    }

    @Test(arguments: [(0.0, 1.0), (0.5, 1.0), (1.0, 1.0), (1.1, 0.5), (1.2, 0.0), (9.0, 0.0)])
    func theBarStaysOneSecondThenFades(elapsed: Double, opacity: Double) {
        #expect(abs(Scrollbar.opacity(elapsed: elapsed) - opacity) < 1e-9)
    }
}
