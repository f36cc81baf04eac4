internal import CDBus
import DemoKit
import Glibc

/// The reader's thread: one private connection to the session bus, used by this thread alone.
/// It subscribes to `SettingChanged` for the namespaces followed, sends `ReadAll` without
/// waiting for it, then sleeps in `poll` on the connection and the stop signal, handing every
/// answer and signal to the reader as it arrives. Replies are matched by serial and messages
/// popped one by one, so no libdbus callback, pending call or timeout is involved.
final class PortalSession {
    private static let bus = "org.freedesktop.DBus"
    private static let portal = "org.freedesktop.portal.Desktop"
    private static let portalPath = "/org/freedesktop/portal/desktop"
    private static let settings = "org.freedesktop.portal.Settings"

    private let reader: SettingsPortalReader
    private let address: String?
    /// The serial of the `ReadAll` call, which its reply names.
    private var readAllSerial: UInt32 = 0

    init(reader: SettingsPortalReader, address: String?) {
        self.reader = reader
        self.address = address
    }

    /// Starts the thread (detached: it ends by itself after `stop()`); false when it cannot.
    func start() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<PortalSession>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        if result != 0 { Unmanaged<PortalSession>.fromOpaque(context).release() }
        return result == 0
    }

    /// Connects, asks, and follows until stopped or disconnected.
    private func run() {
        guard let address else {
            reader.finish(.unavailable("no session bus"))
            return
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            reader.finish(.unavailable("cannot connect to the session bus: \(Self.text(error))"))
            return
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        var descriptor: Int32 = -1
        guard dbus_bus_register(connection, &error) != 0,
            dbus_connection_get_unix_fd(connection, &descriptor) != 0
        else {
            reader.finish(.unavailable("the session bus refused a connection: \(Self.text(error))"))
            return
        }
        for namespace in PortalSettings.namespaces { subscribe(connection, namespace) }
        guard askReadAll(connection) else {
            reader.finish(.unavailable("cannot send ReadAll to the settings portal"))
            return
        }
        dbus_connection_flush(connection)
        follow(connection, descriptor)
    }

    /// Hands every message that has arrived to the reader, then sleeps until more arrive or
    /// the reader stops.
    private func follow(_ connection: OpaquePointer, _ descriptor: Int32) {
        var ready = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: reader.stopping.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard handle(message) else { return }
            }
            ready[0].revents = 0
            ready[1].revents = 0
            if poll(&ready, 2, -1) < 0 {
                if errno == EINTR { continue }
                reader.finish(.unavailable("cannot wait on the session bus"))
                return
            }
            if ready[1].revents != 0 { return }
            // Reads what is there (the messages are popped at the top of the loop); a socket
            // that hung up ends the loop here rather than waking `poll` again and again.
            let open = dbus_connection_read_write(connection, 0) != 0
            if !open || dbus_connection_get_is_connected(connection) == 0 {
                reader.finish(.unavailable("the session bus hung up"))
                return
            }
        }
    }

    /// Passes one message on; false when the connection has ended.
    private func handle(_ message: OpaquePointer) -> Bool {
        let type = dbus_message_get_type(message)
        let isReadAllReply =
            readAllSerial != 0
            && dbus_message_get_reply_serial(message) == readAllSerial
        if type == DBUS_MESSAGE_TYPE_METHOD_RETURN, isReadAllReply {
            reader.receive(DBusArguments.readAll(message), first: true)
        } else if type == DBUS_MESSAGE_TYPE_ERROR, isReadAllReply {
            let name = dbus_message_get_error_name(message).map { String(cString: $0) }
            reader.finish(.unavailable("the settings portal answered \(name ?? "an error")"))
        } else if dbus_message_is_signal(message, Self.settings, "SettingChanged") != 0 {
            if let setting = DBusArguments.settingChanged(message) {
                reader.receive([setting], first: false)
            }
        } else if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected")
            != 0
        {
            reader.finish(.unavailable("the session bus hung up"))
            return false
        }
        return true
    }

    /// Asks the bus for the portal's `SettingChanged` signals of `namespace` (no reply needed:
    /// the bus applies the rule before it routes this connection's next message, the
    /// `ReadAll`, so no change falls between the answer and the subscription).
    private func subscribe(_ connection: OpaquePointer, _ namespace: String) {
        let rule =
            "type='signal',sender='\(Self.portal)',interface='\(Self.settings)',"
            + "member='SettingChanged',path='\(Self.portalPath)',arg0='\(namespace)'"
        guard
            let message = dbus_message_new_method_call(
                Self.bus, "/org/freedesktop/DBus", Self.bus, "AddMatch")
        else { return }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        guard Self.append(rule, to: &arguments) else { return }
        dbus_message_set_no_reply(message, 1)
        dbus_connection_send(connection, message, nil)
    }

    /// Sends `ReadAll` for the namespaces followed, keeping its serial; false when it cannot.
    private func askReadAll(_ connection: OpaquePointer) -> Bool {
        guard
            let message = dbus_message_new_method_call(
                Self.portal, Self.portalPath, Self.settings, "ReadAll")
        else { return false }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        var names = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        guard
            dbus_message_iter_open_container(&arguments, Int32(UInt8(ascii: "a")), "s", &names)
                != 0
        else { return false }
        var appended = true
        for namespace in PortalSettings.namespaces {
            appended = appended && Self.append(namespace, to: &names)
        }
        guard dbus_message_iter_close_container(&arguments, &names) != 0, appended else {
            return false
        }
        return dbus_connection_send(connection, message, &readAllSerial) != 0
    }

    /// Appends a string argument.
    private static func append(_ text: String, to arguments: inout DBusMessageIter) -> Bool {
        text.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "s")), &value)
                != 0
        }
    }

    /// An error's message, or its name when it has none.
    private static func text(_ error: DBusError) -> String {
        if let message = error.message { return String(cString: message) }
        return error.name.map { String(cString: $0) } ?? "unknown error"
    }
}
