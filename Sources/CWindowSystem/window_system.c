#include "window_system.h"

#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

/// The display and root window of an SDL window on X11.
static int x11_of(void *sdl_window, Display **display, Window *root) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!sdl_window || !SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) ||
        info.subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    *display = info.info.x11.display;
    *root = DefaultRootWindow(*display);
    return 1;
}

char *cws_x11_resources(void *sdl_window) {
    Display *display;
    Window root;
    if (!x11_of(sdl_window, &display, &root)) return NULL;
    // Read from the server each time: XResourceManagerString keeps the text of when the
    // display was opened.
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    if (XGetWindowProperty(display, root, XA_RESOURCE_MANAGER, 0, 1 << 20, False, XA_STRING,
                           &type, &format, &count, &after, &data) != Success) {
        return NULL;
    }
    if (type != XA_STRING || format != 8) {
        if (data) XFree(data);
        return NULL;
    }
    return (char *)data;
}

void cws_free(char *text) {
    if (text) XFree(text);
}

/// Keeps the SDL_SYSWMEVENTs that say the resource database changed, drops the others.
static int keep_resource_changes(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT) return 1;
    return cws_is_resources_change(event);
}

int cws_x11_watch_resources(void *sdl_window) {
    Display *display;
    Window root;
    if (!x11_of(sdl_window, &display, &root)) return 0;
    XWindowAttributes attributes;
    long mask = 0;
    if (XGetWindowAttributes(display, root, &attributes)) mask = attributes.your_event_mask;
    XSelectInput(display, root, mask | PropertyChangeMask);
    XFlush(display);
    SDL_SetEventFilter(keep_resource_changes, NULL);
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    return 1;
}

int cws_is_resources_change(const void *sdl_event) {
    const SDL_Event *event = sdl_event;
    if (event->type != SDL_SYSWMEVENT || !event->syswm.msg) return 0;
    const SDL_SysWMmsg *message = event->syswm.msg;
    if (message->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &message->msg.x11.event;
    return x->type == PropertyNotify && x->xproperty.atom == XA_RESOURCE_MANAGER;
}
