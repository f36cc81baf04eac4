import DemoDesktop
import DemoKit
import DemoSDL
import FoundationEssentials
import Glibc
import RefreshAccessibility
import RefreshCore
import RefreshSDL

/// The demo in a real window: wall-clock time, mouse and keys, until closed or Escape.
///
/// With `--script`, the script plays on the wall clock as if a hand did it: each command, when
/// due, is pushed into SDL's event queue (`SDLEventInjector`) and comes back through the same
/// translation as the devices' own events; `shot` needs `--headless` and is skipped.
struct WindowedLoop {
    let options: DemoOptions
    let script: Script?

    func run() throws(DemoApp.Failure) {
        // Asked first, so the portal answers while the window opens.
        let desktop = options.followsDesktop ? Self.readDesktop() : nil
        defer { desktop?.stop() }
        // Before the window, so a feel log that cannot be written fails at once.
        let feel = try WindowFeel(logPath: options.feelLog)
        let system: SDLSystem
        let canvas: Canvas
        do {
            system = try SDLSystem(headless: false)
            canvas = try Canvas(
                window: system, title: Self.title, points: options.size,
                density: options.scale ?? 1)
        } catch {
            throw DemoApp.Failure(code: .runtime, message: "cannot open a window: \(error.message)")
        }
        let scale = options.scale ?? (canvas.scale >= 1.5 ? 2 : 1)
        let catalog = try DemoApp.loadCatalog(options, scale: scale)
        let output: SDLFrameOutput
        do {
            output = try SDLFrameOutput(
                canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: catalog.folder))
        } catch {
            throw DemoApp.Failure(
                code: .runtime, message: "cannot start the renderer: \(error.message)")
        }
        output.prewarmText()
        let environment = ProcessInfo.processInfo.environment
        let store = FileLastUpdatedStore(
            directory: FileLastUpdatedStore.defaultDirectory(environment: environment),
            warn: { printError("warning: " + $0) })
        var sceneOptions = options
        sceneOptions.carousel = options.resolvedCarousel
        sceneOptions.list = options.resolvedList
        let listTexts = try DemoApp.loadListTexts(catalog)
        sceneOptions.size = canvas.pointSize
        var resources = SceneResources(
            sheets: catalog.sheets, languages: catalog.strings, store: store,
            clock: .wall(now: Date().timeIntervalSince1970),
            listTexts: listTexts, metrics: output.metrics)
        // A feed's answer ends the wait for events (from the network thread), so no frame
        // waits on the network and none polls for it.
        resources.wake = { SDLWakeUp.post() }
        resources.openLink = { LinkOpener.open($0) }
        let scene = DemoScene(options: sceneOptions, resources: resources)
        var trace: TraceWriter?
        if let path = options.trace {
            do {
                trace = try TraceWriter.open(path: path)
            } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
        }
        let a11y = startAccessibility(scene: scene)
        output.presentsFrames = true
        // The window's surface keeps its pixels: a frame draws and hands over what changed.
        output.drawsOnlyChanges = true
        // SDL's events are in the window's coordinates: twice the points in a window drawn at
        // `--scale 2` on X11, which counts in pixels (`Canvas.coordinatesPerPoint`).
        let perPoint = canvas.coordinatesPerPoint
        let input = EventTranslator(
            viewSize: Size(
                width: canvas.pointSize.width * perPoint,
                height: canvas.pointSize.height * perPoint))
        // The hand over what a click acts on, the arrow elsewhere: the desktop's own cursors.
        let cursors = SystemCursors(system: system)
        let loop = FrameLoop(scene: scene, output: output, trace: trace)
        let start = SDLClock.seconds
        func clock() -> Double { SDLClock.seconds - start }
        var inputs: [TimedInput] = []
        // While the picture moves, a frame every display frame, each started as late as it can
        // be and still be on time, with the input read as it comes in the meantime.
        var pacer = FramePacer(period: 1 / canvas.refreshRate)
        feel.measure(refreshRate: canvas.refreshRate)
        var rested = true
        var status = FrameStatus(isSettled: false, isAnimating: true, nextDeadline: nil)
        var player = script.map { ScriptPlayer(script: $0, fps: Self.scriptRate) }
        var injector = SDLEventInjector()
        if script?.usesController == true {
            do { injector.controller = try input.controllers.attachVirtual() } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
        }
        var scriptFrame = 0
        var warnedAboutShots = false
        // The script's inputs of one frame, storage kept from frame to frame.
        var due = FrameInputs(frame: 0, endMilliseconds: 0)
        desktop?.waitForFirstAnswer(within: SettingsPortalReader.firstAnswerWait)
        while true {
            if !status.isAnimating {
                // Render on demand: nothing changes by itself, so block until the next input,
                // the scene's next deadline (a network reply, the end of an animation) or the
                // script's next command.
                let scriptDue = player.flatMap {
                    $0.isFinished ? nil : $0.frameEnd(scriptFrame) / 1000
                }
                let deadline = [status.nextDeadline, scriptDue].compactMap { $0 }.min()
                wait(for: input, until: deadline, clock: clock, answering: a11y)
                rested = true
            }
            collect(input, until: pacer.start(now: clock(), afterRest: rested), clock: clock)
            let frameStart = clock()
            if var playing = player {
                while !playing.isFinished, playing.frameEnd(scriptFrame) <= clock() * 1000 {
                    playing.inputs(forFrame: scriptFrame, into: &due)
                    for timed in due.events { injector.push(timed.event.scaled(by: perPoint)) }
                    if let shot = due.shots.first, !warnedAboutShots {
                        warnedAboutShots = true
                        printError(
                            "warning: shot \(shot) and the script's other shots are skipped in a "
                                + "window (they need --headless)")
                    }
                    scriptFrame += 1
                }
                player = playing
            }
            input.collect()
            a11y?.pump()
            let now = clock()
            inputs.removeAll(keepingCapacity: true)
            for translated in input.events {
                let event = translated.scaled(by: 1 / perPoint)
                if case .resize(let size) = event {
                    do { try canvas.resize(points: size) } catch {
                        throw DemoApp.Failure(
                            code: .runtime, message: "cannot resize: \(error.message)")
                    }
                    output.textMetrics.scale = canvas.scale
                }
                inputs.append(TimedInput(time: now, event: event))
            }
            if input.exposed { output.redrawWhole() }
            loop.deliver(inputs)
            a11y?.performRequests(at: now)
            if input.quitRequested || scene.quitRequested { break }
            if let preferences = desktop?.changedPreferences() { scene.followDesktop(preferences) }
            loop.advance(to: now)
            loop.draw()
            cursors.show(scene.cursor)
            do { try loop.render() } catch {
                throw DemoApp.Failure(code: error.code, message: error.message)
            }
            // Handed to the window system: the moment the feel is measured to.
            let presented = clock()
            pacer.presented(at: presented, work: presented - frameStart)
            let record = feel.frame(
                presented: SDLClock.milliseconds, oldestInput: input.oldestInputTime,
                inputs: inputs.count, followsPrevious: !rested,
                work: (presented - frameStart) * 1000, pixels: output.handedPixels)
            scene.recordFeel(feel.summary)
            input.clear()
            rested = false
            try feel.write(record, frame: loop.frame, t: now * 1000)
            do { try loop.finish(milliseconds: now * 1000, feel: record) } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
            a11y?.update(origin: canvas.screenOrigin, hasFocus: input.hasFocus)
            status = loop.status
            // `--frames N` counts frames drawn: a window asked for N draws them at the display's
            // rate rather than sleeping at rest, so it ends after N frames as the option says.
            if options.frames != nil { status.isAnimating = true }
            if let limit = options.frames, loop.frame >= limit { break }
        }
        try feel.close()
        do { try trace?.close() } catch {
            throw DemoApp.Failure(code: .runtime, message: error.message)
        }
    }

    /// The desktop's preferences, followed on the reader's thread, which wakes the loop from
    /// its wait for input when they change.
    private static func readDesktop() -> SettingsPortalReader {
        SettingsPortalReader(environment: ProcessInfo.processInfo.environment) {
            SDLWakeUp.post()
        }
    }

    /// Waits until `deadline` (the loop's clock, seconds), reading `input` as it comes (each
    /// event stamped by SDL as it arrives, so the wait counts in its latency), or until the
    /// window is closed.
    func collect(_ input: EventTranslator, until deadline: Double, clock: () -> Double) {
        while !input.quitRequested {
            let left = deadline - clock()
            // SDL waits in whole milliseconds: under half of one is not worth a wait.
            guard left > 0.0005 else { return }
            if input.wait(timeout: left) { input.collect() }
        }
    }

    /// Script frames a second in a window: a `move` sends a motion event every 1/60 s.
    static let scriptRate = 60
    /// The window's title (the accessible frame's name too).
    static let title = "Pull to refresh"
}
