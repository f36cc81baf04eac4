/// The key names a script may use: the names SDL gives the keys of a US keyboard.
enum KeyName {
    /// Named keys, lower-cased for case-insensitive lookup.
    private static let named: Set<String> = {
        var names: Set<String> = [
            "space", "escape", "return", "tab", "backspace", "delete", "insert", "home", "end",
            "pageup", "pagedown", "up", "down", "left", "right",
        ]
        for number in 1...12 { names.insert("f\(number)") }
        return names
    }()

    /// Printable characters on a US keyboard, shifted or not, other than letters and digits.
    private static let punctuation = Set("`~!@#$%^&*()-_=+[]{}\\|;:'\",.<>/?".unicodeScalars)

    /// True when SDL has a key called `name` (compared case-insensitively).
    static func isValid(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1 {
            let scalar = scalars[0]
            return scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || punctuation.contains(scalar))
        }
        return named.contains(name.lowercased())
    }
}
