/// Code an app runs as a header's second floor moves (each optional): when it starts opening,
/// once it is open, when it starts closing and once it is closed again.
public struct SecondFloorHooks {
    /// The floor starts opening (from a release while ready, or `openFloor()`): no request is
    /// sent; an app stops competing work here, as the demo ends a footer's load.
    public var opening: (() -> Void)?
    /// The page fills the view.
    public var opened: (() -> Void)?
    /// The floor starts closing (`closeFloor()`, or a switch that closes it at once).
    public var closing: (() -> Void)?
    /// The floor is closed and the list has its insets back.
    public var closed: (() -> Void)?

    /// Hooks, all empty by default.
    public init(
        opening: (() -> Void)? = nil, opened: (() -> Void)? = nil,
        closing: (() -> Void)? = nil, closed: (() -> Void)? = nil
    ) {
        self.opening = opening
        self.opened = opened
        self.closing = closing
        self.closed = closed
    }

    /// Runs the hook of the state the floor went into, if set; a floor closed at once also
    /// runs `closing` first, so every opening is paired with a closing.
    public func run(from old: SecondFloorState, to new: SecondFloorState) {
        switch new {
        case .opening: opening?()
        case .open: opened?()
        case .closing: closing?()
        case .closed:
            if old == .opening || old == .open { closing?() }
            if old.holdsList { closed?() }
        case .ready: break
        }
    }
}
