import RefreshCore

/// One row of the demo's key table: a key with its modifiers, what it does, and how the lists
/// of keys (`--help`, the key panel, the README) describe it.
public struct KeyBinding: Sendable {
    /// The key; nil for a row that is only a context menu's item.
    public let key: Key?
    /// The modifiers held with it (none for every key today).
    public let modifiers: KeyModifiers
    /// What it does.
    public let action: DemoAction
    /// What `--help` and the README say it does, a line of `--help` at a time; nil for an alias
    /// the lists leave out. Rows in a run with the same help are listed together.
    public let help: String?
    /// Its place on the key panel, if it has one.
    public let panel: PanelEntry?
    /// Its place in the context menu, if it is an item there.
    public let menu: MenuPlace?

    /// Where a key sits on the key panel: rows of one group share a line, in table order, and
    /// a run of rows with the same text is listed once under its first and last keys.
    public struct PanelEntry: Sendable {
        /// The panel's line.
        public let group: KeyPanelGroup
        /// The few words the panel says.
        public let text: String
    }

    /// A row of the table.
    init(
        _ key: Key?, _ modifiers: KeyModifiers = [], does action: DemoAction, help: String?,
        panel group: KeyPanelGroup? = nil, _ text: String = "", menu: MenuPlace? = nil
    ) {
        self.key = key
        self.modifiers = modifiers
        self.action = action
        self.help = help
        self.panel = group.map { PanelEntry(group: $0, text: text) }
        self.menu = menu
    }

    /// A row that is only an item of the context menu: `title` at `order`, shown in `context`.
    init(
        menuItem action: DemoAction, _ title: ListTexts.Key, order: Int,
        context: MenuPlace.Context
    ) {
        self.init(
            nil, does: action, help: nil,
            menu: MenuPlace(title: title, order: order, context: context))
    }

    /// The key as the lists name it: its modifiers, then SDL's name for it (`Escape`,
    /// `Ctrl+r`), or the short name the panel uses (`Esc`) when `short`.
    public func name(short: Bool = false) -> String {
        modifiers.description + Self.name(of: key, short: short)
    }

    private static func name(of key: Key?, short: Bool) -> String {
        switch key {
        case nil: return ""
        case .character(let character): return String(character)
        case .named(.escape) where short: return "Esc"
        case .named(.pageUp): return "PageUp"
        case .named(.pageDown): return "PageDown"
        case .named(let named):
            let raw = named.rawValue
            return raw.prefix(1).uppercased() + raw.dropFirst()
        }
    }
}
