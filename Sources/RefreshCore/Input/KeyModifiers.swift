/// The modifier keys held with a key: Ctrl, Shift and Alt (a platform folds left and right
/// together). Scripts write them before the key, joined by `+` (`Ctrl+r`, `Shift+Space`).
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt8

    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Control key.
    public static let ctrl = KeyModifiers(rawValue: 1 << 0)
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)

    /// The modifiers by name, in the order they are written.
    public static let names: [(name: String, modifier: KeyModifiers)] = [
        ("Ctrl", .ctrl), ("Shift", .shift), ("Alt", .alt),
    ]

    /// "Ctrl+Shift+" and so on: what goes before a key's name; "" for none.
    public var description: String {
        Self.names.filter { contains($0.modifier) }.map { $0.name + "+" }.joined()
    }
}
