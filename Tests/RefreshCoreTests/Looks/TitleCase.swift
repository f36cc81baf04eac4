import Testing

@testable import RefreshCore

/// One case of the title tests: a component of `kind` in `language`, at one `moment` of it (a
/// state it can be in, or a result it can show).
struct TitleCase<Moment: CaseIterable & Sendable>: Sendable, CustomTestStringConvertible {
    let language: RefreshLanguage
    let kind: TitledComponent
    let moment: Moment

    /// Every moment of every component in every language.
    static var all: [TitleCase] {
        RefreshLanguage.allCases.flatMap { language in
            TitledComponent.allCases.flatMap { kind in
                Moment.allCases.map { TitleCase(language: language, kind: kind, moment: $0) }
            }
        }
    }

    var testDescription: String { "\(kind) \(moment) in \(language)" }
}
