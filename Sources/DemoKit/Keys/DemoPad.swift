import RefreshCore

/// The demo's game-controller map, once: the scene, `--help` and the README's input table
/// derive from `all`. A button does one of the actions keys do (the key table's `DemoAction`),
/// and while the context menu is open it is the menu key it names, as the keyboard drives the
/// menu. The left stick is not a row: it scrolls with its deflection as a speed
/// (`StickScroller`).
public enum DemoPad {
    /// One button's row: what it does, what it is in the open menu, and what the lists say.
    public struct Binding: Sendable {
        /// The button.
        public let button: ControllerButton
        /// What it does while the menu is closed.
        public let action: DemoAction
        /// The key it is while the menu is open (nil: it does nothing there).
        public let inMenu: Key?
        /// What `--help` and the README say.
        public let help: String

        init(_ button: ControllerButton, does action: DemoAction, inMenu: Key? = nil, help: String)
        {
            self.button = button
            self.action = action
            self.inMenu = inMenu
            self.help = help
        }
    }

    /// Every mapped button, in the order the lists show them.
    public static let all: [Binding] = [
        Binding(
            .up, does: .scroll(.lineUp), inMenu: .named(.up),
            help: "scroll 40 points towards the top, as Up (in the menu: the item above)"),
        Binding(
            .down, does: .scroll(.lineDown), inMenu: .named(.down),
            help: "scroll 40 points towards the end, as Down (in the menu: the item below)"),
        Binding(
            .left, does: .focus(.backward),
            help: "with a card focused, focus the one before, as Left"),
        Binding(
            .right, does: .focus(.forward),
            help: "with a card focused, focus the one after, as Right"),
        Binding(
            .leftShoulder, does: .scroll(.pageUp),
            help: "scroll a page (the view's height less 44) towards the top, as PageUp"),
        Binding(
            .rightShoulder, does: .scroll(.pageDown),
            help: "scroll a page towards the end, as PageDown"),
        Binding(
            .a, does: .activate(orPageDown: false), inMenu: .named(.return),
            help: "press the focused control, as Return (in the menu: its chosen item acts)"),
        Binding(
            .start, does: .openMenu, inMenu: .named(.menu),
            help: "open the context menu, as Menu (in the menu: close it)"),
        Binding(
            .b, does: .closeFloor, inMenu: .named(.escape),
            help: "close the menu when it is open, else the second floor, as b"),
        Binding(.y, does: .refresh, help: "begin refreshing, as r"),
    ]

    /// The row of `button`, if it is mapped.
    public static func binding(for button: ControllerButton) -> Binding? {
        all.first { $0.button == button }
    }

    /// What the left stick does, as the lists say it.
    static let stickHelp = [
        "left stick: scroll at a speed that grows with the push (nothing in",
        "XInput's 24 % dead zone, then the square of the rest, up to 2000 pt/s);",
        "it stops at an edge (never past it, never refreshing) and, let go,",
        "the list coasts on and comes to rest inside the range",
    ]

    /// The lines `--help` lists, two spaces in, the button's name in a column of 18.
    public static let helpLines: String =
        ([
            "  " + "stick".padded(to: 18) + stickHelp[0] + "\n"
                + stickHelp.dropFirst().map { String(repeating: " ", count: 20) + $0 }
                .joined(separator: "\n")
        ]
        + all.map { "  " + $0.button.name.padded(to: 18) + $0.help }).joined(separator: "\n")

    /// The rows of the README's input table, as Markdown: "| controller `Y` | … |".
    public static let readmeRows: [String] =
        ["| controller stick | \(stickHelp.joined(separator: " ")) |"]
        + all.map { "| controller `\($0.button.name)` | \($0.help) |" }
}
