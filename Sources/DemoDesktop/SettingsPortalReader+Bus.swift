internal import CDBus
import DemoKit
import RefreshSource

/// The settings portal as its reader follows it on the bus thread: it subscribes to
/// `SettingChanged` for the namespaces followed, sends `ReadAll` without waiting for it, and
/// hands the answer and every change to the reader.
extension SettingsPortalReader: PortalReading {
    static let call = PortalCall(
        interface: "org.freedesktop.portal.Settings", signal: "SettingChanged", method: "ReadAll",
        name: "the settings portal")

    static func subscribe(on bus: PortalBus) {
        for namespace in PortalSettings.namespaces {
            bus.subscribe(call.interface, call.signal, arg0: namespace)
        }
    }

    static func ask(on bus: PortalBus) -> UInt32? {
        bus.call(call.interface, call.method, strings: PortalSettings.namespaces)
    }

    func receiveAnswer(_ message: OpaquePointer) {
        receive(DBusArguments.readAll(message), first: true)
    }

    func receiveSignal(_ message: OpaquePointer) -> Bool {
        if let setting = DBusArguments.settingChanged(message) {
            receive([setting], first: false)
        }
        return false
    }
}
