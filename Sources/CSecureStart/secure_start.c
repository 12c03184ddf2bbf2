// A set-user-ID authtui starts again in a clean environment before the Swift runtime reads it.
//
// The runtime reads SWIFT_* variables (SWIFT_DEBUG_HELP prints its list, SWIFT_DETERMINISTIC_HASHING
// turns off the random seed of every dictionary filled from input) as soon as anything asks for
// one, and glibc's AT_SECURE clean-up does not know them. Whoever starts a set-user-ID copy chooses
// its environment, so when the kernel marks this process secure and the environment holds anything
// outside the kept list, this constructor runs the same executable again, through /proc/self/exe
// (the file the kernel started, even if its path was replaced since), with only the kept variables.
// It runs before every other constructor (priority 101: the runtime's own have the default), and
// the second start finds nothing to remove. If the new start fails, nothing runs.
#include "secure_start.h"

#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>

extern char **environ;

static const char *const kept[] = {
    "TERM", "LANG", "LANGUAGE", "NO_COLOR", "ESCDELAY", "ACCESSIBLE", "GH_ACCESSIBLE_PROMPTER",
    "COLUMNS", "LINES", "SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY", "SSH_ORIGINAL_COMMAND",
    "AUTHTUI_KEY_TICKET",
};

int authtui_is_kept_when_elevated(const char *name) {
    if (strncmp(name, "LC_", 3) == 0) return 1;
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        if (strcmp(name, kept[i]) == 0) return 1;
    }
    return 0;
}

/// Whether `entry` ("NAME=value") is kept.
static int entry_is_kept(const char *entry) {
    const char *equals = strchr(entry, '=');
    if (equals == NULL || equals == entry || equals - entry >= 64) return 0;
    char name[64];
    memcpy(name, entry, (size_t)(equals - entry));
    name[equals - entry] = '\0';
    return authtui_is_kept_when_elevated(name);
}

static void say(const char *text) {
    ssize_t ignored = write(2, text, strlen(text));
    (void)ignored;
}

__attribute__((constructor(101))) static void start_in_a_clean_environment(int argc, char **argv) {
    (void)argc;
    if (getauxval(AT_SECURE) == 0) return;
    size_t count = 0, keep = 0;
    for (char **entry = environ; *entry != NULL; entry++) {
        count++;
        if (entry_is_kept(*entry)) keep++;
    }
    if (keep == count) return;
    // Kept entries only, in their order; a few dozen pointers at most on the stack.
    if (keep > 256) keep = 256;
    char *clean[257];
    size_t used = 0;
    for (char **entry = environ; *entry != NULL && used < keep; entry++) {
        if (entry_is_kept(*entry)) clean[used++] = *entry;
    }
    clean[used] = NULL;
    execve("/proc/self/exe", argv, clean);
    say("authtui: a set-user-ID copy could not start again in a clean environment "
        "(is /proc mounted?); nothing was done\n");
    _exit(126);
}
