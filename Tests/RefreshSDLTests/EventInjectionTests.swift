import CSDL2
import RefreshCore
import RefreshSDL
import Testing

/// What a script plays in a window goes through SDL's queue and comes back through the same
/// translation as a device's events: every kind of input, round trip.
extension RefreshSDLTests {
    @Suite struct EventInjectionTests {
        @Test func everyScriptedInputComesBackThroughTheTranslation() throws {
            let system = try SDLSystem(headless: true)
            let translator = EventTranslator(viewSize: Size(width: 390, height: 720))
            translator.poll()
            var injector = SDLEventInjector()
            // SDL carries deltas as Float: these are exact in it (fractions of a notch by 2ⁿ).
            let played: [InputEvent] = [
                .pointerDown(Point(x: 100, y: 200)), .pointerMove(Point(x: 100, y: 260)),
                .pointerUp(Point(x: 100, y: 260)), .wheel(notches: -2),
                .scroll(Point(x: 0, y: 12.5)), .scroll(Point(x: -10, y: 5)), .key("r"),
                .key("?"), .key("Escape"), .key("r", modifiers: .ctrl),
                .key("Space", modifiers: .shift), .key("F10", modifiers: [.shift, .alt]),
                .key("Down", modifiers: [], isRepeat: true), .secondaryClick(Point(x: 30, y: 40)),
                .pointerDown(Point(x: 10, y: 10)), .pointerCancel,
            ]
            for event in played { injector.push(event) }
            translator.poll()
            #expect(translator.events == played)
            // A press released outside the view is a cancel, as a hand's is.
            injector.push(.pointerDown(Point(x: 50, y: 50)))
            injector.push(.pointerUp(Point(x: 500, y: 50)))
            translator.poll()
            #expect(translator.events == [.pointerDown(Point(x: 50, y: 50)), .pointerCancel])
            _ = system
        }
    }
}
