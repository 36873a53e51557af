#ifndef TRIAGE_CNCURSES_SHIM_H
#define TRIAGE_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D flags, so the wide-character API must be requested here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <malloc.h>
#include <pty.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <ncurses.h>
#include <term.h>
#include <wchar.h>

// Macros and globals that Swift cannot import (or that are not concurrency-safe as globals)
// are exposed as static inline functions.

static inline WINDOW *triage_stdscr(void) { return stdscr; }
static inline WINDOW *triage_curscr(void) { return curscr; }
static inline int triage_lines(void) { return LINES; }
static inline int triage_cols(void) { return COLS; }
static inline FILE *triage_stdout(void) { return stdout; }
static inline FILE *triage_stdin(void) { return stdin; }
static inline int triage_color_pairs(void) { return COLOR_PAIRS; }
static inline int triage_colors(void) { return COLORS; }

static inline attr_t triage_a_normal(void) { return A_NORMAL; }
static inline attr_t triage_a_bold(void) { return A_BOLD; }
static inline attr_t triage_a_dim(void) { return A_DIM; }
static inline attr_t triage_a_reverse(void) { return A_REVERSE; }
static inline attr_t triage_a_underline(void) { return A_UNDERLINE; }
// A_ITALIC needs ncurses 5.9 or later; 0 (no italics) without it.
static inline attr_t triage_a_italic(void) {
#ifdef A_ITALIC
  return A_ITALIC;
#else
  return 0;
#endif
}
// Whether the current terminal can show italics (terminfo `sitm`).
static inline int triage_has_italic(void) {
  return triage_a_italic() != 0 && (term_attrs() & triage_a_italic()) != 0;
}

static inline mmask_t triage_wheel_mask(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON4_PRESSED | BUTTON5_PRESSED;
#else
  return BUTTON4_PRESSED;
#endif
}

// ioctl is variadic, which Swift cannot call directly.
static inline int triage_window_size(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
  *rows = ws.ws_row;
  *cols = ws.ws_col;
  return 0;
}

// tigetstr returns (char *)-1 for a capability that is not a string; fold that into NULL.
static inline const char *triage_tigetstr(const char *name) {
  char *value = tigetstr(name);
  if (value == (char *)-1) return 0;
  return value;
}

// A pseudo-terminal pair, for the input tests; Glibc's module hides openpty.
static inline int triage_openpty(int *master, int *slave) { return openpty(master, slave, 0, 0, 0); }

#endif
