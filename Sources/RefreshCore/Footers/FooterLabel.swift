/// The state line every state footer shows: a title per state, bold 14 pt in RGB(90, 90, 90),
/// centred in the footer (MJRefresh's label fills the footer's bounds).
struct FooterLabel {
    var titles: [RefreshState: String]
    var style = TextStyle(weight: .bold, size: RefreshConstants.labelFontSize)
    var color = RefreshConstants.labelColor
    var isHidden = false

    /// The title for `state`, empty when none is set.
    func text(for state: RefreshState) -> String { titles[state] ?? "" }

    /// The width `text` takes, 0 when the label is hidden or the text empty.
    func width(of text: String, metrics: TextMetrics) -> Double {
        guard !isHidden, !text.isEmpty else { return 0 }
        return metrics.size(of: text, style: style).width
    }

    /// Draws `text` centred in `frame` with opacity `alpha`.
    func draw(
        _ text: String, in frame: Rect, alpha: Double, list: inout DrawList, metrics: TextMetrics
    ) {
        guard !isHidden, !text.isEmpty else { return }
        let size = metrics.size(of: text, style: style)
        let origin = Point(
            x: (frame.midX - size.width / 2).rounded(), y: (frame.midY - size.height / 2).rounded())
        list.text(text, style: style, color: color.withAlpha(alpha), at: origin)
    }
}
