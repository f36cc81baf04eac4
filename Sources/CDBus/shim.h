// libdbus-1, the D-Bus library SDL itself loads on Linux (Debian's libdbus-1-dev); its include
// folders come from dbus-1.pc, which sets no -D flags.
#include <dbus/dbus.h>
