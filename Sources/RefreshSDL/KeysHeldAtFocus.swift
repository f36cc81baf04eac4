/// The keys already held when the window gets the focus, which do nothing until released: SDL
/// makes up a key-down for every key it finds held as the focus arrives (X11 queues them right
/// after the focus event), and Escape held while the demo starts must not quit it.
struct KeysHeldAtFocus {
    /// The keys (scancodes) held as the window got the focus, ignored until released.
    private var held: Set<UInt32> = []
    /// Whether the window got the focus in this poll: key-downs that follow are made up.
    private var justGained = false

    /// The window got the focus with `heldNow` held (as SDL knows them).
    mutating func focusGained(holding heldNow: some Sequence<UInt32>) {
        justGained = true
        held.formUnion(heldNow)
    }

    /// A key went down: whether it counts (false for a key held since the focus came).
    mutating func keyDown(_ scancode: UInt32) -> Bool {
        if justGained { held.insert(scancode) }
        return !held.contains(scancode)
    }

    /// A key went up: it counts again from its next press, and the made-up downs are over.
    mutating func keyUp(_ scancode: UInt32) {
        justGained = false
        held.remove(scancode)
    }

    /// The poll's events were delivered: the focus no longer came just now.
    mutating func pollEnded() {
        justGained = false
    }
}
