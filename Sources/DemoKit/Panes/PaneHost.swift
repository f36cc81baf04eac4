import RefreshCore
import RefreshSource

/// What a list's pane asks of the scene it sits in: the services every kind of list shares
/// (the language and the motion the reader chose, the texts, keeping the reader's place, the
/// keyboard's scrolling, a new component's titles and timings).
protocol PaneHost: AnyObject {
    /// The language everything is shown in.
    var language: RefreshLanguage { get }
    /// Its place in the order the `l` key goes through (row layers' versions name it).
    var languageIndex: Int { get }
    /// Whether the desktop asks for reduced motion (animations happen at once).
    var reducesMotion: Bool { get }
    /// The lists' texts, every language.
    var listTexts: ListTexts { get }
    /// The list in its scroll view: its anchor, putting rows in, where the anchor row went.
    var surface: ListSurface { get }
    /// Scrolls as a key would.
    func scroll(_ move: ScrollMove, repeating: Bool)
    /// Gives a new component the scene's language, dwells, motion and text scale.
    func prepare(_ component: any RefreshComponentHolder)
    /// The header, whose refresh wins over every load.
    var header: RefreshHeader { get }
    /// The footer, whose load asks for the next page.
    var footer: RefreshFooter? { get }
    /// What is in flight now: the component whose request is out, if any.
    var inFlight: InFlight { get }
    /// The rows changed: the content's size follows.
    func listDidChange()
}

extension DemoScene: PaneHost {}

/// What a web feed's pane asks of the scene besides: the time by the calendar and the
/// header's detail line.
protocol FeedPaneHost: PaneHost {
    /// The calendar time now, seconds since 1970.
    var calendarNow: Double { get }
    /// Why the last refresh failed, for the header's detail line; nil: it did not (a refresh
    /// that succeeded, or a new one going out).
    func showRefreshFailure(_ failure: FetchFailure?)
}

extension DemoScene: FeedPaneHost {
    var calendarNow: Double { resources.clock.epoch(at: timeline.now) }

    func showRefreshFailure(_ failure: FetchFailure?) { presence.showRefreshFailure(failure) }
}
