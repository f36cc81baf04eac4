// The bridge: ATK's root and toolkit name for this application, the AT-SPI bridge started over
// them, GLib's main context run from the app's own loop (and waited on beside the app's own
// wait), and the accessibility bus's status.
#include <errno.h>
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

// MARK: - Waiting on GLib beside the app's own wait

// The app at rest waits in SDL's event wait, which knows nothing of GLib's sockets. So while it
// waits, a watcher thread polls GLib's descriptors (the bus connection, GLib's own wake-up) and
// calls `ra_wait_wake` when one is ready, which ends the app's wait; the main thread then runs
// what is due. The watcher only polls: GLib's context stays the main thread's, acquired from
// `ra_wait_begin` to `ra_wait_end` (GLib's prepare, query, check, dispatch, with the watcher as
// the poll). It polls with the poll function GLib's context has, and calls `ra_wait_wake` with
// its lock let go (the app's wake may take locks of its own).
static GMutex ra_wait_lock;
static GCond ra_wait_changed;
static GThread *ra_watcher;
static void (*ra_wait_wake)(void);
/// Stops the watcher's poll when the app's wait ended first, or the watcher is stopped.
static int ra_wait_cancel_fd = -1;
/// GLib's descriptors for this wait, and the watcher's copy (with the cancel descriptor last).
static GPollFD *ra_wait_fds, *ra_watch_fds;
static gint ra_wait_size, ra_wait_count, ra_wait_priority;
/// Set by `ra_wait_begin` for the watcher; cleared by the watcher once its poll is over.
static bool ra_wait_armed;
static bool ra_wait_polling;
static bool ra_wait_acquired;
/// Set by `ra_wait_stop`: the watcher ends.
static bool ra_wait_stopping;
/// The watcher's poll failed (other than by a signal) and the watcher ended: waits are capped
/// at `RA_FAILED_POLL_PERIOD` instead, so that GLib is still run, without a thread.
static bool ra_wait_failed;

/// How long the app may wait at most once the watcher's poll failed, milliseconds: a client's
/// message is answered within this (D-Bus's calls wait 25 s), and an idle app wakes 10 times a
/// second rather than spinning.
#define RA_FAILED_POLL_PERIOD 100

static gpointer ra_watch(gpointer unused) {
    g_mutex_lock(&ra_wait_lock);
    while (!ra_wait_stopping) {
        if (!ra_wait_armed) {
            g_cond_wait(&ra_wait_changed, &ra_wait_lock);
            continue;
        }
        gint count = ra_wait_count;
        memcpy(ra_watch_fds, ra_wait_fds, sizeof(GPollFD) * count);
        ra_watch_fds[count] = (GPollFD){ra_wait_cancel_fd, G_IO_IN, 0};
        // A cancel may have come after the last poll had ended already: it is not for this one.
        eventfd_t stale;
        eventfd_read(ra_wait_cancel_fd, &stale);
        GPollFunc poll = g_main_context_get_poll_func(g_main_context_default());
        ra_wait_polling = true;
        g_mutex_unlock(&ra_wait_lock);
        gint ready = poll(ra_watch_fds, count + 1, -1);
        int error = ready < 0 ? errno : 0;
        g_mutex_lock(&ra_wait_lock);
        ra_wait_polling = false;
        ra_wait_armed = false;
        bool cancelled = ra_watch_fds[count].revents != 0;
        for (gint i = 0; i < count; i++) ra_wait_fds[i].revents = ra_watch_fds[i].revents;
        // A signal ends a poll early, and wakes the app as a message would; any other failure
        // would fail again at once, so the watcher ends rather than wake the app for ever.
        bool failed = ready < 0 && error != EINTR;
        ra_wait_failed = failed;
        // Woken by GLib with the app still waiting: end its wait (once more after a failure,
        // so that the app's wait is capped from now).
        void (*wake)(void) = !cancelled && ready != 0 ? ra_wait_wake : NULL;
        g_cond_broadcast(&ra_wait_changed);
        g_mutex_unlock(&ra_wait_lock);
        if (failed) {
            fprintf(
                stderr,
                "warning: --a11y: watching the accessibility bus failed (%s); clients are answered "
                "every %d ms at rest\n",
                g_strerror(error), RA_FAILED_POLL_PERIOD);
        }
        if (wake) wake();
        if (failed) return NULL;
        g_mutex_lock(&ra_wait_lock);
    }
    g_mutex_unlock(&ra_wait_lock);
    return NULL;
}

bool ra_wait_start(void (*wake)(void)) {
    if (ra_watcher) return false;
    ra_wait_cancel_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (ra_wait_cancel_fd < 0) return false;
    ra_wait_wake = wake;
    ra_wait_size = 8;
    ra_wait_fds = g_new0(GPollFD, ra_wait_size);
    ra_watch_fds = g_new0(GPollFD, ra_wait_size + 1);
    ra_watcher = g_thread_try_new("refresh-a11y-watch", ra_watch, NULL, NULL);
    if (ra_watcher) return true;
    ra_wait_stop();
    return false;
}

void ra_wait_stop(void) {
    if (ra_watcher) {
        g_mutex_lock(&ra_wait_lock);
        ra_wait_stopping = true;
        if (ra_wait_polling) eventfd_write(ra_wait_cancel_fd, 1);
        g_cond_broadcast(&ra_wait_changed);
        g_mutex_unlock(&ra_wait_lock);
        g_thread_join(ra_watcher);
        ra_watcher = NULL;
    }
    if (ra_wait_cancel_fd >= 0) close(ra_wait_cancel_fd);
    ra_wait_cancel_fd = -1;
    g_clear_pointer(&ra_wait_fds, g_free);
    g_clear_pointer(&ra_watch_fds, g_free);
    ra_wait_size = ra_wait_count = 0;
    ra_wait_wake = NULL;
    ra_wait_armed = ra_wait_polling = ra_wait_stopping = ra_wait_failed = false;
}

bool ra_wait_watching(void) {
    g_mutex_lock(&ra_wait_lock);
    bool watching = ra_watcher && !ra_wait_failed;
    g_mutex_unlock(&ra_wait_lock);
    return watching;
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
    bool failed = ra_wait_failed;
    if (!failed) {
        ra_wait_armed = true;
        g_cond_broadcast(&ra_wait_changed);
    }
    g_mutex_unlock(&ra_wait_lock);
    if (failed && (timeout < 0 || timeout > RA_FAILED_POLL_PERIOD)) return RA_FAILED_POLL_PERIOD;
    return timeout;
}

void ra_wait_end(void) {
    if (!ra_wait_acquired) return;
    ra_wait_acquired = false;
    g_mutex_lock(&ra_wait_lock);
    if (ra_wait_polling) eventfd_write(ra_wait_cancel_fd, 1);
    ra_wait_armed = false;
    while (ra_wait_polling) g_cond_wait(&ra_wait_changed, &ra_wait_lock);
    bool failed = ra_wait_failed;
    g_mutex_unlock(&ra_wait_lock);
    GMainContext *context = g_main_context_default();
    // With no watcher, what is ready is found now, without waiting.
    if (failed) g_main_context_get_poll_func(context)(ra_wait_fds, ra_wait_count, 0);
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
