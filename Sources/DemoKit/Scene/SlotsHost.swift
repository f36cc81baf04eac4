import RefreshCore

/// What the header and footer slots (`RefreshSlots`) ask of the scene they sit in, at the
/// moment they need it: the network and the list a refresh or a load works on, and the settings
/// in effect that a new component takes.
protocol SlotsHost: AnyObject {
    /// The pane of the list's kind, whose requests the header's and footer's actions send.
    var pane: any ListPane { get }
    /// The simulated network's requests: the pages loaded since the last refresh, a load out.
    var requests: DemoRequests { get }
    /// The options the scene was made with (result dwells, pages, headless).
    var options: DemoOptions { get }
    /// The rows and their layout, whose phase a header refresh sets.
    var list: DemoList { get }
    /// The carousel's trailer at work, whose load a header refresh ends.
    var carouselLoads: CarouselLoads? { get }
    /// The titles of the scene's language.
    var strings: RefreshStrings { get }
    /// The desktop's focus, network and preferences, and the scene following them (motion,
    /// text scale, the header's detail line).
    var presence: DesktopPresence { get }
    /// What is in flight now: the footer's load a refresh drops.
    var inFlight: InFlight { get }
    /// Rebuilds the status bar's text for what changed and shows the bar again.
    func updateStatusText()
}

extension DemoScene: SlotsHost {}
