// The compositor's outputs and their scales, followed on a Wayland connection and a thread of
// their own, so SDL's connection and event loop are never touched (window_system.h).
#include "window_system.h"

#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <wayland-client.h>

/// Outputs followed at most (a desktop has a few).
#define MAX_OUTPUTS 16

/// One wl_output: its scale as of its last `done`, once it has had one (`ready`).
struct output {
    struct wl_output *proxy;
    uint32_t global;
    int pending_scale;
    atomic_int scale;
    atomic_int ready;
};

static struct output outputs[MAX_OUTPUTS];
static atomic_int changed;
static struct wl_display *display;

/// Notes a change and wakes the program's SDL event wait (SDL_PushEvent is thread-safe).
static void note_change(void) {
    atomic_store(&changed, 1);
    SDL_Event event;
    SDL_zero(event);
    event.type = SDL_USEREVENT;
    SDL_PushEvent(&event);
}

static void on_geometry(void *data, struct wl_output *proxy, int32_t x, int32_t y,
                        int32_t width_mm, int32_t height_mm, int32_t subpixel, const char *make,
                        const char *model, int32_t transform) {
    (void)data, (void)proxy, (void)x, (void)y, (void)width_mm, (void)height_mm;
    (void)subpixel, (void)make, (void)model, (void)transform;
}

static void on_mode(void *data, struct wl_output *proxy, uint32_t flags, int32_t width,
                    int32_t height, int32_t refresh) {
    (void)data, (void)proxy, (void)flags, (void)width, (void)height, (void)refresh;
}

static void on_done(void *data, struct wl_output *proxy) {
    (void)proxy;
    struct output *output = data;
    // An output that comes or goes changes no window's scale by itself (a window moved off
    // a removed output enters another, which SDL follows): only a scale that changes counts.
    int before = atomic_exchange(&output->scale, output->pending_scale);
    if (atomic_load(&output->ready) && before != output->pending_scale) note_change();
    atomic_store(&output->ready, 1);
}

static void on_scale(void *data, struct wl_output *proxy, int32_t factor) {
    (void)proxy;
    ((struct output *)data)->pending_scale = factor;
}

static const struct wl_output_listener output_listener = {on_geometry, on_mode, on_done, on_scale};

static void on_global(void *data, struct wl_registry *registry, uint32_t global,
                      const char *interface, uint32_t version) {
    (void)data;
    if (strcmp(interface, wl_output_interface.name) != 0) return;
    for (int i = 0; i < MAX_OUTPUTS; i++) {
        struct output *output = &outputs[i];
        if (output->proxy) continue;
        output->global = global;
        output->pending_scale = 1;
        atomic_store(&output->scale, 1);
        // Version 2 brings the scale (and `done`).
        output->proxy = wl_registry_bind(registry, global, &wl_output_interface,
                                         version < 2 ? version : 2);
        wl_output_add_listener(output->proxy, &output_listener, output);
        return;
    }
}

static void on_global_remove(void *data, struct wl_registry *registry, uint32_t global) {
    (void)data, (void)registry;
    for (int i = 0; i < MAX_OUTPUTS; i++) {
        struct output *output = &outputs[i];
        if (!output->proxy || output->global != global) continue;
        atomic_store(&output->ready, 0);
        wl_output_destroy(output->proxy);
        output->proxy = NULL;
    }
}

static const struct wl_registry_listener registry_listener = {on_global, on_global_remove};

/// Reads the compositor's events for as long as the connection lasts (the process's life).
static void *follow(void *unused) {
    (void)unused;
    while (wl_display_dispatch(display) != -1) {
    }
    return NULL;
}

int cws_wayland_watch_outputs(void) {
    if (display) return 1;
    display = wl_display_connect(NULL);
    if (!display) return 0;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    // The outputs as they are now, before the thread takes over.
    wl_display_roundtrip(display);
    wl_display_roundtrip(display);
    atomic_store(&changed, 0);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int started = pthread_create(&thread, &attributes, follow, NULL) == 0;
    pthread_attr_destroy(&attributes);
    return started;
}

int cws_wayland_take_change(void) { return atomic_exchange(&changed, 0); }
