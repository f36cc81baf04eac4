internal import CDBus
import RefreshSource

/// The network monitor's reader on its bus thread (`PortalBus`): it subscribes to the
/// portal's `changed` signal and asks `GetAvailable`, asking again after each `changed` (the
/// signal carries no reliable value of its own: older portals send the availability, newer
/// ones nothing).
final class NetworkPortalSession: PortalBusClient {
    private static let monitor = "org.freedesktop.portal.NetworkMonitor"

    private let reader: NetworkPortalReader
    /// The serial of the `GetAvailable` call in flight, which its reply names; nil for none.
    private var askSerial: UInt32?

    init(reader: NetworkPortalReader) { self.reader = reader }

    var stopping: PipeSignal { reader.stopping }

    func begin(on bus: PortalBus) -> Bool {
        bus.subscribe(Self.monitor, "changed")
        askSerial = bus.call(Self.monitor, "GetAvailable")
        guard askSerial != nil else {
            reader.finish(.unavailable("cannot send GetAvailable to the portal"))
            return false
        }
        return true
    }

    func handle(_ message: OpaquePointer, on bus: PortalBus) {
        if PortalBus.answers(message, askSerial) {
            askSerial = nil
            if PortalBus.isError(message) {
                let name = PortalBus.errorName(message)
                reader.finish(.unavailable("the network monitor answered \(name)"))
            } else if let available = Self.boolean(message) {
                reader.receive(available)
            }
        } else if dbus_message_is_signal(message, Self.monitor, "changed") != 0 {
            askSerial = bus.call(Self.monitor, "GetAvailable")
        }
    }

    func finish(_ status: PortalStatus) { reader.finish(status) }

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
