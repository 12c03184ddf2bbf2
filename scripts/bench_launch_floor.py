#!/usr/bin/env python3
"""The launch's floor, measured beside authtui and dialog (issue 25; a benchmark, never a test).

1. Captures authtui's first frame at 80x24 (its bytes up to the login label, the output then
   quiet for 50 ms) and parses them back into the frame's cells (fg, bg, bold, code point).
2. Builds scripts/launch_floor/floor.swift as the release binary is linked (static Swift runtime,
   lld, packed relocations, the system's shared ncurses and SQLite).
3. Launches, in rounds in random order: authtui (each AUTHTUI_BIN given, colon-separated), the
   floor writing those bytes as they are, the floor drawing those cells through ncurses, the
   floor opening authtui's account store first (SQLite on the main thread, the same file, flags
   and statements), and `dialog --inputbox`; prints the medians of the time to the first frame
   and of each round's ratio to dialog (BENCH_LAUNCHES rounds, default 41), as Markdown.

The floor is what this language and library cost for this frame: a Swift program that starts
ncurses as NcursesTerminal does and draws the same cells (checked: its output parses back to the
same cells). The store floor adds what the first frame has to know first (does the store open,
is a session remembered, does the store answer), asked of SQLite directly. Everything authtui
spends above that is its own start-up.
"""
import os
import random
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_app import drain, launch, read_until, spawn  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LABEL = b"SIGN IN / REGISTER"
ROUNDS = int(os.environ.get("BENCH_LAUNCHES", "41"))
SGR_OR_CSI = re.compile(rb"\x1b\[([0-9;?]*)([A-Za-z])|\x1b[()][A-Z0-9]|\x1b[=>]")


def cells_of(frame, width=80, height=24):
    """The cells a terminal shows after `frame` (the sequences ncurses sends for this screen)."""
    blank = (-1, -1, 0, 0x20)
    cells = [[blank] * width for _ in range(height)]
    fg, bg, bold, row, column, at = -1, -1, 0, 0, 0, 0
    while at < len(frame):
        match = SGR_OR_CSI.match(frame, at)
        if match:
            at = match.end()
            if match.group(2) is None or match.group(1).startswith(b"?"):
                continue
            params = [int(p) if p else 0 for p in match.group(1).split(b";")] if match.group(1) else []
            final = match.group(2)
            count = params[0] if params and params[0] else 1
            if final == b"H":
                row, column = (params[0] - 1 if params else 0), (params[1] - 1 if len(params) > 1 else 0)
            elif final == b"G":
                column = count - 1
            elif final == b"d":
                row = count - 1
            elif final in (b"A", b"B", b"C", b"D"):
                row += {b"A": -count, b"B": count}.get(final, 0)
                column += {b"C": count, b"D": -count}.get(final, 0)
            elif final == b"b" and column > 0:
                for _ in range(count):
                    if row < height and column < width:
                        cells[row][column] = cells[row][column - 1]
                    column += 1
            elif final == b"m":
                params = params or [0]
                index = 0
                while index < len(params):
                    p = params[index]
                    if p == 0:
                        fg, bg, bold = -1, -1, 0
                    elif p in (38, 48) and index + 2 < len(params) and params[index + 1] == 5:
                        if p == 38:
                            fg = params[index + 2]
                        else:
                            bg = params[index + 2]
                        index += 2
                    elif p == 39:
                        fg = -1
                    elif p == 49:
                        bg = -1
                    elif p == 1:
                        bold = 1
                    elif p == 22:
                        bold = 0
                    index += 1
            elif final == b"J":
                mode = params[0] if params else 0
                for y in range(height):
                    start = 0 if mode == 2 or y < row or (mode == 1 and y == row) else column
                    end = width if mode == 2 or y > row or (mode == 0 and y == row) else column + 1
                    if (mode == 0 and y < row) or (mode == 1 and y > row):
                        continue
                    for x in range(start, min(end, width)):
                        cells[y][x] = (fg, bg, 0, 0x20)
            elif final == b"K":
                mode = params[0] if params else 0
                start, end = {0: (column, width), 1: (0, column + 1)}.get(mode, (0, width))
                for x in range(start, min(end, width)):
                    cells[row][x] = (fg, bg, 0, 0x20)
            elif final == b"X":
                for x in range(column, min(width, column + count)):
                    cells[row][x] = (fg, bg, 0, 0x20)
            continue
        byte = frame[at]
        if byte < 0x20:
            row, column = (row + 1, column) if byte == 10 else (row, 0 if byte == 13 else column)
            at += 1
            continue
        size = 1 if byte < 0x80 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
        character = frame[at:at + size].decode("utf-8")
        at += size
        if row < height and column < width:
            cells[row][column] = (fg, bg, bold, ord(character))
        column += 1
    return cells


def packed(cells):
    return b"".join(struct.pack("<hhhI", *cell) for line in cells for cell in line)


def capture(argv, env):
    pid, fd = spawn(argv, env)
    data, seen = read_until(fd, LABEL, 10)
    os.write(fd, b"\x03")
    drain(fd, 0.3)
    os.waitpid(pid, 0)
    os.close(fd)
    return data if seen else None


def main():
    if shutil.which("dialog") is None:
        print("bench_launch_floor: dialog is not installed (make bench-deps)")
        return 1
    binaries = os.environ.get("AUTHTUI_BIN", ".build/release/authtui").split(":")
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    work = tempfile.mkdtemp(prefix="authtui-floor-")
    data = os.path.join(work, "data")
    basic = ["--data-dir", data, "--no-loading", "--animation", "0"]
    capture([binaries[0]] + basic, env)  # creates the store
    frame = capture([binaries[0]] + basic, env)
    if frame is None:
        print("authtui: the login never appeared")
        return 1
    frame_file, cells_file, floor = (os.path.join(work, n) for n in ("frame.bin", "cells.bin", "floor"))
    with open(frame_file, "wb") as out:
        out.write(frame)
    cells = cells_of(frame)
    with open(cells_file, "wb") as out:
        out.write(packed(cells))
    subprocess.run(
        ["swiftc", "-O", "-static-stdlib", "-use-ld=lld", "-I", os.path.join(ROOT, "Sources", "CNcurses"),
         "-I", os.path.join(ROOT, "Sources", "CSQLite"),
         "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
         os.path.join(ROOT, "scripts", "launch_floor", "floor.swift"), "-o", floor], check=True)
    drawn = capture([floor, "cells", cells_file], env)
    if drawn is None or cells_of(drawn) != cells:
        print("floor: its frame is not authtui's")
        return 1
    programs = [{"name": f"authtui ({b})", "argv": [b] + basic, "label": LABEL} for b in binaries] + [
        {"name": "floor: ncurses started, the frame's bytes written", "argv": [floor, "bytes", frame_file],
         "label": LABEL},
        {"name": "floor: ncurses started, the frame's cells drawn", "argv": [floor, "cells", cells_file],
         "label": LABEL},
        {"name": "floor: the store opened on one thread, then the same", "label": LABEL,
         "argv": [floor, "cells", cells_file, os.path.join(data, "accounts.sqlite3")]},
        {"name": "dialog --inputbox", "argv": ["dialog", "--inputbox", "Email", "8", "40"], "label": b"Email"},
    ]
    rounds = []
    for _ in range(ROUNDS):
        order = programs[:]
        random.shuffle(order)
        times = {}
        for program in order:
            result = launch(program, env)
            if result:
                times[program["name"]] = result["first_frame_ms"]
        if len(times) == len(programs):
            rounds.append(times)
    dialog = "dialog --inputbox"
    print(f"### The launch's floor at 80x24 ({len(rounds)} rounds, random order; frame {len(frame)} B)")
    print()
    print("| program | first frame (median) | ÷ dialog (medians) | ÷ dialog (median of rounds) |")
    print("|---|---|---|---|")
    middle = statistics.median(r[dialog] for r in rounds)
    for program in programs:
        times = [r[program["name"]] for r in rounds]
        ratio = statistics.median(r[program["name"]] / r[dialog] for r in rounds)
        print(f"| {program['name']} | {statistics.median(times):.2f} ms | "
              f"{statistics.median(times) / middle:.2f} | {ratio:.2f} |")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
