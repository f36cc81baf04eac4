import Foundation
import Testing

// Arabic and Hebrew through the binary: the trace says `rtl`, the whole view is mirrored (row
// text right-aligned, the spinner right of the title, the scrollbar at the left edge), and the
// carousel starts at the right: a drag to the right moves it exactly as the same drag to the
// left does in English, and `carousel_offset_x` still counts from its start.

/// The x of every dark pixel's column (r, g, b < 110) in rows `y` of `image`, left to right.
private func darkColumns(_ image: RGBImage, y: Range<Int>) -> [Int] {
    (0..<image.width).filter { x in
        y.contains { image[x, $0].allSatisfy { $0 < 110 } }
    }
}

@Suite struct RightToLeftTests {
    @Test(arguments: ["ar", "he", "en", "ja"])
    func theTraceSaysRightToLeftInArabicAndHebrewOnly(language: String) throws {
        let lines = try Demo.trace("wait 100\nkey l\nwait 100\n", ["--lang", language])
        let first = try #require(lines.first)
        let last = try #require(lines.last)
        let rtl = language == "ar" || language == "he"
        #expect(first.string("direction") == (rtl ? "rtl" : "ltr"))
        // `l` goes on to the next language: he → en, ar → he, en → zh-Hans, ja → de.
        let next = ["ar": "he", "he": "en", "en": "zh-Hans", "ja": "de"][language]
        #expect(last.string("lang") == next)
        #expect(last.string("direction") == (next == "he" ? "rtl" : "ltr"))
    }

    /// The same frame in English and Hebrew: "Row 1" starts 16 points from the left in
    /// English and ends 16 points from the right in Hebrew; the refreshing header's spinner is
    /// left of the title in English and right of it in Hebrew; the scrollbar (shown while the
    /// header opens) is at the right edge in English and the left edge in Hebrew.
    @Test(
        .enabled(
            if: Requirement.met(Pixels.convert != nil),
            "needs ImageMagick's convert to read the PNG (never skipped in CI)"))
    func theWholeViewIsMirrored() throws {
        try #require(
            Pixels.convert != nil, "ImageMagick's convert is missing: make test installs it")
        // After the status bar has gone, so the rows are where the view's top is.
        let script = "wait 3000\ndown 195 10\nmove 195 230 400\nup\nwait 300\nshot refreshing\n"
        var images: [String: RGBImage] = [:]
        for language in ["en", "he"] {
            let dir = try TempDir()
            let file = try dir.write("script.txt", script)
            let result = try Demo.run(arguments: [
                "--headless", "--size", "390x300", "--latency", "5000", "--lang", language,
                "--script", file, "--shots", dir.path("shots"),
            ])
            #expect(result.code == 0, "stderr: \(result.stderr)")
            images[language] = try RGBImage.read(dir.path("shots/refreshing.png"))
        }
        let english = try #require(images["en"])
        let hebrew = try #require(images["he"])
        // The first row's title band: the header is 54 points open, the row's title in its top half.
        let rowTitle = 60..<76
        let englishRow = darkColumns(english, y: rowTitle)
        let hebrewRow = darkColumns(hebrew, y: rowTitle)
        let englishLeft = try #require(englishRow.first)
        let hebrewRight = try #require(hebrewRow.last)
        #expect(abs(englishLeft - 16) <= 2, "English row text starts at \(englishLeft)")
        #expect(abs((390 - 1 - hebrewRight) - 16) <= 2, "Hebrew row text ends at \(hebrewRight)")
        #expect(englishRow.allSatisfy { $0 < 195 } && hebrewRow.allSatisfy { $0 > 195 })
        // The header's ink in clusters apart by more than 8 columns: in English the spinner
        // (about 20 pixels) comes first, left of the title; in Hebrew last, right of it.
        func headerClusters(_ image: RGBImage) -> [ClosedRange<Int>] {
            let columns = (7..<383).filter { x in
                (0..<54).contains { image[x, $0].allSatisfy { $0 < 215 } }
            }
            var clusters: [ClosedRange<Int>] = []
            for x in columns {
                if let last = clusters.last, x - last.upperBound <= 8 {
                    clusters[clusters.count - 1] = last.lowerBound...x
                } else {
                    clusters.append(x...x)
                }
            }
            return clusters
        }
        let englishHeader = headerClusters(english)
        let hebrewHeader = headerClusters(hebrew)
        #expect(englishHeader.count >= 2 && hebrewHeader.count >= 2)
        let englishSpinner = try #require(englishHeader.first)
        let hebrewSpinner = try #require(hebrewHeader.last)
        #expect(englishSpinner.count <= 26, "English: \(englishHeader)")
        #expect(hebrewSpinner.count <= 26, "Hebrew: \(hebrewHeader)")
        // The scrollbar, shown while the header opened: grey in the outer 7 points of one edge.
        func edgeInk(_ image: RGBImage, _ x: Range<Int>) -> Int {
            image.count(x: x, y: 0..<90) { $0.allSatisfy { $0 < 200 } }
        }
        #expect(edgeInk(english, 383..<390) > 50 && edgeInk(english, 0..<7) == 0)
        #expect(edgeInk(hebrew, 0..<7) > 50 && edgeInk(hebrew, 383..<390) == 0)
    }

    /// A drag to the right on the band in Arabic is the English drag to the left, mirrored:
    /// frame for frame the same `carousel_offset_x`, from 0 at the start towards the trailer,
    /// past its end into the trailer's load.
    @Test(arguments: [30, 240])
    func theCarouselsDragIsMirrored(fps: Int) throws {
        func drag(_ x: (Double) -> Double) -> String {
            "wait 100\ndown \(x(300)) 200\nmove \(x(290)) 200 100\nmove \(x(-500)) 210 900\n"
                + "wait 200\nup\nwait 1000\n"
        }
        let options = ["--carousel", "3", "--fps", "\(fps)", "--latency", "5000"]
        let english = try Demo.trace(drag { $0 }, options)
        let arabic = try Demo.trace(drag { 390 - $0 }, options + ["--lang", "ar"])
        #expect(english.count == arabic.count)
        let englishOffsets = english.map { $0.number("carousel_offset_x") }
        let arabicOffsets = arabic.map { $0.number("carousel_offset_x") }
        // The same arithmetic on mirrored numbers: equal but for the last bits.
        #expect(zip(arabicOffsets, englishOffsets).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(
            arabic.map { $0.string("trailer_state") } == english.map { $0.string("trailer_state") })
        #expect((englishOffsets.max() ?? 0) > 600, "the drag reached the carousel's end")
        #expect(arabic.contains { $0.string("trailer_state") == "refreshing" })
    }
}
