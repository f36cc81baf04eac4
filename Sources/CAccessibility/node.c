// RANode: an AtkObject with the AtkComponent and AtkAction interfaces, whose name, extents,
// states, attributes and actions the Swift side sets and whose children it is asked for.
#include "CAccessibility.h"
#include "internal.h"

// Objects that moved while bounds were held, each with a reference (ra_hold_bounds).
static bool ra_bounds_held = false;
static GPtrArray *ra_pending_bounds = NULL;

static void ra_component_init(AtkComponentIface *iface);
static void ra_action_init(AtkActionIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    RANode, ra_node, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, ra_component_init)
        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, ra_action_init))

static const AtkStateType ra_atk_states[] = {
    [RA_STATE_ENABLED] = ATK_STATE_ENABLED,     [RA_STATE_SENSITIVE] = ATK_STATE_SENSITIVE,
    [RA_STATE_VISIBLE] = ATK_STATE_VISIBLE,     [RA_STATE_SHOWING] = ATK_STATE_SHOWING,
    [RA_STATE_BUSY] = ATK_STATE_BUSY,           [RA_STATE_ACTIVE] = ATK_STATE_ACTIVE,
    [RA_STATE_FOCUSABLE] = ATK_STATE_FOCUSABLE, [RA_STATE_FOCUSED] = ATK_STATE_FOCUSED,
    [RA_STATE_MANAGES_DESCENDANTS] = ATK_STATE_MANAGES_DESCENDANTS,
};

static const AtkRole ra_atk_roles[] = {
    [RA_ROLE_APPLICATION] = ATK_ROLE_APPLICATION, [RA_ROLE_FRAME] = ATK_ROLE_FRAME,
    [RA_ROLE_LIST] = ATK_ROLE_LIST,               [RA_ROLE_LIST_ITEM] = ATK_ROLE_LIST_ITEM,
    [RA_ROLE_STATUS_BAR] = ATK_ROLE_STATUSBAR,    [RA_ROLE_PUSH_BUTTON] = ATK_ROLE_PUSH_BUTTON,
    [RA_ROLE_POPUP_MENU] = ATK_ROLE_POPUP_MENU,   [RA_ROLE_MENU_ITEM] = ATK_ROLE_MENU_ITEM,
    [RA_ROLE_NOTIFICATION] = ATK_ROLE_NOTIFICATION,
};

// MARK: - AtkObject

static gint ra_get_n_children(AtkObject *object) {
    RANode *node = (RANode *)object;
    return ra_callbacks.childCount ? ra_callbacks.childCount(ra_callbacks.context, node->tag) : 0;
}

static AtkObject *ra_ref_child(AtkObject *object, gint index) {
    RANode *node = (RANode *)object;
    if (!ra_callbacks.childAt || index < 0) return NULL;
    RANode *child = ra_callbacks.childAt(ra_callbacks.context, node->tag, index);
    return child ? g_object_ref((AtkObject *)child) : NULL;
}

static gint ra_get_index_in_parent(AtkObject *object) { return ((RANode *)object)->index; }

static AtkStateSet *ra_ref_state_set(AtkObject *object) {
    RANode *node = (RANode *)object;
    AtkStateSet *set = atk_state_set_new();
    for (guint state = 0; state < G_N_ELEMENTS(ra_atk_states); state++) {
        if (node->states & ((guint64)1 << state)) atk_state_set_add_state(set, ra_atk_states[state]);
    }
    return set;
}

static AtkAttributeSet *ra_get_attributes(AtkObject *object) {
    RANode *node = (RANode *)object;
    AtkAttributeSet *set = NULL;
    for (guint i = 0; i + 1 < node->attributes->len; i += 2) {
        AtkAttribute *attribute = g_new(AtkAttribute, 1);
        attribute->name = g_strdup(g_ptr_array_index(node->attributes, i));
        attribute->value = g_strdup(g_ptr_array_index(node->attributes, i + 1));
        set = g_slist_append(set, attribute);
    }
    return set;
}

static void ra_node_finalize(GObject *object) {
    RANode *node = (RANode *)object;
    g_ptr_array_unref(node->attributes);
    g_ptr_array_unref(node->actions);
    G_OBJECT_CLASS(ra_node_parent_class)->finalize(object);
}

static void ra_node_class_init(RANodeClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = ra_get_n_children;
    atk->ref_child = ra_ref_child;
    atk->get_index_in_parent = ra_get_index_in_parent;
    atk->ref_state_set = ra_ref_state_set;
    atk->get_attributes = ra_get_attributes;
    G_OBJECT_CLASS(klass)->finalize = ra_node_finalize;
}

static void ra_node_init(RANode *node) {
    node->attributes = g_ptr_array_new_with_free_func(g_free);
    node->actions = g_ptr_array_new_with_free_func(g_free);
}

// MARK: - AtkComponent

static void ra_get_extents(
    AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
    RANode *node = (RANode *)component;
    int left = node->x, top = node->y;
    if (type == ATK_XY_SCREEN) {
        left += ra_window_x;
        top += ra_window_y;
    } else if (type == ATK_XY_PARENT) {
        AtkObject *parent = ((AtkObject *)node)->accessible_parent;
        if (parent && G_TYPE_CHECK_INSTANCE_TYPE(parent, ra_node_get_type())) {
            left -= ((RANode *)parent)->x;
            top -= ((RANode *)parent)->y;
        }
    }
    if (x) *x = left;
    if (y) *y = top;
    if (width) *width = node->width;
    if (height) *height = node->height;
}

static void ra_component_init(AtkComponentIface *iface) { iface->get_extents = ra_get_extents; }

// MARK: - AtkAction

static gint ra_get_n_actions(AtkAction *action) { return ((RANode *)action)->actions->len; }

static const gchar *ra_get_action_name(AtkAction *action, gint index) {
    GPtrArray *names = ((RANode *)action)->actions;
    return index >= 0 && (guint)index < names->len ? g_ptr_array_index(names, index) : NULL;
}

static gboolean ra_do_action(AtkAction *action, gint index) {
    RANode *node = (RANode *)action;
    if (index < 0 || (guint)index >= node->actions->len || !ra_callbacks.doAction) return FALSE;
    return ra_callbacks.doAction(ra_callbacks.context, node->tag, index);
}

static void ra_action_init(AtkActionIface *iface) {
    iface->get_n_actions = ra_get_n_actions;
    iface->get_name = ra_get_action_name;
    iface->get_localized_name = ra_get_action_name;
    iface->do_action = ra_do_action;
}

// MARK: - What the Swift side calls

RANode *ra_node_new(RARole role, long tag, const char *name) {
    GType type = role == RA_ROLE_FRAME ? ra_frame_get_type() : ra_node_get_type();
    RANode *node = g_object_new(type, NULL);
    node->tag = tag;
    atk_object_set_role((AtkObject *)node, ra_atk_roles[role]);
    if (name) atk_object_set_name((AtkObject *)node, name);
    return node;
}

void ra_node_release(RANode *node) {
    node->released = true;
    // A client may still hold the object: it says it is gone before the last reference goes.
    atk_object_notify_state_change((AtkObject *)node, ATK_STATE_DEFUNCT, TRUE);
    g_object_unref(node);
}

void ra_node_set_parent(RANode *node, RANode *parent, int index) {
    node->index = index;
    atk_object_set_parent((AtkObject *)node, (AtkObject *)parent);
}

void ra_node_set_name(RANode *node, const char *name) {
    atk_object_set_name((AtkObject *)node, name);
}

void ra_node_set_description(RANode *node, const char *description) {
    atk_object_set_description((AtkObject *)node, description);
}

void ra_node_set_extents(RANode *node, int x, int y, int width, int height) {
    gboolean moved = node->x != x || node->y != y || node->width != width || node->height != height;
    node->x = x;
    node->y = y;
    node->width = width;
    node->height = height;
    if (!moved) return;
    if (!ra_bounds_held) {
        AtkRectangle rect = {x + ra_window_x, y + ra_window_y, width, height};
        g_signal_emit_by_name(node, "bounds-changed", &rect);
    } else if (!node->bounds_pending) {
        node->bounds_pending = true;
        if (!ra_pending_bounds) ra_pending_bounds = g_ptr_array_new();
        g_ptr_array_add(ra_pending_bounds, g_object_ref(node));
    }
}

void ra_hold_bounds(bool hold) {
    if (hold == ra_bounds_held) return;
    ra_bounds_held = hold;
    if (hold || !ra_pending_bounds) return;
    for (guint i = 0; i < ra_pending_bounds->len; i++) {
        RANode *node = g_ptr_array_index(ra_pending_bounds, i);
        node->bounds_pending = false;
        if (!node->released) {
            AtkRectangle rect = {
                node->x + ra_window_x, node->y + ra_window_y, node->width, node->height};
            g_signal_emit_by_name(node, "bounds-changed", &rect);
        }
        g_object_unref(node);
    }
    g_ptr_array_set_size(ra_pending_bounds, 0);
}

void ra_reset_bounds(void) {
    ra_bounds_held = false;
    if (!ra_pending_bounds) return;
    for (guint i = 0; i < ra_pending_bounds->len; i++) {
        RANode *node = g_ptr_array_index(ra_pending_bounds, i);
        node->bounds_pending = false;
        g_object_unref(node);
    }
    g_ptr_array_set_size(ra_pending_bounds, 0);
}

long ra_node_tag(RANode *node) { return node->tag; }

void ra_node_set_state(RANode *node, RAState state, bool on) {
    guint64 bit = (guint64)1 << state;
    if (((node->states & bit) != 0) == on) return;
    node->states = on ? node->states | bit : node->states & ~bit;
    atk_object_notify_state_change((AtkObject *)node, ra_atk_states[state], on);
}

void ra_node_set_attribute(RANode *node, const char *key, const char *value) {
    for (guint i = 0; i + 1 < node->attributes->len; i += 2) {
        if (g_strcmp0(g_ptr_array_index(node->attributes, i), key) == 0) {
            g_free(g_ptr_array_index(node->attributes, i + 1));
            g_ptr_array_index(node->attributes, i + 1) = g_strdup(value);
            return;
        }
    }
    g_ptr_array_add(node->attributes, g_strdup(key));
    g_ptr_array_add(node->attributes, g_strdup(value));
}

void ra_node_set_actions(RANode *node, const char *const *names, int count) {
    g_ptr_array_set_size(node->actions, 0);
    for (int i = 0; i < count; i++) g_ptr_array_add(node->actions, g_strdup(names[i]));
}

void ra_node_focus_event(RANode *node) {
    // The state change is `object:state-changed:focused`; the focus tracker is the bridge's
    // `focus:` event, which GTK sends beside it (ATK deprecates the tracker without a
    // replacement for this event, and Orca's scripts still read it).
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    atk_focus_tracker_notify((AtkObject *)node);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void ra_node_active_descendant_changed(RANode *node, RANode *child) {
    g_signal_emit_by_name(node, "active-descendant-changed", child);
}

void ra_node_children_changed(RANode *node, bool added, int index, RANode *child) {
    g_signal_emit_by_name(
        node, added ? "children-changed::add" : "children-changed::remove", index, child);
}
