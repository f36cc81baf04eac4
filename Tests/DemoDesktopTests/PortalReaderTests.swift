import CDBus
import DemoKit
import Testing

@testable import DemoDesktop

/// D-Bus type codes, as the test builds messages with them.
private func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }

/// A message whose arguments are written by `body` (a signal: only the arguments are read).
private func message(_ body: (inout DBusMessageIter) -> Void) throws -> OpaquePointer {
    let made = try #require(
        dbus_message_new_signal("/org/freedesktop/portal/desktop", "test.Interface", "Test"))
    var arguments = DBusMessageIter()
    dbus_message_iter_init_append(made, &arguments)
    body(&arguments)
    return made
}

private func appendString(_ text: String, _ iterator: inout DBusMessageIter) {
    text.withCString { pointer in
        var value: UnsafePointer<CChar>? = pointer
        _ = dbus_message_iter_append_basic(&iterator, code("s"), &value)
    }
}

/// A variant of signature `type` holding `value`.
private func appendVariant<Value: BitwiseCopyable>(
    _ type: String, _ value: Value, _ iterator: inout DBusMessageIter
) {
    var inner = DBusMessageIter()
    _ = dbus_message_iter_open_container(&iterator, code("v"), type, &inner)
    var copy = value
    _ = dbus_message_iter_append_basic(&inner, Int32(type.unicodeScalars.first!.value), &copy)
    _ = dbus_message_iter_close_container(&iterator, &inner)
}

@Test func aSettingChangedSignalReadsAsNamespaceKeyAndValue() throws {
    let cases: [(String, (inout DBusMessageIter) -> Void, PortalValue)] = [
        ("u", { appendVariant("u", UInt32(1), &$0) }, .unsigned(1)),
        ("b", { appendVariant("b", dbus_bool_t(0), &$0) }, .bool(false)),
        ("d", { appendVariant("d", 1.5, &$0) }, .double(1.5)),
        ("i", { appendVariant("i", Int32(-3), &$0) }, .signed(-3)),
        ("t", { appendVariant("t", UInt64(7), &$0) }, .unsigned(7)),
    ]
    for (type, value, expected) in cases {
        let signal = try message { arguments in
            appendString("org.freedesktop.appearance", &arguments)
            appendString("color-scheme", &arguments)
            value(&arguments)
        }
        defer { dbus_message_unref(signal) }
        let read = try #require(DBusArguments.settingChanged(signal), "\(type)")
        #expect(read.0 == "org.freedesktop.appearance" && read.1 == "color-scheme")
        #expect(read.2 == expected, "\(type)")
    }
    let wrongShape = try message { appendString("only one string", &$0) }
    defer { dbus_message_unref(wrongShape) }
    #expect(DBusArguments.settingChanged(wrongShape) == nil)
}

@Test func aReadAllReplyReadsEveryNamespacesKeys() throws {
    let reply = try message { arguments in
        var namespaces = DBusMessageIter()
        _ = dbus_message_iter_open_container(&arguments, code("a"), "{sa{sv}}", &namespaces)
        for (namespace, keys) in [
            ("org.freedesktop.appearance", [("color-scheme", UInt32(1))]),
            ("org.gnome.desktop.interface", [("cursor-size", UInt32(24))]),
        ] {
            var entry = DBusMessageIter()
            _ = dbus_message_iter_open_container(&namespaces, code("e"), nil, &entry)
            appendString(namespace, &entry)
            var values = DBusMessageIter()
            _ = dbus_message_iter_open_container(&entry, code("a"), "{sv}", &values)
            for (key, value) in keys {
                var pair = DBusMessageIter()
                _ = dbus_message_iter_open_container(&values, code("e"), nil, &pair)
                appendString(key, &pair)
                appendVariant("u", value, &pair)
                _ = dbus_message_iter_close_container(&values, &pair)
            }
            _ = dbus_message_iter_close_container(&entry, &values)
            _ = dbus_message_iter_close_container(&namespaces, &entry)
        }
        _ = dbus_message_iter_close_container(&arguments, &namespaces)
    }
    defer { dbus_message_unref(reply) }
    let read = DBusArguments.readAll(reply)
    #expect(
        read.map { "\($0.0) \($0.1)" } == [
            "org.freedesktop.appearance color-scheme", "org.gnome.desktop.interface cursor-size",
        ])
    #expect(read.map(\.2) == [.unsigned(1), .unsigned(24)])
}

@Test func theSessionBusIsTheEnvironmentsOrNone() {
    #expect(SessionBusAddress.find(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == "unix:path=/x")
    #expect(SessionBusAddress.find([:]) == nil)
    #expect(SessionBusAddress.find(["DBUS_SESSION_BUS_ADDRESS": ""]) == nil)
    // A runtime folder without a bus socket is no bus (nothing is autolaunched).
    #expect(SessionBusAddress.find(["XDG_RUNTIME_DIR": "/nonexistent-runtime"]) == nil)
}

@Test func withNoBusTheReaderSaysSoAndHandsOutNothing() {
    let reader = SettingsPortalReader(environment: [:]) {}
    defer { reader.stop() }
    #expect(reader.waitForFirstAnswer(within: 60) == .unavailable("no session bus"))
    #expect(reader.changedPreferences() == nil)
}

@Test func aBusThatIsNotThereIsUnavailable() {
    let reader = SettingsPortalReader(
        environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
    ) {}
    defer { reader.stop() }
    guard case .unavailable(let why) = reader.waitForFirstAnswer(within: 60) else {
        Issue.record("a missing socket should be unavailable, not \(reader.status)")
        return
    }
    #expect(why.hasPrefix("cannot connect to the session bus"), "\(why)")
}

@Test func answersAndChangesReachTheFrameOnce() {
    let reader = SettingsPortalReader(environment: [:]) {}
    reader.stop()
    _ = reader.waitForFirstAnswer(within: 60)
    reader.receive(
        [("org.freedesktop.appearance", "color-scheme", .unsigned(1))], first: true)
    #expect(reader.changedPreferences() == DesktopPreferences(colorScheme: .dark))
    #expect(reader.changedPreferences() == nil)
    reader.receive([("org.gnome.desktop.interface", "cursor-size", .signed(48))], first: false)
    #expect(reader.changedPreferences() == nil, "a key not followed changes nothing")
}
