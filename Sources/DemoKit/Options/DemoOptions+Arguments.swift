extension DemoOptions {
    /// The command line that parses back to these options: every option that differs from its
    /// default, in the order `--help` lists them. A soak case or a bug report replays a scene
    /// through it, and `parse(arguments)` gives back exactly `self`.
    public var arguments: [String] {
        let defaults = DemoOptions()
        var words: [String] = []
        func add<Value: Equatable>(
            _ name: String, _ keyPath: KeyPath<DemoOptions, Value>, _ text: (Value) -> String?
        ) {
            guard self[keyPath: keyPath] != defaults[keyPath: keyPath],
                let value = text(self[keyPath: keyPath])
            else { return }
            words += [name, value]
        }
        if headless { words.append("--headless") }
        if width != defaults.width || height != defaults.height {
            words += ["--size", "\(width)x\(height)"]
        }
        add("--scale", \.scale) { $0.map(String.init) }
        add("--fps", \.fps) { "\($0)" }
        add("--header", \.header) { $0.rawValue }
        add("--footer", \.footer) { $0.rawValue }
        add("--footer-style", \.footerStyle) { $0.rawValue }
        add("--rows", \.rows) { "\($0)" }
        add("--page", \.page) { "\($0)" }
        add("--pages", \.pages) { "\($0)" }
        add("--latency", \.latency) { "\($0)" }
        add("--lang", \.lang) { $0.code }
        add("--fail-every", \.failEvery) { "\($0)" }
        add("--success-dwell", \.successDwell) { "\($0)" }
        add("--failure-dwell", \.failureDwell) { "\($0)" }
        add("--api", \.api) { $0.rawValue }
        add("--list", \.list) { $0?.rawValue }
        add("--feed", \.feed) { $0 }
        add("--timeout", \.timeout) { "\($0)" }
        add("--stale-after", \.staleAfter) { $0.map(String.init) }
        add("--cache", \.cache) { $0 }
        add("--prefetch", \.prefetch) { "\($0)" }
        add("--theme", \.theme) { $0.map { $0.word(\.rawValue) } }
        add("--motion", \.motion) { $0.map { $0.word(\.rawValue) } }
        add("--text-scale", \.textScale) { $0.map { $0.word(\.description) } }
        add("--carousel", \.carousel) { $0.map(String.init) }
        add("--cards", \.cards) { "\($0)" }
        add("--frames", \.frames) { $0.map(String.init) }
        add("--script", \.script) { $0 }
        add("--trace", \.trace) { $0 }
        add("--shots", \.shots) { $0 }
        add("--assets", \.assets) { $0 }
        return words
    }
}
