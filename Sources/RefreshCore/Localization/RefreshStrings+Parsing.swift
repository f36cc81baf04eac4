extension RefreshStrings {
    /// Parses a strings file's bytes; `file` names it in errors.
    ///
    /// The format is `StringsTable`'s. Every library key (one without a dot) must be a
    /// `RefreshText`, and every `RefreshText` must be set; keys with a dot (the language's own
    /// `Language.` lines, an app's texts) are passed over.
    public init(parsing bytes: [UInt8], language: RefreshLanguage, file: String)
        throws(RefreshStringsError)
    {
        try self.init(table: StringsTable(parsing: bytes, file: file), language: language)
    }

    /// Parses a strings file's text; `file` names it in errors.
    public init(parsing text: String, language: RefreshLanguage, file: String)
        throws(RefreshStringsError)
    {
        try self.init(table: StringsTable(parsing: text, file: file), language: language)
    }

    /// The library's titles in a parsed table, checked to hold every key and no unknown one.
    public init(table: StringsTable, language: RefreshLanguage) throws(RefreshStringsError) {
        var texts: [RefreshText: String] = [:]
        // In line order, so the first unknown key in the file is the one reported.
        let keys = table.entries.keys.sorted {
            (table.line(of: $0) ?? 0) < (table.line(of: $1) ?? 0)
        }
        for name in keys where StringsTable.isLibraryKey(name) {
            guard let key = RefreshText(rawValue: name), let text = table[name] else {
                throw .unknownKey(file: table.file, line: table.line(of: name) ?? 0, key: name)
            }
            texts[key] = text
        }
        for key in RefreshText.allCases where texts[key] == nil {
            throw .missingKey(file: table.file, key: key.rawValue)
        }
        self.init(language: language, checkedTexts: texts)
    }
}
