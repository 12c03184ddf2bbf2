#!/usr/bin/env python3
"""authtui against dialog and whiptail in a pty, from the same run (issue 11's figures; targets
for `make bench`, never test asserts).

Two tables, in Markdown so docs/PERFORMANCE.md can take them as printed:
1. At 80x24, side by side: time to the first complete frame of the login (the label on screen and
   the output then quiet for 50 ms; median of LAUNCHES launches, the programs taking turns), that
   time over dialog's, peak RSS at the login (VmHWM), the bytes of that first frame, the bytes
   written for three characters typed into the email field, and CPU ticks used while idle for 2 s.
2. How cost grows: first frame, peak RSS and first-frame bytes at 80x24, 200x60 and 320x100.

AUTHTUI_BIN names the (release) binary; BENCH_LAUNCHES overrides the launch count.
"""
import fcntl
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

LAUNCHES = int(os.environ.get("BENCH_LAUNCHES", "7"))
SIZES = ((80, 24), (200, 60), (320, 100))


def spawn(argv, env, cols=80, rows=24):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
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


def stop(pid, fd):
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)


def launch(program, env, cols=80, rows=24, typing=False):
    """One launch: first frame, RSS and bytes; with `typing`, also three typed characters and idle CPU."""
    start = time.monotonic()
    pid, fd = spawn(program["argv"], env, cols, rows)
    data, seen = read_until(fd, program["label"], 10)
    if seen is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
        return None
    result = {"first_frame_ms": (seen - start) * 1000, "rss_kib": peak_rss_kib(pid), "frame_bytes": len(data)}
    if typing:
        for keys in program["before_typing"]:
            os.write(fd, keys)
            drain(fd)
        drain(fd, 0.3)
        written = 0
        for key in (b"a", b"b", b"c"):
            os.write(fd, key)
            written += drain(fd, 0.15)
        result["typed_bytes"] = written
        ticks = cpu_ticks(pid)
        time.sleep(2)
        drain(fd, 0.01)
        result["idle_ticks"] = cpu_ticks(pid) - ticks
    stop(pid, fd)
    return result


def interleaved(programs, env, cols, rows, launches, typing):
    """Medians per program, the programs taking turns launch by launch so load affects all alike."""
    results = {program["name"]: [] for program in programs}
    for index in range(launches):
        for program in programs:
            if program.get("missing"):
                continue
            run = launch(program, env, cols, rows, typing=typing and index == 0)
            if run is not None:
                results[program["name"]].append(run)
    summaries = {}
    for program in programs:
        runs = results[program["name"]]
        if program.get("missing") or not runs:
            summaries[program["name"]] = None
            continue
        summary = {key: statistics.median(run[key] for run in runs)
                   for key in ("first_frame_ms", "rss_kib", "frame_bytes")}
        summary["first_frame_range"] = (min(r["first_frame_ms"] for r in runs), max(r["first_frame_ms"] for r in runs))
        for key in ("typed_bytes", "idle_ticks"):
            if key in runs[0]:
                summary[key] = runs[0][key]
        summaries[program["name"]] = summary
    return summaries


def main():
    binary = os.environ.get("AUTHTUI_BIN", ".build/release/authtui")
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    data = tempfile.mkdtemp(prefix="authtui-bench-app-")
    basic = [binary, "--data-dir", data, "--no-loading", "--animation", "0"]
    # The first launch creates the store; every measured launch finds it.
    first = launch({"argv": basic, "label": b"SIGN IN / REGISTER"}, env)
    if first is None:
        print("authtui: the login never appeared")
        return 1
    sign_in = [b"\r"]
    programs = [
        {"name": "authtui --no-loading --animation 0", "argv": basic, "label": b"SIGN IN / REGISTER",
         "before_typing": sign_in},
        {"name": "authtui (loading screen, 0.3 s fades)", "argv": [binary, "--data-dir", data],
         "label": b"SIGN IN / REGISTER", "before_typing": sign_in},
        {"name": "dialog --inputbox", "argv": ["dialog", "--inputbox", "Email", "8", "40"], "label": b"Email",
         "before_typing": []},
        {"name": "whiptail --inputbox", "argv": ["whiptail", "--inputbox", "Email", "8", "40"], "label": b"Email",
         "before_typing": []},
    ]
    for program in programs:
        program["missing"] = shutil.which(program["argv"][0]) is None

    print(f"### At 80x24: authtui, dialog and whiptail in the same run (median of {LAUNCHES} launches, taking turns)")
    print()
    print("| program | first frame | ÷ dialog | peak RSS | first-frame bytes | 3 chars typed | idle 2 s |")
    print("|---|---|---|---|---|---|---|")
    table = interleaved(programs, env, 80, 24, LAUNCHES, typing=True)
    dialog = table.get("dialog --inputbox")
    for program in programs:
        summary = table[program["name"]]
        if summary is None:
            print(f"| {program['name']} | not installed (make bench-deps) or never showed its label | | | | | |")
            continue
        ratio = f"{summary['first_frame_ms'] / dialog['first_frame_ms']:.2f}" if dialog else "–"
        low, high = summary["first_frame_range"]
        print(f"| {program['name']} | {summary['first_frame_ms']:.1f} ms ({low:.1f}–{high:.1f}) | {ratio} | "
              f"{summary['rss_kib'] / 1024:.1f} MiB | {int(summary['frame_bytes'])} B | "
              f"{summary['typed_bytes']} B | {summary['idle_ticks']} ticks |")
    print()
    print("### How cost grows with the terminal (dialog and whiptail draw the same 8x40 box at every size)")
    print()
    print("| program | size | first frame | peak RSS | first-frame bytes |")
    print("|---|---|---|---|---|")
    growth_programs = [programs[0], programs[2], programs[3]]
    for cols, rows in SIZES:
        grown = interleaved(growth_programs, env, cols, rows, max(3, LAUNCHES // 2), typing=False)
        for program in growth_programs:
            summary = grown[program["name"]]
            if summary is None:
                continue
            print(f"| {program['name']} | {cols}x{rows} | {summary['first_frame_ms']:.1f} ms | "
                  f"{summary['rss_kib'] / 1024:.1f} MiB | {int(summary['frame_bytes'])} B |")
    shutil.rmtree(data, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
