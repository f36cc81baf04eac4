// A pointer for a compositor with no input devices (sway's headless backend): a virtual pointer
// (zwlr_virtual_pointer_v1) driven by the commands on the command line, in order:
//   extent W H      the size of the output layout (logical pixels) absolute moves are within
//   move X Y        the pointer to (X, Y)
//   drag X Y MS     move there in a straight line over MS milliseconds, an event every 8 ms
//   down, up        press or release the left button
//   wait MS         let MS pass
//   wheel N MS DIR  N notches of the wheel spread over MS milliseconds, DIR down or up
//   -               then one command a line from standard input, each sent as it is read (the
//                   window bench paces a gesture's moves itself, as it does with X11's XTEST)
// Built by scripts/wayland.sh with gcc on libwayland-client and wayland-scanner's code.
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name,
                   const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    } else if (strcmp(interface, wl_seat_interface.name) == 0 && !seat) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {global, global_remove};

static uint32_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint32_t)(t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

static void sleep_ms(long ms) {
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000};
    nanosleep(&t, NULL);
}

static struct wl_display *display;
static struct zwlr_virtual_pointer_v1 *pointer;
static uint32_t width = 1, height = 1;
static double x = 0, y = 0;

static void motion(double toX, double toY) {
    zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)toX, (uint32_t)toY,
                                            width, height);
    zwlr_virtual_pointer_v1_frame(pointer);
}

// Runs the command at words[i]; returns the index of the next one, or -1 for one it cannot read.
static int command(char **words, int count, int i) {
    const char *name = words[i];
    int left = count - i - 1;
    if (strcmp(name, "extent") == 0 && left >= 2) {
        width = (uint32_t)atoi(words[i + 1]);
        height = (uint32_t)atoi(words[i + 2]);
        i += 2;
    } else if (strcmp(name, "move") == 0 && left >= 2) {
        x = atof(words[i + 1]);
        y = atof(words[i + 2]);
        i += 2;
        motion(x, y);
    } else if (strcmp(name, "drag") == 0 && left >= 3) {
        double toX = atof(words[i + 1]), toY = atof(words[i + 2]);
        long ms = atol(words[i + 3]);
        i += 3;
        long steps = ms / 8 > 0 ? ms / 8 : 1;
        for (long step = 1; step <= steps; step++) {
            double t = (double)step / (double)steps;
            motion(x + (toX - x) * t, y + (toY - y) * t);
            wl_display_flush(display);
            sleep_ms(8);
        }
        x = toX;
        y = toY;
    } else if (strcmp(name, "down") == 0 || strcmp(name, "up") == 0) {
        // BTN_LEFT (linux/input-event-codes.h); 1 pressed, 0 released (wl_pointer).
        uint32_t state = strcmp(name, "down") == 0 ? 1 : 0;
        zwlr_virtual_pointer_v1_button(pointer, now_ms(), 0x110, state);
        zwlr_virtual_pointer_v1_frame(pointer);
    } else if (strcmp(name, "wait") == 0 && left >= 1) {
        wl_display_flush(display);
        sleep_ms(atol(words[++i]));
    } else if (strcmp(name, "wheel") == 0 && left >= 3) {
        long notches = atol(words[i + 1]), ms = atol(words[i + 2]);
        // wl_pointer's vertical axis (0) grows downwards; a notch is 15 units, as libinput's.
        int sign = strcmp(words[i + 3], "up") == 0 ? -1 : 1;
        i += 3;
        for (long n = 0; n < notches; n++) {
            if (n > 0) sleep_ms(ms / notches);
            zwlr_virtual_pointer_v1_axis_source(pointer, 0);  // wl_pointer.axis_source.wheel
            zwlr_virtual_pointer_v1_axis_discrete(pointer, now_ms(), 0,
                                                  wl_fixed_from_int(15 * sign), sign);
            zwlr_virtual_pointer_v1_frame(pointer);
            wl_display_flush(display);
        }
    } else {
        fprintf(stderr, "vpointer: cannot read the command %s\n", name);
        return -1;
    }
    wl_display_flush(display);
    return i + 1;
}

// Commands from standard input, one a line, until its end.
static int commands_from_stdin(void) {
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        char *words[8];
        int count = 0;
        for (char *word = strtok(line, " \t\n"); word && count < 8; word = strtok(NULL, " \t\n"))
            words[count++] = word;
        for (int i = 0; i < count;) {
            if ((i = command(words, count, i)) < 0) return 2;
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    display = wl_display_connect(NULL);
    if (!display) {
        fprintf(stderr, "vpointer: cannot connect to the Wayland display\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!manager) {
        fprintf(stderr, "vpointer: the compositor has no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
    wl_display_roundtrip(display);
    for (int i = 1; i < argc;) {
        if (strcmp(argv[i], "-") == 0) {
            if (commands_from_stdin() != 0) return 2;
            i++;
        } else if ((i = command(argv, argc, i)) < 0) {
            return 2;
        }
    }
    wl_display_roundtrip(display);
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return 0;
}
