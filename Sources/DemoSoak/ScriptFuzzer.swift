import Foundation
import TestSupport

/// Random and mutated script files for the parser and the headless loop: random bytes, huge
/// and negative numbers, missing and extra arguments, very long lines, NUL bytes, bad UTF-8.
/// Valid waits and moves stay short so that runs of the scripts that parse end quickly.
public struct ScriptFuzzer {
    private var random: SeededRandom

    /// A fuzzer drawing from `seed`.
    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// The next script's bytes.
    public mutating func next() -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return randomBytes(count: random.skewed(0...4096))
        case 1: return Array(longLine().utf8)
        default: return mutated(validScript())
        }
    }

    private mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    private mutating func longLine() -> String {
        let unit = ["wait 1 ", "x", "9", " ", "move 1 1 1", "\u{0}"].randomElement(using: &random)!
        return String(repeating: unit, count: random.skewed(1000...200_000)) + "\n"
    }

    /// A short valid script: a few commands with small times.
    private mutating func validScript() -> [String] {
        var lines: [String] = []
        for _ in 0..<random.skewed(1...30) {
            let x = Int.random(in: -50...450, using: &random)
            let y = Int.random(in: -50...800, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0: lines.append("wait \(random.skewed(0...800))")
            case 1: lines.append("down \(x) \(y)")
            case 2: lines.append("move \(x) \(y) \(random.skewed(0...600))")
            case 3: lines.append("up")
            case 4: lines.append("wheel \(Int.random(in: -5...5, using: &random))")
            case 5:
                let keys = SoakScriptGenerator.keys + ["Space", "Escape", "F5", "Up", "q"]
                lines.append("key \(keys.randomElement(using: &random)!)")
            case 6: lines.append("shot s\(Int.random(in: 0...9, using: &random))")
            case 7: lines.append("scroll \(x / 10) \(Double(y - 400) / 7)")
            default: lines.append(["# comment", "", "   ", "\t"].randomElement(using: &random)!)
            }
        }
        return lines
    }

    /// `lines` with zero to four random mutations, as bytes.
    private mutating func mutated(_ lines: [String]) -> [UInt8] {
        var lines = lines
        for _ in 0..<Int.random(in: 0...4, using: &random) where !lines.isEmpty {
            let index = Int.random(in: 0..<lines.count, using: &random)
            var words = lines[index].split(separator: " ").map(String.init)
            switch Int.random(in: 0..<11, using: &random) {
            case 0: words = Array(words.dropLast())  // a missing argument
            case 1: words.append(words.last ?? "1")  // an extra argument
            case 2: replaceNumber(in: &words, with: hugeNumber())
            case 3: replaceNumber(in: &words, with: "-\(random.skewed(1...100_000))")
            case 4: replaceNumber(in: &words, with: oddNumber())
            case 5:
                let names = ["wiat", "WAIT", "shot", "key", "", "\u{0}"]
                words.insert(names.randomElement(using: &random)!, at: 0)
            case 6: words.append("\u{0}")
            case 7: words.append(["# trailing", "#", "\r"].randomElement(using: &random)!)
            case 8:
                lines.insert(String(repeating: "w", count: random.skewed(1...100_000)), at: index)
                continue
            case 9:
                lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
                continue
            default:
                lines.remove(at: index)
                continue
            }
            lines[index] = words.joined(separator: " ")
        }
        var bytes = Array(lines.joined(separator: random.chance(0.1) ? "\r\n" : "\n").utf8)
        if random.chance(0.1), !bytes.isEmpty {
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
                in: 0x80...0xFF, using: &random)
        }
        return bytes
    }

    private mutating func replaceNumber(in words: inout [String], with value: String) {
        guard words.count > 1 else { return }
        words[Int.random(in: 1..<words.count, using: &random)] = value
    }

    private mutating func hugeNumber() -> String {
        [
            "3600001", "99999999999999999999999999", "9223372036854775807",
            "9223372036854775808", "1e308", "1e309", "inf", "nan", "0x10",
            String(repeating: "9", count: random.skewed(20...5000)),
        ].randomElement(using: &random)!
    }

    private mutating func oddNumber() -> String {
        ["", "+5", "1.5", "-0", "٣", "１２", "5ms", " ", ".", "1,000", "0000000000000001"]
            .randomElement(using: &random)!
    }
}
