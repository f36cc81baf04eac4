import RefreshCore

/// Which of `FontBook`'s families sets each character of a line, decided from the characters,
/// the language (for Han characters) and which fonts have which glyphs: pure, so the asset check
/// and the renderer choose alike.
enum FontChoice {
    /// The family of each scalar of `scalars`, which `provides` says a family has a glyph for.
    ///
    /// A line without Arabic or Hebrew letters is set in one family: the primary if it has
    /// every glyph, else the CJK face of the line (`cjkFamily`). A line with them is set per
    /// character: those letters in their own family; anything else (spaces, digits, punctuation,
    /// Latin) in the family of the last such letter before it when that family has the glyph,
    /// else in the primary, else in the CJK face.
    static func families(
        of scalars: [Unicode.Scalar], language: RefreshLanguage,
        provides: (FontBook.Family, Unicode.Scalar) -> Bool
    ) -> [FontBook.Family] {
        guard scalars.contains(where: { rightToLeftFamily(of: $0) != nil }) else {
            let plain =
                scalars.allSatisfy { provides(.primary, $0) }
                ? FontBook.Family.primary : cjkFamily(of: scalars, language: language)
            return Array(repeating: plain, count: scalars.count)
        }
        let cjk = cjkFamily(of: scalars, language: language)
        var last: FontBook.Family?
        return scalars.map { scalar in
            if let family = rightToLeftFamily(of: scalar) {
                last = family
                return family
            }
            if let last, provides(last, scalar) { return last }
            return provides(.primary, scalar) ? .primary : cjk
        }
    }

    /// The family for the Arabic or Hebrew letter `scalar`, nil for any other character.
    static func rightToLeftFamily(of scalar: Unicode.Scalar) -> FontBook.Family? {
        switch scalar.value {
        // Arabic, its supplement and extended-A, and the presentation forms.
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return .arabic
        // Hebrew and its presentation forms.
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        default: return nil
        }
    }

    /// The Noto Sans CJK face for CJK text: Japanese when it has kana, Korean when it has
    /// Hangul, otherwise (Han characters alone, which every face has in its own region's forms)
    /// the face of `language`: TC for traditional Chinese, JP, KR, and SC for the rest.
    static func cjkFamily(of scalars: [Unicode.Scalar], language: RefreshLanguage)
        -> FontBook.Family
    {
        for scalar in scalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .cjkJapanese
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .cjkKorean
            default: continue
            }
        }
        switch language {
        case .traditionalChinese: return .cjkTraditional
        case .japanese: return .cjkJapanese
        case .korean: return .cjkKorean
        default: return .cjk
        }
    }
}
