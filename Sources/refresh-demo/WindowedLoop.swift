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
        // The network monitor too: read at start, its changes followed off the frame's path.
        let network = Self.readNetwork()
        defer { network.stop() }
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
        let density = try DensityFollower(options: options, canvas: canvas, system: system)
        let catalog = density.catalog
        Self.setIcon(of: canvas, from: catalog.folder)
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
        // Written off the frame: a refresh's end records its time without touching the disk.
        let store = FileLastUpdatedStore(
            directory: FileLastUpdatedStore.defaultDirectory(environment: environment),
            inBackground: true, warn: { printError("warning: " + $0) })
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
        // A window's own surface keeps its pixels: a frame draws and hands over what changed.
        // An OpenGL one (Wayland's) does not: each frame is drawn whole there.
        output.drawsOnlyChanges = canvas.keepsPixels
        // SDL's events are in the window's coordinates: twice the points in a window drawn at
        // density 2 on X11, which counts in pixels (`Canvas.coordinatesPerPoint`).
        var perPoint = canvas.coordinatesPerPoint
        let input = EventTranslator(
            viewSize: Size(
                width: canvas.pointSize.width * perPoint,
                height: canvas.pointSize.height * perPoint))
        // The hand over what a click acts on, the arrow elsewhere: the desktop's own cursors.
        let cursors = SystemCursors(system: system)
        let loop = FrameLoop(scene: scene, output: output, trace: trace)
        // `Ctrl+q`, `Ctrl+w` and the menu's Quit close the window.
        loop.endsOnQuit = true
        let start = SDLClock.seconds
        func clock() -> Double { SDLClock.seconds - start }
        // What each frame learned, for the loop to take in one step; storage kept.
        var step = FrameStep()
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
        // A script's `network` readings, which are no SDL events, for the next frame.
        var scriptNetwork: [Bool] = []
        // The keyboard focus the scene was last told of (it starts with it).
        var focused = true
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
                    for timed in due.events {
                        // A script's resize is the window's: it comes back as the window's own
                        // resize event, through the same path as a user's.
                        if case .network(let online) = timed.event {
                            scriptNetwork.append(online)
                            continue
                        }
                        guard case .resize(let size) = timed.event else {
                            injector.push(timed.event.scaled(by: perPoint))
                            continue
                        }
                        let minimum = Canvas.minimumWindowSize
                        try? canvas.resize(
                            points: Size(
                                width: max(size.width, minimum.width),
                                height: max(size.height, minimum.height)))
                    }
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
            step.clear()
            var resized = false
            for translated in input.events {
                let event = translated.scaled(by: 1 / perPoint)
                if case .resize(let size) = event {
                    do { try canvas.resize(points: size) } catch {
                        throw DemoApp.Failure(
                            code: .runtime, message: "cannot resize: \(error.message)")
                    }
                    resized = true
                }
                step.inputs.append(TimedInput(time: now, event: event))
            }
            // SDL's focus events as the frame ends them: a loss and a gain within one frame (an
            // injected pointer cancel) change nothing.
            if let has = input.hasFocus, has != focused {
                focused = has
                step.inputs.append(TimedInput(time: now, event: .focus(has)))
            }
            if let online = network.changedAvailability() { scriptNetwork.append(online) }
            for online in scriptNetwork {
                step.inputs.append(TimedInput(time: now, event: .network(online)))
            }
            scriptNetwork.removeAll(keepingCapacity: true)
            let outputs = density.outputsChanged()
            if input.windowSystemChanged || resized || outputs {
                try density.follow(output, askAgain: input.windowSystemChanged, outputs: outputs)
                perPoint = canvas.coordinatesPerPoint
            }
            if input.exposed { output.redrawWhole() }
            a11y?.takeRequests(into: &step.accessibilityRequests)
            step.closes = input.quitRequested
            // Asked as the step is made: a change the reader signalled by now is this frame's.
            step.preferences = desktop?.changedPreferences()
            guard loop.take(step, at: now) else { break }
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
                inputs: step.inputs.count, followsPrevious: !rested,
                work: (presented - frameStart) * 1000, pixels: output.handedPixels)
            // The scene hears it with the next frame's step, before anything reads it (only
            // the inspector's drawing does).
            step.feel = feel.summary
            input.clear()
            rested = false
            try feel.write(record, frame: loop.frame, t: now * 1000)
            do { try loop.finish(milliseconds: now * 1000, feel: record) } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
            a11y?.update(
                scene.accessibleView, origin: canvas.screenOrigin, hasFocus: input.hasFocus)
            status = loop.status
            // `--frames N` counts frames drawn: a window asked for N draws them at the display's
            // rate rather than sleeping at rest, so it ends after N frames as the option says.
            if options.frames != nil { status.isAnimating = true }
            if let limit = options.frames, loop.frame >= limit { break }
        }
        scene.saveReadingPosition()
        store.flush()
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

    /// The network monitor portal's availability, followed on the reader's thread, which wakes
    /// the loop from its wait for input when it changes.
    private static func readNetwork() -> NetworkPortalReader {
        NetworkPortalReader(environment: ProcessInfo.processInfo.environment) {
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

    /// Gives the window the app's icon from the assets folder's copy of the icon theme's files;
    /// an `--assets` folder without them leaves the window without one.
    static func setIcon(of canvas: Canvas, from folder: String) {
        let path = folder + "/icons/hicolor/128x128/apps/refresh-demo.png"
        guard access(path, F_OK) == 0 else { return }
        do { try canvas.setWindowIcon(png: path) } catch {
            printError("warning: \(error.message)")
        }
    }

    /// Script frames a second in a window: a `move` sends a motion event every 1/60 s.
    static let scriptRate = 60
    /// The window's title (the accessible frame's name too).
    static let title = "Pull to refresh"
}
