import RefreshCore

/// What a list's pane asks of the scene it sits in: the services every kind of list shares
/// (the language and the motion the reader chose, the texts, keeping the reader's place, the
/// keyboard's scrolling, a new component's titles and timings).
protocol PaneHost: AnyObject {
    /// The language everything is shown in.
    var language: RefreshLanguage { get }
    /// Whether the desktop asks for reduced motion (animations happen at once).
    var reducesMotion: Bool { get }
    /// The lists' texts, every language.
    var listTexts: ListTexts { get }
    /// The topmost row whose top edge is in view, and where.
    var anchor: ListAnchor? { get }
    /// Records where the anchor row went after `count` rows went in above it.
    func noteAnchoredInsertion(_ before: ListAnchor?, rowsAbove count: Int)
    /// Scrolls as a key would.
    func scroll(_ move: ScrollMove, repeating: Bool)
    /// Gives a new component the scene's language, dwells, motion and text scale.
    func prepare(_ component: RefreshComponent)
}

extension DemoScene: PaneHost {}
