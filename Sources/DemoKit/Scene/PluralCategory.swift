import RefreshCore

/// Which form of a counted text a number takes in a language: CLDR's cardinal plural rules
/// (unicode.org/cldr, "Language Plural Rules") for whole numbers, in the demo's twelve
/// languages.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// Arabic's 0.
    case zero
    /// 1 (and in French 0; in Russian and Ukrainian 21, 31, …).
    case one
    /// Arabic's and Hebrew's 2.
    case two
    /// Russian's and Ukrainian's 2–4, 22–24, …; Arabic's 3–10, 103–110, ….
    case few
    /// Russian's and Ukrainian's 0, 5–20, 25–30, …; Arabic's 11–99, 111–199, ….
    case many
    /// Everything else: the only form in Chinese, Japanese and Korean.
    case other

    /// The category of `number` (whole, not negative) in `language`.
    public init(_ number: Int, _ language: RefreshLanguage) {
        let n = abs(number)
        let (last, lastTwo) = (n % 10, n % 100)
        switch language {
        case .simplifiedChinese, .traditionalChinese, .japanese, .korean:
            self = .other
        case .english, .german, .spanish:
            self = n == 1 ? .one : .other
        case .french:
            self = n <= 1 ? .one : .other
        case .russian, .ukrainian:
            if last == 1 && lastTwo != 11 {
                self = .one
            } else if (2...4).contains(last) && !(12...14).contains(lastTwo) {
                self = .few
            } else {
                self = .many
            }
        case .arabic:
            switch n {
            case 0: self = .zero
            case 1: self = .one
            case 2: self = .two
            default:
                self =
                    (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
            }
        case .hebrew:
            self = n == 1 ? .one : n == 2 ? .two : .other
        }
    }
}
