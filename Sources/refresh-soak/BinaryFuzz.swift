import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL
import TestSupport

/// Runs fuzzed scripts through the binary; returns the failures.
func fuzzBinary(_ binary: String, runs: Int, seed: UInt64) throws -> (Int, [Int32: Int], [String]) {
    var fuzzer = ScriptFuzzer(seed: seed)
    var random = SeededRandom(seed: seed ^ 0xB1)
    var codes: [Int32: Int] = [:]
    var failures: [String] = []
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("refresh-soak-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<runs {
        let file = folder.appendingPathComponent("fuzz-\(index).txt")
        try Data(fuzzer.next()).write(to: file)
        var arguments = ["--headless", "--size", "195x360", "--script", file.path]
        if random.chance(0.7) {
            arguments += ["--frames", "\(Int.random(in: 1...300, using: &random))"]
        }
        arguments += ["--latency", "\(Int.random(in: 0...1500, using: &random))"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = seconds() + 60
        while process.isRunning && seconds() < deadline { usleep(5000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            failures.append(
                "hang: \(arguments.joined(separator: " ")) (script kept at \(file.path))")
            continue
        }
        let code = process.terminationStatus
        codes[code, default: 0] += 1
        if process.terminationReason != .exit || ![0, 1, 3].contains(code) {
            let kept = FileManager.default.temporaryDirectory
                .appendingPathComponent("refresh-soak-failure-\(seed)-\(index).txt")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: file, to: kept)
            failures.append(
                "exit \(code) (\(process.terminationReason == .exit ? "exit" : "signal")): "
                    + "\(arguments.joined(separator: " ")) — script kept at \(kept.path)")
        }
    }
    return (runs, codes, failures)
}
