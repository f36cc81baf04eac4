import CSDL2
import DemoKit
import Foundation
import RefreshCore
import RefreshSDL

/// The demo in a real window: wall-clock time, mouse and keys, until closed or Escape.
struct WindowedLoop {
    let options: DemoOptions
    let assets: String

    func run() throws(DemoApp.Failure) {
        let system: SDLSystem
        let canvas: Canvas
        do {
            system = try SDLSystem(headless: false)
            canvas = try Canvas(window: system, title: "Pull to refresh", points: options.size)
        } catch {
            throw DemoApp.Failure(code: .runtime, message: "cannot open a window: \(error.message)")
        }
        let scale = options.scale ?? (canvas.scale >= 1.5 ? 2 : 1)
        let catalog: AssetCatalog
        do {
            catalog = try AssetCatalog.load(
                folder: assets, scale: scale, sheets: DemoScene.sheetNames)
        } catch {
            throw DemoApp.Failure(code: .asset, message: "asset error: \(error.description)")
        }
        let output: SDLFrameOutput
        do {
            output = try SDLFrameOutput(
                canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets))
        } catch {
            throw DemoApp.Failure(
                code: .runtime, message: "cannot start the renderer: \(error.message)")
        }
        let environment = ProcessInfo.processInfo.environment
        let store = FileLastUpdatedStore(
            directory: FileLastUpdatedStore.defaultDirectory(environment: environment),
            warn: { printError("warning: " + $0) })
        let scene = DemoScene(
            settings: .init(
                viewSize: canvas.pointSize, header: options.header, footer: options.footer,
                footerStyle: options.footerStyle,
                rows: options.rows, page: options.page, pages: options.pages,
                latency: Double(options.latency) / 1000, sheets: catalog.sheets, store: store,
                clock: .wall(now: Date().timeIntervalSince1970)))
        var trace: TraceWriter?
        if let path = options.trace {
            do {
                trace = try TraceWriter.open(path: path)
            } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
        }
        let input = EventTranslator(viewSize: canvas.pointSize)
        let start = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        func clock() -> Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
        var list = DrawList(capacity: 512)
        var frame = 0
        var previousFrame = clock()
        while true {
            input.poll()
            let now = clock()
            for event in input.events {
                if case .resize(let size) = event {
                    do { try canvas.resize(points: size) } catch {
                        throw DemoApp.Failure(
                            code: .runtime, message: "cannot resize: \(error.message)")
                    }
                    output.textMetrics.scale = canvas.scale
                }
                scene.apply(TimedInput(time: now, event: event))
            }
            if input.quitRequested || scene.quitRequested { break }
            scene.advance(to: now)
            // The real time between frames, for the inspector (`d`).
            scene.recordFrame(interval: now - previousFrame)
            previousFrame = now
            list.reset()
            scene.draw(into: &list, metrics: output.metrics)
            output.render(list)
            canvas.present()
            do {
                try trace?.write(scene.traceRecord(frame: frame, milliseconds: now * 1000))
            } catch {
                throw DemoApp.Failure(code: .runtime, message: error.message)
            }
            frame += 1
            if let limit = options.frames, frame >= limit { break }
        }
        do { try trace?.close() } catch {
            throw DemoApp.Failure(code: .runtime, message: error.message)
        }
    }
}
