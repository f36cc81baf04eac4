import RefreshCore

extension DemoScene {
    // MARK: - The text scale

    /// The text scale in effect (1…2, the trace's `text_scale`): every text of the scene is set
    /// this many times larger, and rows, section headers, the header, the footers and the
    /// trailer stand this many times taller (wider, for the trailer), so their trigger
    /// distances grow with them: the contract's "Text scale X".
    public var textScale: Double { preferences.textScale }

    /// Brings the list and every component to the text scale in effect: the rows are measured
    /// again and the row at the top of the view keeps its place on the screen (nothing happens
    /// when the scale is already in force).
    func applyTextScale() {
        let scale = textScale
        for component in [header.component, footer?.component, carousel?.trailer.component]
            .compactMap({ $0 })
        {
            component.textScale = scale
        }
        guard list.layout.environment.textScale != scale else { return }
        scrollView.update(list.layout) { list.layout.environment.textScale = scale }
        listDidChange()
    }
}
