/// What an option of the desktop's preferences asks for (`--theme`, `--motion`,
/// `--text-scale`): a value of its own, or `system`, the desktop's.
public enum PreferenceChoice<Value: Equatable & Sendable>: Equatable, Sendable {
    /// This value, whatever the desktop says.
    case fixed(Value)
    /// The desktop's value, followed while the demo runs.
    case system

    /// The value in effect when the desktop's is `desktop`.
    public func resolved(desktop: Value) -> Value {
        switch self {
        case .fixed(let value): return value
        case .system: return desktop
        }
    }
}

extension PreferenceChoice {
    /// The option's word for this choice: the value's `name`, or `system`.
    func word(_ name: KeyPath<Value, String>) -> String {
        switch self {
        case .fixed(let value): return value[keyPath: name]
        case .system: return "system"
        }
    }
}
