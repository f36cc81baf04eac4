internal import CDBus
import DemoKit
import RefreshSource

/// The settings portal's reader on its bus thread (`PortalBus`): it subscribes to
/// `SettingChanged` for the namespaces followed, sends `ReadAll` without waiting for it, and
/// hands the answer and every change to the reader.
final class SettingsPortalSession: PortalBusClient {
    private static let settings = "org.freedesktop.portal.Settings"

    private let reader: SettingsPortalReader
    /// The serial of the `ReadAll` call, which its reply names.
    private var readAllSerial: UInt32?

    init(reader: SettingsPortalReader) { self.reader = reader }

    var stopping: PipeSignal { reader.stopping }

    func begin(on bus: PortalBus) -> Bool {
        for namespace in PortalSettings.namespaces {
            bus.subscribe(Self.settings, "SettingChanged", arg0: namespace)
        }
        readAllSerial = bus.call(Self.settings, "ReadAll", strings: PortalSettings.namespaces)
        guard readAllSerial != nil else {
            reader.finish(.unavailable("cannot send ReadAll to the settings portal"))
            return false
        }
        return true
    }

    func handle(_ message: OpaquePointer, on bus: PortalBus) {
        if PortalBus.answers(message, readAllSerial) {
            if PortalBus.isError(message) {
                let name = PortalBus.errorName(message)
                reader.finish(.unavailable("the settings portal answered \(name)"))
            } else {
                reader.receive(DBusArguments.readAll(message), first: true)
            }
        } else if dbus_message_is_signal(message, Self.settings, "SettingChanged") != 0,
            let setting = DBusArguments.settingChanged(message)
        {
            reader.receive([setting], first: false)
        }
    }

    func finish(_ status: PortalStatus) { reader.finish(status) }
}
