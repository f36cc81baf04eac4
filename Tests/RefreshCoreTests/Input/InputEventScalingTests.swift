import RefreshCore
import Testing

/// Window coordinates to points and back, for a window drawn at two pixels a point on X11.
@Test func positionsAndSizesScaleAndEverythingElseStays() {
    #expect(
        InputEvent.pointerDown(Point(x: 400, y: 1200)).scaled(by: 0.5)
            == .pointerDown(Point(x: 200, y: 600)))
    #expect(
        InputEvent.pointerMove(Point(x: 10, y: 20)).scaled(by: 2)
            == .pointerMove(Point(x: 20, y: 40)))
    #expect(InputEvent.pointerUp(Point(x: 3, y: 5)).scaled(by: 2) == .pointerUp(Point(x: 6, y: 10)))
    #expect(
        InputEvent.secondaryClick(Point(x: 8, y: 8)).scaled(by: 0.5)
            == .secondaryClick(Point(x: 4, y: 4)))
    #expect(
        InputEvent.resize(Size(width: 2560, height: 1600)).scaled(by: 0.5)
            == .resize(Size(width: 1280, height: 800)))
    #expect(InputEvent.scroll(Point(x: 0, y: 40)).scaled(by: 0.5) == .scroll(Point(x: 0, y: 40)))
    #expect(InputEvent.wheel(notches: 1).scaled(by: 2) == .wheel(notches: 1))
    #expect(InputEvent.pointerCancel.scaled(by: 2) == .pointerCancel)
}
