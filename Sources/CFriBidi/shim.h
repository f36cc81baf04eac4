#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H
#include <fribidi/fribidi.h>

/* FRIBIDI_PAR_ON is a macro expression Swift cannot import: the paragraph direction taken
   from the first strong character (UAX #9 rules P2 and P3). */
static const FriBidiParType cfribidi_par_auto = FRIBIDI_PAR_ON;
#endif
