/// A button of a game controller in SDL's standard layout (an Xbox pad's names: `A` at the
/// bottom of the four face buttons, `Y` at the top), whatever the device calls it.
public enum ControllerButton: String, Hashable, Sendable, CaseIterable {
    /// The bottom face button.
    case a
    /// The right face button.
    case b
    /// The left face button.
    case x
    /// The top face button.
    case y
    /// Back (Select, View).
    case back
    /// Start (Menu, Options).
    case start
    /// The left shoulder button.
    case leftShoulder = "lb"
    /// The right shoulder button.
    case rightShoulder = "rb"
    /// The d-pad pressed up.
    case up
    /// The d-pad pressed down.
    case down
    /// The d-pad pressed left.
    case left
    /// The d-pad pressed right.
    case right

    /// The button a script names `name` (`A`, `Start`, `LB`, `Up`, …), case-insensitively.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The name scripts and the lists use: `A`, `Start`, `LB`, `Up`.
    public var name: String {
        switch self {
        case .a, .b, .x, .y, .leftShoulder, .rightShoulder: rawValue.uppercased()
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
