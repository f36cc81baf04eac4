#ifndef CWINDOWSYSTEM_H
#define CWINDOWSYSTEM_H
// What SDL 2 does not say about the window system: X11's resource database (`Xft.dpi`, the
// desktop's density) and its changes. Kept apart from CSDL2 so that Xlib's names (Window, Font,
// Cursor, None…) never reach Swift. The SDL types are passed as untyped pointers for the same
// reason.

/// The text of the X resource database (the root window's RESOURCE_MANAGER property) of the
/// display the SDL window `sdl_window` is on, or NULL when it is not an X11 window or there is
/// none. Free it with `cws_free`.
char *cws_x11_resources(void *sdl_window);

/// Frees what `cws_x11_resources` returned.
void cws_free(char *text);

/// Asks the X server to report changes of the resource database of `sdl_window`'s display and
/// SDL to pass them on as SDL_SYSWMEVENTs; every other SDL_SYSWMEVENT is dropped before it is
/// queued, so nothing else wakes the program. Returns 0 when it is not an X11 window.
int cws_x11_watch_resources(void *sdl_window);

/// Whether the SDL event `sdl_event` is a change of the X resource database.
int cws_is_resources_change(const void *sdl_event);

/// Starts following the scales of the Wayland compositor's outputs, on a connection and a
/// thread of its own (SDL 2.26 reads an output's scale only when a window enters it): when one
/// changes, `cws_wayland_take_change` turns true and an SDL user event wakes the program.
/// Returns 0 when the compositor cannot be reached.
int cws_wayland_watch_outputs(void);

/// Whether an output's scale changed since the last call.
int cws_wayland_take_change(void);
#endif
