// What the bridge's tests read beside its objects: the signals ATK emits for them, as the AT-SPI
// bridge hears them (GLib's emission hooks, the way the bridge itself listens), and GLib's poll
// made to fail, as a broken descriptor would make it.
#ifndef REFRESH_C_ACCESSIBILITY_TEST_SUPPORT_H
#define REFRESH_C_ACCESSIBILITY_TEST_SUPPORT_H

#include <stdbool.h>

#include "CAccessibility.h"

/// Starts recording the signals of the bridge's objects (nothing while already recording).
void ra_test_record_start(void);
/// Stops recording and drops what was not taken.
void ra_test_record_stop(void);
/// The signals recorded since the last call, one a line: `<tag> <signal>[:<detail>] <values>`;
/// free it with ra_test_free.
char *ra_test_record_take(void);
void ra_test_free(char *text);
/// Makes the poll of GLib's default context fail (EINVAL) for every poll that would wait (a zero
/// timeout still polls), or polls as before.
void ra_test_fail_polls(bool fail);
/// How many children ATK says `node` has, as a client asking it would hear.
int ra_test_child_count(RANode *node);
/// Wakes GLib's default context, as a message for it would.
void ra_test_wake_glib(void);

#endif
