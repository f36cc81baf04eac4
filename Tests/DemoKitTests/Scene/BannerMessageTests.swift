import RefreshCore
import Testing

@testable import DemoKit

/// The status bar's words: what changed and how to start, in plain words of every language;
/// never a kind's name or the old jargon ("header:", "footer:", "keys").
@Suite struct BannerMessageTests {
    private static func shown(
        _ header: HeaderKind? = .normal, _ footer: FooterKind = .auto,
        _ style: FooterStyle = .state, _ language: RefreshLanguage = .english
    ) -> BannerMessage.Shown {
        BannerMessage.Shown(header: header, footer: footer, style: style, language: language)
    }

    @Test func englishSaysHowToStartAndWhatChanged() {
        let texts = ListTexts.english
        func text(_ now: BannerMessage.Shown, _ before: BannerMessage.Shown?) -> String {
            BannerMessage.text(now: now, before: before, texts: texts, languageName: "English")
        }
        #expect(text(Self.shown(), nil) == "Pull down to refresh  ·  Press ? for keys")
        #expect(
            text(Self.shown(.balloon), Self.shown())
                == "Refresh look: balloon  ·  Pull down to refresh")
        #expect(
            text(Self.shown(.normal, .back), Self.shown())
                == "Pull up at the end to load more  ·  Loading look: text")
        #expect(text(Self.shown(.normal, .none), Self.shown()) == "Nothing more loads at the end")
        #expect(text(Self.shown(nil), nil) == "Press ? for keys")
    }

    /// In every language each message is the language's own (no English left but English's) and
    /// names no kind: the words a person reads, not the ones a developer types.
    @Test func everyLanguageSaysItInItsOwnWords() throws {
        let texts = try ListTextsTests.packageTexts()
        // The old bar's words: "header: normal · footer: auto (normal) · ? keys".
        let jargon = ["header:", "footer:", "normal", "state", "gif", "auto", "(normal)"]
        for language in RefreshLanguage.allCases {
            var messages = [
                BannerMessage.text(
                    now: Self.shown(.normal, .auto, .state, language), before: nil, texts: texts,
                    languageName: "")
            ]
            for kind in HeaderKind.allCases {
                messages.append(
                    BannerMessage.text(
                        now: Self.shown(kind, .auto, .state, language),
                        before: Self.shown(
                            kind == .normal ? .state : .normal, .auto, .state, language),
                        texts: texts, languageName: ""))
            }
            for footer in FooterKind.allCases {
                for style in FooterStyle.allCases {
                    messages.append(
                        BannerMessage.text(
                            now: Self.shown(.normal, footer, style, language),
                            before: Self.shown(
                                .normal, footer == .auto ? .back : .auto, style, language),
                            texts: texts, languageName: ""))
                }
            }
            for message in messages {
                #expect(!message.isEmpty && !message.contains("? keys"))
                let words = message.lowercased().split(separator: " ").map(String.init)
                for word in jargon {
                    #expect(!words.contains(word), "\(language): \(message)")
                }
                if language != .english {
                    #expect(
                        !message.contains("Pull") && !message.contains("look:"),
                        "\(language): \(message)")
                }
            }
        }
    }
}
