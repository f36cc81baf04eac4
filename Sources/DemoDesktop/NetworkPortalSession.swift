internal import CDBus
import Glibc

/// The network monitor reader's thread: one private connection to the session bus. It
/// subscribes to the portal's `changed` signal, asks `GetAvailable`, then sleeps in `poll` on
/// the connection and the stop signal, asking again after each `changed` (the signal carries
/// no reliable value of its own: older portals send the availability, newer ones nothing).
final class NetworkPortalSession {
    private static let portal = "org.freedesktop.portal.Desktop"
    private static let portalPath = "/org/freedesktop/portal/desktop"
    private static let monitor = "org.freedesktop.portal.NetworkMonitor"

    private let reader: NetworkPortalReader
    private let address: String?
    /// The serial of the `GetAvailable` call in flight, which its reply names; 0 for none.
    private var askSerial: UInt32 = 0

    init(reader: NetworkPortalReader, address: String?) {
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
                Unmanaged<NetworkPortalSession>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        if result != 0 { Unmanaged<NetworkPortalSession>.fromOpaque(context).release() }
        return result == 0
    }

    /// Connects, asks, and follows until stopped or disconnected.
    private func run() {
        guard let address else { return reader.finish(.unavailable("no session bus")) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            return reader.finish(.unavailable("cannot connect to the session bus"))
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        var descriptor: Int32 = -1
        guard dbus_bus_register(connection, &error) != 0,
            dbus_connection_get_unix_fd(connection, &descriptor) != 0
        else { return reader.finish(.unavailable("the session bus refused a connection")) }
        subscribe(connection)
        guard ask(connection) else {
            return reader.finish(.unavailable("cannot send GetAvailable to the portal"))
        }
        dbus_connection_flush(connection)
        var ready = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: reader.stopping.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard handle(message, connection) else { return }
            }
            dbus_connection_flush(connection)
            ready[0].revents = 0
            ready[1].revents = 0
            if poll(&ready, 2, -1) < 0 {
                if errno == EINTR { continue }
                return reader.finish(.unavailable("cannot wait on the session bus"))
            }
            if ready[1].revents != 0 { return }
            let open = dbus_connection_read_write(connection, 0) != 0
            if !open || dbus_connection_get_is_connected(connection) == 0 {
                return reader.finish(.unavailable("the session bus hung up"))
            }
        }
    }

    /// Passes one message on; false when the connection has ended.
    private func handle(_ message: OpaquePointer, _ connection: OpaquePointer) -> Bool {
        let type = dbus_message_get_type(message)
        let isAnswer = askSerial != 0 && dbus_message_get_reply_serial(message) == askSerial
        if type == DBUS_MESSAGE_TYPE_METHOD_RETURN, isAnswer {
            askSerial = 0
            if let available = Self.boolean(message) { reader.receive(available) }
        } else if type == DBUS_MESSAGE_TYPE_ERROR, isAnswer {
            askSerial = 0
            let name = dbus_message_get_error_name(message).map { String(cString: $0) }
            reader.finish(.unavailable("the network monitor answered \(name ?? "an error")"))
        } else if dbus_message_is_signal(message, Self.monitor, "changed") != 0 {
            _ = ask(connection)
        } else if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected")
            != 0
        {
            reader.finish(.unavailable("the session bus hung up"))
            return false
        }
        return true
    }

    /// Asks the bus for the portal's `changed` signals (no reply needed: the bus applies the
    /// rule before it routes this connection's next message, the first `GetAvailable`).
    private func subscribe(_ connection: OpaquePointer) {
        let rule =
            "type='signal',sender='\(Self.portal)',interface='\(Self.monitor)',"
            + "member='changed',path='\(Self.portalPath)'"
        guard
            let message = dbus_message_new_method_call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "AddMatch")
        else { return }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        let appended = rule.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "s")), &value)
        }
        guard appended != 0 else { return }
        dbus_message_set_no_reply(message, 1)
        dbus_connection_send(connection, message, nil)
    }

    /// Sends `GetAvailable`, keeping its serial; false when it cannot.
    private func ask(_ connection: OpaquePointer) -> Bool {
        guard
            let message = dbus_message_new_method_call(
                Self.portal, Self.portalPath, Self.monitor, "GetAvailable")
        else { return false }
        defer { dbus_message_unref(message) }
        return dbus_connection_send(connection, message, &askSerial) != 0
    }

    /// The reply's one boolean argument, nil for another shape.
    private static func boolean(_ message: OpaquePointer) -> Bool? {
        var arguments = DBusMessageIter()
        guard dbus_message_iter_init(message, &arguments) != 0,
            dbus_message_iter_get_arg_type(&arguments) == Int32(UInt8(ascii: "b"))
        else { return nil }
        var value: dbus_bool_t = 0
        dbus_message_iter_get_basic(&arguments, &value)
        return value != 0
    }
}
