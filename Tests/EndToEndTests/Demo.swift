import Foundation
import Testing

/// Runs the built `refresh-demo` binary and collects what it leaves behind.
enum Demo {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The debug binary, built by `swift build --product refresh-demo`.
    static let binary: URL = packageRoot.appendingPathComponent(".build/debug/refresh-demo")

    /// The package's own assets.
    static let assets: URL = packageRoot.appendingPathComponent("Assets")

    /// What a run left behind.
    struct Result {
        var code: Int32
        var signalled = false
        var timedOut = false
        var stdout: String
        var stderr: String
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var binary = Demo.binary
        var description: String {
            "\(binary.lastPathComponent) is not built at \(binary.path): "
                + "run `swift build --product \(binary.lastPathComponent)` first"
        }
    }

    /// Runs the demo with `arguments`, feeding `stdin` (if any) to its standard input;
    /// `environment` entries are added (a nil value removes the variable); the process is killed
    /// after `timeout` seconds, so a hang shows up as a failure instead of a stuck test.
    /// Runs `script` headless with `options` (the run must exit 0) and returns its trace.
    static func trace(_ script: String, _ options: [String] = []) throws -> [TraceLine] {
        let dir = try TempDir()
        let file = try dir.write("script.txt", script)
        let path = dir.path("t.jsonl")
        let result = try run(
            arguments: ["--headless", "--script", file, "--trace", path] + options)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        return FileManager.default.fileExists(atPath: path) ? try Trace.read(path) : []
    }

    static func run(
        arguments: [String], stdin: String? = nil, environment: [String: String?] = [:],
        timeout: Double = 60, binary: URL = Demo.binary, directory: URL? = nil
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw MissingBinary(binary: binary)
        }
        let scratch = try TempDir()
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = variables
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        let inPipe = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let stdin {
            inPipe.fileHandleForWriting.write(Data(stdin.utf8))
            try inPipe.fileHandleForWriting.close()
        }
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

/// A fresh temporary folder, removed when the value goes away.
final class TempDir {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` in this folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = path(name)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

/// One parsed trace line.
typealias TraceLine = [String: Any]

enum Trace {
    struct BadLine: Error, CustomStringConvertible {
        var number: Int
        var text: String
        var description: String { "trace line \(number) is not a JSON object: \(text)" }
    }

    /// Parses JSON Lines text; every non-empty line must be a JSON object.
    static func parse(_ text: String) throws -> [TraceLine] {
        var lines: [TraceLine] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.isEmpty { continue }
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            guard let dictionary = object as? [String: Any] else {
                throw BadLine(number: index + 1, text: String(line))
            }
            lines.append(dictionary)
        }
        return lines
    }

    static func read(_ path: String) throws -> [TraceLine] {
        try parse(String(contentsOfFile: path, encoding: .utf8))
    }
}

extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double {
        (self[key] as? NSNumber)?.doubleValue ?? .nan
    }

    func int(_ key: String) -> Int {
        (self[key] as? NSNumber)?.intValue ?? Int.min
    }

    func bool(_ key: String) -> Bool? {
        guard let value = self[key] as? NSNumber, JSONKind.of(value) == .bool else { return nil }
        return value.boolValue
    }

    func string(_ key: String) -> String {
        self[key] as? String ?? "<missing \(key)>"
    }
}

/// The JSON type of a parsed value.
enum JSONKind: Equatable {
    case bool
    case int
    case double
    case string
    case other

    static func of(_ value: Any) -> JSONKind {
        if value is String { return .string }
        guard let number = value as? NSNumber else { return .other }
        if type(of: number) == type(of: NSNumber(value: true)) { return .bool }
        let objCType = String(cString: number.objCType)
        return objCType == "d" || objCType == "f" ? .double : .int
    }
}

/// PNG header facts, read from the file's bytes.
struct PNGInfo: Equatable {
    var width: Int
    var height: Int

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and IHDR chunk; nil when the file is not a PNG.
    static func read(_ path: String) -> PNGInfo? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else {
            return nil
        }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func be32(_ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return PNGInfo(width: be32(16), height: be32(20))
    }
}

/// Pixel reads through ImageMagick's `convert`, when it is installed.
enum Pixels {
    static let convert: String? = ["/usr/local/bin/convert", "/usr/bin/convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The RGB of the pixel at (x, y) of a PNG, via `convert FILE -format %[pixel:p{X,Y}] info:`.
    static func rgb(_ path: String, x: Int, y: Int) throws -> [Int]? {
        guard let data = try output(path, "-format", "%[pixel:p{\(x),\(y)}]", "info:") else {
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        // "srgb(255,255,255)" or "srgba(…)" or "white"
        if text.trimmingCharacters(in: .whitespacesAndNewlines) == "white" {
            return [255, 255, 255]
        }
        guard let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")") else {
            return nil
        }
        let parts = text[text.index(after: open)..<close].split(separator: ",")
        return parts.prefix(3).compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
    /// What `convert` prints for `arguments`; nil when ImageMagick is missing.
    static func output(_ arguments: String...) throws -> Data? {
        guard let convert else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: convert)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
