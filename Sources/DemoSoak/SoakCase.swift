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
    }

    /// The scene's settings (sheets may be empty: the pure scene then draws placeholders).
    public func settings(sheets: [String: SpriteSheet] = [:]) -> DemoScene.Settings {
        DemoScene.Settings(
            viewSize: viewSize, header: header, footer: footer, footerStyle: footerStyle,
            rows: rows, page: page, pages: pages, latency: latency, sheets: sheets,
            store: MemoryLastUpdatedStore(), clock: .headless)
    }

    /// The command-line options that replay this case's settings in `refresh-demo`.
    public var demoArguments: [String] {
        [
            "--header", header.rawValue, "--footer", footer.rawValue, "--rows", "\(rows)",
            "--page", "\(page)", "--pages", "\(pages)", "--latency", "\(Int(latency * 1000))",
            "--fps", "\(fps)",
        ]
    }

    /// A random script that lasts at least `milliseconds` of simulated time.
    public func script(lasting milliseconds: Int) -> String {
        var generator = SoakScriptGenerator(
            seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1, viewSize: viewSize)
        return generator.script(lasting: milliseconds)
    }
}
