import Foundation

/// Whether a test that needs a tool or a privilege may run here. Off a developer's machine that
/// lacks it, the test is skipped and says why; in CI (`CI=true`), where `make test` installs
/// every tool, nothing may skip: the test runs and fails with its own message instead.
enum Requirement {
    /// True in CI.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether a test needing something that is `available` runs.
    static func met(_ available: Bool) -> Bool { available || isCI }

    /// Whether this process may mount a small tmpfs (root, outside a restricted container).
    static let canMountTmpfs: Bool = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mount-probe-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]) == 0 else {
            return false
        }
        _ = run("/bin/umount", [folder])
        return true
    }()

    /// Runs `tool` quietly; its exit status, or −1 when it cannot start.
    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
