import RefreshCore

/// The demo's game-controller map, once: the scene, `--help` and the README's input table
/// derive from `all`. The left stick is not a row: it scrolls with its deflection as a speed
/// (`StickScroller`).
public enum DemoPad {
    /// One button's row: what it does and what the lists say.
    public struct Binding: Sendable {
        /// The button.
        public let button: ControllerButton
        /// What it does.
        public let action: PadAction
        /// What `--help` and the README say.
        public let help: String
    }

    /// Every mapped button, in the order the lists show them.
    public static let all: [Binding] = [
        Binding(
            button: .up, action: .scroll(.lineUp), help: "scroll 40 points towards the top, as Up"),
        Binding(
            button: .down, action: .scroll(.lineDown),
            help: "scroll 40 points towards the end, as Down"),
        Binding(
            button: .leftShoulder, action: .scroll(.pageUp),
            help: "scroll a page (the view's height less 44) towards the top, as PageUp"),
        Binding(
            button: .rightShoulder, action: .scroll(.pageDown),
            help: "scroll a page towards the end, as PageDown"),
        Binding(button: .y, action: .perform(.refresh), help: "begin refreshing, as r"),
        Binding(button: .b, action: .perform(.closeFloor), help: "close the second floor, as b"),
    ]

    /// What pressing `button` does, if anything.
    public static func action(for button: ControllerButton) -> PadAction? {
        all.first { $0.button == button }?.action
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
