#ifndef AUTHTUI_CNCURSES_SHIM_H
#define AUTHTUI_CNCURSES_SHIM_H

/* SwiftPM drops -D_XOPEN_SOURCE from ncursesw.pc, so ask for the wide API explicitly:
   without this get_wch, cchar_t, setcchar and mvwin_wch are not imported. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Macros and globals Swift cannot see (or, in Swift 6 mode, cannot touch safely). */
static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_italic(void) { return A_ITALIC; }
static inline attr_t cncurses_a_standout(void) { return A_STANDOUT; }
static inline attr_t cncurses_a_color(void) { return A_COLOR; }
static inline int cncurses_color_pair(int n) { return (int)COLOR_PAIR(n); }

typedef struct { int rows; int cols; } cncurses_size;
static inline cncurses_size cncurses_getmaxyx(WINDOW *w) {
    cncurses_size s; int y, x; getmaxyx(w, y, x); s.rows = y; s.cols = x; return s;
}
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline int cncurses_colors(void) { return COLORS; }
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }
static inline int cncurses_escdelay(void) { return ESCDELAY; }
static inline int cncurses_set_escdelay(int ms) { return set_escdelay(ms); }
static inline int cncurses_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cncurses_err(void) { return ERR; }
static inline mmask_t cncurses_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cncurses_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cncurses_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cncurses_button1_clicked(void) { return BUTTON1_CLICKED; }

/* terminfo string capability, or NULL when the terminal lacks it (tigetstr's (char *)-1 means
   "not a string capability"). */
static inline const char *cncurses_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1 || value == 0) ? 0 : value;
}
/* terminfo boolean capability (also user-defined ones such as RGB): 1 set, 0 absent. */
static inline int cncurses_tigetflag(const char *name) { return tigetflag(name) == 1; }
/* Whether the current LC_CTYPE encodes text as UTF-8. */
static inline int cncurses_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != 0 && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
/* glibc declares wcwidth only under _XOPEN_SOURCE, which SwiftPM drops (see above). */
extern int wcwidth(wchar_t c);
static inline int cncurses_wcwidth(wchar_t c) { return wcwidth(c); }
/* How many wide characters one cell holds (a spacing one plus combining ones). */
static inline int cncurses_ccharw_max(void) { return CCHARW_MAX; }

/* An anonymous in-memory file (memfd_create, close-on-exec) named `name` in /proc/PID/fd: where
   ncurses writes a frame before it is filtered on its way to the terminal, and where standard
   error is held while the screen is up; -1 where the kernel has none (or a sandbox refuses it).
   Through syscall() because glibc declares memfd_create only under _GNU_SOURCE, which the
   importer does not set. */
static inline int cncurses_memory_file(const char *name) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, name, 1U /* MFD_CLOEXEC */);
#else
    return -1;
#endif
}

#endif
