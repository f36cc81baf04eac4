import RefreshCore

/// What the desktop's ways in hold between events: the context menu, the keyboard focus, the
/// scrollbars' grips and where the pointer is. Read through the scene's public API (the trace,
/// an accessibility bridge).
struct DesktopControls {
    /// The context menu, while it is open.
    var menu: ContextMenu<DemoAction>?
    /// A press that closed the menu or paged the list is the desktop's until its release:
    /// nothing under it sees it.
    var swallowsPress = false
    /// The control with the keyboard focus.
    var focus: FocusTarget?
    /// The list's scrollbar and the carousel's.
    var bars = SceneScrollbars()
    /// Where the pointer is, once it has been in the view.
    var pointer: Point?
    /// Whether the left button is down.
    var buttonDown = false
}
