// The smallest declarative use of the toolkit: an @Observable feed describes its list, the
// bridge builds and updates it, and a header drawn by a closure follows the finger.
// refresh-example-declarative --headless [--frames N] [--shot FILE]
import Glibc
import Observation
import RefreshCore
import RefreshDeclarative
import RefreshSDL

@MainActor @Observable final class Feed {
    var items = Array(1...12)
    nonisolated func reload() async throws { try await Task.sleep(nanoseconds: 300_000_000) }
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
guard arguments.contains("--headless") else {
    let message = "refresh-example-declarative: runs --headless only (see refresh-example)\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
let frames = option("--frames").flatMap(Int.init) ?? 30
let feed = Feed()
func drawBar(_ moment: RefreshMoment, _ list: inout DrawList, _ frame: Rect) {
    let width = frame.width * min(1, moment.pullingPercent)  // progress follows the finger
    let blue = Color(r: 40, g: 120, b: 255, a: UInt8(255 * moment.alpha))
    list.fill(Rect(x: frame.minX, y: frame.maxY - 6, width: width, height: 6), blue)
}
let bar = ClosureLook(title: { $0.state == .refreshing ? "Loading…" : "" }, drawBar)

let timeline = Timeline()
let bridge = RefreshListBridge(timeline: timeline, viewSize: Size(width: 390, height: 720))
bridge.observe {
    RefreshList(rows: feed.items)
        .header(look: bar)
        .refreshable { try await feed.reload() }
        .onPullingPercentChange { print("pullingPercent", $0) }
}

// Pull the list down by 120 points over the frames, as a finger would.
let scrollView = bridge.scrollView
scrollView.pointerDown(y: 100)
for frame in 1...frames {
    timeline.advance(to: Double(frame) / 60)
    scrollView.pointerMove(y: 100 + 120 * Double(frame) / Double(frames))
}

// Draw the rows and the header, and write the frame.
let system = try SDLSystem(headless: true)
let canvas = try Canvas(headless: system, points: scrollView.viewSize, scale: 1)
let fonts = FontBook(assetsFolder: try AssetCatalog.bundledFolder())
let renderer = try DrawListRenderer(canvas: canvas, catalog: nil, fonts: fonts)
var list = DrawList()
let view = Rect(origin: .zero, size: scrollView.viewSize)
for (index, item) in feed.items.enumerated() {
    let y = Double(index) * 44 - scrollView.contentOffsetY
    list.fill(Rect(x: 0, y: y + 43, width: 390, height: 1), Color(r: 220, g: 220, b: 220))
    let style = TextStyle(weight: .regular, size: 16)
    list.text(
        "Item \(item)", style: style, color: Color(r: 0, g: 0, b: 0), at: Point(x: 16, y: y + 12))
}
if let header = bridge.header {
    header.draw(
        into: &list, frame: header.frame(in: view), metrics: SDLTextMetrics(fonts: fonts, scale: 1))
}
renderer.render(list)
try canvas.savePNG(to: option("--shot") ?? "example.png")
