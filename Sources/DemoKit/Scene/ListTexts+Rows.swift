import RefreshCore

extension ListTexts {
    /// A row's second line: "loaded at start · 09:41:05", its note in `language`.
    func rowSubtitle(_ note: RowNote, time: String, _ language: RefreshLanguage) -> String {
        let words: String
        switch note {
        case .loadedAtStart: words = text(.loadedAtStart, language)
        case .refresh(let number): words = text(.refreshNumber, language, number)
        case .page(let number): words = text(.pageNumber, language, number)
        }
        return words + " · " + time
    }

    /// The date of a chat day before yesterday as `language` writes dates ("November 30",
    /// "30 ноября", "11月30日"), with the year when it is not this year's.
    func chatDate(day: Int, month: Int, year: Int?, _ language: RefreshLanguage) -> String {
        let form = text(year == nil ? .chatDate : .chatDateWithYear, language)
        let name = lookUp("Month\(month)", language) ?? String(month)
        var result = ""
        var rest = form[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let next = rest.index(after: percent)
            guard next < rest.endIndex else { break }
            switch rest[next] {
            case "d": result += String(day)
            case "m": result += String(month)
            case "y": result += year.map(String.init) ?? ""
            case "@": result += name
            default: result += rest[percent...next]
            }
            rest = rest[rest.index(after: next)...]
        }
        return result + rest
    }

    /// The title under carousel picture `picture` (from 1, `Card1` … `Card8` of the strings
    /// files) in `language`.
    func cardTitle(_ picture: Int, _ language: RefreshLanguage) -> String {
        lookUp("Card\(picture)", language) ?? "#\(picture)"
    }
}
