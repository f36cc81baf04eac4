import RefreshCore

extension ListTexts {
    /// The demo's texts of every strings file in an assets folder's `strings/` (the twelve
    /// languages and any an app added), or why one cannot be used (its path first, for the
    /// contract's asset error).
    public static func load(assetsFolder folder: String) -> Result<ListTexts, ListTextsError> {
        let strings = folder + "/strings"
        do {
            var tables: [RefreshLanguage: StringsTable] = [:]
            let languages = try RefreshLanguage.allCases + RefreshLanguage.added(inFolder: strings)
            for language in languages {
                tables[language] = try StringsTable.load(file: language.file(in: strings))
            }
            return .success(ListTexts(reading: tables))
        } catch {
            return .failure(ListTextsError(message: error.description))
        }
    }
}
