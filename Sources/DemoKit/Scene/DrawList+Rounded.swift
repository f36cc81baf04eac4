import RefreshCore

extension DrawList {
    /// Fills `rect` with its corners rounded to `radius` points, as one-point bands whose ends
    /// follow the corner's circle (the draw list has rectangles only; a bubble or a pill is
    /// drawn once into its row's layer and reused).
    mutating func fillRounded(_ rect: Rect, radius: Double, _ color: Color) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let bands = Int(r.rounded(.up))
        guard bands > 0 else { return fill(rect, color) }
        let band = r / Double(bands)
        for index in 0..<bands {
            // The circle's inset at the band's middle.
            let dy = r - (Double(index) + 0.5) * band
            let inset = r - (r * r - dy * dy).squareRoot()
            let width = rect.width - 2 * inset
            let top = rect.minY + Double(index) * band
            let bottom = rect.maxY - Double(index + 1) * band
            fill(Rect(x: rect.minX + inset, y: top, width: width, height: band), color)
            fill(Rect(x: rect.minX + inset, y: bottom, width: width, height: band), color)
        }
        fill(
            Rect(x: rect.minX, y: rect.minY + r, width: rect.width, height: rect.height - 2 * r),
            color)
    }
}
