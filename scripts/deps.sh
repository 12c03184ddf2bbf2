#!/bin/sh
# Installs the Debian packages named in $DEBIAN_PACKAGES that are not installed yet, and leaves no
# service of what it installed running or enabled at boot.
# Does nothing (and prints nothing) when all are present; says clearly what to do when it cannot.
#
# Why the services: the tests start their own PostgreSQL, sshd, greetd, fail2ban and Fenrir on
# private sockets and consoles, but Debian's packages start theirs on install and enable them for
# every boot. A newcomer's `make test` must not leave an SSH server or a database cluster behind.
# A policy-rc.d keeps them from starting during the install (invoke-rc.d and deb-systemd-invoke
# both ask it); afterwards every unit a new package ships that is enabled is disabled, and stopped
# if it runs anyway (an administrator's own policy-rc.d may allow starting).
set -eu

installed_packages() {
    dpkg-query -W -f='${Status}\t${Package}\n' 2>/dev/null | awk -F '\t' '$1 == "install ok installed" { print $2 }' | sort
}

# One query for them all: `make run` asks this at every start, and each dpkg-query reads the
# whole status database.
installed=" $(installed_packages | tr '\n' ' ') "
missing=""
for pkg in $DEBIAN_PACKAGES; do
    case "$installed" in
        *" $pkg "*) ;;
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
work=$(mktemp -d)
policy=/usr/sbin/policy-rc.d
policy_written=""
cleanup() {
    rm -rf "$work"
    if [ -n "$policy_written" ]; then $as_root rm -f "$policy"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
installed_packages >"$work/before"

if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\n# Written by make deps (authtui) for the time it installs: no service starts.\nexit 101\n' \
        | $as_root tee "$policy" >/dev/null
    policy_written=1
    $as_root chmod 0755 "$policy"
fi

export DEBIAN_FRONTEND=noninteractive
if ! $as_root apt-get update -qq >/dev/null || ! $as_root apt-get install -y -qq $missing >/dev/null; then
    echo "make deps: could not install$missing (apt-get failed; see above). Install them by hand and retry." >&2
    exit 1
fi

# Every package this run installed, the named ones and what they pulled in (postgresql-common
# brings postgresql.service, not postgresql).
for pkg in $(installed_packages | comm -13 "$work/before" -); do
    dpkg-query -L "$pkg" 2>/dev/null || true
done | sort -u >"$work/files"

if command -v systemctl >/dev/null 2>&1; then
    # Services and sockets, what listens; timers (logrotate's, say) run housekeeping that ends.
    # Templates (name@.service) have no state of their own; their instances hang off the plain
    # unit (PostgreSQL's clusters are wanted by postgresql.service).
    grep -E '^(/usr)?/lib/systemd/system/[^/@]+\.(service|socket)$' "$work/files" | while read -r path; do
        unit=${path##*/}
        if [ "$(systemctl is-enabled "$unit" 2>/dev/null || true)" = enabled ]; then
            $as_root systemctl disable --quiet "$unit" >/dev/null 2>&1 || true
            echo "make deps: disabled $unit, which its package enables at boot (nothing here needs it running)" >&2
        fi
        if systemctl is-active --quiet "$unit" 2>/dev/null; then
            $as_root systemctl stop "$unit" >/dev/null 2>&1 || true
            echo "make deps: stopped $unit" >&2
        fi
    done
else
    # No systemd: SysV links were made for the next boot by update-rc.d.
    grep -E '^/etc/init\.d/[^/]+$' "$work/files" | while read -r path; do
        $as_root update-rc.d "${path##*/}" disable >/dev/null 2>&1 || true
    done
fi
