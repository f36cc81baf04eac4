internal import CDBus
import Glibc
import RefreshSource

/// What a portal reader does on its thread's connection: subscribe and ask at first, then take
/// each message as it arrives. Confined to that thread.
protocol PortalBusClient: AnyObject {
    /// Raised when the reader stops: the thread then ends.
    var stopping: PipeSignal { get }
    /// Subscribes and sends the first call; false when it could not (after `finish`).
    func begin(on bus: PortalBus) -> Bool
    /// One message from the bus (replies, errors and signals; not the bus's hang-up).
    func handle(_ message: OpaquePointer, on bus: PortalBus)
    /// No answer is coming any more, and why.
    func finish(_ status: PortalStatus)
}

/// A portal reader's thread: one private connection to the session bus, used by this thread
/// alone. It lets its client subscribe and ask, then sleeps in `poll` on the connection and
/// the stop signal, handing every message to the client as it arrives. Replies are matched
/// by serial and messages popped one by one, so no libdbus callback, pending call or timeout
/// is involved.
final class PortalBus {
    /// The portal's bus name and object.
    static let portal = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"

    private let address: String?
    private let client: any PortalBusClient
    /// The connection, once open (used by this thread alone).
    private var connection: OpaquePointer?

    /// A thread for `client` on the session bus at `address` (nil: there is none).
    init(address: String?, client: any PortalBusClient) {
        self.address = address
        self.client = client
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
                Unmanaged<PortalBus>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        if result != 0 { Unmanaged<PortalBus>.fromOpaque(context).release() }
        return result == 0
    }

    /// Connects, lets the client begin, and follows until stopped or disconnected.
    private func run() {
        guard let address else { return client.finish(.unavailable("no session bus")) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            return client.finish(
                .unavailable("cannot connect to the session bus: \(Self.text(error))"))
        }
        self.connection = connection
        defer {
            self.connection = nil
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        var descriptor: Int32 = -1
        guard dbus_bus_register(connection, &error) != 0,
            dbus_connection_get_unix_fd(connection, &descriptor) != 0
        else {
            return client.finish(
                .unavailable("the session bus refused a connection: \(Self.text(error))"))
        }
        guard client.begin(on: self) else { return }
        follow(connection, descriptor)
    }

    /// Hands every message that has arrived to the client (and sends what it queued), then
    /// sleeps until more arrive or the reader stops.
    private func follow(_ connection: OpaquePointer, _ descriptor: Int32) {
        var ready = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: client.stopping.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected")
                    != 0
                {
                    return client.finish(.unavailable("the session bus hung up"))
                }
                client.handle(message, on: self)
            }
            dbus_connection_flush(connection)
            ready[0].revents = 0
            ready[1].revents = 0
            if poll(&ready, 2, -1) < 0 {
                if errno == EINTR { continue }
                return client.finish(.unavailable("cannot wait on the session bus"))
            }
            if ready[1].revents != 0 { return }
            // Reads what is there (the messages are popped at the top of the loop); a socket
            // that hung up ends the loop here rather than waking `poll` again and again.
            let open = dbus_connection_read_write(connection, 0) != 0
            if !open || dbus_connection_get_is_connected(connection) == 0 {
                return client.finish(.unavailable("the session bus hung up"))
            }
        }
    }

    /// Asks the bus for the portal's signals `member` of `interface` (only those whose first
    /// argument is `arg0`, when given). No reply is needed: the bus applies the rule before
    /// it routes this connection's next message, so no signal falls between the rule and the
    /// answer to a call sent after it.
    func subscribe(_ interface: String, _ member: String, arg0: String? = nil) {
        guard let connection else { return }
        let rule =
            "type='signal',sender='\(Self.portal)',interface='\(interface)',"
            + "member='\(member)',path='\(Self.portalPath)'" + (arg0.map { ",arg0='\($0)'" } ?? "")
        guard
            let message = dbus_message_new_method_call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "AddMatch")
        else { return }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        guard Self.append(rule, to: &arguments) else { return }
        dbus_message_set_no_reply(message, 1)
        dbus_connection_send(connection, message, nil)
    }

    /// Calls the portal's `method` of `interface`, with one array of strings as its argument
    /// when `strings` is given; the call's serial, which its reply names (nil: not sent).
    func call(_ interface: String, _ method: String, strings: [String]? = nil) -> UInt32? {
        guard let connection,
            let message = dbus_message_new_method_call(
                Self.portal, Self.portalPath, interface, method)
        else { return nil }
        defer { dbus_message_unref(message) }
        if let strings {
            var arguments = DBusMessageIter()
            var array = DBusMessageIter()
            dbus_message_iter_init_append(message, &arguments)
            guard
                dbus_message_iter_open_container(
                    &arguments, Int32(UInt8(ascii: "a")), "s", &array) != 0
            else { return nil }
            let appended = strings.allSatisfy { Self.append($0, to: &array) }
            guard dbus_message_iter_close_container(&arguments, &array) != 0, appended else {
                return nil
            }
        }
        var serial: UInt32 = 0
        return dbus_connection_send(connection, message, &serial) != 0 ? serial : nil
    }

    /// Whether `message` is the reply (or the error) answering the call of `serial`.
    static func answers(_ message: OpaquePointer, _ serial: UInt32?) -> Bool {
        guard let serial else { return false }
        return dbus_message_get_reply_serial(message) == serial
    }

    /// Whether `message` is an error (else a reply).
    static func isError(_ message: OpaquePointer) -> Bool {
        dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_ERROR
    }

    /// An error reply's name.
    static func errorName(_ message: OpaquePointer) -> String {
        dbus_message_get_error_name(message).map { String(cString: $0) } ?? "an error"
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
