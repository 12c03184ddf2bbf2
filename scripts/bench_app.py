#!/usr/bin/env python3
"""authtui against dialog in a pty at 80x24 (issue 5's figures; targets, not test asserts).

For each program: time to the first complete frame of the login (the label on screen and the
output quiet for 50 ms), peak RSS at the login, bytes written for three typed characters, and
CPU used while idle for 2 s. Run by `make bench`; AUTHTUI_BIN names the (release) binary.
"""
import fcntl
import os
import pty
import select
import shutil
import signal
import struct
import sys
import tempfile
import termios
import time

ROWS, COLS = 24, 80


def spawn(argv, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    return pid, fd


def read_until(fd, needle, timeout):
    """Reads until `needle` was seen and the output then stayed quiet for 50 ms."""
    data = b""
    seen_at = None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        wait = 0.05 if seen_at else max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            if seen_at:
                return data, seen_at
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        data += chunk
        if seen_at is None and needle in data:
            seen_at = time.monotonic()
    return data, seen_at


def drain(fd, quiet=0.2):
    total = 0
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return total
        try:
            total += len(os.read(fd, 65536))
        except OSError:
            return total


def peak_rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def measure(name, argv, label, before_typing, env):
    start = time.monotonic()
    pid, fd = spawn(argv, env)
    _, seen = read_until(fd, label, 10)
    if seen is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return f"{name}: the login never appeared"
    first_frame_ms = (seen - start) * 1000
    rss = peak_rss_kib(pid)
    for keys in before_typing:
        os.write(fd, keys)
        drain(fd)
    drain(fd, 0.3)
    written = 0
    for key in (b"a", b"b", b"c"):
        os.write(fd, key)
        written += drain(fd, 0.15)
    ticks = cpu_ticks(pid)
    time.sleep(2)
    drain(fd, 0.01)
    idle_ticks = cpu_ticks(pid) - ticks
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)
    return (f"{name:<50} first frame {first_frame_ms:7.1f} ms   peak RSS {rss / 1024:5.1f} MiB   "
            f"3 chars {written:4d} bytes   idle 2 s {idle_ticks} CPU ticks")


def main():
    binary = os.environ.get("AUTHTUI_BIN", ".build/release/authtui")
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    rows = []
    for extra, title in ((["--no-loading", "--animation", "0"], "authtui --no-loading --animation 0"),
                         ([], "authtui (loading screen, fades)")):
        with tempfile.TemporaryDirectory() as data:
            argv = [binary, "--data-dir", data] + extra
            rows.append(measure(title + ", new store", argv, b"SIGN IN / REGISTER", [b"\r"], env))
            rows.append(measure(title + ", existing store", argv, b"SIGN IN / REGISTER", [b"\r"], env))
    if shutil.which("dialog"):
        rows.append(measure("dialog --inputbox", ["dialog", "--inputbox", "Email", "8", "40"], b"Email",
                            [], env))
    else:
        rows.append("dialog: not installed (make bench-deps installs it)")
    print(f"app in a pty at {COLS}x{ROWS} (3 chars typed into the email field):")
    for row in rows:
        print("  " + row)


if __name__ == "__main__":
    sys.exit(main())
