// The signals of the bridge's objects, recorded as text, and GLib's poll made to fail.
#include <errno.h>

#include <atk/atk.h>

#include "CAccessibility.h"
#include "CAccessibilityTestSupport.h"

static GString *ra_test_log;
static GArray *ra_test_hooks;  // pairs of signal id, hook id

/// The tag of `object` when it is one of the bridge's, else -1.
static long ra_test_tag(gpointer object) {
    GType node = g_type_from_name("RANode");
    if (!object || !node || !g_type_is_a(G_OBJECT_TYPE(object), node)) return -1;
    return ra_node_tag((RANode *)object);
}

static gboolean ra_test_hook(
    GSignalInvocationHint *hint, guint count, const GValue *values, gpointer unused) {
    long tag = ra_test_tag(g_value_get_object(&values[0]));
    if (!ra_test_log || tag < 0) return TRUE;
    GSignalQuery query;
    g_signal_query(hint->signal_id, &query);
    const char *name = query.signal_name;
    g_string_append_printf(ra_test_log, "%ld %s", tag, name);
    if (hint->detail) g_string_append_printf(ra_test_log, ":%s", g_quark_to_string(hint->detail));
    if (g_str_equal(name, "state-change")) {
        g_string_append_printf(
            ra_test_log, " %s %d", g_value_get_string(&values[1]), g_value_get_boolean(&values[2]));
    } else if (g_str_equal(name, "children-changed")) {
        g_string_append_printf(
            ra_test_log, " %u %ld", g_value_get_uint(&values[1]),
            ra_test_tag(g_value_get_pointer(&values[2])));
    } else if (g_str_equal(name, "property-change")) {
        AtkPropertyValues *change = g_value_get_pointer(&values[1]);
        if (G_VALUE_HOLDS_STRING(&change->new_value)) {
            const char *text = g_value_get_string(&change->new_value);
            g_string_append_printf(ra_test_log, " %s", text ? text : "");
        }
    } else if (g_str_equal(name, "bounds-changed")) {
        AtkRectangle *rect = g_value_get_boxed(&values[1]);
        g_string_append_printf(
            ra_test_log, " %d,%d,%d,%d", rect->x, rect->y, rect->width, rect->height);
    } else if (g_str_equal(name, "active-descendant-changed")) {
        g_string_append_printf(ra_test_log, " %ld", ra_test_tag(g_value_get_pointer(&values[1])));
    }
    g_string_append_c(ra_test_log, '\n');
    return TRUE;
}

static void ra_test_focus(AtkObject *object) {
    long tag = ra_test_tag(object);
    if (ra_test_log && tag >= 0) g_string_append_printf(ra_test_log, "%ld focus\n", tag);
}

static void ra_test_hook_signal(const char *name, GType type) {
    guint signal = g_signal_lookup(name, type);
    if (!signal) return;
    gulong hook = g_signal_add_emission_hook(signal, 0, ra_test_hook, NULL, NULL);
    gulong pair[2] = {signal, hook};
    g_array_append_vals(ra_test_hooks, pair, 2);
}

void ra_test_record_start(void) {
    if (ra_test_log) return;
    ra_test_log = g_string_new(NULL);
    ra_test_hooks = g_array_new(FALSE, FALSE, sizeof(gulong));
    // The interfaces' signals exist once their vtables do.
    g_type_class_ref(ATK_TYPE_OBJECT);
    g_type_default_interface_ref(ATK_TYPE_COMPONENT);
    g_type_default_interface_ref(ATK_TYPE_WINDOW);
    const char *object_signals[] = {
        "state-change", "children-changed", "property-change", "active-descendant-changed"};
    for (guint i = 0; i < G_N_ELEMENTS(object_signals); i++) {
        ra_test_hook_signal(object_signals[i], ATK_TYPE_OBJECT);
    }
    ra_test_hook_signal("bounds-changed", ATK_TYPE_COMPONENT);
    ra_test_hook_signal("activate", ATK_TYPE_WINDOW);
    ra_test_hook_signal("deactivate", ATK_TYPE_WINDOW);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    static guint tracker;
    if (!tracker) tracker = atk_add_focus_tracker(ra_test_focus);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void ra_test_record_stop(void) {
    if (!ra_test_log) return;
    for (guint i = 0; i + 1 < ra_test_hooks->len; i += 2) {
        g_signal_remove_emission_hook(
            g_array_index(ra_test_hooks, gulong, i), g_array_index(ra_test_hooks, gulong, i + 1));
    }
    g_array_unref(ra_test_hooks);
    ra_test_hooks = NULL;
    g_string_free(ra_test_log, TRUE);
    ra_test_log = NULL;
}

char *ra_test_record_take(void) {
    if (!ra_test_log) return g_strdup("");
    char *text = g_string_free(ra_test_log, FALSE);
    ra_test_log = g_string_new(NULL);
    return text;
}

void ra_test_free(char *text) { g_free(text); }

static GPollFunc ra_test_poll;

static gint ra_test_failing_poll(GPollFD *fds, guint count, gint timeout) {
    if (timeout == 0) return ra_test_poll(fds, count, timeout);
    errno = EINVAL;
    return -1;
}

void ra_test_fail_polls(bool fail) {
    GMainContext *context = g_main_context_default();
    if (fail && !ra_test_poll) {
        ra_test_poll = g_main_context_get_poll_func(context);
        g_main_context_set_poll_func(context, ra_test_failing_poll);
    } else if (!fail && ra_test_poll) {
        g_main_context_set_poll_func(context, ra_test_poll);
        ra_test_poll = NULL;
    }
}

void ra_test_wake_glib(void) { g_main_context_wakeup(g_main_context_default()); }

int ra_test_child_count(RANode *node) { return atk_object_get_n_accessible_children((AtkObject *)node); }
