import Foundation

/// Runs the built demo like `Demo.run`, with a chosen environment and a time limit, so a
/// hang shows up as a failure instead of a stuck test.
enum DemoProcess {
    struct Result {
        var code: Int32
        var signalled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs the demo with `arguments`; `environment` entries are added (a nil value removes
    /// the variable); the process is killed after `timeout` seconds.
    static func run(
        arguments: [String], environment: [String: String?] = [:], timeout: Double = 60
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: Demo.binary.path) else {
            throw Demo.MissingBinary()
        }
        let scratch = try TempDir()
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let process = Process()
        process.executableURL = Demo.binary
        process.arguments = arguments
        process.environment = variables
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(
            code: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// Whether the bytes of a file are a whole PNG: the signature and an IEND chunk at the end.
func isCompletePNG(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 20 else {
        return false
    }
    let bytes = [UInt8](data)
    let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    return Array(bytes.prefix(8)) == PNGInfo.signature && Array(bytes.suffix(8)) == iend
}
