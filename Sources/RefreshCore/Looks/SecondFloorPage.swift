/// The second floor's page: a full-view picture composed for any view size — a night sky
/// graded from top to bottom with stars, a skyline on the horizon, the `floorpage`
/// illustration standing on it in the middle, and under it the page's title and its way back.
///
/// It is pinned to the view: the content sliding down uncovers it from the top.
public struct SecondFloorPage: Sendable {
    /// Where the parts go in one view.
    public struct Layout: Equatable, Sendable {
        /// The horizon: the sky above it, the ground below.
        public var horizon: Double
        /// The illustration, standing on the horizon.
        public var illustration: Rect
        /// The top of the title's line.
        public var titleTop: Double
        /// The top of the way back's line.
        public var backTop: Double
    }

    /// The illustration's sheet: its frame 0 stands in the middle.
    public let illustration: SpriteSheet
    /// The page's words in every language, when the app sets them; nil takes them from the
    /// header's language.
    public var titles: SecondFloorTitles?
    /// The title's style.
    public var titleStyle = Self.defaultTitleStyle
    /// The way back's style.
    public var backStyle = Self.defaultBackStyle
    /// The page's colours.
    public var palette = SecondFloorPalette.evening

    /// A page showing frame 0 of `illustration`.
    public init(illustration: SpriteSheet) {
        self.illustration = illustration
    }

    /// The title's style unless another is set: bold 26 pt.
    public static let defaultTitleStyle = TextStyle(weight: .bold, size: 26)
    /// The way back's style unless another is set: regular 14 pt.
    public static let defaultBackStyle = TextStyle(weight: .regular, size: 14)
    /// The default `light`: the gold the page's illustration (the `floorpage` sheet) lights its
    /// door and lanterns with, so the skyline's windows match the picture.
    public static let lanternGold = Color(r: 255, g: 196, b: 92)

    /// Where the parts go in `view`: the horizon at 68 % of the height, the illustration as
    /// large as its sheet unless the view is too small, the title and the way back under the
    /// horizon (the title's line `textScale` times its style's height).
    public func layout(in view: Rect, textScale: Double = 1) -> Layout {
        let horizon = (view.minY + view.height * 0.68).rounded()
        let native = illustration.pointSize
        let room = min(view.width - 32, horizon - view.minY - 24)
        let scale = max(0, min(1, room / max(native.width, native.height)))
        let size = Size(width: native.width * scale, height: native.height * scale)
        let art = Rect(
            x: (view.midX - size.width / 2).rounded(), y: horizon - size.height,
            width: size.width, height: size.height)
        let gap = max(8, min(40, (view.maxY - horizon) / 6)).rounded()
        let titleTop = horizon + gap
        return Layout(
            horizon: horizon, illustration: art, titleTop: titleTop,
            backTop: titleTop + titleStyle.size * textScale * 1.2 + gap / 2)
    }

    /// Draws the page pinned to `view`, where it is uncovered: from the view's top down to
    /// `bottom` (window points), its words in the language of `strings`, `textScale` times
    /// their styles' size; nothing when none of it is.
    public func draw(
        into list: inout DrawList, view: Rect, revealedTo bottom: Double,
        strings: RefreshStrings = .english, textScale: Double = 1, metrics: TextMetrics
    ) {
        let shown = Rect(
            x: view.minX, y: view.minY, width: view.width,
            height: min(bottom, view.maxY) - view.minY)
        guard shown.height > 0, view.width > 0 else { return }
        let layout = layout(in: view, textScale: textScale)
        list.clipped(to: shown) { list in
            drawSky(into: &list, view: view, horizon: layout.horizon)
            drawSkyline(into: &list, view: view, layout: layout)
            list.fill(
                Rect(
                    x: view.minX, y: layout.horizon, width: view.width,
                    height: view.maxY - layout.horizon), palette.ground)
            list.fill(
                Rect(x: view.minX, y: layout.horizon, width: view.width, height: 2),
                palette.light.withAlpha(0.55))
            if layout.illustration.width > 0 {
                list.sprite(illustration.name, frame: 0, in: layout.illustration)
            }
            let words = titles ?? SecondFloorTitles(strings)
            drawWords(
                into: &list, view: view, layout: layout, words: words, textScale: textScale,
                metrics: metrics)
        }
    }

    /// The sky in bands 8 points tall, graded from the palette's `skyTop` to its `skyHorizon`, with stars.
    private func drawSky(into list: inout DrawList, view: Rect, horizon: Double) {
        let height = horizon - view.minY
        let bands = max(1, Int((height / 8).rounded(.up)))
        for band in 0..<bands {
            let top = view.minY + Double(band) * height / Double(bands)
            let mix = Double(band) / Double(max(1, bands - 1))
            list.fill(
                Rect(
                    x: view.minX, y: top.rounded(), width: view.width,
                    height: (height / Double(bands)).rounded(.up) + 1),
                Self.mix(palette.skyTop, palette.skyHorizon, mix))
        }
        // Stars at fixed fractions of the sky (golden-ratio steps), as many as its area holds.
        let count = min(160, Int(view.width * height / 5000))
        for index in 0..<count {
            let k = Double(index) + 0.5
            let x = view.minX + (k * 0.618_034).truncatingRemainder(dividingBy: 1) * view.width
            let y =
                view.minY + (k * 0.414_214 + 0.05).truncatingRemainder(dividingBy: 1)
                * height * 0.8
            let size = index % 7 == 0 ? 2.0 : 1.0
            let twinkle = 0.35 + 0.65 * (k * 0.271_828).truncatingRemainder(dividingBy: 1)
            list.fill(
                Rect(x: x.rounded(), y: y.rounded(), width: size, height: size),
                palette.title.withAlpha(twinkle))
        }
    }

    /// Buildings along the horizon, with lit windows, leaving the middle to the illustration.
    private func drawSkyline(into list: inout DrawList, view: Rect, layout: Layout) {
        let clear = (layout.illustration.minX - 24)...(layout.illustration.maxX + 24)
        var x = view.minX
        var index = 0
        while x < view.maxX {
            let k = Double(index)
            let width = 26 + 30 * (k * 0.618_034).truncatingRemainder(dividingBy: 1)
            let height = 30 + 70 * (k * 0.754_877 + 0.3).truncatingRemainder(dividingBy: 1)
            let building = Rect(
                x: x.rounded(), y: layout.horizon - height.rounded(), width: width.rounded() - 4,
                height: height.rounded())
            if building.maxX < clear.lowerBound || building.minX > clear.upperBound {
                list.fill(building, palette.skyline)
                drawWindows(into: &list, building: building, seed: index)
            }
            x += width
            index += 1
        }
    }

    private func drawWindows(into list: inout DrawList, building: Rect, seed: Int) {
        var row = 0
        var y = building.minY + 8
        while y + 4 < building.maxY - 6 {
            var column = 0
            var x = building.minX + 5
            while x + 4 < building.maxX - 4 {
                if (seed * 7 + row * 5 + column * 3) % 4 == 0 {
                    list.fill(Rect(x: x, y: y, width: 4, height: 5), palette.light.withAlpha(0.8))
                }
                x += 9
                column += 1
            }
            y += 11
            row += 1
        }
    }

    /// The title and, under it, the way back on a translucent plate so it reads as a button.
    private func drawWords(
        into list: inout DrawList, view: Rect, layout: Layout, words: SecondFloorTitles,
        textScale: Double, metrics: TextMetrics
    ) {
        // Both fitted to the view (shrunk, then on two lines), 8 points spare at each side.
        let margin = TitleLook.edgeMargin
        let title = FittedText.fit(
            words.page, style: titleStyle.scaled(by: textScale), width: view.width - 2 * margin,
            metrics: metrics)
        title.draw(
            centeredIn: Rect(
                x: view.minX, y: layout.titleTop, width: view.width, height: title.height),
            color: palette.title, into: &list, metrics: metrics)
        let back = FittedText.fit(
            words.back, style: backStyle.scaled(by: textScale),
            width: view.width - 2 * (margin + 14),
            metrics: metrics)
        let plate = Rect(
            x: (view.midX - back.width / 2 - 14).rounded(), y: layout.backTop - 7,
            width: (back.width + 28).rounded(), height: (back.height + 14).rounded())
        list.fill(plate, palette.back.withAlpha(0.16))
        back.draw(
            centeredIn: Rect(
                x: view.minX, y: layout.backTop, width: view.width, height: back.height),
            color: palette.back, into: &list, metrics: metrics)
    }

    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * min(max(t, 0), 1)).rounded())
        }
        return Color(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b))
    }
}
