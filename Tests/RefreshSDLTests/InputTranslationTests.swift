import CSDL2
import RefreshCore
import Testing

@testable import RefreshSDL

/// Synthetic SDL events pushed through SDL's own queue and the real translation: the wheel's
/// whole notches against a touchpad's fractions, touches against the mouse.
extension RefreshSDLTests {
    @Suite struct InputTranslationTests {
        private static func wheel(x: Float = 0, y: Float, at time: UInt32) -> SDL_Event {
            SDLEventInjector.wheel(x: x, y: y, timestamp: time)
        }

        private static func finger(
            _ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float
        ) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.tfinger.fingerId = id
            event.tfinger.x = x
            event.tfinger.y = y
            return event
        }

        /// Pushes `events` into SDL's queue and polls them through `translator`.
        private static func push(_ events: [SDL_Event], into translator: EventTranslator) {
            for var event in events { _ = SDL_PushEvent(&event) }
            translator.poll()
        }

        @Test func wholeNotchesStayTheWheelAndFractionsAreATrackpad() throws {
            let system = try SDLSystem(headless: true)
            let translator = EventTranslator(viewSize: Size(width: 390, height: 720))
            translator.poll()
            // SDL_PushEvent stamps events with the time they are pushed, so the timing of a
            // gesture is fed to the translation directly.
            for event in [
                Self.wheel(y: 1, at: 1000), Self.wheel(y: -2, at: 1100),
                Self.wheel(y: 0.25, at: 2000), Self.wheel(x: -0.5, y: 0.125, at: 2010),
                // A whole value inside a gesture (within 150 ms) stays the gesture.
                Self.wheel(y: 1, at: 2100),
                // 200 ms later a whole notch is the wheel again.
                Self.wheel(y: 1, at: 2300),
                // A horizontal wheel's notch scrolls sideways, 40 pt (towards the right end).
                Self.wheel(x: 1, y: 0, at: 5000),
            ] {
                translator.translate(event)
            }
            #expect(
                translator.events == [
                    .wheel(notches: 1), .wheel(notches: -2), .scroll(Point(x: 0, y: 10)),
                    .scroll(Point(x: 20, y: 5)), .scroll(Point(x: 0, y: 40)), .wheel(notches: 1),
                    .scroll(Point(x: -40, y: 0)),
                ])
            // Through SDL's own queue: a fraction arrives as a trackpad scroll.
            Self.push([Self.wheel(y: -0.5, at: 0)], into: translator)
            #expect(translator.events == [.scroll(Point(x: 0, y: -20))])
            _ = system
        }

        @Test func theFirstFingerIsThePointerAndSecondFingersAreIgnored() throws {
            let system = try SDLSystem(headless: true)
            let translator = EventTranslator(viewSize: Size(width: 400, height: 800))
            translator.poll()
            var madeUp = SDL_Event()
            madeUp.type = SDL_MOUSEBUTTONDOWN.rawValue
            madeUp.button.button = UInt8(SDL_BUTTON_LEFT)
            madeUp.button.which = UInt32.max
            var madeUpMotion = SDL_Event()
            madeUpMotion.type = SDL_MOUSEMOTION.rawValue
            madeUpMotion.motion.which = UInt32.max
            Self.push(
                [
                    Self.finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.25), madeUp,
                    Self.finger(SDL_FINGERDOWN, id: 8, x: 0.1, y: 0.1), madeUpMotion,
                    Self.finger(SDL_FINGERMOTION, id: 8, x: 0.2, y: 0.2),
                    Self.finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.5),
                    Self.finger(SDL_FINGERUP, id: 8, x: 0.2, y: 0.2),
                    Self.finger(SDL_FINGERUP, id: 7, x: 0.5, y: 0.75),
                    Self.finger(SDL_FINGERDOWN, id: 9, x: 0.5, y: 0.5),
                    Self.finger(SDL_FINGERUP, id: 9, x: 1.2, y: 0.5),
                ], into: translator)
            #expect(
                translator.events == [
                    .pointerDown(Point(x: 200, y: 200)), .pointerMove(Point(x: 200, y: 400)),
                    .pointerUp(Point(x: 200, y: 600)), .pointerDown(Point(x: 200, y: 400)),
                    .pointerCancel,
                ])
            _ = system
        }

        private static func key(_ type: SDL_EventType, _ scancode: SDL_Scancode) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.key.keysym.scancode = scancode
            event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
            return event
        }

        private static var focusGained: SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
            return event
        }

        /// Escape held as the window gets the focus (SDL makes up its key-down right after the
        /// focus event) does not quit; released and pressed again, it does. A key pressed in a
        /// later poll counts at once.
        @Test func aKeyHeldAsTheFocusArrivesDoesNothing() throws {
            let system = try SDLSystem(headless: true)
            let translator = EventTranslator(viewSize: Size(width: 390, height: 720))
            translator.poll()
            Self.push(
                [Self.focusGained, Self.key(SDL_KEYDOWN, SDL_SCANCODE_ESCAPE)], into: translator)
            #expect(translator.events.isEmpty)
            Self.push([Self.key(SDL_KEYDOWN, SDL_SCANCODE_R)], into: translator)
            #expect(translator.events == [.key("r")])
            Self.push(
                [
                    Self.key(SDL_KEYUP, SDL_SCANCODE_ESCAPE),
                    Self.key(SDL_KEYDOWN, SDL_SCANCODE_ESCAPE),
                ],
                into: translator)
            #expect(translator.events == [.key(.named(.escape))])
            _ = system
        }
    }
}
