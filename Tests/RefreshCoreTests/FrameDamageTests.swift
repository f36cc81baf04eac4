import RefreshCore
import TestSupport
import Testing

/// What a frame changes, from its draw list and the one before.
struct FrameDamageTests {
    private let metrics = FixedTextMetrics(characterWidth: 7, lineHeight: 14)
    private let white = Color(r: 255, g: 255, b: 255)
    private let grey = Color(r: 128, g: 128, b: 128)

    /// A background, a row layer with its text, and a scrollbar thumb at `thumbAlpha`.
    private func frame(rowY: Double = 100, thumbAlpha: UInt8 = 255, title: String = "Row 1")
        -> [DrawCommand]
    {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 390, height: 720), white)
        list.append(
            .beginLayer(id: 1, version: 1, rect: Rect(x: 0, y: rowY, width: 390, height: 44)))
        list.text(
            title, style: TextStyle(weight: .regular, size: 16), color: grey,
            at: Point(x: 16, y: rowY + 12))
        list.append(.endLayer)
        list.fill(
            Rect(x: 383, y: 50, width: 4, height: 200), Color(r: 0, g: 0, b: 0, a: thumbAlpha))
        return list.commands
    }

    @Test func theSameCommandsChangeNothing() {
        #expect(FrameDamage.between(frame(), frame(), metrics: metrics) == .none)
    }

    @Test func aFadingThumbChangesOnlyWhereItIsDrawn() {
        let damage = FrameDamage.between(
            frame(thumbAlpha: 255), frame(thumbAlpha: 200), metrics: metrics)
        #expect(damage == .area(Rect(x: 381, y: 48, width: 8, height: 204)))
    }

    @Test func aMovedRowChangesWhereItWasAndWhereItIs() {
        // The layer from 100…144 to 90…134 and its text with it: 90…144, plus the margin.
        let damage = FrameDamage.between(frame(rowY: 100), frame(rowY: 90), metrics: metrics)
        #expect(damage == .area(Rect(x: -2, y: 88, width: 394, height: 58)))
    }

    @Test func changedTextIsMeasured() {
        // "Row 1" (5 × 7 pt) becomes "Row 10" (6 × 7): 16…58 across, 112…126 down.
        let damage = FrameDamage.between(
            frame(title: "Row 1"), frame(title: "Row 10"), metrics: metrics)
        #expect(damage == .area(Rect(x: 14, y: 110, width: 46, height: 18)))
    }

    @Test func aTurnedSpriteChangesTheCircleThroughItsCorners() {
        let rect = Rect(x: 100, y: 100, width: 30, height: 40)
        let old: [DrawCommand] = [
            .sprite(sheet: "arrow", frame: 0, rect: rect, rotation: 0, alpha: 1, tint: nil)
        ]
        let new: [DrawCommand] = [
            .sprite(sheet: "arrow", frame: 0, rect: rect, rotation: 1, alpha: 1, tint: nil)
        ]
        // Its centre (115, 120), radius 25: 90…140 by 95…145, plus the margin.
        #expect(
            FrameDamage.between(old, new, metrics: metrics)
                == .area(Rect(x: 88, y: 93, width: 54, height: 54)))
    }

    @Test func anAddedCommandChangesTheWholeView() {
        var longer = frame()
        longer.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), grey))
        #expect(FrameDamage.between(frame(), longer, metrics: metrics) == .whole)
    }

    @Test func aCommandOfAnotherKindChangesTheWholeView() {
        var other = frame()
        other[other.count - 1] = .text(
            "x", style: TextStyle(weight: .regular, size: 16), color: grey, origin: .zero)
        #expect(FrameDamage.between(frame(), other, metrics: metrics) == .whole)
    }

    @Test func aChangedClipChangesTheWholeView() {
        let old: [DrawCommand] = [
            .pushClip(Rect(x: 0, y: 0, width: 10, height: 10)), .fill(.zero, grey), .popClip,
        ]
        let new: [DrawCommand] = [
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 10)), .fill(.zero, grey), .popClip,
        ]
        #expect(FrameDamage.between(old, new, metrics: metrics) == .whole)
    }

    @Test func anAreaReachingTheWholeAreaIsTheWholeView() {
        // The moved row changes 390 × 54 = 21 060 square points (before the margin).
        let old = frame(rowY: 100)
        let new = frame(rowY: 90)
        #expect(FrameDamage.between(old, new, metrics: metrics, wholeArea: 21_060) == .whole)
        #expect(
            FrameDamage.between(old, new, metrics: metrics, wholeArea: 30_000)
                == .area(Rect(x: -2, y: 88, width: 394, height: 58)))
        #expect(FrameDamage.between(old, old, metrics: metrics, wholeArea: 0) == .none)
    }

    /// Only a part has an area to redraw and show; nothing and the whole view have none.
    @Test func onlyAPartHasAnArea() {
        let rect = Rect(x: 4, y: 8, width: 15, height: 16)
        #expect(FrameDamage.area(rect).area == rect)
        #expect(FrameDamage.none.area == nil)
        #expect(FrameDamage.whole.area == nil)
    }
}
