/// How a controller's d-pad and shoulders scroll the list: as the wheel does (smooth, clamped
/// to the range), by a notch or by a page.
public enum PadScroll: Hashable, Sendable {
    /// 40 points towards the top, one wheel notch (as `Up`).
    case lineUp
    /// 40 points towards the end (as `Down`).
    case lineDown
    /// The view's height less one row towards the top (as `PageUp`).
    case pageUp
    /// The same towards the end (as `PageDown`).
    case pageDown
}
