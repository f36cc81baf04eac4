#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// SDL's main() replacement is not wanted: Swift owns main.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

// Function-like macros are not imported into Swift; re-export the ones we use.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int csdl_mustlock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }
static inline unsigned int csdl_button_mask(int button) { return (unsigned int)SDL_BUTTON(button); }
#endif
