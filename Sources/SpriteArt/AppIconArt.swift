import Glibc

/// The demo's app icon: a white refresh arrow turning on a blue tile, drawn in a 256-unit
/// square as an SVG (the scalable icon) and rasterised at each size the hicolor theme lists,
/// each drawn natively at its size as the 2× sheets are (never a scaled bitmap).
public enum AppIconArt {
    /// The icon's name in the hicolor theme (the desktop entry's `Icon=`).
    public static let name = "refresh-demo"
    /// The PNG sizes installed under `share/icons/hicolor/NxN/apps/`.
    public static let sizes = [16, 32, 48, 128, 256]
    /// The design's square, in units.
    static let units = 256.0

    /// The parts, back to front.
    static let parts: [IconPart] = {
        let centre = Vec2(128, 134)
        let radius = 62.0
        // The arc turns clockwise from a little past twelve and stops short of it, where the
        // arrowhead carries it on (angles clockwise from twelve o'clock).
        let start = 0.55
        let sweep = 4.9
        let end = start + sweep
        let tip = Vec2.polar(centre, radius: radius, angle: end)
        let along = Vec2(cos(end), sin(end))
        let outwards = Vec2(sin(end), -cos(end))
        let head = [
            tip + outwards * 34 - along * 6, tip + along * 40, tip - outwards * 34 - along * 6,
        ]
        let white = RGBA.white
        return [
            .tile(
                origin: Vec2(16, 16), size: 224, radius: 50, top: RGBA(88, 170, 250),
                bottom: RGBA(28, 104, 214)),
            .arc(centre: centre, radius: radius, start: start, sweep: sweep, width: 26, white),
            .polygon(head, white),
        ]
    }()

    /// The icon at `pixels` × `pixels`, straight-alpha RGBA8.
    public static func image(pixels: Int) -> SheetImage {
        var canvas = Canvas(pointWidth: Double(pixels), pointHeight: Double(pixels), scale: 1)
        let unit = Double(pixels) / units
        for part in parts { part.draw(into: &canvas, unit: unit) }
        return SheetImage(width: pixels, height: pixels, pixels: canvas.straightRGBA8())
    }

    /// The scalable icon: an SVG document in the design's units.
    public static func svg() -> String {
        let size = Int(units)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" "
                + "viewBox=\"0 0 \(size) \(size)\">",
        ]
        for (index, part) in parts.enumerated() { lines.append(part.svg(id: "part\(index)")) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
