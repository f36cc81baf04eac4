// The smallest app with pull to refresh: an SDL window with a list, MJRefresh's normal header
// and an auto footer, on the public API of RefreshCore and RefreshSDL only. Copy it to start.
import Foundation
import RefreshCore
import RefreshSDL

let usage = """
    Usage: refresh-example [--headless] [--frames N] [--shot FILE] [--assets DIR]
      --headless    no window: SDL's dummy driver, a simulated clock at 60 frames a second, and
                    a pull made by the example itself (down at frame 1, 300 points down over
                    frames 2-31, up at 36), so the header refreshes until the reply at 2.1 s
      --frames N    stop after N frames (default: 90 headless; in a window, when it closes)
      --shot FILE   write the last frame of a run with a frame limit to FILE as a PNG
      --assets DIR  folder of sprite sheets, fonts and strings (default: the library's own,
                    which SwiftPM builds beside the executable)
    """

struct Options {
    var headless = false
    var frames: Int?
    var shot: String?
    var assets: String?
}

/// The options, or nil when they are not understood.
func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--headless": options.headless = true
        case "--frames":
            guard let frames = rest.popFirst().flatMap({ Int($0) }), frames > 0 else { return nil }
            options.frames = frames
        case "--shot": options.shot = rest.popFirst()
        case "--assets":
            guard let folder = rest.popFirst() else { return nil }
            options.assets = folder
        default: return nil
        }
    }
    return options
}

/// The pull a headless run makes by itself, frame by frame.
func scriptedPull(frame: Int) -> InputEvent? {
    if frame == 1 { return .pointerDown(Point(x: 200, y: 100)) }
    if frame <= 31 { return .pointerMove(Point(x: 200, y: 100 + Double(frame - 1) * 10)) }
    return frame == 36 ? .pointerUp(Point(x: 200, y: 400)) : nil
}

func run(_ options: Options) throws {
    let rowHeight = 44.0
    let frameLimit = options.frames ?? (options.headless ? 90 : nil)
    // SDL: a window (or an offscreen canvas), the sprite sheets and fonts, a renderer.
    let size = Size(width: 390, height: 720)
    let system = try SDLSystem(headless: options.headless)
    let canvas =
        options.headless
        ? try Canvas(headless: system, points: size, scale: 1)
        : try Canvas(window: system, title: "refresh-example", points: size)
    let catalog = try AssetCatalog.load(
        folder: options.assets, scale: canvas.scale >= 1.5 ? 2 : 1, sheets: ["arrow", "spinner"])
    let fonts = FontBook(assetsFolder: catalog.folder)
    let renderer = try DrawListRenderer(canvas: canvas, catalog: catalog, fonts: fonts)
    let metrics = SDLTextMetrics(fonts: fonts, scale: canvas.scale)
    let events = EventTranslator(viewSize: canvas.pointSize)

    // The model: a scroll view on a clock, the rows, a header and a footer.
    let timeline = Timeline()
    let scrollView = ScrollView(timeline: timeline, viewSize: canvas.pointSize)
    var rows = (1...20).map { "Row \($0)" }
    func show(_ titles: [String]) {
        rows = titles
        scrollView.contentSize = Size(width: size.width, height: Double(rows.count) * rowHeight)
    }
    show(rows)
    let arrow = try catalog.sheet(named: "arrow")
    let spinner = try catalog.sheet(named: "spinner")
    let header = RefreshHeader(
        look: LabeledLook(
            label: .header, image: ArrowSpinnerLook.header(arrow: arrow, spinner: spinner)))
    // A real app starts a request here; this one answers after 1.5 s on the scroll view's clock.
    header.refreshingAction = {
        timeline.schedule(after: 1.5) {
            show((1...20).map { "Fresh row \($0)" })
            header.endRefreshing()
        }
    }
    let footer = RefreshFooter.auto(
        look: LabeledLook(label: .autoFooter, image: ArrowSpinnerLook.autoFooter(spinner: spinner)))
    footer.refreshingAction = {
        timeline.schedule(after: 1) {
            show(rows + (rows.count + 1...rows.count + 20).map { "Row \($0)" })
            if rows.count < 80 { return footer.endRefreshing() }
            footer.endRefreshingWithNoMoreData()
        }
    }
    footer.waitsForHeader(header)
    scrollView.header = header
    scrollView.footer = footer
    // Drags (a press that barely moves is a click, which `handle` returns) and trackpad
    // scrolls move the list.
    let pointer = PointerRouter(root: scrollView, clickSlop: 4)
    let trackpad = TrackpadScroll(scrollView: scrollView)

    // The frame loop: events in, the clock forward, a draw list out.
    let start = ProcessInfo.processInfo.systemUptime
    var list = DrawList()
    var frame = 0
    while !events.quitRequested, frame < frameLimit ?? Int.max {
        frame += 1
        let now =
            options.headless ? Double(frame) / 60 : ProcessInfo.processInfo.systemUptime - start
        events.poll()
        var inputs = events.events
        if options.headless, let pulled = scriptedPull(frame: frame) { inputs.append(pulled) }
        timeline.advance(to: now)
        for event in inputs {
            switch event {  // the platform's pointer, trackpad, wheel, keys and window, in points
            case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
                if case .pointerDown = event { trackpad.interrupt() }
                pointer.handle(event)
            case .scroll(let delta): trackpad.scroll(by: delta)
            case .wheel(let notches): scrollView.scrollByWheel(notches: notches)
            case .key(.named(.escape)):  // as a desktop app: cancel, never quit
                _ = header.cancelRefreshing() || footer.cancelRefreshing()
            case .keyPress(let press) where press.modifiers == .ctrl:
                if press.key == .character("q") || press.key == .character("w") { return }
            case .resize(let points):
                try canvas.resize(points: points)
                metrics.scale = canvas.scale
                scrollView.viewSize = points
            default: break
            }
        }

        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let offset = scrollView.contentOffsetY
        list.reset()
        list.fill(view, Color(r: 242, g: 242, b: 247))
        let first = max(0, Int(offset / rowHeight))
        let last = min(rows.count - 1, Int((offset + view.height) / rowHeight))
        for index in stride(from: first, through: last, by: 1) {
            let top = Double(index) * rowHeight - offset
            let row = Rect(x: 0, y: top, width: view.width, height: rowHeight)
            list.fill(
                row, index % 2 == 0 ? Color(r: 255, g: 255, b: 255) : Color(r: 248, g: 248, b: 250))
            list.text(
                rows[index], style: TextStyle(weight: .regular, size: 15),
                color: Color(r: 28, g: 28, b: 30), at: Point(x: 16, y: top + 12))
        }
        header.draw(into: &list, frame: header.frame(in: view), metrics: metrics)
        footer.draw(into: &list, frame: footer.frame(in: view), metrics: metrics)
        renderer.render(list)
        if let shot = options.shot, frame == frameLimit { try canvas.savePNG(to: shot) }
        canvas.present()
    }
}

guard let options = parseOptions(Array(CommandLine.arguments.dropFirst())) else {
    print(usage)
    exit(CommandLine.arguments.contains("--help") ? 0 : 2)
}
do {
    try run(options)
} catch let error as AssetError {
    FileHandle.standardError.write(Data("refresh-example: asset error: \(error)\n".utf8))
    exit(4)
} catch {
    FileHandle.standardError.write(Data("refresh-example: \(error)\n".utf8))
    exit(1)
}
