import DemoKit
import RefreshCore

/// One seed of the soak: the scene's settings and the random script it plays.
public struct SoakCase: Sendable {
    /// The seed everything here is drawn from.
    public var seed: UInt64
    /// The header at start.
    public var header: HeaderKind
    /// The footer at start.
    public var footer: FooterKind
    /// The footer's variant at start.
    public var footerStyle: FooterStyle
    /// Rows at start and after every refresh.
    public var rows: Int
    /// Rows added by each load.
    public var page: Int
    /// Loads before no more data.
    public var pages: Int
    /// Network time of each refresh or load, seconds (0…3).
    public var latency: Double
    /// Frames per simulated second.
    public var fps: Int
    /// The view's size in points.
    public var viewSize: Size
    /// Rows above the carousel, or nil for none.
    public var carousel: Int?
    /// Cards in the carousel at start and after every header refresh.
    public var cards = 8
    /// The language at start (`l` switches it at random moments).
    public var language: RefreshLanguage
    /// Which requests fail and how long results show.
    public var network: NetworkSettings

    /// The case for `seed` in a view of `viewSize`.
    public init(seed: UInt64, viewSize: Size) {
        var random = SoakRandom(seed: seed)
        self.seed = seed
        self.viewSize = viewSize
        header = HeaderKind.allCases.randomElement(using: &random) ?? .normal
        footer = FooterKind.allCases.randomElement(using: &random) ?? .auto
        footerStyle = FooterStyle.allCases.randomElement(using: &random) ?? .normal
        rows = random.chance(0.1) ? 0 : random.skewed(1...60)
        page = random.skewed(1...30)
        pages = random.chance(0.1) ? 0 : random.skewed(1...6)
        let latencies = [0.0, 0.001, 0.25, 1, 3]
        latency =
            random.chance(0.5)
            ? latencies.randomElement(using: &random) ?? 1
            : Double(Int.random(in: 0...3000, using: &random)) / 1000
        fps = [30, 60, 60, 60, 120, 144].randomElement(using: &random) ?? 60
        language = RefreshLanguage.allCases.randomElement(using: &random) ?? .english
        network = NetworkSettings(
            failEvery: random.chance(0.4) ? 0 : Int.random(in: 1...5, using: &random),
            successDwell: [0, 0, 0.3, 1].randomElement(using: &random) ?? 0,
            failureDwell: [0, 0.4, 1, 2.5].randomElement(using: &random) ?? 1)
        // Drawn last, so every earlier field keeps the value its seed always gave it.
        if random.chance(0.4) {
            carousel = Int.random(in: 0...rows, using: &random)
            cards = random.chance(0.2) ? 0 : random.skewed(1...12)
        }
    }

    /// The case that opens every soak: the demo's defaults on a 60-row list, playing the
    /// built-in tour over and over, so every header, footer, overlay and cache has been used
    /// before memory is first measured.
    public static func priming(viewSize: Size) -> SoakCase {
        var priming = SoakCase(seed: 0, viewSize: viewSize)
        priming.header = .normal
        priming.footer = .auto
        priming.footerStyle = .normal
        priming.rows = 60
        priming.page = 20
        priming.pages = 6
        priming.latency = 0.25
        priming.fps = 60
        priming.language = .english
        priming.network = NetworkSettings()
        return priming
    }

    /// The built-in tour repeated to last at least `frames` frames of the priming case.
    public static func primingScript(frames: Int) -> String {
        let tourFrames = 1_500
        let repeats = max(1, frames / tourFrames + 1)
        return Array(
            repeating: DemoTour.script + "\nkey 1\nkey n\nwheel 200\nwait 500\n", count: repeats
        )
        .joined(separator: "\n")
    }

    /// The scene's settings, with sheets of the demo's shapes unless real ones are given, and
    /// every language's titles.
    public func settings(
        sheets: [String: SpriteSheet] = SyntheticSheets.all,
        languages: [RefreshLanguage: RefreshStrings] = SoakLanguages.all
    ) -> DemoScene.Settings {
        DemoScene.Settings(
            viewSize: viewSize, header: header, footer: footer, footerStyle: footerStyle,
            rows: rows, page: page, pages: pages, latency: latency, sheets: sheets,
            store: MemoryLastUpdatedStore(), clock: .headless, language: language,
            languages: languages, network: network, carousel: carousel, cards: cards)
    }

    /// The command-line options that replay this case's settings in `refresh-demo`.
    public var demoArguments: [String] {
        [
            "--header", header.rawValue, "--footer", footer.rawValue, "--rows", "\(rows)",
            "--page", "\(page)", "--pages", "\(pages)", "--latency", "\(Int(latency * 1000))",
            "--fps", "\(fps)", "--lang", language.code, "--fail-every", "\(network.failEvery)",
            "--success-dwell", "\(Int((network.successDwell * 1000).rounded()))",
            "--failure-dwell", "\(Int((network.failureDwell * 1000).rounded()))",
            "--footer-style", footerStyle.rawValue,
        ] + (carousel.map { ["--carousel", "\($0)", "--cards", "\(cards)"] } ?? [])
    }

    /// A random script that lasts at least `milliseconds` of simulated time.
    public func script(lasting milliseconds: Int) -> String {
        var generator = SoakScriptGenerator(
            seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1, viewSize: viewSize)
        return generator.script(lasting: milliseconds)
    }
}
