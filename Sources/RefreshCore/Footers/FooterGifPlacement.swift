/// Where a GIF footer's image goes (MJRefresh's gif layout): centred when there is no text,
/// otherwise right-aligned to end 20 points left of the text.
enum FooterGifPlacement {
    static func rect(for size: Size, in frame: Rect, textWidth: Double) -> Rect {
        guard textWidth > 0 else {
            return Rect.centered(at: Point(x: frame.midX, y: frame.midY), size: size)
        }
        let right = frame.midX - textWidth / 2 - RefreshConstants.gifLabelLeftInset
        return Rect(
            x: right - size.width, y: frame.midY - size.height / 2, width: size.width,
            height: size.height)
    }
}
