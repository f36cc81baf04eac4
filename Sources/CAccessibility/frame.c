// RAFrame: the window's object, and its activation.
#include "CAccessibility.h"
#include "internal.h"

/// The window's object: an RANode that is also an AtkWindow, whose `activate` tells screen
/// readers (Orca follows the active window) that the window is the one in front.
typedef struct RAFrame {
    RANode parent;
} RAFrame;

typedef struct RAFrameClass {
    RANodeClass parent_class;
} RAFrameClass;

static void ra_window_init(AtkWindowIface *iface) {}

G_DEFINE_TYPE_WITH_CODE(
    RAFrame, ra_frame, ra_node_get_type(),
    G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, ra_window_init))

static void ra_frame_class_init(RAFrameClass *klass) {}
static void ra_frame_init(RAFrame *frame) {}

/// The activation asked for by ra_node_activate_soon, until it is done (0: none).
static guint ra_activation;

static gboolean ra_activate_later(gpointer node) {
    ra_activation = 0;
    ra_node_activate(node, true);
    return G_SOURCE_REMOVE;
}

void ra_node_activate_soon(RANode *node) {
    // The bridge learns which events clients listen to from a reply that comes after it
    // starts: an activation signalled at once would reach nobody.
    ra_cancel_activation();
    ra_activation = g_timeout_add_full(
        G_PRIORITY_DEFAULT, 300, ra_activate_later, g_object_ref(node), g_object_unref);
}

void ra_cancel_activation(void) {
    if (ra_activation) g_source_remove(ra_activation);
    ra_activation = 0;
}

void ra_node_activate(RANode *node, bool active) {
    ra_node_set_state(node, RA_STATE_ACTIVE, active);
    if (G_TYPE_CHECK_INSTANCE_TYPE(node, ra_frame_get_type())) {
        g_signal_emit_by_name(node, active ? "activate" : "deactivate");
    }
}
