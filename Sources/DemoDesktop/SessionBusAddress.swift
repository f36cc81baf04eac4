internal import CDBus
import Glibc

/// Where the session bus is: `DBUS_SESSION_BUS_ADDRESS`, else the user's bus socket in
/// `$XDG_RUNTIME_DIR/bus` (where systemd's user session puts it), else none. Never an
/// autolaunched bus: libdbus's own lookup may start a dbus-daemon through X11 when it finds
/// none, and a demo asking for a theme must not leave a bus daemon behind.
enum SessionBusAddress {
    /// The address to connect to, nil when there is no session bus.
    static func find(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            return address
        }
        guard let folder = environment["XDG_RUNTIME_DIR"], !folder.isEmpty else { return nil }
        let path = folder + "/bus"
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK,
            let escaped = dbus_address_escape_value(path)
        else { return nil }
        defer { dbus_free(escaped) }
        return "unix:path=" + String(cString: escaped)
    }
}
