import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// Text measured roughly as the shipped fonts set it: Chinese and Hangul one em wide, everything
/// else 0.62 em (DejaVu Sans Bold's average is about 0.6), lines 1.2 em tall.
final class FontLikeMetrics: TextMetrics, Sendable {
    func size(of text: String, style: TextStyle) -> Size {
        let ems = text.unicodeScalars.reduce(0.0) { $0 + ($1.value >= 0x2E80 ? 1 : 0.62) }
        return Size(width: ems * style.size, height: 1.2 * style.size)
    }
}

/// The extents of what a frame draws: each text run's and sprite's rectangle.
struct DrawnPiece {
    var what: String
    var rect: Rect
    var isText: Bool

    static func pieces(of list: DrawList, metrics: TextMetrics) -> [DrawnPiece] {
        list.commands.compactMap { command in
            switch command {
            case .text(let text, let style, _, let origin):
                return DrawnPiece(
                    what: text,
                    rect: Rect(origin: origin, size: metrics.size(of: text, style: style)),
                    isText: true)
            case .sprite(let sheet, _, let rect, _, let alpha, _) where alpha > 0:
                return DrawnPiece(what: "sprite \(sheet)", rect: rect, isText: false)
            default:
                return nil
            }
        }
    }
}

/// A component's image and title always fit the view with 8 points to spare, in every language
/// at 320, 390 and 1280 points: a title too wide shrinks and then wraps, never off screen. And
/// at rest (the bar gone) no text is drawn over another.
@Suite struct FitTests {
    static let languages = RefreshLanguage.allCases.map(\.code)
    static let widths = [320.0, 390.0, 1280.0]
    static let metrics = FontLikeMetrics()

    static func frame(_ scene: DemoScene) -> [DrawnPiece] {
        var list = DrawList(capacity: 256)
        scene.draw(into: &list, metrics: metrics)
        return DrawnPiece.pieces(of: list, metrics: metrics)
    }

    /// Every piece inside [8, width − 8] across.
    static func expectInside(
        _ pieces: [DrawnPiece], width: Double, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for piece in pieces {
            #expect(
                piece.rect.minX >= 8 - 0.5 && piece.rect.maxX <= width - 8 + 0.5,
                "\(context): \(piece.what) at \(piece.rect.minX)…\(piece.rect.maxX) of \(width)",
                sourceLocation: sourceLocation)
        }
    }

    static func driver(_ arguments: String) -> SceneDriver {
        SceneDriver(arguments, languages: PackageStrings.all)
    }

    /// Each header pulled past its trigger and held, then refreshing, then showing a failure.
    @Test(arguments: languages, widths)
    func everyHeaderFitsTheView(language: String, width: Double) {
        Self.expectEveryHeaderFits(language: language, width: width, scale: 1)
    }

    /// Each footer and style at the end of the list, idle, loading, and showing a failure.
    @Test(arguments: languages, widths)
    func everyFooterFitsTheView(language: String, width: Double) {
        Self.expectEveryFooterFits(language: language, width: width, scale: 1)
    }

    /// At rest, after launch and after a refresh, no two texts overlap (the bar has gone).
    @Test(arguments: languages, widths)
    func noTextOverlapsTextAtRest(language: String, width: Double) {
        Self.expectNoOverlapAtRest(language: language, width: width, scale: 1)
    }

    // MARK: - Larger text

    /// The text scales larger text is checked at, in the default window's 390 points.
    static let scales = [1.5, 2.0]

    /// Every header at text scale 1.5 and 2, in every language, at 390 points: its title
    /// shrinks and wraps inside the view.
    @Test(arguments: languages, scales)
    func everyHeaderFitsTheViewInLargerText(language: String, scale: Double) {
        Self.expectEveryHeaderFits(language: language, width: 390, scale: scale)
    }

    /// Every footer and style at text scale 1.5 and 2, in every language, at 390 points.
    @Test(arguments: languages, scales)
    func everyFooterFitsTheViewInLargerText(language: String, scale: Double) {
        Self.expectEveryFooterFits(language: language, width: 390, scale: scale)
    }

    /// At text scale 1.5 and 2, no two texts overlap at rest, nor on any list (each text the
    /// list draws inside the view), in every language.
    @Test(arguments: languages, scales)
    func noTextOverlapsTextAtRestInLargerText(language: String, scale: Double) {
        Self.expectNoOverlapAtRest(language: language, width: 390, scale: scale)
        for list in ["feed", "sections"] {
            let driver = SceneDriver(
                "--list \(list) --lang \(language) --size 390x720 --text-scale \(scale)",
                languages: PackageStrings.all, metrics: Self.metrics)
            driver.wait(3)
            // The sticky section header is drawn over its own place at the top: once is enough.
            var pieces: [DrawnPiece] = []
            for piece in Self.frame(driver.scene)
            where !pieces.contains(where: { $0.what == piece.what && $0.rect == piece.rect }) {
                pieces.append(piece)
            }
            let context = "\(list) \(language) \(scale)"
            Self.expectNoOverlap(pieces, context)
            Self.expectInside(pieces.filter(\.isText), width: 390, context)
        }
    }

    static func expectEveryHeaderFits(
        language: String, width: Double, scale: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for header in HeaderKind.allCases.map(\.rawValue) {
            let driver = Self.driver(
                "--header \(header) --lang \(language) --size \(Int(width))x720 --latency 800 "
                    + "--fail-every 1 --footer none --text-scale \(scale)")
            driver.wait(3)
            driver.down(width / 2, 100)
            driver.move(width / 2, 300 + 120 * (scale - 1), over: 0.4)
            driver.wait(0.4)
            let context = "\(header) \(language) \(width) ×\(scale)"
            #expect(driver.scene.header.state == .pulling, "\(context)")
            Self.expectInside(Self.frame(driver.scene), width: width, context + " pulled")
            driver.move(width / 2, 420 + 160 * (scale - 1), over: 0.3)
            Self.expectInside(Self.frame(driver.scene), width: width, context + " far")
            driver.move(width / 2, 300 + 120 * (scale - 1), over: 0.3)
            driver.up()
            driver.wait(0.5)
            let refreshing = Self.frame(driver.scene)
            Self.expectInside(refreshing, width: width, context + " refreshing")
            // Open in full, its lines stay apart and off the rows under it.
            Self.expectNoOverlap(refreshing, context + " refreshing")
            driver.wait(0.8)
            Self.expectInside(Self.frame(driver.scene), width: width, context + " failed")
        }
    }

    static func expectEveryFooterFits(language: String, width: Double, scale: Double) {
        for footer in ["auto", "back"] {
            for style in ["state", "normal", "gif"] {
                let driver = Self.driver(
                    "--footer \(footer) --footer-style \(style) --lang \(language) "
                        + "--size \(Int(width))x720 --rows 20 --latency 800 --fail-every 1 "
                        + "--text-scale \(scale)")
                driver.wait(3)
                let context = "\(footer) \(style) \(language) \(width) ×\(scale)"
                driver.wheel(-6 - 30 * (scale - 1))
                driver.wait(0.8)
                Self.expectInside(Self.frame(driver.scene), width: width, context + " idle")
                driver.down(width / 2, 600)
                driver.move(width / 2, 300, over: 0.4)
                driver.wait(0.3)
                driver.up()
                driver.wait(0.4)
                Self.expectInside(Self.frame(driver.scene), width: width, context + " loading")
                driver.wait(0.6)
                Self.expectInside(Self.frame(driver.scene), width: width, context + " failed")
            }
        }
    }

    static func expectNoOverlapAtRest(language: String, width: Double, scale: Double) {
        for header in ["normal", "gif", "balloon"] {
            let driver = Self.driver(
                "--header \(header) --lang \(language) --size \(Int(width))x720 --latency 300 "
                    + "--text-scale \(scale)")
            let context = "\(header) \(language) ×\(scale)"
            driver.wait(3)
            Self.expectNoOverlap(Self.frame(driver.scene), "\(context) at launch")
            driver.key("r")
            driver.wait(4)
            #expect(driver.scene.isSettled)
            Self.expectNoOverlap(Self.frame(driver.scene), "\(context) after refresh")
        }
    }

    /// No two texts in the view overlap by more than the point that rounding lines to whole
    /// points may give (texts of a header hidden above the view are not seen).
    static func expectNoOverlap(
        _ pieces: [DrawnPiece], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let texts = pieces.filter { $0.isText && $0.rect.maxY > 0 }.map {
            DrawnPiece(
                what: $0.what,
                rect: Rect(
                    x: $0.rect.minX + 1, y: $0.rect.minY + 1, width: $0.rect.width - 2,
                    height: $0.rect.height - 2), isText: true)
        }
        for (index, a) in texts.enumerated() {
            for b in texts[(index + 1)...] where a.rect.intersects(b.rect) {
                #expect(
                    Bool(false), "\(context): \(a.what) over \(b.what)",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
