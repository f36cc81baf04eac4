/// Which form of a counted text a number takes in a language: one of CLDR's cardinal plural
/// categories (unicode.org/cldr, "Language Plural Rules"), chosen by the language's
/// `PluralRule`.
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
        self = language.pluralRule.category(of: number)
    }
}
