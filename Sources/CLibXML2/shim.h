// libxml2 (Debian's libxml2-dev): the XML parser the feeds are read with (no DTD, no entity),
// and its HTML parser, which turns a title's or summary's markup into text.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so its encoding header includes ICU's; Foundation carries an
// ICU of its own, and a module that sees both (any that imports Foundation beside this one)
// fails on two definitions of `UErrorCode`. Nothing here uses libxml2's ICU converters (only
// pointers to their structure, which the parser's own structures hold), so they stay hidden.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

// libxml2's `xmlFree` is a global function pointer, which Swift 6 refuses to read from more
// than one thread; a function calling it is a plain call.
static inline void cxml_free(void *memory) { xmlFree(memory); }
