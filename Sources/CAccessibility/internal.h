// What the bridge's C files share: the objects' type, the callbacks and the window's place on
// the screen.
#ifndef REFRESH_C_ACCESSIBILITY_INTERNAL_H
#define REFRESH_C_ACCESSIBILITY_INTERNAL_H

#include <atk/atk.h>

struct RANode {
    AtkObject parent;
    long tag;
    int x, y, width, height;
    guint64 states;
    GPtrArray *attributes;  // key, value, key, value, … (owned strings)
    GPtrArray *actions;     // names (owned strings)
    int index;
    bool bounds_pending;  // moved while bounds were held (in ra_pending_bounds, referenced)
    bool released;
};

typedef struct RANodeClass {
    AtkObjectClass parent_class;
} RANodeClass;

GType ra_node_get_type(void);
GType ra_frame_get_type(void);

extern RACallbacks ra_callbacks;
extern int ra_window_x, ra_window_y;

/// Drops a window activation asked for with ra_node_activate_soon and not done yet.
void ra_cancel_activation(void);
/// Lets go of bounds held (ra_hold_bounds) without signalling them.
void ra_reset_bounds(void);

#endif
