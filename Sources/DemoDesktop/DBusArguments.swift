internal import CDBus
import DemoKit

/// Reads the arguments of the settings portal's messages into Swift values: `ReadAll`'s
/// `a{sa{sv}}` and `SettingChanged`'s `(s, s, v)`. Anything of another shape reads as nothing,
/// so an odd reply leaves the settings as they were instead of trapping.
enum DBusArguments {
    /// D-Bus type codes (libdbus defines them as casted macros, which Swift does not import).
    private static let array = code("a")
    private static let dictEntry = code("e")
    private static let variant = code("v")
    private static let string = code("s")

    /// Every (namespace, key, value) of a `ReadAll` reply.
    static func readAll(_ message: OpaquePointer) -> [(String, String, PortalValue)] {
        var found: [(String, String, PortalValue)] = []
        var outer = DBusMessageIter()
        guard dbus_message_iter_init(message, &outer) != 0 else { return [] }
        forEachEntry(of: &outer) { namespaceEntry in
            guard let namespace = text(&namespaceEntry),
                dbus_message_iter_next(&namespaceEntry) != 0
            else { return }
            forEachEntry(of: &namespaceEntry) { keyEntry in
                guard let key = text(&keyEntry), dbus_message_iter_next(&keyEntry) != 0 else {
                    return
                }
                found.append((namespace, key, value(&keyEntry)))
            }
        }
        return found
    }

    /// The (namespace, key, value) of a `SettingChanged` signal, nil when it is not `(s, s, v)`.
    static func settingChanged(_ message: OpaquePointer) -> (String, String, PortalValue)? {
        var arguments = DBusMessageIter()
        guard dbus_message_iter_init(message, &arguments) != 0,
            let namespace = text(&arguments), dbus_message_iter_next(&arguments) != 0,
            let key = text(&arguments), dbus_message_iter_next(&arguments) != 0
        else { return nil }
        return (namespace, key, value(&arguments))
    }

    /// Calls `body` with an iterator at the start of each dictionary entry of the array that
    /// `iterator` is at (nothing when it is at something else).
    private static func forEachEntry(
        of iterator: inout DBusMessageIter, _ body: (inout DBusMessageIter) -> Void
    ) {
        guard dbus_message_iter_get_arg_type(&iterator) == array else { return }
        var entries = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &entries)
        while dbus_message_iter_get_arg_type(&entries) == dictEntry {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&entries, &entry)
            body(&entry)
            guard dbus_message_iter_next(&entries) != 0 else { break }
        }
    }

    /// The string `iterator` is at, nil when it is at something else.
    private static func text(_ iterator: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&iterator) == string else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) }
    }

    /// The value inside the variant `iterator` is at (`other` for anything but a basic type).
    private static func value(_ iterator: inout DBusMessageIter) -> PortalValue {
        guard dbus_message_iter_get_arg_type(&iterator) == variant else { return .other }
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        switch dbus_message_iter_get_arg_type(&inner) {
        case code("b"): return .bool(basic(&inner, as: dbus_bool_t.self) != 0)
        case code("y"): return .unsigned(UInt64(basic(&inner, as: UInt8.self)))
        case code("q"): return .unsigned(UInt64(basic(&inner, as: UInt16.self)))
        case code("u"): return .unsigned(UInt64(basic(&inner, as: UInt32.self)))
        case code("t"): return .unsigned(basic(&inner, as: UInt64.self))
        case code("n"): return .signed(Int64(basic(&inner, as: Int16.self)))
        case code("i"): return .signed(Int64(basic(&inner, as: Int32.self)))
        case code("x"): return .signed(basic(&inner, as: Int64.self))
        case code("d"): return .double(basic(&inner, as: Double.self))
        case code("s"), code("o"), code("g"): return text(&inner).map(PortalValue.string) ?? .other
        default: return .other
        }
    }

    /// The fixed-size basic value `iterator` is at, read as `type`.
    private static func basic<Value: FixedWidthInteger>(
        _ iterator: inout DBusMessageIter, as type: Value.Type
    ) -> Value {
        var value: Value = 0
        dbus_message_iter_get_basic(&iterator, &value)
        return value
    }

    private static func basic(_ iterator: inout DBusMessageIter, as type: Double.Type) -> Double {
        var value = 0.0
        dbus_message_iter_get_basic(&iterator, &value)
        return value
    }

    /// The type code of a one-letter signature.
    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }
}
