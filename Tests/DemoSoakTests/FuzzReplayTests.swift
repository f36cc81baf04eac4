import DemoKit
import DemoSoak
import Testing

/// Fuzzed scripts that once failed, replayed by name as the soak reports them.
@Suite struct FuzzReplayTests {
    /// `make soak` (2026-12-06): "the scene did not settle within 60 s of simulated time after
    /// the script ended (frame 3624: the list is held)" with `--fps 144 --header progress
    /// --rows 3 --page 4 --pages 1 --latency 2662 --lang es --fail-every 4 --failure-dwell 0
    /// --list feed --text-scale 2.0 --carousel 2 --cards 6`.
    @Test func fuzz1001_6348Settles() throws {
        let fuzzed = ScriptFuzzRun.replay(seed: 1001, index: 6348)
        #expect(fuzzed.name == "fuzz-1001-6348")
        let script = try fuzzed.script.get()
        let soakCase = try #require(fuzzed.soakCase)
        #expect(
            soakCase.demoArguments.joined(separator: " ").contains(
                "--header progress --rows 3 --page 4 --pages 1 --latency 2662"))
        #expect(throws: Never.self) {
            _ = try ScriptFuzzRun.play(script, in: soakCase, limit: fuzzed.limit)
        }
    }
}
