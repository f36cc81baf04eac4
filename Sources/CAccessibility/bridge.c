// The bridge: ATK's root and toolkit name for this application, the AT-SPI bridge started over
// them and stopped, GLib's main context run from the app's own loop (watch.c waits on it beside
// the app's own wait), and the accessibility bus's status.
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
/// The root while the bridge runs (NULL: it does not).
static AtkObject *ra_root;

static AtkObject *ra_get_root(void) { return ra_root; }
static const gchar *ra_get_toolkit_name(void) { return "RefreshCore"; }
static const gchar *ra_get_toolkit_version(void) { return "0.1.0"; }

bool ra_start(RACallbacks callbacks, RANode *root) {
    // ATK has one root a process: a second bridge would take the first one's.
    if (ra_root) return false;
    ra_callbacks = callbacks;
    ra_root = g_object_ref((AtkObject *)root);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = ra_get_root;
    util->get_toolkit_name = ra_get_toolkit_name;
    util->get_toolkit_version = ra_get_toolkit_version;
    if (atk_bridge_adaptor_init(NULL, NULL) == 0) return true;
    ra_stop();
    return false;
}

void ra_stop(void) {
    // From here ATK asks the Swift side nothing (not even as the bridge leaves): its objects
    // may go.
    ra_callbacks = (RACallbacks){0};
    atk_bridge_adaptor_cleanup();
    ra_cancel_activation();
    ra_reset_bounds();
    if (ra_root) g_object_unref(ra_root);
    ra_root = NULL;
    ra_window_x = ra_window_y = 0;
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

/// The session bus, from the environment as it is now (libdbus's own `dbus_bus_get` reads it once
/// a process), without starting one: libdbus would otherwise autolaunch a bus through X11 when
/// no address is set. NULL when there is none.
static DBusConnection *ra_session_bus_open(void) {
    const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
    char *fallback = NULL;
    if (!address || !*address) {
        const char *runtime = getenv("XDG_RUNTIME_DIR");
        if (!runtime || !*runtime) return NULL;
        char path[4096];
        if (snprintf(path, sizeof path, "%s/bus", runtime) >= (int)sizeof path) return NULL;
        if (access(path, F_OK) != 0) return NULL;
        char *escaped = dbus_address_escape_value(path);
        if (!escaped) return NULL;
        size_t size = strlen(escaped) + sizeof "unix:path=";
        fallback = malloc(size);
        if (fallback) snprintf(fallback, size, "unix:path=%s", escaped);
        dbus_free(escaped);
        if (!fallback) return NULL;
        address = fallback;
    }
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *connection = dbus_connection_open_private(address, &error);
    free(fallback);
    if (connection && !dbus_bus_register(connection, &error)) {
        dbus_connection_close(connection);
        dbus_connection_unref(connection);
        connection = NULL;
    }
    dbus_error_free(&error);
    return connection;
}

int ra_bus_status(bool *enabled) {
    *enabled = false;
    DBusConnection *connection = ra_session_bus_open();
    if (!connection) return 0;
    bool reached = false;
    bool on = ra_status_property(connection, "IsEnabled", &reached);
    if (reached && !on) on = ra_status_property(connection, "ScreenReaderEnabled", &reached);
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
    *enabled = on;
    return reached ? 1 : 0;
}
