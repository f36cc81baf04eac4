/// Something the demo does when asked: by a key today, by a context menu's item when it comes.
/// Both tables name these, so a new way to ask is a row, not a new `switch`.
public enum DemoAction: Hashable, Sendable {
    /// Show this header kind.
    case header(HeaderKind)
    /// The next header kind (wrapping).
    case nextHeader
    /// The next footer kind (wrapping).
    case nextFooter
    /// The next footer style (wrapping).
    case nextFooterStyle
    /// Begin refreshing from code.
    case refresh
    /// The footer: no more data, or reset it.
    case toggleNoMoreData
    /// The next language the scene has titles for.
    case nextLanguage
    /// The next theme: light, dark (wrapping); under `--theme system` it stops following the
    /// desktop's colour scheme.
    case nextTheme
    /// The next request sent fails.
    case failNextRequest
    /// Close the second floor.
    case closeFloor
    /// Show or hide the key panel.
    case toggleKeyPanel
    /// Show or hide the inspector.
    case toggleInspector
    /// Quit.
    case quit
}
