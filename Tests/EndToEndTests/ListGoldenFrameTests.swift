import Foundation
import Testing

// Golden frames of the lists: the feed at rest, the sections with the first header pushed up
// by the second, the three placeholders in the light and the dark theme, and the chat at its
// top with older messages loading and the pill counting one (light, dark, and Arabic, right to
// left), in a 390×400 view (the error state's button ends 362 points down, under the open
// header). Rewritten with
// UPDATE_GOLDEN=1, as GoldenFrameTests'.

let listView = (width: 390, height: 400)

/// Renders the shot `list` of `script` with `options` in a `listView`; returns it and the trace.
func renderList(_ script: String, _ options: [String]) throws -> (String, [TraceLine], TempDir) {
    let view = listView
    let dir = try TempDir()
    let file = try dir.write("script.txt", script)
    let trace = dir.path("t.jsonl")
    let result = try Demo.run(
        arguments: [
            "--headless", "--size", "\(view.width)x\(view.height)", "--script", file,
            "--trace", trace, "--shots", dir.path("shots"),
        ] + options)
    #expect(result.code == 0, "stderr: \(result.stderr)")
    return (dir.path("shots/list.png"), try Trace.read(trace), dir)
}

@Suite struct ListGoldenFrameTests {
    /// After the status bar has faded (3 s), each list in its state, shot.
    static let cases: [(name: String, script: String, options: [String], placeholder: String)] =
        [
            ("list-feed", "wait 3000\nshot list", ["--list", "feed"], "none"),
            ("list-sections", "wheel -6\nwait 3000\nshot list", ["--list", "sections"], "none"),
            ("list-empty", "wait 3000\nshot list", ["--rows", "0"], "empty"),
            // A placeholder owns the view: no carousel, no footer over or above it.
            (
                "list-feed-empty", "wait 3000\nshot list",
                ["--list", "feed", "--rows", "0", "--carousel", "0"], "empty"
            ),
            // The skeleton in the feed's row shape: the avatar and the lines.
            (
                "list-feed-loading", "wait 2900\ndown 195 246\nup\nwait 100\nshot list",
                ["--list", "feed", "--rows", "0", "--carousel", "0", "--latency", "5000"],
                "loading"
            ),
            (
                "list-loading", "wait 2900\ndown 195 246\nup\nwait 100\nshot list",
                ["--rows", "0", "--latency", "5000"], "loading"
            ),
            (
                "list-error", "wait 2900\ndown 195 246\nup\nwait 600\nshot list",
                [
                    "--rows", "0", "--fail-every", "1", "--latency", "300", "--failure-dwell",
                    "5000",
                ],
                "error"
            ),
            (
                "dark-list-empty", "wait 3000\nshot list", ["--rows", "0", "--theme", "dark"],
                "empty"
            ),
            (
                "dark-list-loading", "wait 2900\ndown 195 246\nup\nwait 100\nshot list",
                ["--rows", "0", "--latency", "5000", "--theme", "dark"], "loading"
            ),
            (
                "dark-list-error", "wait 2900\ndown 195 246\nup\nwait 600\nshot list",
                [
                    "--rows", "0", "--fail-every", "1", "--latency", "300", "--failure-dwell",
                    "5000",
                    "--theme", "dark",
                ], "error"
            ),
        ]
        + ["light", "dark", "ar"].map { variant in
            // Home at 3.5 s leaves the end and starts a load of older messages (in flight for 5 s);
            // the message at 6 s is counted on the pill.
            let options = variant == "ar" ? ["--lang", "ar"] : ["--theme", variant]
            return (
                variant == "light" ? "list-chat" : "list-chat-\(variant)",
                "wait 3500\nkey Home\nwait 2700\nshot list",
                ["--list", "chat", "--latency", "5000"] + options, "none"
            )
        }

    @Test(comparesOrRewrites, arguments: 0..<cases.count)
    func theListMatchesItsGoldenFrame(index: Int) throws {
        let item = Self.cases[index]
        let (shot, lines, dir) = try renderList(item.script, item.options)
        // The shot shows what it is named after.
        let chat = item.name.hasPrefix("list-chat")
        let shotTime = chat ? 6200 : item.name.hasSuffix("list-error") ? 3500.0 : 3000
        let line = try #require(lines.first { abs($0.number("t") - shotTime) < 1e-6 })
        #expect(line.string("placeholder") == item.placeholder)
        if chat {
            #expect(line.int("pill") == 1 && line.string("older_state") == "refreshing")
            #expect(line.number("offset_y") == -line.number("inset_top"))
        }
        if item.name == "list-sections" {
            #expect(line.int("sticky_section") == 1 && line.number("sticky_y") == -20)
        }
        try GoldenFrameTests().compare(shot, toGolden: item.name, size: listView)
        withExtendedLifetime(dir) {}
    }
}
