#!/usr/bin/env python3
"""Instructions per key and per frame: authtui, dialog and whiptail under callgrind, same run.

Wall-clock time on a shared machine swings by a third from run to run; the instructions a
program executes for the same input do not. Each program runs once per size under
`valgrind --tool=callgrind` in a pty, and `callgrind_control --dump` cuts its count into parts
at fixed points, so every figure is the instructions of one interval of one process (no
subtraction of two runs):

  exec → first frame   from exec until the prompt is on screen and the output quiet for 50 ms;
                       the frames drawn meanwhile are printed beside it. A real launch of
                       authtui draws one (its first frame waits up to 50 ms for the store's
                       answers); under valgrind the store answers later than that, so the
                       Start screen is drawn before the answers and again as they come, and
                       those frames are counted in this part too
  idle 1 s             nothing typed: the loop asleep
  no-change key        an F9 (bound to nothing in any of them), KEYS times: a wake-up that
                       changes no state
  typed character      KEYS letters into the email field, each after the output went quiet
  Backspace            KEYS Backspaces, deleting them again
  Tab                  KEYS focus moves

authtui runs `--no-loading --animation 0` with the Sign-in sheet opened first (Enter on the
Start screen); dialog and whiptail run `--inputbox Email 8 40`. A sheet fade is measured in a
second authtui run with `--animation 1`: the instructions of opening the sheet with its fade,
minus opening it without one, over the extra frames ncurses drew (`doupdate_sp` calls counted in
the dump). With BENCH_PROFILE set, the typed-character part's ten costliest functions
(inclusive, `callgrind_annotate --inclusive=yes`) are printed too.

AUTHTUI_BIN names the release binary; BENCH_KEYS overrides KEYS (default 40).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_app import SIZES, drain, read_until, spawn  # noqa: E402

KEYS = int(os.environ.get("BENCH_KEYS", "40"))
# The keys as an xterm sends them. F9 means nothing to any of the three (whiptail takes F12 as OK).
F9 = b"\x1b[20~"
BACKSPACE = b"\x7f"
TAB = b"\t"
PARTS = ("first frame", "open", "idle", "no-change key", "typed character", "Backspace", "Tab")


def dump(pid):
    subprocess.run(["callgrind_control", "--dump", str(pid)], capture_output=True, check=False)


def keys(fd, key, count, quiet=0.15):
    """Sends `key` `count` times, each once the output has been quiet for `quiet` seconds."""
    for _ in range(count):
        os.write(fd, key)
        drain(fd, quiet)


def callgrind_parts(prefix):
    """{part number: (instructions, ncurses refreshes (doupdate_sp calls))} from the dump files of one process."""
    parts = {}
    for name in os.listdir(os.path.dirname(prefix)):
        path = os.path.join(os.path.dirname(prefix), name)
        if not path.startswith(prefix + "."):
            continue
        part, total, frames = None, 0, 0
        names = {}
        pending_target = None
        with open(path, errors="replace") as dump_file:
            for line in dump_file:
                if line.startswith("part:"):
                    part = int(line.split()[1])
                elif line.startswith("summary:"):
                    total = int(line.split()[1])
                elif line.startswith(("fn=", "cfn=")):
                    match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
                    if match:
                        if match.group(2):
                            names[match.group(1)] = match.group(2)
                        if line.startswith("cfn="):
                            pending_target = names.get(match.group(1))
                elif line.startswith("calls=") and pending_target is not None:
                    if pending_target == "doupdate_sp":
                        frames += int(line.split()[0].split("=")[1])
                    pending_target = None
        if part is not None:
            parts[part] = (total, frames, path)
    return parts


def measure(program, cols, rows, workdir, fade_only=False):
    """One process under callgrind, cut into PARTS; returns {part name: (instructions, frames, file)}."""
    prefix = os.path.join(workdir, f"{program['tag']}-{cols}x{rows}{'-fade' if fade_only else ''}")
    argv = ["valgrind", "--tool=callgrind", "-q", f"--callgrind-out-file={prefix}.%p"] + program["argv"]
    if fade_only:
        argv = argv[: argv.index("--animation") + 1] + ["1"] + argv[argv.index("--animation") + 2:]
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    pid, fd = spawn(argv, env, cols, rows)
    _, seen = read_until(fd, program["label"], 120)
    if seen is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)
        return None
    dump(pid)
    for key in program["open"]:
        os.write(fd, key)
        drain(fd, 2.0 if fade_only else 1.0)
    dump(pid)
    if not fade_only:
        time.sleep(1)
        drain(fd, 0.01)
        dump(pid)
        keys(fd, F9, KEYS)
        dump(pid)
        keys(fd, b"a", KEYS)
        dump(pid)
        keys(fd, BACKSPACE, KEYS)
        dump(pid)
        keys(fd, TAB, KEYS)
        dump(pid)
    os.write(fd, program["quit"])
    drain(fd, 1.0)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    os.close(fd)
    found = callgrind_parts(prefix)
    names = PARTS[:2] if fade_only else PARTS
    return {name: found.get(index + 1) for index, name in enumerate(names)}


def top_ten(path):
    """The ten functions with the highest inclusive cost in one dump file, as Markdown rows."""
    result = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
        capture_output=True, text=True, check=False)
    rows = []
    seen = set()
    for line in result.stdout.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*([\d.]+)%\)\s+(\S.*)", line)
        if not match or "PROGRAM TOTALS" in line:
            continue
        name = re.sub(r" \[[^\]]*\]$", "", match.group(3))
        name = name.split(":", 1)[1] if ":" in name and name.startswith(("/", ".", "?")) else name
        # A symbol callgrind names by file and mangled name only.
        name = "$s" + name.split(":$s", 1)[1] if ":$s" in name else name
        name = demangle(name)
        # What every part is under (main, the loop's caller) says nothing about a key; a
        # protocol witness is the function it forwards to, listed on its own.
        if float(match.group(2)) > 98 or name.startswith("protocol witness") or name in seen:
            continue
        seen.add(name)
        rows.append((int(match.group(1).replace(",", "")), match.group(2), name))
        if len(rows) == 10:
            break
    return rows


def demangle(name):
    demangler = shutil.which("swift-demangle")
    if not demangler:
        return name
    result = subprocess.run([demangler, "--simplified", "--compact", name], capture_output=True, text=True)
    return result.stdout.strip() or name


def main():
    if shutil.which("valgrind") is None:
        print("bench_instructions: valgrind is not installed (make bench-deps)")
        return 1
    binary = os.environ.get("AUTHTUI_BIN", ".build/release/authtui")
    data = tempfile.mkdtemp(prefix="authtui-bench-instructions-")
    workdir = tempfile.mkdtemp(prefix="authtui-callgrind-")
    # Valgrind 3.19 (Debian 12) gives up on the DWARF the Swift 6.3 toolchain writes ("Possibly
    # corrupted debuginfo file"), so it runs a copy without it; the code and the symbol table,
    # which names the functions, are the same.
    stripped = os.path.join(workdir, "authtui")
    subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
    binary = stripped
    programs = [
        {"tag": "authtui", "name": "authtui", "label": b"SIGN IN / REGISTER",
         "argv": [binary, "--data-dir", data, "--no-loading", "--animation", "0"],
         "open": [b"\r"], "quit": b"\x03"},
        {"tag": "dialog", "name": "dialog --inputbox", "label": b"Email",
         "argv": ["dialog", "--inputbox", "Email", "8", "40"], "open": [], "quit": b"\x1b"},
        {"tag": "whiptail", "name": "whiptail --inputbox", "label": b"Email",
         "argv": ["whiptail", "--inputbox", "Email", "8", "40"], "open": [], "quit": b"\x1b"},
    ]
    programs = [p for p in programs if shutil.which(p["argv"][0]) or os.path.exists(p["argv"][0])]
    # The first launch creates the store; the measured ones find it.
    warm = spawn(programs[0]["argv"], dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8"))
    read_until(warm[1], programs[0]["label"], 10)
    os.write(warm[1], b"\x03")
    drain(warm[1], 0.3)
    os.waitpid(warm[0], 0)
    os.close(warm[1])

    results = {}
    for cols, rows in SIZES:
        for program in programs:
            results[(program["tag"], cols, rows)] = measure(program, cols, rows, workdir)

    def per_key(result, part):
        if not result or not result.get(part):
            return None
        return result[part][0] / KEYS

    def cell(value, dialog=None):
        if value is None:
            return "–"
        text = f"{value / 1000:,.1f} k" if value < 1_000_000 else f"{value / 1e6:,.2f} M"
        return text

    print(f"### Instructions (callgrind), 80x24, {KEYS} keys per row, one process per program")
    print()
    names = [p["name"] for p in programs]
    print("| | " + " | ".join(names) + " | authtui ÷ dialog |")
    print("|---|" + "---|" * (len(names) + 1))
    base = {p["tag"]: results[(p["tag"], 80, 24)] for p in programs}
    rows_out = [
        ("exec → first frame", lambda r: r and r.get("first frame") and r["first frame"][0]),
        ("idle 1 s", lambda r: r and r.get("idle") and r["idle"][0]),
        ("no-change key (F9)", lambda r: per_key(r, "no-change key")),
        ("per typed character", lambda r: per_key(r, "typed character")),
        ("per Backspace", lambda r: per_key(r, "Backspace")),
        ("per Tab (focus move)", lambda r: per_key(r, "Tab")),
    ]
    for label, read in rows_out:
        values = [read(base[p["tag"]]) for p in programs]
        dialog = values[1] if len(values) > 1 else None
        ratio = f"{values[0] / dialog:.1f}×" if values[0] is not None and dialog else "–"
        print(f"| {label} | " + " | ".join(cell(v) for v in values) + f" | {ratio} |")
        if label == "exec → first frame":
            # ncurses' refreshes in that part (`doupdate_sp`, which `doupdate` and `wrefresh` call;
            # whiptail draws with S-Lang: none to count).
            frames = [(base[p["tag"]] or {}).get("first frame") for p in programs]
            print("| frames drawn by then (ncurses refreshes) | "
                  + " | ".join(str(f[1]) if f and f[1] else "–" for f in frames) + " | – |")
    fade = measure(programs[0], 80, 24, workdir, fade_only=True)
    plain_open = base["authtui"] and base["authtui"].get("open")
    if fade and fade.get("open") and plain_open:
        extra_frames = fade["open"][1] - plain_open[1]
        extra = fade["open"][0] - plain_open[0]
        per_frame = extra / extra_frames if extra_frames > 0 else None
        print(f"| per frame of a sheet fade ({extra_frames} frames in 1 s) | {cell(per_frame)} | – | – | – |")
    print()
    print("### How instructions per key grow with the terminal")
    print()
    print("| program | size | exec → first frame | per typed character | per Backspace | per Tab |")
    print("|---|---|---|---|---|---|")
    for cols, rows in SIZES:
        for program in programs:
            result = results[(program["tag"], cols, rows)]
            if not result:
                print(f"| {program['name']} | {cols}x{rows} | never showed its label | | | |")
                continue
            print(f"| {program['name']} | {cols}x{rows} | {cell(result['first frame'][0])} | "
                  f"{cell(per_key(result, 'typed character'))} | {cell(per_key(result, 'Backspace'))} | "
                  f"{cell(per_key(result, 'Tab'))} |")
    if os.environ.get("BENCH_PROFILE") and base["authtui"] and base["authtui"].get("typed character"):
        print()
        print(f"### authtui, typed characters at 80x24: top ten functions, inclusive ({KEYS} keys)")
        print()
        print("| inclusive instructions per key | share | function |")
        print("|---|---|---|")
        for total, share, name in top_ten(base["authtui"]["typed character"][2]):
            print(f"| {total / KEYS / 1000:,.0f} k | {share} % | `{name}` |")
    shutil.rmtree(data, ignore_errors=True)
    if os.environ.get("BENCH_KEEP"):
        print(f"\n(callgrind files kept in {workdir})")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
