import RefreshCore

/// What the status bar says, in plain words of the scene's language: what just changed (the
/// header's look, the footer and its look, the language) and how to start ("Pull down to
/// refresh"). Kind names are a developer's words, so the bar never shows them.
enum BannerMessage {
    /// What the bar names: a change of any of it is worth a new message.
    struct Shown: Equatable {
        /// The header's kind; nil when there is none (a chat).
        var header: HeaderKind?
        var footer: FooterKind
        var style: FooterStyle
        var language: RefreshLanguage
    }

    /// The words between the message's parts.
    static let separator = "  ·  "

    /// The message for `now`, given what was shown before (`before`; nil at launch).
    static func text(
        now: Shown, before: Shown?, texts: ListTexts, languageName: String
    ) -> String {
        let language = now.language
        let start = now.header == nil ? [] : [texts.text(.barPullDown, language)]
        let parts: [String]
        if let before, before.language != now.language {
            parts = [languageName] + start
        } else if let before, before.header != now.header, let header = now.header {
            parts = [texts.text(headerKey(header), language)] + start
        } else if let before, before.footer != now.footer || before.style != now.style {
            parts =
                now.footer == .none
                ? [texts.text(.barFooterNone, language)]
                : [
                    texts.text(footerKey(now.footer), language),
                    texts.text(styleKey(now.style), language),
                ]
        } else {
            parts = start + [texts.text(.barKeys, language)]
        }
        return parts.joined(separator: separator)
    }

    private static func headerKey(_ kind: HeaderKind) -> ListTexts.Key {
        switch kind {
        case .state: .barHeaderState
        case .gif: .barHeaderGif
        case .balloon: .barHeaderBalloon
        case .progress: .barHeaderProgress
        case .floor: .barHeaderFloor
        default: .barHeaderNormal
        }
    }

    private static func footerKey(_ kind: FooterKind) -> ListTexts.Key {
        switch kind {
        case .auto: .barFooterAuto
        case .back: .barFooterBack
        case .none: .barFooterNone
        }
    }

    private static func styleKey(_ style: FooterStyle) -> ListTexts.Key {
        switch style {
        case .state: .barStyleState
        case .normal: .barStyleNormal
        case .gif: .barStyleGif
        }
    }
}
