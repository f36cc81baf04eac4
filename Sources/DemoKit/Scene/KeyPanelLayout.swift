import RefreshCore

/// The key panel as last laid out, kept until what it was laid out for changes (the language,
/// the text scale, the view's size, or the text's measure): the panel is laid out once, not
/// each frame it is drawn. Laying it out measures every text at each size it tries, and when
/// those measurements outnumber the metrics' memo, all of them were measured anew every frame:
/// one seed of the soak, the panel open at a narrow width, spent minutes of frames there.
final class KeyPanelLayout {
    /// What a layout depends on.
    struct Key: Equatable {
        var language: RefreshLanguage
        var textScale: Double
        var view: Size
        /// A reference text's width: changes with the fonts' density or the metrics.
        var measure: Double
    }

    /// A panel laid out: its type, its pieces and its size; nil when none fits the view.
    typealias Laid = (setting: KeyPanel.Setting, pieces: [(text: String, at: Point)], size: Size)

    private var key: Key?
    private var laid: Laid?

    /// The layout for `key`, made by `layOut` when the key differs from the last one.
    func layout(for key: Key, _ layOut: () -> Laid?) -> Laid? {
        if key != self.key {
            laid = layOut()
            self.key = key
        }
        return laid
    }
}
