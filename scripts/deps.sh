#!/bin/sh
# Installs the Debian packages named in $DEBIAN_PACKAGES that are not installed yet.
# Does nothing (and prints nothing) when all are present; says clearly what to do when it cannot.
set -eu

missing=""
for pkg in $DEBIAN_PACKAGES; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    case "$status" in
        *"install ok installed"*) ;;
        *) missing="$missing $pkg" ;;
    esac
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "make deps: missing packages:$missing; this machine has no apt-get, install them by hand." >&2
    exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "make deps: missing packages:$missing; run 'make deps' as root or install them by hand." >&2
    exit 1
fi

echo "make deps: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
if ! $as_root apt-get update -qq >/dev/null || ! $as_root apt-get install -y -qq $missing >/dev/null; then
    echo "make deps: could not install$missing (apt-get failed; see above). Install them by hand and retry." >&2
    exit 1
fi
# Debian's fenrir enables its console service for the next boot; the tests run it in a pty of
# their own, so a screen reader installed here for them must not start speaking at boot.
case " $missing " in
    *" fenrir "*)
        if command -v systemctl >/dev/null 2>&1; then $as_root systemctl disable fenrir.service >/dev/null 2>&1 || true; fi
        ;;
esac
# Debian's fail2ban enables its service (with an sshd jail) for the next boot; the tests run a
# server of their own with a private socket, so one installed for them must not start banning.
case " $missing " in
    *" fail2ban "*)
        if command -v systemctl >/dev/null 2>&1; then $as_root systemctl disable fail2ban.service >/dev/null 2>&1 || true; fi
        ;;
esac
# Debian's greetd enables itself as the display manager (display-manager.service) and would take
# tty7 at the next boot; the tests start their own greetd on a free console and stop it.
case " $missing " in
    *" greetd "*)
        if command -v systemctl >/dev/null 2>&1; then
            $as_root systemctl disable greetd.service >/dev/null 2>&1 || true
            $as_root systemctl stop greetd.service >/dev/null 2>&1 || true
        fi
        ;;
esac
