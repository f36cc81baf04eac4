import RefreshCore

/// Which of `FontBook`'s families sets each character of a line, decided from the characters,
/// the language (for Han characters) and which fonts have which glyphs: pure, so the asset check
/// and the renderer choose alike.
enum FontChoice {
    /// The family of each scalar of `scalars`, which `provides` says a family has a glyph for.
    ///
    /// A line without Arabic or Hebrew letters is set in one face where it can be: the primary
    /// if it has every glyph, else the CJK face of the line (`cjkFamily`) when that has what the
    /// primary lacks. A line with them is set per character: those letters in their own family;
    /// anything else (spaces, digits, punctuation, Latin) in the family of the last such letter
    /// before it when that family has the glyph. Either way a character the line's face lacks
    /// goes to the first of the primary, the emoji face and the CJK face that has it, and one no
    /// face has to the primary, whose missing glyph is a visible box (the CJK faces' is blank).
    /// A joiner or variation selector stays in the family of the character before it, so an
    /// emoji sequence is one run (HarfBuzz draws them as nothing where a face lacks them).
    static func families(
        of scalars: [Unicode.Scalar], language: RefreshLanguage,
        provides: (FontBook.Family, Unicode.Scalar) -> Bool
    ) -> [FontBook.Family] {
        let cjk = cjkFamily(of: scalars, language: language)
        func fallback(_ scalar: Unicode.Scalar) -> FontBook.Family {
            [.primary, .emoji, cjk].first { provides($0, scalar) } ?? .primary
        }
        guard scalars.contains(where: { rightToLeftFamily(of: $0) != nil }) else {
            if scalars.allSatisfy({ provides(.primary, $0) }) {
                return Array(repeating: .primary, count: scalars.count)
            }
            let line: FontBook.Family =
                scalars.contains { !provides(.primary, $0) && provides(cjk, $0) } ? cjk : .primary
            var previous: FontBook.Family?
            return scalars.map { scalar in
                let family: FontBook.Family
                if isJoiner(scalar), let previous {
                    family = previous
                } else {
                    family = provides(line, scalar) ? line : fallback(scalar)
                }
                previous = family
                return family
            }
        }
        var last: FontBook.Family?
        var previous: FontBook.Family?
        return scalars.map { scalar in
            let family: FontBook.Family
            if let rightToLeft = rightToLeftFamily(of: scalar) {
                last = rightToLeft
                family = rightToLeft
            } else if isJoiner(scalar), let previous {
                family = previous
            } else if let last, provides(last, scalar) {
                family = last
            } else {
                family = fallback(scalar)
            }
            previous = family
            return family
        }
    }

    /// Whether `scalar` joins or varies the character before it: the zero-width joiner, a
    /// variation selector, an emoji modifier (skin tone) or a tag character.
    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            return true
        default: return false
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
