import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

/// What to run, from the command line.
struct SoakOptions {
    var frames = 1_000_000
    var framesPerSeed = 20_000
    var firstSeed: UInt64 = 1
    var singleSeed = false
    var fuzz = 9_000
    var binary: String?
    var binaryRuns = 200
    var size = Size(width: 195, height: 360)
    var printScript = false
    /// `fuzz-SEED-INDEX`: print that fuzzed script and its demo options instead of soaking.
    var printFuzz: (seed: UInt64, index: Int)?
    var verbose = false
    /// The tour and the first ten seeds: the working set (glyph caches, text textures, row and
    /// card layers at their most, every font) is established before memory is measured, so
    /// what grows after it is a leak, not a first use.
    var warmup = 210_000
    /// Megabytes the peak RSS and the reference scene's RSS may grow after the warm-up.
    var rssLimit = 1.0
    /// Frames a font may go unused before it is closed; nil: the FontBook's own.
    var fontEvictFrames: Int?

    static let usage = """
        usage: refresh-soak [--frames N] [--frames-per-seed N] [--seed S] [--first-seed S]
                            [--fuzz N] [--binary PATH] [--binary-runs N]
          --frames N           frames in all (default 1000000), rendered at 195×360
          --frames-per-seed N  frames each seed plays (default 20000)
          --seed S             replay one seed for --frames frames
          --first-seed S       the seeds are S, S+1, … (default 1)
          --fuzz N             fuzzed scripts through the parser and the loop (default 9000)
          --binary PATH        also run --binary-runs fuzzed scripts through this refresh-demo
          --print-script       with --seed: print the demo's options and the seed's script
          --print-fuzz NAME    print the fuzzed script NAME (fuzz-SEED-INDEX, as a report names
                               it) after a line with the demo's options, and stop
          --verbose            a line per seed: memory and live textures
                       (the first 10⁴ frames always play the built-in tour, except with --seed)
          --warmup N           frames before the memory and texture baseline (default 210000:
                               the tour and the first ten seeds)
          --rss-limit MB       how far RSS may grow after the warm-up (default 1); a short run,
                               still in its first uses, judges the live counts (text textures,
                               layers, fonts) and sets this wide
          --font-evict-frames N  frames a font may go unused before it is closed (default:
                               the FontBook's 600; a huge N keeps every font, as before)
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageFailure("\(name) needs a value") }
            return next
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number >= 0 else {
                throw UsageFailure("\(name): \(text) is not a whole number")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--frames": frames = try number(argument)
            case "--frames-per-seed": framesPerSeed = max(1, try number(argument))
            case "--seed":
                firstSeed = UInt64(try number(argument))
                singleSeed = true
            case "--first-seed": firstSeed = UInt64(try number(argument))
            case "--fuzz": fuzz = try number(argument)
            case "--binary": binary = try value(argument)
            case "--binary-runs": binaryRuns = try number(argument)
            case "--print-script": printScript = true
            case "--print-fuzz":
                let name = try value(argument)
                let parts = name.split(separator: "-", omittingEmptySubsequences: false)
                guard parts.count == 3, parts[0] == "fuzz", let seed = UInt64(parts[1]),
                    let index = Int(parts[2]), index >= 0
                else { throw UsageFailure("--print-fuzz: \(name) is not fuzz-SEED-INDEX") }
                printFuzz = (seed, index)
            case "--verbose": verbose = true
            case "--warmup": warmup = max(1, try number(argument))
            case "--rss-limit": rssLimit = Double(try number(argument))
            case "--font-evict-frames": fontEvictFrames = try number(argument)
            case "--help":
                print(Self.usage)
                exit(0)
            default: throw UsageFailure("unknown option \(argument)")
            }
        }
        if singleSeed { framesPerSeed = max(1, frames) }
    }
}
