/// The language every title and the last-updated line are written in: MJRefresh's six and the
/// six this project adds (Japanese, German, French, Spanish, and Arabic and Hebrew, written
/// right to left).
///
/// The order of the cases is the order the demo's `l` key cycles through (the headless
/// contract's order), so `next` wraps from Hebrew back to English.
public enum RefreshLanguage: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// English.
    case english = "en"
    /// Chinese in simplified characters.
    case simplifiedChinese = "zh-Hans"
    /// Chinese in traditional characters.
    case traditionalChinese = "zh-Hant"
    /// Korean.
    case korean = "ko"
    /// Russian.
    case russian = "ru"
    /// Ukrainian.
    case ukrainian = "uk"
    /// Japanese.
    case japanese = "ja"
    /// German.
    case german = "de"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"
    /// Arabic, written right to left.
    case arabic = "ar"
    /// Hebrew, written right to left.
    case hebrew = "he"

    /// The language for a code as `--lang` takes it (`en`, `zh-Hans`, …), or nil for any other
    /// text; the match is exact, as the contract spells the codes.
    public init?(code: String) {
        self.init(rawValue: code)
    }

    /// The code: `en`, `zh-Hans`, `zh-Hant`, `ko`, `ru`, `uk`, `ja`, `de`, `fr`, `es`, `ar` or
    /// `he`.
    public var code: String { rawValue }

    /// The language after this one in the cycle, wrapping from the last back to English.
    public var next: RefreshLanguage {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }

    /// Whether the language is written right to left (Arabic, Hebrew): its lines are laid out
    /// by the bidirectional algorithm from a right-to-left paragraph.
    public var isRightToLeft: Bool { self == .arabic || self == .hebrew }

    /// The code, so a language prints as the trace and `--lang` spell it.
    public var description: String { rawValue }

    /// The name of this language's strings file under an assets folder's `strings/`.
    public var stringsFileName: String { rawValue + ".strings" }
}
