import RefreshCore

extension DemoOptions {
    /// Parses the arguments after the program name; a repeated option keeps its last value.
    ///
    /// `--help` (then `--version`) anywhere wins over everything else, even a bad option, so
    /// help is always one flag away. A `--script` file is checked for readability here, so an
    /// unreadable script is a usage error before anything starts; `readScript()` reads it later.
    public static func parse(_ arguments: [String]) throws(UsageError) -> DemoCommand {
        if arguments.contains("--help") { return .help }
        if arguments.contains("--version") { return .version }
        var options = DemoOptions()
        var latencyGiven = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw UsageError("\(argument): unexpected argument (options start with --)")
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--help", "--version", "--headless":
                if let inlineValue {
                    throw UsageError("\(name)=\(inlineValue): \(name) does not take a value")
                }
                if name == "--help" { return .help }
                if name == "--version" { return .version }
                options.headless = true
                continue
            default:
                break
            }
            guard let setter = setters[name] ?? feedSetters[name] else {
                throw UsageError("\(name): unknown option")
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name): missing value (\(setter.expected))")
            }
            guard setter.apply(&options, value) else {
                throw UsageError("\(name) \(value): must be \(setter.expected)")
            }
            if name == "--latency" { latencyGiven = true }
            if name == "--script", value != "-", let reason = SystemFile.checkReadable(value) {
                throw UsageError("--script \(value): cannot read the file: \(reason)")
            }
        }
        try options.resolveFeed(latencyGiven: latencyGiven)
        if let carousel = options.carousel, carousel > options.rows {
            throw UsageError(
                "--carousel \(carousel): must be an integer from 0 to \(options.rows) (the rows)")
        }
        if options.headless, let log = options.feelLog {
            throw UsageError(
                "--feel-log \(log): measures a window's frames, so not with --headless")
        }
        if options.list == .sections, let carousel = options.carousel {
            throw UsageError(
                "--carousel \(carousel): not with --list sections (its headers stick)")
        }
        if options.list == .chat, let carousel = options.carousel {
            throw UsageError("--carousel \(carousel): not with --list chat (a chat has none)")
        }
        return .run(options)
    }

    /// Reads the script's bytes (from standard input for `-`); `nil` when there is no script.
    public func readScript() throws(UsageError) -> [UInt8]? {
        guard let script else { return nil }
        switch SystemFile.readAll(script) {
        case .success(let bytes):
            return bytes
        case .failure(let error):
            let name = script == "-" ? "standard input" : "the file"
            throw UsageError("--script \(script): cannot read \(name): \(error.reason)")
        }
    }

    /// True for an argument that is another option rather than a value (`-` alone is a value).
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") && argument.count > 2
    }

    /// An option that takes a value: what it expects, and how it stores a good value.
    struct Setter {
        /// Words completing "must be …", such as "an integer from 1 to 1000".
        var expected: String
        /// Stores the value; false when it is not acceptable.
        var apply: (inout DemoOptions, String) -> Bool
    }

    /// A language an app added, named by `code` (letters first, then letters, digits, `-` or
    /// `_`, at most 35): its direction and plural rule are its strings file's, read with the
    /// assets, which must have it (`DemoApp` checks).
    static func addedLanguage(_ code: String) -> RefreshLanguage? {
        let allowed = code.utf8.allSatisfy {
            (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x5F
        }
        guard allowed, (1...35).contains(code.utf8.count), code.first?.isLetter == true else {
            return nil
        }
        return RefreshLanguage(code: code, direction: .leftToRight, pluralRule: .otherOnly)
    }

    /// An integer option from `range` stored through `keyPath`.
    static func integer(
        _ range: ClosedRange<Int>, _ keyPath: WritableKeyPath<DemoOptions, Int>
    ) -> Setter {
        Setter(expected: "an integer from \(range.lowerBound) to \(range.upperBound)") {
            options, value in
            guard let number = wholeNumber(value), range.contains(number) else { return false }
            options[keyPath: keyPath] = number
            return true
        }
    }

    /// An option naming one of `Value`'s cases by `name`, stored through `keyPath`.
    private static func choice<Value: CaseIterable>(
        _ keyPath: WritableKeyPath<DemoOptions, Value>, named name: KeyPath<Value, String>
    ) -> Setter {
        let names = Value.allCases.map { $0[keyPath: name] }
        return Setter(expected: "one of \(list(names))") { options, value in
            guard let found = Value.allCases.first(where: { $0[keyPath: name] == value }) else {
                return false
            }
            options[keyPath: keyPath] = found
            return true
        }
    }

    /// An option naming one of `Value`'s cases by its raw value, stored through `keyPath`.
    private static func choice<Value: CaseIterable & RawRepresentable>(
        _ keyPath: WritableKeyPath<DemoOptions, Value>
    ) -> Setter where Value.RawValue == String {
        choice(keyPath, named: \.rawValue)
    }

    /// A path option stored through `keyPath`; any non-empty string.
    private static func path(
        _ what: String, _ keyPath: WritableKeyPath<DemoOptions, String?>
    ) -> Setter {
        Setter(expected: what) { options, value in
            guard !value.isEmpty else { return false }
            options[keyPath: keyPath] = value
            return true
        }
    }

    /// The value-taking options by name (computed: closures holding key paths are not Sendable).
    private static var setters: [String: Setter] {
        [
            "--size": Setter(expected: "WxH with each of W and H an integer from 1 to 8192") {
                options, value in
                let parts = value.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2,
                    let width = wholeNumber(String(parts[0])), (1...8192).contains(width),
                    let height = wholeNumber(String(parts[1])), (1...8192).contains(height)
                else { return false }
                options.width = width
                options.height = height
                return true
            },
            "--scale": Setter(expected: "1, 2 or auto") { options, value in
                // `auto`: the window system's density (`WindowDensity`); headless it is 1.
                if value == "auto" {
                    options.scale = nil
                    return true
                }
                guard let scale = wholeNumber(value), scale == 1 || scale == 2 else { return false }
                options.scale = scale
                return true
            },
            "--fps": integer(1...1000, \.fps),
            "--header": choice(\.header, named: \.rawValue),
            "--footer": choice(\.footer),
            "--footer-style": choice(\.footerStyle),
            "--lang": Setter(
                expected: "one of \(list(RefreshLanguage.allCases.map(\.code))), or the code of a "
                    + "language an app added (a strings file of that name in the assets)"
            ) { options, value in
                guard let language = RefreshLanguage(code: value) ?? addedLanguage(value) else {
                    return false
                }
                options.lang = language
                return true
            },
            "--api": choice(\.api),
            "--list": Setter(expected: "one of plain, feed, sections or chat") { options, value in
                guard let kind = ListKind(rawValue: value) else { return false }
                options.list = kind
                return true
            },
            "--prefetch": integer(0...1000, \.prefetch),
            "--theme": preference(\.theme, "light, dark or system") { ColorScheme(rawValue: $0) },
            "--motion": preference(\.motion, "full, reduced or system") { Motion(rawValue: $0) },
            "--text-scale": preference(\.textScale, "a decimal number from 1 to 2, or system") {
                decimal($0).flatMap { DesktopPreferences.textScales.contains($0) ? $0 : nil }
            },
            "--a11y": choice(\.a11y),
            "--fail-every": integer(0...1000, \.failEvery),
            "--success-dwell": integer(0...10000, \.successDwell),
            "--failure-dwell": integer(0...10000, \.failureDwell),
            "--rows": integer(0...100000, \.rows),
            "--cards": integer(0...10000, \.cards),
            "--carousel": Setter(expected: "an integer from 0 to the rows (--rows)") {
                options, value in
                guard let rows = wholeNumber(value), (0...100000).contains(rows) else {
                    return false
                }
                options.carousel = rows
                return true
            },
            "--page": integer(1...10000, \.page),
            "--pages": integer(0...1000, \.pages),
            "--latency": integer(0...60000, \.latency),
            "--frames": Setter(expected: "an integer from 1 to 100000000") { options, value in
                guard let frames = wholeNumber(value), (1...100_000_000).contains(frames) else {
                    return false
                }
                options.frames = frames
                return true
            },
            "--script": path("a file to read, or - for standard input", \.script),
            "--trace": path("a file to write, or - for standard output", \.trace),
            "--feel-log": path("a file to write, or - for standard output", \.feelLog),
            "--shots": path("a folder", \.shots),
            "--assets": path("a folder", \.assets),
        ]
    }

    /// An option of the desktop's preferences: `system`, or a value `parse` accepts.
    private static func preference<Value>(
        _ keyPath: WritableKeyPath<DemoOptions, PreferenceChoice<Value>?>, _ expected: String,
        parse: @escaping (String) -> Value?
    ) -> Setter {
        Setter(expected: expected) { options, value in
            if value == "system" {
                options[keyPath: keyPath] = .system
            } else if let parsed = parse(value) {
                options[keyPath: keyPath] = .fixed(parsed)
            } else {
                return false
            }
            return true
        }
    }

    /// `value` as a decimal number written as digits with at most one point between digits
    /// (`1`, `1.5`, `2.0`; no sign, exponent or spaces).
    private static func decimal(_ value: String) -> Double? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ wholeNumber(String($0)) != nil }) else {
            return nil
        }
        return Double(value)
    }

    /// `value` as a whole number written with ASCII digits only (no sign, no spaces).
    static func wholeNumber(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return nil
        }
        return Int(value)
    }

    /// "a, b or c".
    private static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
