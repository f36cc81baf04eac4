// The window's accessible objects for ATK and its AT-SPI bridge, without GTK: a GObject
// subclass of AtkObject whose content the Swift side sets (RefreshAccessibility). Children are
// asked of the Swift side when a client wants them, so a list can hold any number of rows
// without an object for each.
#ifndef REFRESH_C_ACCESSIBILITY_H
#define REFRESH_C_ACCESSIBILITY_H

#include <stdbool.h>

/// One accessible object (an AtkObject underneath).
typedef struct RANode RANode;

/// The roles the demo uses.
typedef enum RARole {
    RA_ROLE_APPLICATION,
    RA_ROLE_FRAME,
    RA_ROLE_LIST,
    RA_ROLE_LIST_ITEM,
    RA_ROLE_STATUS_BAR,
    RA_ROLE_PUSH_BUTTON,
    RA_ROLE_POPUP_MENU,
    RA_ROLE_MENU_ITEM,
    RA_ROLE_NOTIFICATION,
} RARole;

/// The states the demo sets.
typedef enum RAState {
    RA_STATE_ENABLED,
    RA_STATE_SENSITIVE,
    RA_STATE_VISIBLE,
    RA_STATE_SHOWING,
    RA_STATE_BUSY,
    RA_STATE_ACTIVE,
    RA_STATE_FOCUSABLE,
    RA_STATE_FOCUSED,
    RA_STATE_MANAGES_DESCENDANTS,
} RAState;

/// How the objects ask the Swift side: `tag` is the node's own number.
typedef struct RACallbacks {
    void *context;
    int (*childCount)(void *context, long tag);
    /// The child at `index`, owned by the Swift side (nil when there is none).
    RANode *(*childAt)(void *context, long tag, int index);
    bool (*doAction)(void *context, long tag, int action);
} RACallbacks;

/// Whether a session bus answers with an accessibility bus (0: none, 1: there is one); with one,
/// `enabled` says whether its org.a11y.Status has IsEnabled or ScreenReaderEnabled.
int ra_bus_status(bool *enabled);

/// Makes `root` the application's root and starts the AT-SPI bridge; false when it fails, or
/// when it runs already (ATK has one root a process).
bool ra_start(RACallbacks callbacks, RANode *root);
/// Stops the AT-SPI bridge (the application leaves the registry) and clears the callbacks: from
/// here no client reaches the Swift side. Nothing when it is not running.
void ra_stop(void);
/// Runs what GLib has due (the bridge's D-Bus traffic) without waiting; true when there was
/// something.
bool ra_pump(void);
/// Starts the thread that watches GLib's descriptors while the app waits; `wake` (called on that
/// thread, without the watcher's lock) must end the app's wait. False when it cannot start, or
/// runs already.
bool ra_wait_start(void (*wake)(void));
/// Ends the watcher and waits for its thread to end: `wake` is not called after this returns.
/// Not from inside a wait (between ra_wait_begin and ra_wait_end).
void ra_wait_stop(void);
/// Whether the watcher watches: false once stopped, or once its poll failed (then waits are
/// capped, and GLib is run after each).
bool ra_wait_watching(void);
/// Before the app waits: GLib's context is taken and its descriptors watched; returns how long
/// the app may wait for GLib's sake, milliseconds (-1: as long as it likes, 0: not at all).
int ra_wait_begin(void);
/// After the app's wait: the watch ends and what became due in GLib runs.
void ra_wait_end(void);
/// Where the window's top-left corner is on the screen.
void ra_set_window_origin(int x, int y);

/// The object's own number, as given to ra_node_new.
long ra_node_tag(RANode *node);
/// A new object; release it with ra_node_release.
RANode *ra_node_new(RARole role, long tag, const char *name);
void ra_node_release(RANode *node);
void ra_node_set_parent(RANode *node, RANode *parent, int index);
void ra_node_set_name(RANode *node, const char *name);
void ra_node_set_description(RANode *node, const char *description);
/// The extents in the window, in its coordinates; a change is signalled (bounds-changed) at
/// once, or while bounds are held (ra_hold_bounds) once they are let go.
void ra_node_set_extents(RANode *node, int x, int y, int width, int height);
/// Holds or lets go of the objects' bounds-changed signals: while held, an object that moves
/// signals nothing, and once let go each that moved signals its last bounds once. A list that
/// scrolls holds them, or every row would signal every frame (its extents stay current for a
/// client that asks).
void ra_hold_bounds(bool hold);
/// Sets or clears a state, signalling the change when it is one.
void ra_node_set_state(RANode *node, RAState state, bool on);
void ra_node_set_attribute(RANode *node, const char *key, const char *value);
/// The action names, copied.
void ra_node_set_actions(RANode *node, const char *const *names, int count);
/// Marks the object active or not; the frame also signals that its window was activated or
/// deactivated.
void ra_node_activate(RANode *node, bool active);
/// Activates the object once the bridge knows who listens (0.3 s on, from GLib's loop).
void ra_node_activate_soon(RANode *node);
/// Signals that the object took the keyboard focus (its `focused` state set first): the focus
/// event screen readers follow.
void ra_node_focus_event(RANode *node);
/// Signals that `child` is the list's descendant with the focus now.
void ra_node_active_descendant_changed(RANode *node, RANode *child);
/// Signals that the child at `index` was added or removed (`child` may be NULL).
void ra_node_children_changed(RANode *node, bool added, int index, RANode *child);

#endif
