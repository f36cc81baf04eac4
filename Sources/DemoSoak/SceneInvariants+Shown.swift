import DemoKit
import RefreshCore

extension SceneInvariants {
    // MARK: - What the components show: results, the page asked for, titles, settled insets

    /// A result shows only while its component still refreshes, and failures only add up.
    func checkResults(_ scene: DemoScene, fail: (String) -> Void) {
        if let result = scene.header.result, scene.header.state != .refreshing {
            fail("the header shows a \(result) while \(scene.header.state)")
        }
        if let footer = scene.footer, let result = footer.result, footer.state != .refreshing {
            fail("the footer shows a \(result) while \(footer.state)")
        }
        if scene.failures < failures { fail("failures went \(failures) → \(scene.failures)") }
        failures = scene.failures
    }

    /// A load asks for the page after the last one in the list: a failed page is asked for
    /// again, a landed one never twice.
    func checkPages(_ scene: DemoScene, fail: (String) -> Void) {
        // The feed keeps its rows through refreshes: the pages in it are not counted from them.
        guard let asked = scene.loadingPage, page > 0, scene.listKind != .feed else {
            return
        }
        let landed = (scene.rows.count - rowsAtRefresh) / page
        if asked != landed + 1 { fail("a load asks for page \(asked) with \(landed) in the list") }
    }

    /// Every title is the scene's language's, or none: a switch of language leaves nothing in
    /// the old one.
    func checkTitles(_ scene: DemoScene, fail: (String) -> Void) {
        if language != scene.language {
            language = scene.language
            texts = Set(RefreshText.allCases.map { scene.strings[$0] } + [""])
        }
        // A chat has no header (the scene keeps one it never shows).
        let header = scene.chat == nil ? scene.header.displayedTitle : ""
        if !texts.contains(header) { fail("header title \"\(header)\" is not \(scene.language)") }
        if let footer = scene.footer?.displayedTitle, !texts.contains(footer) {
            fail("footer title \"\(footer)\" is not \(scene.language)")
        }
        if let loader = scene.chat?.loader.displayedTitle, !texts.contains(loader) {
            fail("top loader title \"\(loader)\" is not \(scene.language)")
        }
    }

    func checkSettledInsets(_ scene: DemoScene, fail: (String) -> Void) {
        let inset = scene.scrollView.contentInset
        var bottom = 0.0
        if let footer = scene.footer, footer.loadsByItself, footer.isVisible {
            bottom = footer.height
        }
        // An open second floor rests with the content below the view; a chat's top loader
        // adds its height; otherwise the original insets are back.
        var top = scene.header.floorState == .open ? scene.scrollView.viewSize.height : 0
        if let loader = scene.chat?.loader, loader.isVisible { top = loader.height }
        if abs(inset.top - top) > 1e-9 || abs(inset.bottom - bottom) > 1e-9 {
            fail(
                "settled with insets top \(inset.top), bottom \(inset.bottom); expected top \(top), "
                    + "bottom \(bottom) (footer \(scene.footerKind.rawValue), "
                    + "\(scene.footer?.isVisible == true ? "shown" : "hidden or none"))")
        }
    }
}
