import Foundation
import TestSupport
import Testing

@testable import RefreshCore

/// The title a component shows in `language` for `key`: MJRefresh's, or the project's for a
/// result.
private func expected(_ key: RefreshText, _ language: RefreshLanguage) throws -> String {
    let titles = try ExpectedTitles.load()
    return try #require(
        titles.mjRefresh[key]?[language] ?? titles.results[key]?[language]
            ?? titles.topLoader[key]?[language], "\(key)")
}

/// Every language's table, read from `Assets/strings`.
private func table(_ language: RefreshLanguage) throws -> RefreshStrings {
    try RefreshStrings.load(language, fromFolder: stringsFolder)
}

/// The components of the library, each with the key every state and result shows.
enum TitledComponent: String, CaseIterable, Sendable {
    case header, autoFooter, backFooter, topLoader

    /// The key shown in each state this component reaches (none: no title).
    var keys: [RefreshState: RefreshText] {
        switch self {
        case .header:
            [
                .idle: .headerIdle, .pulling: .headerPulling, .refreshing: .headerRefreshing,
                .willRefresh: .headerRefreshing,
            ]
        case .autoFooter:
            [
                .idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing,
                .willRefresh: .autoFooterRefreshing, .noMoreData: .autoFooterNoMoreData,
            ]
        case .backFooter:
            [
                .idle: .backFooterIdle, .pulling: .backFooterPulling,
                .refreshing: .backFooterRefreshing, .willRefresh: .backFooterRefreshing,
                .noMoreData: .backFooterNoMoreData,
            ]
        case .topLoader:
            [
                .idle: .topLoaderIdle, .refreshing: .topLoaderRefreshing,
                .willRefresh: .topLoaderRefreshing, .noMoreData: .topLoaderNoMoreData,
            ]
        }
    }

    /// The key shown for each result.
    var resultKeys: [RefreshResult: RefreshText] {
        switch self {
        case .header: [.success: .headerSuccess, .failure: .headerFailure, .cancelled: .cancelled]
        case .autoFooter:
            [.success: .autoFooterSuccess, .failure: .autoFooterFailure, .cancelled: .cancelled]
        case .backFooter:
            [.success: .backFooterSuccess, .failure: .backFooterFailure, .cancelled: .cancelled]
        case .topLoader:
            [.success: .topLoaderSuccess, .failure: .topLoaderFailure, .cancelled: .cancelled]
        }
    }
}

/// A component of `kind` on a 390 × 720 scroll view over 880 points of content, with a clock.
private final class TitleRig {
    let timeline = Timeline()
    let scrollView: ScrollView
    let component: any RefreshComponentHolder
    let kind: TitledComponent

    init(_ kind: TitledComponent, strings: RefreshStrings) {
        self.kind = kind
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: 880))
        let spinner = SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20)
        let arrow = SyntheticSheets.sheet("arrow", count: 1, width: 15, height: 40)
        switch kind {
        case .header:
            let image = ArrowSpinnerLook.header(arrow: arrow, spinner: spinner)
            component = RefreshHeader(look: LabeledLook(label: .header, image: image))
        case .autoFooter:
            component = RefreshFooter.auto(look: TitleLook.autoFooter)
        case .backFooter:
            component = RefreshFooter.back(look: TitleLook.backFooter)
        case .topLoader:
            component = RefreshFooter.topLoader()
        }
        component.strings = strings
        component.timing.successDwell = 1
        component.attach(to: scrollView)
    }

    var title: String { component.displayedTitle }

    /// Moves the component into `state` through its own mechanics; false when it has no way
    /// there.
    func reach(_ state: RefreshState) -> Bool {
        switch state {
        case .idle: return component.state == .idle
        case .pulling:
            guard kind != .autoFooter, kind != .topLoader else { return false }
            scrollView.pointerDown(y: 300)
            let distance = RubberBand.distance(for: 80, dimension: 720)
            if kind == .header {
                scrollView.pointerMove(y: 300 + distance)
            } else {
                scrollView.pointerMove(y: 300 - 160 - distance)
            }
        case .refreshing:
            component.beginRefreshing()
        case .willRefresh:
            component.isHidden = true
            component.beginRefreshing()
        case .noMoreData:
            guard let footer = component as? RefreshFooter else { return false }
            footer.endRefreshingWithNoMoreData()
        }
        return component.state == state
    }
}

@Suite struct ComponentTitleTests {
    /// Every state of every component, in every language, titled exactly as the reference
    /// table says (MJRefresh's own texts).
    @Test(arguments: TitleCase<RefreshState>.all)
    func everyStateIsTitledFromTheReferenceTable(_ test: TitleCase<RefreshState>) throws {
        let rig = TitleRig(test.kind, strings: try table(test.language))
        guard rig.reach(test.moment) else {
            #expect(test.kind.keys[test.moment] == nil, "\(test.kind) never reaches \(test.moment)")
            return
        }
        let want = try test.kind.keys[test.moment].map { try expected($0, test.language) } ?? ""
        #expect(rig.title == want)
    }

    /// Every result of every component, in every language: the project's reviewed texts,
    /// shown while the component is still refreshing.
    @Test(arguments: TitleCase<RefreshResult>.all)
    func everyResultIsTitledInEveryLanguage(_ test: TitleCase<RefreshResult>) throws {
        let rig = TitleRig(test.kind, strings: try table(test.language))
        rig.component.beginRefreshing()
        rig.timeline.advance(to: 0.5)
        rig.component.endRefreshing(result: test.moment)
        #expect(rig.component.state == .refreshing && rig.component.result == test.moment)
        let key = try #require(test.kind.resultKeys[test.moment])
        #expect(rig.title == (try expected(key, test.language)))
        rig.timeline.advance(to: 2)
        #expect(rig.component.state == .idle && rig.component.result == nil)
    }

    /// The built-in English is `en.strings`, word for word.
    @Test func theBuiltInEnglishIsTheEnglishFile() throws {
        let file = try table(.english)
        for key in RefreshText.allCases {
            #expect(RefreshStrings.english[key] == file[key], "\(key)")
        }
    }

    /// A new table re-titles the component at once (the next frame draws it), in every state
    /// reached so far; a title the app set wins in every language.
    @Test func changingTheLanguageRetitlesAndTheAppsTitleWins() throws {
        let rig = TitleRig(.header, strings: .english)
        #expect(rig.title == "Pull down to refresh")
        rig.component.strings = try table(.korean)
        #expect(rig.title == "아래로 당겨 새로고침")
        rig.component.setTitle("Tirez!", for: .idle)
        rig.component.setTitle("Raté", for: .failure)
        for language in RefreshLanguage.allCases {
            rig.component.strings = try table(language)
            #expect(rig.title == "Tirez!")
        }
        // The last language of the loop, Hebrew, titles the states the app left alone.
        #expect(rig.reach(.pulling))
        #expect(rig.title == "שחררו לרענון")
        rig.scrollView.pointerUp()
        rig.timeline.advance(to: 1)
        rig.component.endRefreshing(result: .failure)
        #expect(rig.title == "Raté")
    }

    /// The header's last-updated line follows its language too: no record, then today's time.
    @Test(arguments: RefreshLanguage.allCases)
    func theHeadersLastUpdatedLineIsInItsLanguage(language: RefreshLanguage) throws {
        let expected = try #require(lastUpdatedLines[language])
        let gmt = try #require(TimeZone(identifier: "UTC"))
        // 2026-03-13 09:30 UTC, and the same day at 18:00, the next month and the next year.
        let updated = 1_773_394_200.0
        var now = updated
        let header = RefreshHeader(look: TitleLook.header, clock: { now })
        header.timeZone = gmt
        header.strings = try table(language)
        #expect(header.displayedDetail == expected.noRecord)
        header.recordLastUpdated()
        now = updated + 8.5 * 3600
        header.strings = try table(language)
        #expect(header.displayedDetail == expected.today)
        now = updated + 40 * 86_400
        header.timeZone = gmt
        #expect(header.displayedDetail == expected.thisYear)
        now = updated + 366 * 86_400
        header.timeZone = gmt
        #expect(header.displayedDetail == expected.otherYear)
    }

    /// A failed refresh leaves the line as it was; a successful one records the time.
    @Test func onlyASuccessfulRefreshRecordsTheTime() throws {
        let rig = TitleRig(.header, strings: .english)
        let header = try #require(rig.component as? RefreshHeader)
        rig.component.beginRefreshing()
        rig.timeline.advance(to: 1)
        rig.component.endRefreshing(result: .failure)
        rig.timeline.advance(to: 3)
        #expect(header.lastUpdatedTime == nil)
        rig.component.beginRefreshing()
        rig.timeline.advance(to: 4)
        rig.component.endRefreshing(result: .success)
        rig.timeline.advance(to: 6)
        #expect(header.lastUpdatedTime != nil)
    }
}
