/// A key of a US keyboard, typed: a character key (letters lower-cased, digits, punctuation)
/// or a named one. Platforms translate their own key codes into it; scripts name keys as SDL
/// does ("h", "1", "?", "Space", "Escape"), compared case-insensitively.
public enum Key: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A key that types a character: a lower-case letter, a digit or punctuation.
    case character(Character)
    /// A key with a name.
    case named(Named)

    /// The keys with names, as SDL spells them in lower case.
    public enum Named: String, Sendable, CaseIterable {
        /// The space bar.
        case space
        /// Escape.
        case escape
        /// Return.
        case `return`
        /// Tab.
        case tab
        /// Backspace.
        case backspace
        /// Delete.
        case delete
        /// Insert.
        case insert
        /// Home.
        case home
        /// End.
        case end
        /// Page up.
        case pageUp = "pageup"
        /// Page down.
        case pageDown = "pagedown"
        /// Arrow up.
        case up
        /// Arrow down.
        case down
        /// Arrow left.
        case left
        /// Arrow right.
        case right
        /// The menu key (SDL's `Menu`).
        case menu
        /// The PC keyboard's menu key, which SDL calls `Application`.
        case application
        /// F1 … F12.
        case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12
    }

    /// Printable characters on a US keyboard, shifted or not, other than letters and digits.
    private static let punctuation = Set("`~!@#$%^&*()-_=+[]{}\\|;:'\",.<>/?")

    /// The key SDL calls `name` (case-insensitively), or nil when there is none.
    public init?(name: String) {
        if name.count == 1, let character = name.lowercased().first,
            character.isASCII,
            character.isLetter || character.isNumber || Self.punctuation.contains(character)
        {
            self = .character(character)
            return
        }
        guard let named = Named(rawValue: name.lowercased()) else { return nil }
        self = .named(named)
    }

    /// A key named in code (tests, tables); a name SDL does not know is a programming error.
    public init(stringLiteral name: String) {
        guard let key = Key(name: name) else { preconditionFailure("no key is called \(name)") }
        self = key
    }

    /// The key's name: its character, or SDL's name in lower case.
    public var description: String {
        switch self {
        case .character(let character): return String(character)
        case .named(let named): return named.rawValue
        }
    }
}
