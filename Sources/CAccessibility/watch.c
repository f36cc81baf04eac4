// Waiting on GLib beside the app's own wait: the watcher thread.
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "CAccessibility.h"
#include "internal.h"

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
