import Foundation
import Glibc
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

    /// Starts a private session bus with no signal blocked (the test process blocks most, and
    /// a `dbus-daemon` that inherits that mask can neither reap the services it starts nor be
    /// stopped): its process and address.
    static func startBus() throws -> (pid: pid_t, address: String) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BusError.cannotStart("pipe") }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGCHLD, SIGPIPE, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = [daemon, "--session", "--nofork", "--print-address=1"]
        let argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, daemon, &actions, &attributes, argv, environ)
        close(ends[1])
        guard spawned == 0 else { throw BusError.cannotStart("posix_spawn \(spawned)") }
        var text = ""
        var byte: UInt8 = 0
        while !text.hasSuffix("\n"), read(ends[0], &byte, 1) == 1 {
            text.append(Character(Unicode.Scalar(byte)))
        }
        return (pid, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    enum BusError: Error {
        case cannotStart(String)
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: daemon)),
        .enabled(if: FileManager.default.isExecutableFile(atPath: portal)))
    func theRealPortalIsReadAtStart() throws {
        let bus = try Self.startBus()
        defer {
            kill(bus.pid, SIGTERM)
            waitpid(bus.pid, nil, 0)
        }
        #expect(bus.address.hasPrefix("unix:"))
        let reader = NetworkPortalReader(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) {
        }
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
