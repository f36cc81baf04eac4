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

    /// What the desktop does with a pointer event before the list's router sees it.
    enum Take: Equatable {
        /// Not the desktop's: the list's router has it.
        case passes
        /// The desktop's (a scrollbar held, a press being swallowed): nothing under it sees it.
        case taken
        /// The open menu's (`ContextMenu.take`).
        case menu
        /// A press on the list's track: the list pages one way; the press is the desktop's.
        case pageList(towardsEnd: Bool)
    }

    /// Notes where the pointer is and whether its button is down, then decides who has `event`:
    /// the open menu, the scrollbars in `setting` (held, dragged, paged), or the list.
    mutating func take(_ event: InputEvent, _ setting: SceneScrollbars.Setting) -> Take {
        switch event {
        case .pointerMove(let point), .pointerDown(let point), .pointerUp(let point):
            pointer = point
        default: break
        }
        if case .pointerDown = event { buttonDown = true }
        if case .pointerUp = event { buttonDown = false }
        if case .pointerCancel = event { buttonDown = false }
        if menu != nil { return .menu }
        switch event {
        case .pointerMove(let point):
            if swallowsPress { return .taken }
            if bars.drag(to: point, setting) { return .taken }
            bars.noteReach(of: point, setting)
            return .passes
        case .pointerDown(let point):
            switch bars.press(at: point, setting) {
            case .none: return .passes
            case .held: return .taken
            case .pageList(let towardsEnd):
                swallowsPress = true
                return .pageList(towardsEnd: towardsEnd)
            case .pagedCards:
                swallowsPress = true
                return .taken
            }
        case .pointerUp, .pointerCancel:
            let held = swallowsPress || bars.isHeld
            swallowsPress = false
            bars.release(setting)
            if let pointer { bars.noteReach(of: pointer, setting) }
            if case .pointerCancel = event { return .passes }
            return held ? .taken : .passes
        default:
            return .passes
        }
    }

    /// A key while the menu is open: the menu's (`ContextMenu.press`); nothing reaches the
    /// list. The action the menu chose, if it chose one (the menu is closed then).
    mutating func pressInMenu(_ key: KeyPress) -> DemoAction? {
        guard var open = menu else { return nil }
        let outcome = open.press(key)
        menu = open
        return follow(outcome)
    }

    /// The pointer while the menu is open: the menu's (`ContextMenu.take`); the list under the
    /// menu never sees any of it. The action the menu chose, if it chose one.
    mutating func takeInMenu(_ event: InputEvent) -> DemoAction? {
        guard var open = menu else { return nil }
        let outcome = open.take(event)
        menu = open
        return follow(outcome)
    }

    /// Carries out what the menu decided, but for its action, which it returns.
    private mutating func follow(_ outcome: MenuOutcome<DemoAction>) -> DemoAction? {
        switch outcome {
        case .stays: return nil
        case .closes(let swallowingPress):
            menu = nil
            if swallowingPress { swallowsPress = true }
            return nil
        case .acts(let action):
            menu = nil
            return action
        }
    }
}
