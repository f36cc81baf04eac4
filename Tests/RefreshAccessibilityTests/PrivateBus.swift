import Foundation
import Glibc

/// A session bus and an accessibility bus of the test's own: `dbus-daemon --session` and
/// at-spi2-core's bus launcher on it, the environment pointed at them until `close()`. Real
/// buses, as a screen reader's desktop has them (at-spi2-core's registry is started on the
/// accessibility bus as a client asks for it); the launcher is not shown the display, so that it
/// does not point the display's clients at this bus.
final class PrivateBus {
    /// The session bus's address.
    let session: String
    /// The accessibility bus's address.
    let accessibility: String
    private let daemon: Spawned
    private let launcher: Spawned
    /// The launcher's runtime folder, where it puts the accessibility bus's socket.
    private let runtime: String

    /// How long a bus may take to come up or to answer, seconds: far above what it takes.
    static let patience = 20.0

    /// Something the buses did not do.
    struct Failure: Error, CustomStringConvertible {
        /// What.
        let description: String
    }

    init() throws {
        var environment = ProcessInfo.processInfo.environment
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure(description: "no pipe") }
        daemon = try Spawned(
            "/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--print-address=1"],
            environment: environment, output: ends[1], closing: ends[0])
        Glibc.close(ends[1])
        var text: [UInt8] = []
        var byte: UInt8 = 0
        while read(ends[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { text.append(byte) }
        Glibc.close(ends[0])
        session = String(decoding: text, as: UTF8.self)
        guard !session.isEmpty else {
            daemon.stop(patience: 1)
            throw Failure(description: "dbus-daemon said no address")
        }
        var folder = Array("/tmp/refresh-a11y-test-XXXXXX".utf8CString)
        guard mkdtemp(&folder) != nil else { throw Failure(description: "no runtime folder") }
        runtime = String(
            decoding: folder.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        environment["DBUS_SESSION_BUS_ADDRESS"] = session
        environment["XDG_RUNTIME_DIR"] = runtime
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        launcher = try Spawned(
            "/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"], environment: environment)
        // Asked before the launcher owns its name, the daemon would start another by activation.
        let start = Date()
        while try Self.call(
            session, "org.freedesktop.DBus", "/org/freedesktop/DBus",
            "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus") != ["boolean true"]
        {
            guard Date().timeIntervalSince(start) < Self.patience else {
                launcher.stop(patience: 1)
                daemon.stop(patience: 1)
                throw Failure(description: "the bus launcher never owned org.a11y.Bus")
            }
            usleep(10_000)
        }
        guard
            let address = try Self.call(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"
            ).first
        else {
            launcher.stop(patience: 1)
            daemon.stop(patience: 1)
            throw Failure(description: "the bus launcher gave no address")
        }
        accessibility = address
        setenv("DBUS_SESSION_BUS_ADDRESS", session, 1)
        setenv("AT_SPI_BUS_ADDRESS", accessibility, 1)
    }

    /// Points the environment away and ends both buses: the launcher's group (its bus and the
    /// registry the bus started) first, then the session bus.
    func close() {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        unsetenv("AT_SPI_BUS_ADDRESS")
        launcher.stop(patience: Self.patience)
        daemon.stop(patience: Self.patience)
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// The bus names of the applications the accessibility bus's registry lists.
    func applications() throws -> [String] {
        try Self.call(
            accessibility, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
            "org.a11y.atspi.Accessible.GetChildren", literal: false
        ).compactMap { line in
            guard let start = line.range(of: "string \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// Calls `method` on `destination` at `bus` with dbus-send and returns its reply's lines,
    /// trimmed; `whileWaiting` runs until it replies (the bridge answers only when pumped).
    /// Empty when the call failed.
    @discardableResult
    static func call(
        _ bus: String, _ destination: String, _ path: String, _ method: String,
        _ arguments: String..., literal: Bool = true, whileWaiting: () -> Void = {}
    ) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        process.arguments =
            [
                "--bus=\(bus)", literal ? "--print-reply=literal" : "--print-reply",
                "--reply-timeout=\(Int(patience * 1000))", "--dest=\(destination)", path, method,
            ]
            + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning {
            whileWaiting()
            usleep(1000)
        }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else { return [] }
        return String(decoding: text, as: UTF8.self).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
