internal import CDBus
import RefreshSource

/// The network monitor as its reader follows it on the bus thread: it subscribes to the
/// portal's `changed` signal and asks `GetAvailable`, asking again after each `changed` (the
/// signal carries no reliable value of its own: older portals send the availability, newer
/// ones nothing).
extension NetworkPortalReader: PortalReading {
    static let call = PortalCall(
        interface: "org.freedesktop.portal.NetworkMonitor", signal: "changed",
        method: "GetAvailable", name: "the network monitor")

    static func subscribe(on bus: PortalBus) { bus.subscribe(call.interface, call.signal) }

    static func ask(on bus: PortalBus) -> UInt32? { bus.call(call.interface, call.method) }

    func receiveAnswer(_ message: OpaquePointer) {
        if let available = Self.boolean(message) { receive(available) }
    }

    func receiveSignal(_ message: OpaquePointer) -> Bool { true }

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
