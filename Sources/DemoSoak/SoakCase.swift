import DemoKit
import RefreshCore
import TestSupport

/// One seed of the soak: the demo's options it runs with and the random script it plays.
public struct SoakCase: Sendable {
    /// The seed everything here is drawn from.
    public var seed: UInt64
    /// The scene's options, as `refresh-demo --headless` would take them.
    public var options: DemoOptions

    /// A case of `options`, its script drawn from `seed`.
    public init(seed: UInt64, options: DemoOptions) {
        self.seed = seed
        self.options = options
    }

    /// The case for `seed` in a view of `viewSize`.
    public init(seed: UInt64, viewSize: Size) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        var options = DemoOptions()
        options.headless = true
        options.size = viewSize
        options.header = HeaderKind.allCases.randomElement(using: &random) ?? .normal
        options.footer = FooterKind.allCases.randomElement(using: &random) ?? .auto
        options.footerStyle = FooterStyle.allCases.randomElement(using: &random) ?? .normal
        options.rows = random.chance(0.1) ? 0 : random.skewed(1...60)
        options.page = random.skewed(1...30)
        options.pages = random.chance(0.1) ? 0 : random.skewed(1...6)
        let latencies = [0, 1, 250, 1000, 3000]
        options.latency =
            random.chance(0.5)
            ? latencies.randomElement(using: &random) ?? 1000
            : Int.random(in: 0...3000, using: &random)
        options.fps = [30, 60, 60, 60, 120, 144].randomElement(using: &random) ?? 60
        options.lang = RefreshLanguage.allCases.randomElement(using: &random) ?? .english
        options.failEvery = random.chance(0.4) ? 0 : Int.random(in: 1...5, using: &random)
        options.successDwell = [0, 0, 300, 1000].randomElement(using: &random) ?? 0
        options.failureDwell = [0, 400, 1000, 2500].randomElement(using: &random) ?? 1000
        // Drawn last, so every earlier field keeps the value its seed always gave it.
        if random.chance(0.4) {
            options.carousel = Int.random(in: 0...options.rows, using: &random)
            options.cards = random.chance(0.2) ? 0 : random.skewed(1...12)
        }
        // The lists and prefetch, drawn after everything before them for the same reason.
        options.list = ListKind.allCases.randomElement(using: &random) ?? .plain
        if options.list == .sections || options.list == .chat { options.carousel = nil }
        options.prefetch = random.chance(0.5) ? 0 : random.skewed(1...10)
        // Larger text, drawn last for the same reason: every rule holds at every scale.
        if random.chance(0.3) {
            options.textScale = .fixed([1.25, 1.5, 2].randomElement(using: &random) ?? 1)
        }
        self.options = options
    }

    /// The case that opens every soak: the demo's defaults on a 60-row list with the tour's
    /// carousel, playing the built-in tour over and over, so every header, footer, overlay and
    /// cache has been used before memory is first measured.
    public static func priming(viewSize: Size) -> SoakCase {
        var options = DemoOptions()
        options.headless = true
        options.size = viewSize
        options.rows = 60
        options.pages = 6
        options.latency = 250
        options.carousel = DemoTour.carouselRows
        return SoakCase(seed: 0, options: options)
    }

    /// What the priming adds to each round of the tour, so the caches the tour leaves cold are
    /// warm too: two languages further on (every language within three rounds), the next footer
    /// style, a failed refresh and its result, the key panel and the inspector.
    static let primingExtras = """

        key 1
        key n
        key l
        key g
        key x
        key r
        wait 1500
        key ?
        wait 300
        key ?
        key d
        wait 300
        key d
        key l
        wheel 200
        wait 500

        """

    /// The built-in tour repeated to last at least `frames` frames of the priming case.
    public static func primingScript(frames: Int) -> String {
        let tourFrames = 1_500
        let repeats = max(1, frames / tourFrames + 1)
        return Array(
            repeating: DemoTour.script + Self.primingExtras, count: repeats
        )
        .joined(separator: "\n")
    }

    /// The scene's resources: sheets of the demo's shapes unless real ones are given, and every
    /// language's titles.
    public func resources(
        sheets: [String: SpriteSheet] = SyntheticSheets.all,
        languages: [RefreshLanguage: RefreshStrings] = SoakLanguages.all
    ) -> SceneResources {
        SceneResources(sheets: sheets, languages: languages)
    }

    /// A new scene of this case.
    public func makeScene(sheets: [String: SpriteSheet] = SyntheticSheets.all) -> DemoScene {
        DemoScene(options: options, resources: resources(sheets: sheets))
    }

    /// The command-line options that replay this case's scene in `refresh-demo`.
    public var demoArguments: [String] { options.arguments }

    /// A random script that lasts at least `milliseconds` of simulated time.
    public func script(lasting milliseconds: Int) -> String {
        var generator = SoakScriptGenerator(
            seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1, viewSize: options.size)
        return generator.script(lasting: milliseconds)
    }
}
