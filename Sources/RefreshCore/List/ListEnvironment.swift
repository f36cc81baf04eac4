/// What an item's height depends on besides its own content: the width it is laid out at, the
/// language its text is in and the text scale. A `ListLayout` measures each item once per value
/// of this and keeps the heights until it changes.
public struct ListEnvironment: Equatable, Hashable, Sendable {
    /// The width rows are laid out at, points.
    public var width: Double
    /// The language the rows' text is in.
    public var language: RefreshLanguage
    /// How much larger than normal every text is drawn (the contract's `--text-scale`, 1…2).
    public var textScale: Double

    /// An environment of `width` points, in `language`, at `textScale`.
    public init(width: Double, language: RefreshLanguage = .english, textScale: Double = 1) {
        self.width = width
        self.language = language
        self.textScale = textScale
    }
}
