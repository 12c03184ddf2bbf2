#ifndef AUTHTUI_SECURE_START_H
#define AUTHTUI_SECURE_START_H

/// Whether a process the kernel marked secure (set-user-ID or set-group-ID: AT_SECURE) keeps the
/// environment variable `name` (without its value): the terminal's, the language's, the
/// documented switches and what sshd sets for the session. The one list; Swift asks it here
/// (ProcessPrivilege), and the constructor in secure_start.c applies it before the Swift runtime
/// starts.
int authtui_is_kept_when_elevated(const char *name);

#endif
