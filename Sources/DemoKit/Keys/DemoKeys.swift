import RefreshCore

/// The demo's keys, once: `press`, `--help`, the key panel and the README's table (checked by a
/// test) all derive from `all`. A new key is a row; a combination such as `Ctrl+r` is a row with
/// its modifiers.
public enum DemoKeys {
    /// Every key, in the order the lists show them.
    public static let all: [KeyBinding] = table(HeaderKind.allCases)

    /// Every key with a row for each of `kinds` (the header kinds' table, or a test's with a
    /// kind added), in the order the lists show them.
    public static func table(_ kinds: [HeaderKind]) -> [KeyBinding] {
        let names = DemoKinds.headerNames(of: kinds)
        return kinds.map {
            KeyBinding(
                $0.key, does: .header($0), help: "header kind: \(names)", panel: .headerKinds,
                names)
        } + [
            KeyBinding(
                "h", does: .nextHeader, help: "next header kind (in that order, wrapping)",
                panel: .kinds, "next header"),
            KeyBinding(
                "f", does: .nextFooter, help: "next footer kind: auto, back, none",
                panel: .kinds, "next footer"),
            KeyBinding(
                "r", does: .refresh, help: "begin refreshing from code, as an app would on launch",
                panel: .refresh, "refresh from code"),
            KeyBinding(
                "t", does: .nextTheme,
                help: "next theme: light, dark (wrapping; stops following the desktop)",
                panel: .refresh, "next theme"),
            KeyBinding(
                "n", does: .toggleNoMoreData,
                help: "footer: no more data, or reset it if it is already in that state",
                panel: .noMoreData, "no more data / reset"),
            KeyBinding(
                "g", does: .nextFooterStyle, help: "next footer style: state, normal, gif",
                panel: .footerStyle, "next footer style (state, normal, gif)"),
            KeyBinding(
                "l", does: .nextLanguage,
                help: """
                    next language: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr,
                    es, ar, he, then those an app added (wrapping)
                    """,
                panel: .languageAndFailures, "next language"),
            KeyBinding(
                "x", does: .failNextRequest, help: "the next request sent fails (once)",
                panel: .languageAndFailures, "next request fails"),
            KeyBinding(
                "d", does: .toggleInspector,
                help: """
                    show or hide the inspector: offset, velocity, insets, each
                    component's state and percent, frame time, frames per second
                    and a graph of the offset (an overlay; it changes nothing)
                    """,
                panel: .inspector, "inspector: offset, velocity, states, fps"),
            KeyBinding(
                "b", does: .closeFloor,
                help:
                    "close the second floor (header \(HeaderKind.floor); nothing when it is closed)",
                panel: .floor, "close the second floor (header \(HeaderKind.floor.key))"),
        ] + desktopRows + [
            KeyBinding(
                "?", does: .toggleKeyPanel, help: "show or hide the key panel",
                panel: .panelAndQuit,
                "this panel"),
            // The same key unshifted on a US keyboard.
            KeyBinding("/", does: .toggleKeyPanel, help: nil),
            KeyBinding(
                .named(.escape), does: .dismiss,
                help: """
                    close the menu, else the key panel, else the inspector, else cancel
                    the refresh or load in flight (never quits)
                    """,
                panel: .panelAndQuit, "close, cancel"),
        ]
    }

    /// The keys a desktop user expects (scrolling, F5, Ctrl+q, focus, the context menu) and the
    /// menu's items that have no key; the menu's order is the contract's.
    static let desktopRows: [KeyBinding] = [
        KeyBinding(
            .named(.up), does: .scroll(.lineUp),
            help: "scroll 40 points towards the top, as a wheel notch does",
            panel: .scrolling, "scroll"),
        KeyBinding(
            .named(.down), does: .scroll(.lineDown), help: "scroll 40 points towards the end",
            panel: .scrolling, "scroll"),
        KeyBinding(
            .named(.pageUp), does: .scroll(.pageUp),
            help: "scroll a page (the view's height less 44 points) towards the top",
            panel: .scrolling, "scroll"),
        KeyBinding(
            .named(.pageDown), does: .scroll(.pageDown), help: "scroll a page towards the end",
            panel: .scrolling, "scroll"),
        KeyBinding(.named(.space), .shift, does: .scroll(.pageUp), help: "as PageUp"),
        KeyBinding(
            .named(.space), does: .activate(orPageDown: true),
            help: "press the focused control; with none, as PageDown"),
        KeyBinding(
            .named(.home), does: .scroll(.top), help: "scroll to the top", panel: .scrolling,
            "scroll",
            menu: MenuPlace(title: .menuScrollToTop, order: 4, context: .always)),
        KeyBinding(
            .named(.end), does: .scroll(.end),
            help: "scroll to the end (loads more, as reaching it with the wheel does)",
            panel: .scrolling, "scroll",
            menu: MenuPlace(title: .menuScrollToEnd, order: 5, context: .always)),
        KeyBinding(
            .named(.f5), does: .refresh, help: "begin refreshing, as r", panel: .scrolling,
            "refresh", menu: MenuPlace(title: .menuRefresh, order: 1, context: .always)),
        KeyBinding("r", .ctrl, does: .refresh, help: "begin refreshing, as r"),
        KeyBinding(menuItem: .cancel, .menuCancel, order: -1, context: .inFlight),
        KeyBinding(menuItem: .loadMoreCards, .menuLoadMoreCards, order: 0, context: .overCarousel),
        KeyBinding(menuItem: .openSecondFloor, .menuSecondFloor, order: 2, context: .floorHeader),
        KeyBinding(menuItem: .loadMore, .menuLoadMore, order: 3, context: .always),
        KeyBinding(
            .named(.tab), does: .focus(.next),
            help: "focus the next row, card, button or footer (ringed, brought into view)",
            panel: .focusAndMenu, "next control"),
        KeyBinding(
            .named(.tab), .shift, does: .focus(.previous), help: "focus the previous control"),
        KeyBinding(
            .named(.return), does: .activate(orPageDown: false),
            help: "press the focused control (the idle footer loads, a button refreshes)"),
        KeyBinding(
            .named(.left), does: .focus(.backward),
            help: "with a card focused, focus the one before it"),
        KeyBinding(
            .named(.right), does: .focus(.forward), help: "with a card focused, the one after it"),
        KeyBinding(
            .named(.menu), does: .openMenu,
            help: "open the context menu at the focused control (Up, Down, Return, Esc)",
            panel: .focusAndMenu, "menu, Shift+F10"),
        KeyBinding(
            .named(.application), does: .openMenu, help: "as Menu (the PC keyboard's menu key)"),
        KeyBinding(
            .named(.f10), .shift, does: .openMenu, help: "as Menu"),
        KeyBinding(
            "q", .ctrl, does: .quit, help: "quit (in a window)", panel: .panelAndQuit, "quit"),
        KeyBinding("w", .ctrl, does: .quit, help: "quit (in a window)"),
    ]

    /// The context menu's items, top to bottom, with what each does: the rows of the table with
    /// a menu place, for the menu opened with the floor header (`floor`) or over the carousel
    /// (`overCarousel`), while something is in flight (`inFlight`), titled in `language` from
    /// `texts`.
    public static func menuItems(
        floor: Bool, overCarousel: Bool, inFlight: Bool = false,
        language: RefreshLanguage = .english, texts: ListTexts = .english
    ) -> [(action: DemoAction, title: String)] {
        all.compactMap { row -> (Int, DemoAction, String)? in
            guard let place = row.menu else { return nil }
            switch place.context {
            case .always: break
            case .floorHeader: guard floor else { return nil }
            case .overCarousel: guard overCarousel else { return nil }
            case .inFlight: guard inFlight else { return nil }
            }
            return (place.order, row.action, texts.text(place.title, language))
        }.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
    }

    /// What `key` does when pressed with `modifiers`, if anything: the row of exactly that
    /// combination, or else, with Shift alone, the plain key's (the contract: a key pressed with
    /// Ctrl or Alt never does what the plain key does unless a row names the combination).
    public static func action(for key: Key, modifiers: KeyModifiers = []) -> DemoAction? {
        // A row that is only a menu item has no key: `key` never matches it (nil ≠ key).
        if let exact = all.first(where: { $0.key == key && $0.modifiers == modifiers }) {
            return exact.action
        }
        guard modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
        return all.first { $0.key == key && $0.modifiers.isEmpty }?.action
    }
}
