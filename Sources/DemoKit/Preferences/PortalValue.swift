/// A value the freedesktop settings portal holds for a key, as a D-Bus variant carries it,
/// reduced to what the demo reads (D-Bus's basic types; containers are `other`).
public enum PortalValue: Equatable, Sendable {
    /// `b`.
    case bool(Bool)
    /// `y`, `q`, `u`, `t`: an unsigned integer.
    case unsigned(UInt64)
    /// `n`, `i`, `x`: a signed integer.
    case signed(Int64)
    /// `d`.
    case double(Double)
    /// `s` (and `o`, `g`).
    case string(String)
    /// An array, a struct, a dictionary or a nested variant: nothing the demo reads.
    case other

    /// The value as an integer, when it is one (of any width and sign).
    var integer: Int64? {
        switch self {
        case .unsigned(let value): return Int64(exactly: value)
        case .signed(let value): return value
        default: return nil
        }
    }

    /// The value as a number, when it is one (an integer or a double).
    var number: Double? {
        if case .double(let value) = self { return value }
        return integer.map(Double.init)
    }
}
