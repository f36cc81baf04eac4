import Foundation
import Testing

@testable import DemoDesktop

/// The network monitor portal's reader against Debian's real `xdg-desktop-portal`, on a
/// private session bus of its own (a `dbus-daemon` this test starts and stops; the portal is
/// started by the bus when asked, and ends with it). The portal's connectivity cannot be
/// changed from a test: this checks that it is read at start; the change path is tested with
/// the script's `network` and `NetworkSettlingTests`.
struct NetworkPortalReaderTests {
    static let daemon = "/usr/bin/dbus-daemon"
    static let portal = "/usr/libexec/xdg-desktop-portal"

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: daemon)),
        .enabled(if: FileManager.default.isExecutableFile(atPath: portal)))
    func theRealPortalIsReadAtStart() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.daemon)
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var address = Data()
        while !address.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            address.append(chunk)
        }
        let bus = String(decoding: address, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(bus.hasPrefix("unix:"))
        let reader = NetworkPortalReader(environment: ["DBUS_SESSION_BUS_ADDRESS": bus]) {}
        defer { reader.stop() }
        // The bus starts the portal on the first call: seconds on a busy machine.
        let available = reader.waitForFirstAnswer(within: 30)
        #expect(reader.status == .answered, "\(reader.status)")
        // This machine's network (or its loopback) counts as available to the portal.
        #expect(available == true)
        #expect(reader.changedAvailability() == true)
        #expect(reader.changedAvailability() == nil)
    }

    @Test func withNoBusTheReaderSaysSoAndTheNetworkCountsAsOnline() {
        let reader = NetworkPortalReader(environment: [:]) {}
        defer { reader.stop() }
        #expect(reader.waitForFirstAnswer(within: 5) == nil)
        #expect(reader.status == .unavailable("no session bus"))
        #expect(reader.changedAvailability() == nil)
    }
}
