import DemoKit
import DemoSDL
import FoundationEssentials
import Glibc
import RefreshCore
import RefreshSDL

/// The program: options in, an exit code out. Every failure maps to the contract's code.
struct DemoApp {
    /// A failure with its exit code and message.
    struct Failure: Error {
        var code: ExitCode
        var message: String
    }

    let arguments: [String]

    func run() -> ExitCode {
        let options: DemoOptions
        do {
            switch try DemoOptions.parse(arguments) {
            case .help:
                print(DemoOptions.helpText)
                return .success
            case .version:
                print(DemoOptions.versionText)
                return .success
            case .run(let parsed):
                options = parsed
            }
        } catch {
            printError(error.message + "\n" + UsageError.hint)
            return .usage
        }
        do {
            if options.headless
                || ProcessInfo.processInfo.environment["REFRESH_DEMO_FORCE_HEADLESS"] != nil
            {
                try runHeadless(options)
            } else {
                let script = options.script == nil ? nil : try loadScript(options)
                try WindowedLoop(options: options, script: script).run()
            }
            return .success
        } catch {
            printError(error.message)
            return error.code
        }
    }

    private func loadScript(_ options: DemoOptions) throws(Failure) -> Script {
        let bytes: [UInt8]?
        do {
            bytes = try options.readScript()
        } catch {
            throw Failure(code: .usage, message: error.message + "\n" + UsageError.hint)
        }
        guard let bytes else {
            do {
                return try Script.parse(DemoTour.script, fileName: "tour")
            } catch {
                throw Failure(code: .runtime, message: "the built-in tour is broken: \(error)")
            }
        }
        do {
            return try Script.parse(data: bytes, fileName: options.scriptFileName ?? "script")
        } catch {
            throw Failure(code: .script, message: error.description)
        }
    }

    private func runHeadless(_ options: DemoOptions) throws(Failure) {
        let script = try loadScript(options)
        let scale = options.resolvedScale(windowScale: 1)
        let catalog = try Self.loadCatalog(options, scale: scale)
        if let shots = options.shots {
            do {
                try OutputFolder.prepare(shots, option: "--shots")
            } catch {
                throw Failure(code: .runtime, message: error.message)
            }
        }
        let stateFolder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: stateFolder) }
        let store = FileLastUpdatedStore(
            directory: URL(fileURLWithPath: stateFolder), warn: { printError("warning: " + $0) })
        let system: SDLSystem
        do {
            system = try SDLSystem(headless: true)
        } catch {
            throw Failure(code: .runtime, message: "cannot start SDL: \(error.message)")
        }
        try runHeadless(
            options, system: system, script: script, scale: scale, catalog: catalog, store: store)
    }

    /// The sheets, fonts and strings of `--assets DIR`, or else those built beside the binary;
    /// any missing or damaged file is an asset error.
    /// The demo's texts, from the catalog's `strings/<code>.strings` (English is built in).
    static func loadListTexts(_ catalog: AssetCatalog) throws(Failure) -> ListTexts {
        switch ListTexts.load(assetsFolder: catalog.folder) {
        case .success(let texts): return texts
        case .failure(let error):
            throw Failure(code: .asset, message: "asset error: \(error.message)")
        }
    }

    static func loadCatalog(_ options: DemoOptions, scale: Int) throws(Failure) -> AssetCatalog {
        let catalog: AssetCatalog
        do {
            catalog = try AssetCatalog.load(
                folder: options.assets, scale: scale, sheets: DemoScene.sheetNames)
        } catch {
            throw Failure(code: .asset, message: "asset error: \(error.description)")
        }
        // A language an app added is known once its strings file is read.
        guard catalog.strings[options.lang] != nil else {
            let codes = catalog.strings.keys.map(\.code).sorted().joined(separator: ", ")
            throw Failure(
                code: .usage,
                message: "--lang \(options.lang.code): no strings/\(options.lang.code).strings in "
                    + "\(catalog.folder) (its languages: \(codes))")
        }
        return catalog
    }

    /// Everything made from `system` lives in here, so it is released before SDL shuts down.
    private func runHeadless(
        _ options: DemoOptions, system: SDLSystem, script: Script, scale: Int,
        catalog: AssetCatalog, store: LastUpdatedStore
    ) throws(Failure) {
        let output: SDLFrameOutput
        do {
            let canvas = try Canvas(headless: system, points: options.size, scale: scale)
            output = try SDLFrameOutput(
                canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: catalog.folder))
        } catch {
            throw Failure(code: .runtime, message: "cannot start SDL: \(error.message)")
        }
        // The headless canvas keeps its pixels, so a frame that draws what the last one drew
        // (the scene at rest, waiting on a timer) need not be drawn again.
        output.skipsUnchangedFrames = true
        var sceneOptions = options
        sceneOptions.carousel = options.resolvedCarousel
        sceneOptions.list = options.resolvedList
        let listTexts = try Self.loadListTexts(catalog)
        let scene = DemoScene(
            options: sceneOptions,
            resources: SceneResources(
                sheets: catalog.sheets, languages: catalog.strings, store: store,
                clock: .headless, listTexts: listTexts, metrics: output.metrics))
        var trace: TraceWriter?
        if let path = options.trace {
            do {
                trace = try TraceWriter.open(path: path)
            } catch {
                throw Failure(code: .runtime, message: error.message)
            }
        }
        let runner = HeadlessRunner(
            scene: scene, output: output, script: script, fps: options.fps,
            frameLimit: options.frames, shotsFolder: options.shots, trace: trace)
        do {
            try runner.run()
            try trace?.close()
        } catch let error as RunError {
            try? trace?.close()
            throw Failure(code: error.code, message: error.message)
        } catch let error as TraceError {
            throw Failure(code: .runtime, message: error.message)
        } catch {
            throw Failure(code: .runtime, message: "\(error)")
        }
    }

    private func makeTemporaryFolder() throws(Failure) -> String {
        let temporary = FileManager.default.temporaryDirectory.path
        var template = Array((temporary + "/refresh-demo-state.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else {
            throw Failure(
                code: .runtime,
                message:
                    "cannot create a temporary state folder in \(temporary); set TMPDIR to a writable folder"
            )
        }
        let bytes = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    let line = "refresh-demo: " + message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
