import Foundation
import Testing

/// The minimal example app (`Sources/refresh-example`), run headless: it pulls its list down by
/// itself, so its one PNG shows the header refreshing above the rows.
struct ExampleTests {
    /// The debug binary, built by `swift build --product refresh-example` (`make test` does).
    static let binary = Demo.packageRoot.appendingPathComponent(".build/debug/refresh-example")
    /// The same `main.swift` built by a package of its own that depends on this one by path,
    /// as an adopter's app is: `scripts/adopter-check.sh` makes it (`make test` runs it first).
    static let adopterBinary = Demo.packageRoot.appendingPathComponent(
        ".build/adopter/debug/MyApp")

    /// Colours the example paints (its `main.swift`).
    static let background = [242, 242, 247]
    static let evenRow = [255, 255, 255]
    static let oddRow = [248, 248, 250]

    /// Run from a folder of its own with a relative shot path: nothing depends on the working
    /// directory or on where this repository is, the assets come from beside the binary.
    @Test(
        .enabled(
            if: Requirement.met(Pixels.convert != nil),
            "needs ImageMagick's convert to read the PNG (never skipped in CI)"),
        arguments: [binary, adopterBinary])
    func theHeadlessRunShowsTheHeaderRefreshingAboveTheRows(binary: URL) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "\(binary.path) is not built: `make test` builds it (scripts/adopter-check.sh)")
        try #require(
            Pixels.convert != nil, "ImageMagick's convert is missing: make test installs it")
        let scratch = try TempDir()
        let shot = scratch.path("example.png")
        let result = try Demo.run(
            arguments: ["--headless", "--shot", "example.png"], binary: binary,
            directory: scratch.url)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        #expect(PNGInfo.read(shot) == PNGInfo(width: 390, height: 720))
        let image = try #require(try RGBImage.read(shot))

        // The header holds the top 54 points open: its background, with the title, the
        // last-updated line and the spinner in it.
        #expect(image[380, 2] == Self.background)
        #expect(image[380, 53] == Self.background)
        let header = image.count(x: 0..<390, y: 0..<54) { $0[0] < 150 }
        #expect(header > 200, "dark text pixels in the header: \(header)")
        let spinner = image.count(x: 50..<100, y: 10..<45) { $0 != Self.background }
        #expect(spinner > 20, "spinner pixels left of the text: \(spinner)")

        // The rows start right under it, 44 points each, their titles at the left.
        #expect(image[380, 54] == Self.evenRow)
        #expect(image[380, 54 + 22] == Self.evenRow)
        #expect(image[380, 98 + 22] == Self.oddRow)
        #expect(image[380, 142 + 22] == Self.evenRow)
        let title = image.count(x: 16..<70, y: 54..<98) { $0[0] < 100 }
        #expect(title > 20, "dark pixels of \"Row 1\": \(title)")
        #expect(image.count(x: 100..<390, y: 54..<98) { $0 != Self.evenRow } == 0)
    }

    /// The file newcomers copy never force-unwraps (`x!`, `f()!`, `a[i]!`, `try!`, `as!`): what
    /// they copy is how they will write.
    @Test func theExampleForceUnwrapsNothing() throws {
        let file = Demo.packageRoot.appendingPathComponent("Sources/refresh-example/main.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let unwrap = /[\w\)\]]!(?!=)/
        for (index, line) in lines.enumerated() {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)
            let text = String(code.first ?? "")
            #expect(text.firstMatch(of: unwrap) == nil, "main.swift:\(index + 1): \(line)")
        }
    }

    @Test func anUnknownOptionPrintsTheUsageAndExits2() throws {
        let result = try Demo.run(arguments: ["--bogus"], binary: Self.binary)
        #expect(result.code == 2)
        #expect(result.stdout.contains("--headless"))
    }
}

/// A PNG's pixels as 8-bit RGB, decoded by ImageMagick's `convert`.
struct RGBImage {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    static func read(_ path: String) throws -> RGBImage? {
        guard let info = PNGInfo.read(path),
            let data = try Pixels.output(path, "-depth", "8", "rgb:-")
        else { return nil }
        guard data.count == info.width * info.height * 3 else { return nil }
        return RGBImage(width: info.width, height: info.height, bytes: [UInt8](data))
    }

    /// The pixel at (x, y) as [r, g, b].
    subscript(x: Int, y: Int) -> [Int] {
        let start = (y * width + x) * 3
        return bytes[start..<start + 3].map { Int($0) }
    }

    /// How many pixels of the rectangle satisfy `test`.
    func count(x: Range<Int>, y: Range<Int>, where test: ([Int]) -> Bool) -> Int {
        var total = 0
        for row in y {
            for column in x where test(self[column, row]) { total += 1 }
        }
        return total
    }
}
