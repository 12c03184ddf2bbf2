#!/usr/bin/env python3
"""Writes scripts/link/startup-order.txt: the functions of the release binary that run from launch
to the login prompt and while typing into it, for lld's --symbol-ordering-file.

Why: the kernel maps a binary's code in 64 KiB windows around each page touched (fault-around),
so start-up code scattered over 6 MB of text made 4.8 MB of it resident. Placing the functions
that run first next to each other makes about 1.7 MiB less resident at the prompt. Names that no
longer exist are ignored by the linker (the gain fades until this is run again; nothing breaks).

Usage: make release && python3 scripts/link/startup-order.py [.build/release/authtui]
Needs valgrind (callgrind). Runs the app in a pty at 80x24 on a throwaway data directory, PROFILES
times: what runs on the other threads depends on timing (a task's priority is escalated only when
the main actor awaits it before it ran, `swift_task_escalate`), so the list is the union of the runs.
"""
import os
import re
import signal
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import bench_app  # noqa: E402  (spawn, read_until, drain)

HERE = os.path.dirname(os.path.abspath(__file__))
PROFILES = 3
# Run before callgrind names anything: valgrind shows the entry point as "(below main)".
ALWAYS = ["_start"]


def profile(binary, output):
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    data = tempfile.mkdtemp(prefix="authtui-order-")
    argv = [binary, "--data-dir", data, "--no-loading", "--animation", "0"]
    bench_app.launch({"argv": argv, "label": b"SIGN IN / REGISTER"}, env)  # creates the store
    pid, fd = bench_app.spawn(["valgrind", "--tool=callgrind", "--demangle=no", "--separate-threads=no",
                               f"--callgrind-out-file={output}"] + argv, env)
    _, seen = bench_app.read_until(fd, b"SIGN IN / REGISTER", 120)
    if seen is None:
        sys.exit("startup-order: the login never appeared under valgrind")
    for key in (b"\r", b"a", b"b", b"c"):
        os.write(fd, key)
        bench_app.drain(fd, 1.0)
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)


def functions(profile_path, binary):
    """Function names of `binary` in the order callgrind first lists them."""
    names, objects, current, seen, order = {}, {}, None, set(), []
    target = os.path.realpath(binary)
    with open(profile_path) as lines:
        for line in lines:
            line = line.rstrip("\n")
            match = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line)
            if match:
                if match.group(3):
                    objects[match.group(2)] = match.group(3)
                if match.group(1) == "ob":
                    current = objects.get(match.group(2))
                continue
            match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line)
            if not match:
                continue
            if match.group(3):
                names[match.group(2)] = match.group(3)
            name = names.get(match.group(2))
            if match.group(1) == "fn" and name and current and os.path.realpath(current) == target:
                # callgrind marks a second copy with 'N; addresses without a symbol cannot be ordered.
                name = name.split("'")[0]
                if not name.startswith("0x") and name not in seen:
                    seen.add(name)
                    order.append(name)
    return order


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/authtui"
    order = set(ALWAYS)
    with tempfile.TemporaryDirectory() as scratch:
        for run in range(PROFILES):
            path = os.path.join(scratch, f"callgrind.{run}.out")
            profile(binary, path)
            order.update(functions(path, binary))
    # Sorted: the layout only needs them together, and a sorted list changes little when the
    # script runs again (callgrind lists functions in a different order each run).
    with open(os.path.join(HERE, "startup-order.txt"), "w") as out:
        out.write("\n".join(sorted(order)) + "\n")
    print(f"startup-order: {len(order)} functions")


if __name__ == "__main__":
    main()
