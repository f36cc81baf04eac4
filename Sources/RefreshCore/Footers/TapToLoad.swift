/// A footer's tap-to-load capability (MJRefresh's tap on the auto footer's title): which taps
/// load. A footer without one ignores taps.
public struct TapToLoad: Equatable, Sendable {
    /// Only a look that shows a title takes the tap (the title fills the footer).
    public var needsTitle: Bool
    /// A footer its layout hides (a short list) still loads when tapped.
    public var whileHiddenByLayout: Bool

    /// Taps that load: on a title only when `needsTitle`, also while the layout hides the
    /// footer when `whileHiddenByLayout`.
    public init(needsTitle: Bool, whileHiddenByLayout: Bool) {
        self.needsTitle = needsTitle
        self.whileHiddenByLayout = whileHiddenByLayout
    }

    /// The auto footer's: on its title, even under a short list.
    public static let onTitle = TapToLoad(needsTitle: true, whileHiddenByLayout: true)
    /// The top loader's: anywhere on it while it is shown.
    public static let whileShown = TapToLoad(needsTitle: false, whileHiddenByLayout: false)
}
