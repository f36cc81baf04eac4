/// A key pressed with modifiers held, or repeating while held down: what `InputEvent.keyPress`
/// carries. A first press with no modifiers is the plain `InputEvent.key`, so code that knows
/// only that case never takes Ctrl+R for R, nor a held key for many presses.
public struct KeyPress: Equatable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers
    /// Whether the platform repeats a key held down (at the desktop's rate).
    public var isRepeat: Bool

    /// `key` pressed with `modifiers`, a repeat when `isRepeat`.
    public init(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
