import RefreshAccessibleView
import RefreshCore

/// Every option of `refresh-demo`, with the contract's defaults.
public struct DemoOptions: Equatable, Sendable {
    /// What a parsed command line asks for.
    public typealias Command = DemoCommand

    /// No window: SDL's dummy driver, the software renderer and a simulated clock.
    public var headless = false
    /// Logical width of the view in points, 1…8192.
    public var width = 390
    /// Logical height of the view in points, 1…8192.
    public var height = 720
    /// Pixel density, 1 or 2; `nil` means `auto`, the default (1 headless, the window
    /// system's density in a window: `WindowDensity`).
    public var scale: Int?
    /// Frames per simulated second in headless runs, 1…1000.
    public var fps = 60
    /// The header style at start.
    public var header = HeaderKind.normal
    /// The footer style at start.
    public var footer = FooterKind.auto
    /// `--footer-style`: the footer's variant (an addition to the contract).
    public var footerStyle = FooterStyle.normal
    /// Rows at start and after every header refresh, 0…100000.
    public var rows = 20
    /// Rows added by each footer load, 1…10000.
    public var page = 20
    /// Footer loads before the list reports no more data, 0…1000.
    public var pages = 3
    /// Simulated network time of each refresh or load in milliseconds, 0…60000.
    public var latency = 1000
    /// The input script's path; `-` is standard input; `nil` means no script.
    public var script: String?
    /// Stop after exactly this many frames, 1…100000000; `nil` means run until settled.
    public var frames: Int?
    /// Where the trace goes; `-` is standard output; `nil` means no trace.
    public var trace: String?
    /// `--feel-log`: where a window writes how each frame felt (`FeelRecord`); `-` is standard
    /// output; nil for nowhere.
    public var feelLog: String?
    /// Folder for the PNGs of `shot` and `final.png`; `nil` means shots are ignored.
    public var shots: String?
    /// Folder of sprite sheets and fonts; `nil` means the package's `Assets/`.
    public var assets: String?
    /// `--lang`: the language of every title and of the last-updated line.
    public var lang = RefreshLanguage.english
    /// `--fail-every`: requests whose number is a multiple of this fail, 0…1000; 0 for none.
    public var failEvery = 0
    /// `--success-dwell`: milliseconds a success stays on show, 0…10000.
    public var successDwell = 0
    /// `--failure-dwell`: milliseconds a failure stays on show, 0…10000.
    public var failureDwell = 1000
    /// `--api`: how the scene is built, by hand or through the declarative layer.
    public var api = DemoAPI.imperative
    /// `--theme`: light, dark or the desktop's; nil for the default (light headless, the
    /// desktop's in a window).
    public var theme: PreferenceChoice<ColorScheme>?
    /// `--motion`: full, reduced or the desktop's; nil for the default (as `theme`).
    public var motion: PreferenceChoice<Motion>?
    /// `--text-scale`: 1…2 or the desktop's; nil for the default (as `theme`).
    public var textScale: PreferenceChoice<Double>?
    /// `--a11y`: whether a window is exposed to assistive technologies (headless runs never are).
    public var a11y = AccessibilityMode.auto

    /// `--list`: the list shown; nil for the default (`resolvedList`; a scene given nil shows the
    /// plain list).
    public var list: ListKind?
    /// `--feed`: the URL of the web feed whose entries are the list's rows (http, https or
    /// file); nil for the simulated network.
    public var feed: String?
    /// `--timeout`: milliseconds a feed's request may take from when it is sent, 100…600000.
    public var timeout = 10_000
    /// `--stale-after`: seconds after which a feed refreshes by itself at start, on focus and
    /// on reconnect, 0…604800 (0: never); nil for the default (`staleAfterSeconds`).
    public var staleAfter: Int?
    /// `--cache`: the feeds' SQLite database, or `none`; nil for the default (`cachePath`).
    public var cache: String?
    /// `--prefetch`: the auto footer also loads once this many rows or fewer lie wholly below
    /// the view, 0…1000; 0 is MJRefresh's rule only.
    public var prefetch = 0

    /// `--carousel`: rows above the carousel, 0…rows; nil for none (a window shows one after
    /// `windowedCarousel` rows unless told otherwise).
    public var carousel: Int?
    /// `--cards`: cards in the carousel at start and after every header refresh, 0…10000.
    public var cards = 8
    /// Rows above the carousel a windowed run shows when `--carousel` is not given, so a user
    /// meets it without reading the options. After 8 rows its band (352…532 at the top) is in
    /// sight yet clear of where the e2e check's vertical drags go down (y 150 and 600).
    public static let windowedCarousel = 8

    /// The rows above the carousel this run shows: `--carousel`; else in a window
    /// `windowedCarousel`, and in the built-in tour (headless, no script) `DemoTour`'s; else none.
    public var resolvedCarousel: Int? {
        // A chat has no carousel (`--carousel` with it is a usage error).
        if resolvedList == .chat { return nil }
        // A web feed's entries are the whole list (`--carousel` with `--feed` is refused).
        if feed != nil { return nil }
        if let carousel { return carousel }
        // Section headers stick; a band among them would be one more thing to push them.
        if resolvedList == .sections { return nil }
        if !headless { return min(Self.windowedCarousel, rows) }
        return script == nil ? min(DemoTour.carouselRows, rows) : nil
    }

    /// The list this run shows: `--list`; else the feed in a window (a new user first sees rows
    /// that look like an app's) and the plain list headless, as the contract asks.
    public var resolvedList: ListKind { list ?? (headless ? .plain : .feed) }

    /// The defaults of every option.
    public init() {}

    /// The view's size in points; set, it keeps the whole points (`--size` takes integers).
    public var size: Size {
        get { Size(width: Double(width), height: Double(height)) }
        set {
            width = Int(newValue.width)
            height = Int(newValue.height)
        }
    }

    /// `latency` in seconds; set, it keeps the whole milliseconds (`--latency` takes them).
    public var latencySeconds: Double {
        get { Double(latency) / 1000 }
        set { latency = Self.milliseconds(newValue) }
    }

    /// How the simulated network's requests end, in seconds; set, it keeps the whole
    /// milliseconds of the dwells.
    public var network: NetworkSettings {
        get {
            NetworkSettings(
                failEvery: failEvery, successDwell: Double(successDwell) / 1000,
                failureDwell: Double(failureDwell) / 1000)
        }
        set {
            failEvery = newValue.failEvery
            successDwell = Self.milliseconds(newValue.successDwell)
            failureDwell = Self.milliseconds(newValue.failureDwell)
        }
    }

    private static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    /// The scale to render at, given the window's own density (ignored when headless).
    public func resolvedScale(windowScale: Int = 1) -> Int {
        scale ?? (headless ? 1 : windowScale)
    }

    /// The name a script error starts with: the path as given, or `stdin` for `-`.
    public var scriptFileName: String? {
        script.map { $0 == "-" ? "stdin" : $0 }
    }

    /// The version line printed by `--version`.
    public static let versionText = "refresh-demo 0.1.0"
}
