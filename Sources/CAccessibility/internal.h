// What the bridge's C files share: the callbacks and the window's place on the screen.
#ifndef REFRESH_C_ACCESSIBILITY_INTERNAL_H
#define REFRESH_C_ACCESSIBILITY_INTERNAL_H

#include <atk/atk.h>

extern RACallbacks ra_callbacks;
extern int ra_window_x, ra_window_y;

#endif
