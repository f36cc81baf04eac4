import RefreshCore
import RefreshSDL
import Testing

/// A script's controller commands in a window: played on the virtual controller SDL makes in
/// this process, read back by SDL as a device's, and translated as a real pad's events are.
extension RefreshSDLTests {
    @Suite struct ControllerInjectionTests {
        /// SDL started headless, a translator, and an injector playing on the virtual pad,
        /// which the translator has seen plugged in.
        private func pluggedIn() throws -> (SDLSystem, EventTranslator, SDLEventInjector) {
            let system = try SDLSystem(headless: true)
            let translator = EventTranslator(viewSize: Size(width: 390, height: 720))
            var injector = SDLEventInjector()
            injector.controller = try translator.controllers.attachVirtual()
            translator.poll()
            return (system, translator, injector)
        }

        @Test func theVirtualControllersButtonsAndStickComeBackAsControllerInput() throws {
            var (system, translator, injector) = try pluggedIn()
            #expect(translator.controllers.count == 1)
            let played: [InputEvent] = ControllerButton.allCases.flatMap {
                [.controller(.buttonDown($0)), .controller(.buttonUp($0))]
            }
            for event in played { injector.push(event) }
            translator.poll()
            #expect(translator.events == played)
            // The stick's axes come one event each; the last holds both (y at 16384/32767).
            injector.push(.controller(.leftStick(Point(x: -1, y: 0.5))))
            translator.poll()
            let last = try #require(translator.events.last)
            guard case .controller(.leftStick(let position)) = last else {
                Issue.record("expected the stick, got \(last)")
                return
            }
            #expect(position.x == -1)
            #expect(abs(position.y - 0.5) < 1 / 32767.0)
            _ = system
        }

        @Test func aPadUnpluggedWithItsStickPushedLetsTheStickGo() throws {
            var (system, translator, injector) = try pluggedIn()
            injector.push(.controller(.leftStick(Point(x: -1, y: 1))))
            translator.poll()
            #expect(translator.events.last == .controller(.leftStick(Point(x: -1, y: 1))))
            // Unplugged: the list must not glide on with the stick's last reading (SDL
            // recentres the axes, one event each, before it says the pad is gone).
            translator.controllers.detachVirtual()
            translator.controllers.update()
            translator.poll()
            #expect(translator.events.last == .controller(.leftStick(.zero)))
            #expect(translator.events.count == 2)
            #expect(translator.controllers.count == 0)
            // A pad unplugged at rest says nothing.
            injector.controller = try translator.controllers.attachVirtual()
            translator.poll()
            translator.controllers.detachVirtual()
            translator.controllers.update()
            translator.poll()
            #expect(translator.events.isEmpty)
            #expect(translator.controllers.count == 0)
            _ = system
        }
    }
}
