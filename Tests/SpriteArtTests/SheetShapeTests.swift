import Foundation
import SpriteArt
import Testing

/// Frame counts, sizes and a few properties of what each sheet depicts.
struct SheetShapeTests {
    /// The shapes the art declares (`SpriteCatalog.shapes`), which the drawn sheets must have.
    static let expected: [String: SheetShape] = Dictionary(
        uniqueKeysWithValues: SpriteCatalog.shapes.map { ($0.name, $0) })

    @Test(arguments: [1, 2])
    func frameCountsAndSizes(scale: Int) throws {
        let sheets = try #require(GeneratedSheets.byScale[scale])
        #expect(sheets.map(\.description.name).sorted() == Self.expected.keys.sorted())
        for sheet in sheets {
            let spec = try #require(Self.expected[sheet.description.name])
            #expect(sheet.description.scale == scale)
            #expect(sheet.description.frames.count == spec.frames, "\(sheet.description.name)")
            #expect(
                sheet.description.pointWidth == spec.pointWidth
                    && sheet.description.pointHeight == spec.pointHeight)
            for frame in sheet.description.frames {
                #expect(
                    frame.w == Int(spec.pointWidth) * scale
                        && frame.h == Int(spec.pointHeight) * scale)
                #expect(frame.x >= 0 && frame.y >= 0)
                #expect(frame.x + frame.w <= sheet.image.width)
                #expect(frame.y + frame.h <= sheet.image.height)
            }
            #expect(
                Set(sheet.description.frames).count == sheet.description.frames.count,
                "frames overlap")
        }
    }

    @Test(arguments: [1, 2])
    func everyFrameHasContent(scale: Int) throws {
        for sheet in try #require(GeneratedSheets.byScale[scale]) {
            for index in sheet.description.frames.indices {
                if sheet.description.name == "balloon"
                    && index == sheet.description.frames.count - 1
                {
                    continue
                }
                let count = GeneratedSheets.opaqueCount(sheet, frame: index, threshold: 32)
                #expect(count > 0, "\(sheet.description.name) frame \(index) is empty")
            }
        }
    }

    @Test func balloonInflatesThenBursts() {
        let balloon = GeneratedSheets.sheet("balloon")
        let sizes = (0..<5).map { GeneratedSheets.opaqueCount(balloon, frame: $0) }
        #expect(sizes == sizes.sorted() && sizes[4] > sizes[0] * 2)
        let last = GeneratedSheets.opaqueCount(balloon, frame: 12)
        #expect(last < sizes[4] / 10, "the last burst frame should be nearly empty")
    }

    /// The marks are discs of the result's colour: the check green, the cross red, both with a
    /// white glyph at the centre.
    @Test(arguments: [1, 2])
    func theResultMarksAreAGreenCheckAndARedCross(scale: Int) {
        let sheet = GeneratedSheets.sheet("result", scale: scale)
        func pixel(_ frame: Int, _ x: Double, _ y: Double) -> [UInt8] {
            let rect = sheet.description.frames[frame]
            let px = rect.x + Int(x * Double(scale))
            let py = rect.y + Int(y * Double(scale))
            let at = (py * sheet.image.width + px) * 4
            return Array(sheet.image.pixels[at..<at + 4])
        }
        // Inside the disc, away from the glyph: the result's colour.
        let green = pixel(0, 10, 17)
        #expect(green[1] > 150 && green[0] < 100 && green[3] == 255)
        let red = pixel(1, 10, 17)
        #expect(red[0] > 200 && red[1] < 100 && red[3] == 255)
        // The cross's centre is white; the check's bend too.
        #expect(pixel(1, 10, 10)[0...2].allSatisfy { $0 > 230 })
        #expect(pixel(0, 8.7, 13)[0...2].allSatisfy { $0 > 200 })
        // The corners are clear.
        #expect(pixel(0, 0.5, 0.5)[3] == 0 && pixel(1, 19.5, 0.5)[3] == 0)
    }

    /// The progress sheet's failure ends red, its success blue, each with a mark at the centre
    /// where the loop has its dot.
    @Test func theProgressResultsEndInTheirColours() {
        let sheet = GeneratedSheets.sheet("progress", scale: 1)
        func pixel(_ frame: Int, _ x: Int, _ y: Int) -> [UInt8] {
            let rect = sheet.description.frames[frame]
            let at = ((rect.y + y) * sheet.image.width + rect.x + x) * 4
            return Array(sheet.image.pixels[at..<at + 4])
        }
        // The ring's left side, 12.5 points from the centre.
        let failed = pixel(37, 18 - 12, 18)
        #expect(failed[0] > 200 && failed[2] < 120 && failed[3] > 200)
        let landed = pixel(45, 18 - 12, 18)
        #expect(landed[2] > 200 && landed[0] < 60 && landed[3] > 200)
        #expect(
            GeneratedSheets.opaqueCount(sheet, frame: 37)
                > GeneratedSheets.opaqueCount(sheet, frame: 29))
    }

    @Test func chibiGrowsAsItWakes() {
        let chibi = GeneratedSheets.sheet("chibi")
        #expect(
            GeneratedSheets.opaqueCount(chibi, frame: 59)
                > GeneratedSheets.opaqueCount(chibi, frame: 0))
    }

    @Test(arguments: [1, 2])
    func arrowPointsDownAndIsWhite(scale: Int) {
        let image = GeneratedSheets.sheet("arrow", scale: scale).image
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }
        var widest = (row: 0, count: 0)
        for row in 0..<image.height {
            let count = (0..<image.width).filter { alpha($0, row) >= 128 }.count
            if count > widest.count { widest = (row, count) }
        }
        #expect(widest.row >= image.height / 2, "widest row \(widest.row) is in the upper half")
        let visible = stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0 + 3] > 0
        }
        #expect(!visible.isEmpty)
        #expect(
            visible.allSatisfy { image.pixels[$0..<($0 + 3)].allSatisfy { $0 == 255 } },
            "the arrow is pure white so it can be tinted")
    }

    @Test func spinnerBrightestSpokeTurnsClockwise() {
        let spinner = GeneratedSheets.sheet("spinner")
        let size = 40.0
        for k in 0..<12 {
            let bytes = spinner.image.crop(spinner.description.frames[k])
            var best = (spoke: -1, alpha: -1)
            for spoke in 0..<12 {
                // Sample the middle of each spoke; angles run clockwise from twelve o'clock.
                let angle = Double(spoke) * Double.pi / 6
                let x = Int(size / 2 + 13.2 * sin(angle))
                let y = Int(size / 2 - 13.2 * cos(angle))
                let alpha = Int(bytes[(y * Int(size) + x) * 4 + 3])
                if alpha > best.alpha { best = (spoke, alpha) }
            }
            #expect(best.spoke == k, "frame \(k): brightest spoke is \(best.spoke)")
        }
    }

    @Test(arguments: ["progress", "dots", "spinner"])
    func loopIsSeamless(name: String) {
        // Wrapping from the last frame to the first is no bigger a jump than an ordinary step.
        let sheet = GeneratedSheets.sheet(name)
        let n = sheet.description.frames.count
        let seam = difference(sheet, n - 1, 0)
        let steps = (0..<(n - 1)).map { difference(sheet, $0, $0 + 1) }
        #expect(seam <= steps.max()! * 11 / 10, "\(name): seam \(seam), steps \(steps)")
    }

    private func difference(_ sheet: GeneratedSheet, _ a: Int, _ b: Int) -> Int {
        zip(
            sheet.image.crop(sheet.description.frames[a]),
            sheet.image.crop(sheet.description.frames[b])
        )
        .reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    }
}
