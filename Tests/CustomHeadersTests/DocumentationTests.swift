import Foundation
import Testing

/// The DocC articles (`Sources/*/*.docc`) stay true to the code: the symbols they link to exist,
/// and the code they show is code the package compiles.
struct DocumentationTests {
    static let root = ReadmeExampleTests.root

    /// Every article and landing page of both catalogues.
    static func articles() throws -> [(name: String, text: String)] {
        var found: [(String, String)] = []
        for catalogue in ["RefreshCore/RefreshCore.docc", "CustomHeaders/CustomHeaders.docc"] {
            let folder = root.appendingPathComponent("Sources/" + catalogue)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".md") {
                let text = try String(
                    contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                found.append((catalogue + "/" + name, text))
            }
        }
        return found
    }

    /// The text of every ``symbol link`` outside code blocks.
    static func symbolLinks(in text: String) -> [String] {
        var links: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            guard !inCode else { continue }
            let parts = line.components(separatedBy: "``")
            // Odd pieces are between an opening and a closing pair of backticks.
            for index in stride(from: 1, to: parts.count - 1, by: 2) { links.append(parts[index]) }
        }
        return links
    }

    /// The bodies of the ```swift blocks of `text`.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// Whether `block` appears in `source` as consecutive lines, all indented alike.
    static func contains(_ source: [String], block: [String]) -> Bool {
        guard let first = block.first, !first.isEmpty else { return false }
        for start in source.indices where source[start].hasSuffix(first) {
            let indent = String(source[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }), start + block.count <= source.count else {
                continue
            }
            let matches = block.indices.allSatisfy { offset in
                let line = source[start + offset]
                return block[offset].isEmpty ? line.isEmpty : line == indent + block[offset]
            }
            if matches { return true }
        }
        return false
    }

    @Test func everySymbolTheArticlesLinkToExists() throws {
        let known = ArticleSymbols.all
        var linked: Set<String> = []
        for (name, text) in try Self.articles() {
            for link in Self.symbolLinks(in: text) {
                linked.insert(link)
                #expect(
                    known[link] != nil || ArticleSymbols.modules.contains(link),
                    "\(name) links to ``\(link)``, which ArticleSymbols does not name")
            }
        }
        #expect(linked.count > 50)
        // The reference names nothing the articles no longer link to.
        for name in known.keys { #expect(linked.contains(name), "no article links to \(name)") }
    }

    @Test func gettingStartedShowsTheExampleAppsCode() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/refresh-example/main.swift"),
            encoding: .utf8
        ).components(separatedBy: "\n")
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/RefreshCore/RefreshCore.docc/GettingStarted.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(
                Self.contains(source, block: block),
                "not in Sources/refresh-example/main.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test func theParsersFindLinksAndBlocks() {
        let text = "A ``ScrollView`` and ``Timeline/advance(to:)``.\n```swift\nlet a = ``x``\n```\n"
        #expect(Self.symbolLinks(in: text) == ["ScrollView", "Timeline/advance(to:)"])
        #expect(Self.swiftBlocks(in: text) == [["let a = ``x``"]])
        #expect(
            Self.contains(
                ["func f() {", "    let a = 1", "", "    b()", "}"],
                block: ["let a = 1", "", "b()"]))
        #expect(!Self.contains(["    let a = 1", "  b()"], block: ["let a = 1", "b()"]))
    }
}
