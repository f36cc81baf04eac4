/// How a language picks the form of a counted text for a whole number: the CLDR cardinal rules
/// (unicode.org/cldr, "Language Plural Rules") the twelve built-in languages use, named as a
/// language's strings file names its own (`"Language.PluralRule" = "one";`).
public enum PluralRule: String, CaseIterable, Hashable, Sendable {
    /// One form for every number (Chinese, Japanese, Korean).
    case otherOnly = "other"
    /// `one` for 1, `other` for the rest (English, German, Spanish, Italian, …).
    case one
    /// `one` for 0 and 1, `other` for the rest (French).
    case zeroAndOne = "zero-one"
    /// `one`, `few`, `many` by the last digits (Russian, Ukrainian).
    case eastSlavic = "east-slavic"
    /// `zero`, `one`, `two`, `few`, `many`, `other` (Arabic).
    case arabic
    /// `one`, `two`, `other` (Hebrew).
    case oneAndTwo = "one-two"

    /// The category of `number` (its sign ignored).
    public func category(of number: Int) -> PluralCategory {
        let n = abs(number)
        let (last, lastTwo) = (n % 10, n % 100)
        switch self {
        case .otherOnly:
            return .other
        case .one:
            return n == 1 ? .one : .other
        case .zeroAndOne:
            return n <= 1 ? .one : .other
        case .eastSlavic:
            if last == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                return (3...10).contains(lastTwo)
                    ? .few : (11...99).contains(lastTwo) ? .many : .other
            }
        case .oneAndTwo:
            return n == 1 ? .one : n == 2 ? .two : .other
        }
    }
}
