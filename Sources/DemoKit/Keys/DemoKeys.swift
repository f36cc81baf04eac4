import RefreshCore

/// The demo's keys, once: `press`, `--help`, the key panel and the README's table (checked by a
/// test) all derive from `all`. A new key is a row; a combination such as `Ctrl+r` is a row with
/// its modifiers.
public enum DemoKeys {
    /// Every key, in the order the lists show them.
    public static let all: [KeyBinding] =
        HeaderKind.allCases.map {
            KeyBinding(
                $0.key, does: .header($0), help: "header kind: \(DemoKinds.headerNames)",
                panel: .headerKinds, DemoKinds.headerNames)
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
                help: "next language: en, zh-Hans, zh-Hant, ko, ru, uk (wrapping)",
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
            KeyBinding(
                "?", does: .toggleKeyPanel, help: "show or hide the key panel",
                panel: .panelAndQuit,
                "this panel"),
            // The same key unshifted on a US keyboard.
            KeyBinding("/", does: .toggleKeyPanel, help: nil),
            KeyBinding(
                .named(.escape), does: .quit, help: "quit (in a window)", panel: .panelAndQuit,
                "quit"),
        ]

    /// What `key` does when pressed with `modifiers`, if anything: the row of exactly that
    /// combination, or else, with Shift alone, the plain key's (the contract: a key pressed with
    /// Ctrl or Alt never does what the plain key does unless a row names the combination).
    public static func action(for key: Key, modifiers: KeyModifiers = []) -> DemoAction? {
        if let exact = all.first(where: { $0.key == key && $0.modifiers == modifiers }) {
            return exact.action
        }
        guard modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
        return all.first { $0.key == key && $0.modifiers.isEmpty }?.action
    }
}
