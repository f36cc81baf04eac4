/// How a key or a menu item scrolls the list: as the wheel does (smooth, clamped to the range).
public enum ScrollMove: Hashable, Sendable {
    /// 40 points towards the top, one wheel notch.
    case lineUp
    /// 40 points towards the end.
    case lineDown
    /// The view's height less one row towards the top.
    case pageUp
    /// The same towards the end.
    case pageDown
    /// To the top of the content.
    case top
    /// To the end of the content.
    case end
}
