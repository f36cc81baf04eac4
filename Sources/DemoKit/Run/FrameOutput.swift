import RefreshCore

/// Where a run's frames go: the SDL backend renders them and writes PNGs; tests can record.
public protocol FrameOutput: AnyObject {
    /// Measures text for layout, in the language last asked for (`metrics(for:)`).
    var metrics: TextMetrics { get }
    /// The metrics measuring text in `language`, as the fonts that draw a list in it do (their
    /// Han glyph forms): what a frame's list is measured with while it is built.
    func metrics(for language: RefreshLanguage) -> TextMetrics
    /// Renders one frame's draw list, its text in the list's language; throws when the frame
    /// cannot be drawn as asked (a sprite sheet that fails to decode when it is first drawn).
    func render(_ list: DrawList) throws(RunError)
    /// Writes the frame just rendered as a PNG at `path`, completely or not at all.
    func saveFrame(to path: String) throws(RunError)
    /// Makes the frames `points` large from the next one on (a script's `resize`).
    func resize(to points: Size) throws(RunError)
}

extension FrameOutput {
    /// An output without pixels of its own follows the view's size without doing anything.
    public func resize(to points: Size) throws(RunError) {}

    /// Text measured and drawn without fonts (a test's, the soak's) depends on no language.
    public func metrics(for language: RefreshLanguage) -> TextMetrics { metrics }
}
