// The bridge: ATK's root and toolkit name for this application, the AT-SPI bridge started over
// them, GLib's main context run from the app's own loop (and waited on beside the app's own
// wait), and the accessibility bus's status.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
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

// MARK: - Waiting on GLib beside the app's own wait

// The app at rest waits in SDL's event wait, which knows nothing of GLib's sockets. So while it
// waits, a watcher thread polls GLib's descriptors (the bus connection, GLib's own wake-up) and
// calls `ra_wait_wake` when one is ready, which ends the app's wait; the main thread then runs
// what is due. The watcher only polls: GLib's context stays the main thread's, acquired from
// `ra_wait_begin` to `ra_wait_end` (GLib's prepare, query, check, dispatch, with the watcher as
// the poll).
static GMutex ra_wait_lock;
static GCond ra_wait_changed;
static GThread *ra_watcher;
static void (*ra_wait_wake)(void);
/// Stops the watcher's poll when the app's wait ended first.
static int ra_wait_cancel_fd = -1;
/// GLib's descriptors for this wait, and the watcher's copy (with the cancel descriptor last).
static GPollFD *ra_wait_fds, *ra_watch_fds;
static gint ra_wait_size, ra_wait_count, ra_wait_priority;
/// Set by `ra_wait_begin` for the watcher; cleared by the watcher once its poll is over.
static bool ra_wait_armed;
static bool ra_wait_polling;
static bool ra_wait_acquired;

static gpointer ra_watch(gpointer unused) {
    g_mutex_lock(&ra_wait_lock);
    for (;;) {
        while (!ra_wait_armed) g_cond_wait(&ra_wait_changed, &ra_wait_lock);
        gint count = ra_wait_count;
        memcpy(ra_watch_fds, ra_wait_fds, sizeof(GPollFD) * count);
        ra_watch_fds[count] = (GPollFD){ra_wait_cancel_fd, G_IO_IN, 0};
        // A cancel may have come after the last poll had ended already: it is not for this one.
        eventfd_t stale;
        eventfd_read(ra_wait_cancel_fd, &stale);
        ra_wait_polling = true;
        g_mutex_unlock(&ra_wait_lock);
        gint ready = g_poll(ra_watch_fds, count + 1, -1);
        g_mutex_lock(&ra_wait_lock);
        ra_wait_polling = false;
        ra_wait_armed = false;
        bool cancelled = ra_watch_fds[count].revents != 0;
        for (gint i = 0; i < count; i++) ra_wait_fds[i].revents = ra_watch_fds[i].revents;
        // Woken by GLib with the app still waiting: end its wait. (A poll that failed wakes it
        // too, rather than leaving GLib unanswered.)
        if (!cancelled && ready != 0 && ra_wait_wake) ra_wait_wake();
        g_cond_broadcast(&ra_wait_changed);
    }
    return NULL;
}

bool ra_wait_start(void (*wake)(void)) {
    ra_wait_cancel_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (ra_wait_cancel_fd < 0) return false;
    ra_wait_wake = wake;
    ra_wait_size = 8;
    ra_wait_fds = g_new0(GPollFD, ra_wait_size);
    ra_watch_fds = g_new0(GPollFD, ra_wait_size + 1);
    ra_watcher = g_thread_try_new("refresh-a11y-watch", ra_watch, NULL, NULL);
    return ra_watcher != NULL;
}

int ra_wait_begin(void) {
    GMainContext *context = g_main_context_default();
    ra_wait_acquired = ra_watcher && g_main_context_acquire(context);
    if (!ra_wait_acquired) return 0;
    gboolean ready = g_main_context_prepare(context, &ra_wait_priority);
    gint timeout = -1;
    for (;;) {
        ra_wait_count = g_main_context_query(
            context, ra_wait_priority, &timeout, ra_wait_fds, ra_wait_size);
        if (ra_wait_count <= ra_wait_size) break;
        ra_wait_size = ra_wait_count;
        ra_wait_fds = g_renew(GPollFD, ra_wait_fds, ra_wait_size);
        ra_watch_fds = g_renew(GPollFD, ra_watch_fds, ra_wait_size + 1);
    }
    if (ready || timeout == 0) return 0;
    g_mutex_lock(&ra_wait_lock);
    ra_wait_armed = true;
    g_cond_broadcast(&ra_wait_changed);
    g_mutex_unlock(&ra_wait_lock);
    return timeout;
}

void ra_wait_end(void) {
    if (!ra_wait_acquired) return;
    ra_wait_acquired = false;
    g_mutex_lock(&ra_wait_lock);
    if (ra_wait_polling) eventfd_write(ra_wait_cancel_fd, 1);
    ra_wait_armed = false;
    while (ra_wait_polling) g_cond_wait(&ra_wait_changed, &ra_wait_lock);
    g_mutex_unlock(&ra_wait_lock);
    GMainContext *context = g_main_context_default();
    if (g_main_context_check(context, ra_wait_priority, ra_wait_fds, ra_wait_count)) {
        g_main_context_dispatch(context);
    }
    g_main_context_release(context);
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
