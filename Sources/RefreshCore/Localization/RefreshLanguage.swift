/// A language every title and the last-updated line are written in: its code, the direction it
/// is written in and the rule its counted texts follow.
///
/// Twelve are built in, as static members (`.english`, `.arabic`, …): MJRefresh's six and the
/// six this project adds. An app adds another by shipping `<code>.strings` beside theirs with the
/// language's own lines (`"Language.Direction" = "ltr";`, `"Language.PluralRule" = "one";`):
/// `RefreshStrings.loadAll(fromFolder:)` reads it as it reads the twelve. Two languages are the
/// same when their codes are.
public struct RefreshLanguage: Hashable, Sendable, CustomStringConvertible, CaseIterable {
    /// The code, as `--lang` and the strings file's name spell it: `en`, `zh-Hans`, ….
    public let code: String
    /// Which way the language is written: right to left (Arabic, Hebrew) lays its lines out by
    /// the bidirectional algorithm from a right-to-left paragraph and mirrors the view.
    public let direction: LayoutDirection
    /// How a counted text picks its form.
    public let pluralRule: PluralRule

    /// A language; `code` names its strings file.
    public init(code: String, direction: LayoutDirection, pluralRule: PluralRule) {
        self.code = code
        self.direction = direction
        self.pluralRule = pluralRule
    }

    /// English.
    public static let english = RefreshLanguage(
        code: "en", direction: .leftToRight, pluralRule: .one)
    /// Chinese in simplified characters.
    public static let simplifiedChinese = RefreshLanguage(
        code: "zh-Hans", direction: .leftToRight, pluralRule: .otherOnly)
    /// Chinese in traditional characters.
    public static let traditionalChinese = RefreshLanguage(
        code: "zh-Hant", direction: .leftToRight, pluralRule: .otherOnly)
    /// Korean.
    public static let korean = RefreshLanguage(
        code: "ko", direction: .leftToRight, pluralRule: .otherOnly)
    /// Russian.
    public static let russian = RefreshLanguage(
        code: "ru", direction: .leftToRight, pluralRule: .eastSlavic)
    /// Ukrainian.
    public static let ukrainian = RefreshLanguage(
        code: "uk", direction: .leftToRight, pluralRule: .eastSlavic)
    /// Japanese.
    public static let japanese = RefreshLanguage(
        code: "ja", direction: .leftToRight, pluralRule: .otherOnly)
    /// German.
    public static let german = RefreshLanguage(
        code: "de", direction: .leftToRight, pluralRule: .one)
    /// French.
    public static let french = RefreshLanguage(
        code: "fr", direction: .leftToRight, pluralRule: .zeroAndOne)
    /// Spanish.
    public static let spanish = RefreshLanguage(
        code: "es", direction: .leftToRight, pluralRule: .one)
    /// Arabic, written right to left.
    public static let arabic = RefreshLanguage(
        code: "ar", direction: .rightToLeft, pluralRule: .arabic)
    /// Hebrew, written right to left.
    public static let hebrew = RefreshLanguage(
        code: "he", direction: .rightToLeft, pluralRule: .oneAndTwo)

    /// The twelve built in, in the order the demo's `l` key cycles through them (the headless
    /// contract's order), so `next` wraps from Hebrew back to English.
    public static let allCases: [RefreshLanguage] = [
        .english, .simplifiedChinese, .traditionalChinese, .korean, .russian, .ukrainian,
        .japanese, .german, .french, .spanish, .arabic, .hebrew,
    ]

    /// The built-in language for a code as `--lang` takes it (`en`, `zh-Hans`, …), or nil for
    /// any other text; the match is exact, as the contract spells the codes.
    public init?(code: String) {
        guard let found = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = found
    }

    /// The language a strings file describes in its `Language.` lines: its direction (`ltr`,
    /// `rtl`) and its plural rule (`PluralRule`'s names); a built-in code is the built-in
    /// language, whose lines, when present, must agree with it.
    public init(code: String, table: StringsTable) throws(RefreshStringsError) {
        let direction = try Self.value(
            LayoutDirection.self, key: Self.directionKey, in: table,
            builtIn: Self(code: code)?.direction)
        let rule = try Self.value(
            PluralRule.self, key: Self.pluralRuleKey, in: table,
            builtIn: Self(code: code)?.pluralRule)
        let made = RefreshLanguage(code: code, direction: direction, pluralRule: rule)
        if let builtIn = Self(code: code),
            builtIn.direction != direction || builtIn.pluralRule != rule
        {
            throw .malformedLine(
                file: table.file, line: table.line(of: Self.directionKey) ?? 0,
                key: Self.directionKey,
                reason:
                    "\(code) is built in as \(builtIn.direction.rawValue), \(builtIn.pluralRule.rawValue)"
            )
        }
        self = made
    }

    /// The languages an app added in `folder`: every `<code>.strings` there whose code is not
    /// one of the twelve, read for its `Language.` lines.
    public static func added(inFolder folder: String) throws(RefreshStringsError)
        -> [RefreshLanguage]
    {
        var added: [RefreshLanguage] = []
        for code in StringsFile.codes(inFolder: folder) where RefreshLanguage(code: code) == nil {
            let probe = RefreshLanguage(code: code, direction: .leftToRight, pluralRule: .otherOnly)
            added.append(
                try RefreshLanguage(
                    code: code, table: StringsTable.load(file: probe.file(in: folder))))
        }
        return added
    }

    /// The key of the direction line.
    public static let directionKey = "Language.Direction"
    /// The key of the plural rule line.
    public static let pluralRuleKey = "Language.PluralRule"

    /// The language after this one in the cycle of the twelve, wrapping from the last back to
    /// English; a language an app added goes on to English.
    public var next: RefreshLanguage {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self) else { return .english }
        return all[(index + 1) % all.count]
    }

    /// Whether the language is written right to left (Arabic, Hebrew).
    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// The code, so a language prints as the trace and `--lang` spell it.
    public var description: String { code }

    /// The name of this language's strings file under an assets folder's `strings/`.
    public var stringsFileName: String { code + ".strings" }

    /// The path of this language's strings file in `folder`.
    public func file(in folder: String) -> String {
        folder + (folder.hasSuffix("/") ? "" : "/") + stringsFileName
    }

    /// Two languages are the same when their codes are.
    public static func == (lhs: RefreshLanguage, rhs: RefreshLanguage) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// A `Language.` line's value, or the built-in's when the line is missing.
    private static func value<Value: RawRepresentable<String>>(
        _ type: Value.Type, key: String, in table: StringsTable, builtIn: Value?
    ) throws(RefreshStringsError) -> Value {
        guard let text = table[key] else {
            guard let builtIn else { throw .missingKey(file: table.file, key: key) }
            return builtIn
        }
        guard let value = Value(rawValue: text) else {
            throw .malformedLine(
                file: table.file, line: table.line(of: key) ?? 0, key: key,
                reason: "unknown value \"\(text)\"")
        }
        return value
    }
}
