// The bridge: ATK's root and toolkit name for this application, the AT-SPI bridge started over
// them, GLib's main context run from the app's own loop, and the accessibility bus's status.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <atk-bridge.h>
#include <dbus/dbus.h>

#include "CAccessibility.h"
#include "internal.h"

RACallbacks ra_callbacks;
int ra_window_x, ra_window_y;
static AtkObject *ra_root;

static AtkObject *ra_get_root(void) { return ra_root; }
static const gchar *ra_get_toolkit_name(void) { return "RefreshCore"; }
static const gchar *ra_get_toolkit_version(void) { return "0.1.0"; }

bool ra_start(RACallbacks callbacks, RANode *root) {
    ra_callbacks = callbacks;
    ra_root = g_object_ref((AtkObject *)root);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = ra_get_root;
    util->get_toolkit_name = ra_get_toolkit_name;
    util->get_toolkit_version = ra_get_toolkit_version;
    return atk_bridge_adaptor_init(NULL, NULL) == 0;
}

bool ra_pump(void) {
    // A bounded number of dispatches: a client flooding the bus cannot hold a frame.
    int dispatched = 0;
    while (dispatched < 64 && g_main_context_iteration(NULL, FALSE)) dispatched++;
    return dispatched > 0;
}

void ra_set_window_origin(int x, int y) {
    ra_window_x = x;
    ra_window_y = y;
}

// MARK: - The accessibility bus's status

/// Reads the boolean property `name` of org.a11y.Status; false when it cannot.
static bool ra_status_property(DBusConnection *connection, const char *name, bool *reached) {
    DBusMessage *call = dbus_message_new_method_call(
        "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get");
    if (!call) return false;
    const char *interface = "org.a11y.Status";
    dbus_message_append_args(
        call, DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID);
    DBusError error;
    dbus_error_init(&error);
    // The bus launcher is started by D-Bus activation when it is not running yet.
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, call, 2000, &error);
    dbus_message_unref(call);
    if (!reply) {
        dbus_error_free(&error);
        return false;
    }
    *reached = true;
    bool value = false;
    DBusMessageIter iter, variant;
    if (dbus_message_iter_init(reply, &iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_VARIANT) {
        dbus_message_iter_recurse(&iter, &variant);
        if (dbus_message_iter_get_arg_type(&variant) == DBUS_TYPE_BOOLEAN) {
            dbus_bool_t flag = FALSE;
            dbus_message_iter_get_basic(&variant, &flag);
            value = flag;
        }
    }
    dbus_message_unref(reply);
    return value;
}

/// Whether a session bus can be reached without starting one: libdbus would otherwise
/// autolaunch a bus through X11 when no address is set.
static bool ra_session_bus_exists(void) {
    const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (address && *address) return true;
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (!runtime || !*runtime) return false;
    char path[4096];
    if (snprintf(path, sizeof path, "%s/bus", runtime) >= (int)sizeof path) return false;
    return access(path, F_OK) == 0;
}

int ra_bus_status(bool *enabled) {
    *enabled = false;
    if (!ra_session_bus_exists()) return 0;
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
    if (!connection) {
        dbus_error_free(&error);
        return 0;
    }
    dbus_connection_set_exit_on_disconnect(connection, FALSE);
    bool reached = false;
    bool on = ra_status_property(connection, "IsEnabled", &reached);
    if (reached && !on) on = ra_status_property(connection, "ScreenReaderEnabled", &reached);
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
    *enabled = on;
    return reached ? 1 : 0;
}
