import Foundation
import Testing

@testable import RefreshSource

@Suite struct AtomParsing {
    @Test func entriesKeepTheDocumentsOrderAndFields() throws {
        let page = try Fixtures.page("atom.xml")
        #expect(page.format == .atom)
        #expect(page.title == "Planet Refresh")
        #expect(
            page.entries.map(\.id) == [
                "tag:planet.example,2026:release-2-0", "tag:planet.example,2026:arabic",
                "tag:planet.example,2026:emoji", "tag:planet.example,2026:untitled",
            ])
        let first = page.entries[0]
        #expect(first.author == "Ada Lovelace")
        // `updated` wins over `published`.
        #expect(first.date == Date(timeIntervalSince1970: 1_796_149_802))
        // The alternate link, resolved against the page's URL; the enclosure is not it.
        #expect(first.link == URL(string: "https://planet.example/posts/release-2-0"))
        // `published` when there is no `updated`.
        #expect(page.entries[1].date == Date(timeIntervalSince1970: 1_795_953_600))
        #expect(page.entries[2].date == Date(timeIntervalSince1970: 1_795_871_700.25))
        #expect(page.entries[3].date == nil)
        // An entry without an author: the feed's title.
        #expect(page.entries[2].author == "Planet Refresh")
        // A `javascript:` link is no link.
        #expect(page.entries[2].link == nil)
        #expect(page.nextPage == URL(string: "https://planet.example/feeds/atom-page2.xml"))
    }

    @Test func markupInTitlesIsTextNeverInterpreted() throws {
        let page = try Fixtures.page("atom.xml")
        // Tags removed, the script's content dropped, `&amp;amp;` decoded once by XML and
        // once as HTML.
        #expect(page.entries[0].bodyText == "Release 2.0 & more")
        #expect(page.entries[1].bodyText == "مرحبا بالعالم — تحديث جديد")
        #expect(page.entries[2].bodyText == "Party time 🎉🦊 tonight")
        // No title: the summary's text, white space collapsed, references decoded.
        #expect(page.entries[3].bodyText == "Only a summary, on two lines & — with references ©")
    }

    @Test func prevArchiveIsTheNextPageWhenThereIsNoNextAndAFileLinkIsRefused() throws {
        // rel="next" points at a file: refused for a page fetched over https, so the
        // RFC 5005 archive link is the next page.
        let web = try Fixtures.page("atom-page2.xml")
        #expect(web.nextPage == URL(string: "https://planet.example/archive/2025.xml"))
        // A page that is itself a file may lead to another file.
        let local = try Fixtures.page("atom-page2.xml", base: "file:///srv/feeds/")
        #expect(local.nextPage == URL(string: "file:///etc/passwd"))
    }
}

@Suite struct RSSParsing {
    @Test func anISO88591DocumentReadsAsUnicode() throws {
        let page = try Fixtures.page("rss-latin1.xml", base: "http://cafe.example/")
        #expect(page.format == .rss)
        #expect(page.title == "Le Café du Coin")
        #expect(page.entries[0].bodyText == "Crème brûlée à volonté")
        #expect(page.entries[0].author == "Chef Étienne")
        #expect(page.entries[0].summary.map(EntryText.plain) == "La crème est là !")
        #expect(page.entries[0].date == Date(timeIntervalSince1970: 1_796_110_200))
        #expect(page.nextPage == URL(string: "http://cafe.example/rss-page2.xml"))
    }

    @Test func idsFallBackFromGuidToLinkToTitleAndDateAndDuplicatesGo() throws {
        let page = try Fixtures.page("rss-latin1.xml", base: "http://cafe.example/")
        #expect(
            page.entries.map(\.id) == [
                "cafe-1", "/sans-guid", "Ni lien ni guid\u{1F}Sun, 29 Nov 26 07:00 EST",
                "cafe-dup", "http://cafe.example/permalien",
                "\u{1F}Juste une description &amp; rien d'autre",
            ])
        #expect(page.entries[3].title == "Doublon (premier)")
        // A permalink guid that is no URL is no link; `isPermaLink="false"` never is one.
        #expect(page.entries[3].link == nil)
        #expect(page.entries[0].link == URL(string: "http://cafe.example/creme"))
        #expect(page.entries[1].link == URL(string: "http://cafe.example/sans-guid"))
        #expect(page.entries[1].author == "Marie")
        #expect(page.entries[1].date == Date(timeIntervalSince1970: 1_796_061_600))
        #expect(page.entries[2].date == Date(timeIntervalSince1970: 1_795_953_600))
        #expect(page.entries[2].author == "Le Café du Coin")
        #expect(page.entries[2].summary == "Contenu <i>complet</i>")
        #expect(page.entries[4].link == URL(string: "http://cafe.example/permalien"))
        #expect(page.entries[5].bodyText == "Juste une description & rien d'autre")
    }

    @Test func aTenThousandCharacterTitleParsesWhole() throws {
        let page = try Fixtures.page("long-title.xml")
        #expect(page.entries.count == 1)
        #expect(page.entries[0].bodyText.count == 10_000)
        #expect(page.entries[0].bodyText.hasSuffix(" THE END"))
    }

    @Test func anExternalDTDIsNeverFetchedAndTheFeedStillReads() throws {
        let page = try Fixtures.page("rss-091-doctype.xml")
        #expect(page.entries.map(\.id) == ["https://old.example/1"])
        #expect(try Fixtures.page("empty-rss.xml").entries.isEmpty)
    }
}

@Suite struct JSONFeedParsing {
    @Test func itemsFieldsAndNextURL() throws {
        let page = try Fixtures.page("feed.json", base: "https://notes.example/")
        #expect(page.format == .json)
        #expect(page.title == "JSON Notes")
        #expect(page.entries.map(\.id) == ["note-3", "2", "note-1"])
        #expect(page.entries[0].author == "Grace Hopper")
        #expect(page.entries[0].date == Date(timeIntervalSince1970: 1_796_203_800))
        #expect(page.entries[0].bodyText == "Third note 🚀")
        #expect(page.entries[1].author == "Old Style Author")
        #expect(page.entries[1].link == URL(string: "https://notes.example/2"))
        #expect(page.entries[1].date == Date(timeIntervalSince1970: 1_796_032_800))
        #expect(page.entries[1].bodyText == "A note without a title.")
        #expect(page.entries[2].bodyText == "First & oldest")
        #expect(page.entries[2].author == "JSON Notes")
        #expect(page.nextPage == URL(string: "https://notes.example/feed-page2.json"))
    }
}

@Suite struct NotAFeedDocuments {
    @Test(arguments: [
        "billion-laughs.xml", "external-entity.xml", "parameter-entity.xml", "page.html",
        "truncated.xml", "opml.xml", "not-json-feed.json",
    ])
    func isRefused(name: String) throws {
        #expect(throws: FeedParser.NotAFeed.self) { try Fixtures.page(name) }
    }

    @Test func emptyAndBinaryBodiesAreRefused() {
        let url = URL(string: "https://example.com/feed")!
        #expect(throws: FeedParser.NotAFeed.self) { try FeedParser.page(from: [], url: url) }
        #expect(throws: FeedParser.NotAFeed.self) {
            try FeedParser.page(from: [0x1F, 0x8B, 0x08, 0x00, 0xFF], url: url)
        }
    }

    @Test func entityDeclarationsAreNamedAsTheReason() throws {
        do {
            _ = try Fixtures.page("billion-laughs.xml")
            Issue.record("billion laughs parsed")
        } catch {
            #expect(
                (error as? FeedParser.NotAFeed)?.description == "the document declares entities")
        }
    }
}
