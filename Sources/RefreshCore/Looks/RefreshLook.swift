/// What a header, footer or trailer looks like: a value the component is given, not a subclass.
///
/// Everything a look shows follows from the `RefreshMoment` it is asked to draw: the state and
/// since when it holds, `pullingPercent`, alpha, time, the result on show and since when, how
/// far the opening and closing are (from the component's own `timing`), the language. A look
/// implements `draw` and whichever of the other members it needs; it keeps no clock of its own,
/// and is never told of a change: an arrow turned back mid-turn reads the moment's `turn`.
public protocol RefreshLook {
    /// Draws the look for `moment` inside `frame` (window points).
    func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics)
    /// The index in its sprite sheet of the animation frame shown, or −1 for none.
    func frameIndex(at moment: RefreshMoment) -> Int
    /// Whether the picture still changes with no input (loops, fades, turns): the frame loop
    /// may sleep only when no look animates.
    func isAnimating(at moment: RefreshMoment) -> Bool
    /// The title drawn for `moment` ("" for none).
    func title(at moment: RefreshMoment) -> String
    /// The second line drawn under the title for `moment` (a header's last-updated line), nil
    /// for none.
    func detail(at moment: RefreshMoment) -> String?
    /// The width of the text the look draws, 0 when none (images beside it are placed by it).
    func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double
    /// The height the look needs, if more than the component's default.
    var preferredHeight: Double { get }
    /// How far an image drawn beside a text reaches out from the text's side (its gap and its
    /// width), so the text can leave it room; 0 for a look that stands beside nothing.
    var besideWidth: Double { get }
    /// `besideWidth` at `moment`: more at a larger text scale for an image that grows with
    /// the text (a symbol: the arrow, the spinner, the result's mark); a picture keeps its size.
    func besideWidth(at moment: RefreshMoment) -> Double
    /// Sets the title shown in `state` (a look without titles ignores it).
    mutating func setTitle(_ title: String, for state: RefreshState)
    /// Sets the title shown while `result` is on show (a look without titles ignores it).
    mutating func setTitle(_ title: String, for result: RefreshResult)
}

extension RefreshLook {
    /// No sprite frame by default.
    public func frameIndex(at moment: RefreshMoment) -> Int { -1 }
    /// Still by default.
    public func isAnimating(at moment: RefreshMoment) -> Bool { false }
    /// No title by default.
    public func title(at moment: RefreshMoment) -> String { "" }
    /// No second line by default.
    public func detail(at moment: RefreshMoment) -> String? { nil }
    /// No text by default.
    public func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double { 0 }
    /// No height of its own by default.
    public var preferredHeight: Double { 0 }
    /// Nothing beside a text by default.
    public var besideWidth: Double { 0 }
    /// `besideWidth`, whatever the text scale, by default (a picture's size).
    public func besideWidth(at moment: RefreshMoment) -> Double { besideWidth }
    /// No titles by default.
    public mutating func setTitle(_ title: String, for state: RefreshState) {}
    /// No titles by default.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {}
}
