// What the bridge's C files share: the callbacks and the window's place on the screen.
#ifndef REFRESH_C_ACCESSIBILITY_INTERNAL_H
#define REFRESH_C_ACCESSIBILITY_INTERNAL_H

#include <atk/atk.h>

extern RACallbacks ra_callbacks;
extern int ra_window_x, ra_window_y;

/// Drops a window activation asked for with ra_node_activate_soon and not done yet.
void ra_cancel_activation(void);
/// Lets go of bounds held (ra_hold_bounds) without signalling them.
void ra_reset_bounds(void);

#endif
