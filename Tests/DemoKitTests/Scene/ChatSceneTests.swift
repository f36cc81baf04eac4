import RefreshAccessibleView
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The chat's parts in the pure scene: its plural rules and pill titles in every language, its
/// day separators (headers, not rows), its bubbles at the two sides, the rounded fill, and what
/// assistive technologies read of it.
@Suite struct ChatSceneTests {
    /// Numbers and their CLDR cardinal category, by language.
    static let categories: [(RefreshLanguage, [(Int, String)])] = [
        (RefreshLanguage.english, [(0, "other"), (1, "one"), (2, "other"), (21, "other")]),
        (.german, [(1, "one"), (2, "other")]),
        (.french, [(0, "one"), (1, "one"), (2, "other"), (11, "other")]),
        (
            .russian,
            [
                (0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"),
                (12, "many"), (21, "one"), (22, "few"), (111, "many"), (112, "many"), (124, "few"),
            ]
        ),
        (.ukrainian, [(1, "one"), (3, "few"), (14, "many"), (31, "one")]),
        (
            .arabic,
            [
                (0, "zero"), (1, "one"), (2, "two"), (3, "few"), (10, "few"), (11, "many"),
                (99, "many"), (100, "other"), (102, "other"), (103, "few"), (111, "many"),
            ]
        ),
        (.hebrew, [(1, "one"), (2, "two"), (3, "other"), (20, "other")]),
        (.japanese, [(1, "other"), (2, "other")]), (.korean, [(1, "other")]),
        (.simplifiedChinese, [(1, "other")]), (.traditionalChinese, [(5, "other")]),
    ]

    /// CLDR's cardinal categories for whole numbers.
    @Test(arguments: 0..<categories.count)
    func pluralCategoriesFollowCLDR(index: Int) {
        let (language, cases) = Self.categories[index]
        for (number, category) in cases {
            #expect(PluralCategory(number, language).rawValue == category, "\(language) \(number)")
        }
    }

    /// "1 new message", "2 new messages", in each language's forms.
    @Test func thePillSaysItsCountInEveryLanguagesPlural() throws {
        let texts = try ListTextsTests.packageTexts()
        let expected: [(RefreshLanguage, Int, String)] = [
            (.english, 1, "1 new message"), (.english, 3, "3 new messages"),
            (.russian, 1, "1 новое сообщение"), (.russian, 3, "3 новых сообщения"),
            (.russian, 5, "5 новых сообщений"), (.russian, 21, "21 новое сообщение"),
            (.ukrainian, 2, "2 нові повідомлення"), (.ukrainian, 11, "11 нових повідомлень"),
            (.french, 1, "1 nouveau message"), (.french, 2, "2 nouveaux messages"),
            (.german, 1, "1 neue Nachricht"), (.spanish, 4, "4 mensajes nuevos"),
            (.arabic, 2, "رسالتان جديدتان"), (.arabic, 5, "5 رسائل جديدة"),
            (.arabic, 12, "12 رسالة جديدة"), (.hebrew, 1, "הודעה חדשה אחת"),
            (.hebrew, 7, "7 הודעות חדשות"), (.japanese, 3, "新着メッセージ 3 件"),
            (.korean, 3, "새 메시지 3개"), (.simplifiedChinese, 3, "3 条新消息"),
        ]
        for (language, count, text) in expected {
            #expect(texts.text(.newMessages, language, count: count) == text, "\(language)")
        }
        // Every language has its own text for every count, in Western digits.
        for language in RefreshLanguage.allCases where language != .english {
            for count in [1, 2, 3, 5, 11, 21, 100] {
                let text = texts.text(.newMessages, language, count: count)
                #expect(!text.isEmpty && text != texts.text(.newMessages, .english, count: count))
                if count > 2 { #expect(text.contains(String(count)), "\(language) \(count)") }
            }
        }
    }

    /// The history: six messages a day, a separator (a header, not a row) over each day's
    /// first; a load of 20 older ones joins the old first day to its own rest.
    @Test func daySeparatorsAreHeadersAndJoinWhenOlderMessagesLand() throws {
        let driver = SceneDriver("--list chat --latency 100")
        let scene = driver.scene
        let layout = scene.list.layout
        // Ids 61…80 (60 older to load): the oldest two are 3 days back, then three full days.
        #expect(scene.rows.map(\.id) == Array(61...80))
        #expect(layout.rowCount == 20 && layout.count == 24)
        #expect((0..<layout.count).filter { layout.kind(of: $0) == .header } == [0, 3, 10, 17])
        let chat = try #require(scene.list.chat)
        #expect(chat.dayTitle(of: scene.rows[19], now: 0, .english) == "Today")
        #expect(chat.dayTitle(of: scene.rows[13], now: 0, .english) == "Yesterday")
        // Days before yesterday are dated as the language writes dates (German's words are in
        // the package's files; this scene has only the built-in English, which it falls back to).
        #expect(chat.dayTitle(of: scene.rows[0], now: 0, .english) == "March 11")
        #expect(chat.dayTitle(of: scene.rows[0], now: 0, .german) == "March 11")
        #expect(chat.stamp(of: scene.rows[19]).time == "14:02")
        scene.perform(DemoAction.refresh)
        driver.wait(0.2)
        #expect((scene.chat?.olderLoads ?? 0) == 1 && scene.rows.map(\.id) == Array(41...80))
        // Ids 41…60 span days 6 back to 3 back: day 3's separator is above id 57 now, not 61.
        #expect(layout.rowCount == 40 && layout.count == 40 + 7)
        let headers = (0..<layout.count).filter { layout.kind(of: $0) == .header }
        #expect(headers.map(layout.row(ofItem:)) == [0, 4, 10, 16, 22, 28, 34])
        // Every item measured with its separators counted: the bubbles' own heights.
        for row in 0..<40 {
            let item = layout.item(ofRow: row)
            #expect(layout.height(of: item) == chat.height(of: scene.rows[row], layout.environment))
        }
    }

    /// The reader's own messages at the trailing edge, the other person's at the leading one,
    /// each inside its row; arriving messages are the other person's.
    @Test func ownBubblesAreAtTheTrailingSideAndOthersAtTheLeading() throws {
        let driver = SceneDriver("--list chat")
        let scene = driver.scene
        let chat = try #require(scene.list.chat)
        let environment = scene.list.layout.environment
        var list = DrawList()
        for (index, row) in scene.rows.enumerated() {
            list.reset()
            let rect = try #require(scene.surface.rowFrame(index))
            try #require(scene.chat).drawMessage(row, in: rect, into: &list, palette: .light)
            let bubble = chat.bubble(of: row, environment)
            let fills = list.commands.compactMap { command -> Rect? in
                if case .fill(let rect, let color) = command, color != DemoPalette.light.background
                {
                    return rect
                }
                return nil
            }
            let left = try #require(fills.map(\.minX).min())
            let right = try #require(fills.map(\.maxX).max())
            #expect(abs(right - left - bubble.size.width) < 1e-9)
            if chat.isOwn(row) {
                #expect(abs(right - (390 - DemoChat.sideInset)) < 1e-9, "\(row.id)")
            } else {
                #expect(abs(left - DemoChat.sideInset) < 1e-9, "\(row.id)")
            }
            #expect(bubble.size.width <= 390 * DemoChat.widthFraction + 1e-9)
        }
        #expect(Set(scene.rows.map(chat.isOwn)) == [true, false])
        driver.wait(3.1)
        let arrived = try #require(scene.rows.last)
        #expect(arrived.id == 81 && !chat.isOwn(arrived))
    }

    /// The bands of a rounded fill stay inside its rectangle, cover its middle whole and are
    /// narrower towards the corners.
    @Test func aRoundedFillKeepsInsideItsRectangle() {
        var list = DrawList()
        let rect = Rect(x: 10, y: 20, width: 100, height: 40)
        list.fillRounded(rect, radius: 10, Color(r: 1, g: 2, b: 3))
        let fills = list.commands.compactMap { command -> Rect? in
            if case .fill(let rect, _) = command { return rect }
            return nil
        }
        #expect(fills.count == 21)
        for fill in fills {
            #expect(fill.minX >= rect.minX && fill.maxX <= rect.maxX + 1e-9)
            #expect(fill.minY >= rect.minY && fill.maxY <= rect.maxY + 1e-9)
        }
        #expect(fills.contains { $0 == Rect(x: 10, y: 30, width: 100, height: 20) })
        #expect(fills[0].minX > fills[2].minX && fills[2].minX > fills[18].minX)
        // The area is the rectangle's less the four corners' (r² − πr²/4 each), to a few bands.
        let area = fills.reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - (4000 - (400 - Double.pi * 100))) < 20, "\(area)")
    }

    /// A screen reader reads each message by its text and time; the top loader is the status
    /// bar at the top, and the list's refresh action has it load.
    @Test func messagesAreReadByTheirTextAndTheTopLoaderIsTheStatusBar() throws {
        let driver = SceneDriver("--list chat --latency 300")
        let scene = driver.scene
        let chat = try #require(scene.list.chat)
        let last = try #require(scene.accessibleRow(at: 19))
        #expect(last.name == chat.text(of: scene.rows[19], .english) && last.detail == "14:02")
        #expect(last.isShowing && scene.accessibleRow(at: 0)?.isShowing == false)
        #expect(scene.accessibleView.header.name == "Tap or scroll up to load earlier")
        #expect(scene.accessibleView.footer == nil)
        #expect(scene.perform(AccessibleAction.refresh))
        #expect(scene.accessibleView.isBusy)
        #expect(scene.accessibleView.header.name == "Loading earlier...")
        #expect(!scene.perform(AccessibleAction.refresh))
        #expect(scene.accessibleView.pill == nil)
        // Scrolled up, the pill is a status named by what it says, where it is drawn.
        driver.send(.wheel(notches: 5))
        driver.wait(3.2)
        let pill = try #require(scene.accessibleView.pill)
        #expect(pill.name == "1 new message" && pill.isShowing)
        #expect(pill.frame.maxY == 720 - 16 && pill.frame.height == 32)
        #expect(abs(pill.frame.midX - 195) < 1e-9)
    }
}
