#ifndef TRIAGE_CCMARKGFM_SHIM_H
#define TRIAGE_CCMARKGFM_SHIM_H

// GitHub's own Markdown parser (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev), with the
// GitHub Flavored Markdown extensions: tables, strikethrough, task lists and autolinks.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

#endif
