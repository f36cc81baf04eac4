// SQLite 3 (Debian's libsqlite3-dev). `SQLITE_TRANSIENT` is a macro casting -1 to a function
// pointer, which Swift cannot import: binding text and blobs goes through these wrappers, which
// make SQLite copy the bytes before the call returns.
#include <sqlite3.h>

static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int count) {
    return sqlite3_bind_text(statement, index, text, count, SQLITE_TRANSIENT);
}
