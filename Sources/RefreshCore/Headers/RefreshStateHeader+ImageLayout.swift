extension RefreshStateHeader {
    /// Where an image of `size` goes in `frame` (MJRefresh's GIF header layout): centred when both
    /// labels are hidden; otherwise vertically centred with its right edge `gap` points left of
    /// the widest visible line, at w/2 − textWidth/2 − gap.
    public func imageRect(
        size: Size, in frame: Rect, metrics: TextMetrics,
        gap: Double = RefreshConstants.gifLabelLeftInset
    ) -> Rect {
        let center = Point(x: frame.midX, y: frame.midY)
        if isStateLabelHidden && isLastUpdatedLabelHidden {
            return Rect.centered(at: center, size: size)
        }
        let right = frame.midX - textWidth(metrics: metrics) / 2 - gap
        return Rect(
            x: right - size.width, y: frame.midY - size.height / 2, width: size.width,
            height: size.height)
    }
}
