#!/usr/bin/env python3
"""The mutation check behind `make mutate`: do the tests notice when a rule breaks?

Each mutant in Tests/Mutants/mutants.txt is one small named change to one rule: a file, an exact
original text and its replacement (a C shim header too: scripts/c_headers.py makes the build
see the edit, which SwiftPM alone would not). They are applied one at a time to a scratch copy of the
package (kept between runs with its own .build, so each mutant costs an incremental build), and
only the tests that cover the rule run against it (`swift test --filter`). A mutant is

  caught     when those tests fail (or the test process crashes or hangs past the time limit);
  survived   when they pass: a test is missing, unless the mutant is marked `harmless:`;
  an error   when it cannot be judged: its original text is not in the file exactly once, it
             does not compile, its filter matches no test, or the tests skipped.

The score is caught / (caught + survived). The exit status is 1 when a mutant survived without
a `harmless:` reason or could not be judged.

Usage: scripts/mutate.py [NAME_SUBSTRING ...]   (only the mutants whose name contains one)
       scripts/mutate.py --check   (no build: is every original text in its file exactly once?
                                    `make test` runs this; exit status 1 when one is not)
Environment: SWIFT (default swift), AUTHTUI_MUTATE_DIR (the scratch copy; default
/tmp/authtui-mutate-<hash of this checkout's path>), AUTHTUI_MUTANTS (another list of mutants).
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c_headers  # noqa: E402  (beside this script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MUTANTS = os.environ.get("AUTHTUI_MUTANTS") or os.path.join(ROOT, "Tests", "Mutants", "mutants.txt")
# What the scratch copy mirrors; .build stays its own.
COPIED = ["Package.swift", "README.md", "Sources", "Tools", "Demos", "Tests", "Examples", "docs", "scripts", "po"]
SWIFT = os.environ.get("SWIFT", "swift")
BUILD_TIMEOUT = 900
# A mutant's tests may run this many times as long as they take on the unmutated code (at least a
# minute); past that they count as hung, which is caught (the tests did not pass).
TEST_TIME_FACTOR = 6
MINIMUM_TEST_TIMEOUT = 60


@dataclass
class Mutant:
    name: str
    line: int
    file: str = ""
    tests: str = ""
    original: str = ""
    replacement: str = ""
    harmless: str = ""
    outcome: str = ""
    detail: str = ""
    seconds: float = 0.0
    problems: list = field(default_factory=list)


def unescape(text):
    """`\\n` in a value is a newline, `\\\\` a backslash; nothing else is special."""
    return re.sub(r"\\(\\|n)", lambda m: "\n" if m.group(1) == "n" else "\\", text)


def parse(path):
    """Blocks of `[name]` followed by `key: value` lines; `#` lines are comments."""
    mutants = []
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("[") and line.endswith("]"):
                mutants.append(Mutant(name=line[1:-1].strip(), line=number))
                continue
            key, colon, value = line.partition(": ")
            if not mutants or not colon or key not in ("file", "tests", "original", "replacement", "harmless"):
                sys.exit(f"{path}:{number}: expected '[name]' or 'file|tests|original|replacement|harmless: value'")
            setattr(mutants[-1], key, unescape(value) if key in ("original", "replacement") else value)
    for mutant in mutants:
        for key in ("file", "tests", "original"):
            if not getattr(mutant, key):
                mutant.problems.append(f"no '{key}:' line")
    names = [m.name for m in mutants]
    for name in {n for n in names if names.count(n) > 1}:
        sys.exit(f"{path}: mutant name used twice: {name}")
    return mutants


def sync(scratch):
    """Makes the scratch copy's sources equal to this checkout's, touching only files that differ
    (so the scratch build stays incremental)."""
    os.makedirs(scratch, exist_ok=True)
    wanted = set()
    for entry in COPIED:
        source = os.path.join(ROOT, entry)
        paths = [source] if os.path.isfile(source) else [
            os.path.join(directory, name) for directory, _, names in os.walk(source) for name in names
        ]
        for path in paths:
            relative = os.path.relpath(path, ROOT)
            wanted.add(relative)
            target = os.path.join(scratch, relative)
            with open(path, "rb") as handle:
                content = handle.read()
            if os.path.exists(target):
                with open(target, "rb") as handle:
                    if handle.read() == content:
                        continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(content)
            shutil.copymode(path, target)
    for entry in COPIED:
        base = os.path.join(scratch, entry)
        if os.path.isdir(base):
            for directory, _, names in os.walk(base):
                for name in names:
                    path = os.path.join(directory, name)
                    if os.path.relpath(path, scratch) not in wanted:
                        os.remove(path)


def run(command, cwd, timeout, env=None):
    """(status, output, timed out) of a command; the whole process group is killed on timeout."""
    started = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        errors="replace", start_new_session=True)
    try:
        output, _ = started.communicate(timeout=timeout)
        return started.returncode, output, False
    except subprocess.TimeoutExpired:
        os.killpg(started.pid, 9)
        output, _ = started.communicate()
        return -9, output, True


def build(scratch):
    status, output, timed_out = run([SWIFT, "build", "--build-tests"], scratch, BUILD_TIMEOUT)
    errors = [line for line in output.splitlines() if ": error: " in line]
    return status == 0 and not timed_out, (errors[0] if errors else output.strip().splitlines()[-1:] or [""])


def test(scratch, filter_, env, timeout):
    """(verdict, detail): verdict is 'failed', 'passed', 'skipped' or 'none'."""
    status, output, timed_out = run(
        [SWIFT, "test", "--skip-build", "--disable-swift-testing", "--filter", filter_], scratch, timeout, env)
    executed = [int(n) for n in re.findall(r"Executed (\d+) tests?, with", output)]
    skipped = len(re.findall(r"^Test Case '[^']*' skipped", output, re.M))
    failures = [line.strip() for line in output.splitlines() if ": error: " in line]
    if timed_out:
        return "failed", f"hung: still running after {timeout:.0f} s"
    if status != 0:
        crash = re.search(r"(Fatal error[^\n]*|exited with (unexpected )?signal[^\n]*|signal code \d+)", output)
        return "failed", (failures[0] if failures else crash.group(0) if crash else f"exit status {status}")
    if not executed or max(executed) == 0:
        return "none", "the filter matched no test"
    if skipped:
        return "skipped", f"{skipped} test(s) skipped"
    return "passed", f"{max(executed)} tests passed"


def unusable(mutant, root):
    """Why `mutant` cannot be planted in the checkout at `root` (its file gone, its original text
    not there exactly once), or None."""
    path = os.path.join(root, mutant.file or "")
    if mutant.problems or not os.path.isfile(path):
        return "; ".join(mutant.problems) or f"no file {mutant.file}"
    with open(path, encoding="utf-8") as handle:
        count = handle.read().count(mutant.original)
    if count != 1:
        return "original text not found" if count == 0 else f"original text found {count} times"
    return None


def main():
    if sys.argv[1:] == ["--check"]:
        # What `make test` runs: a change that moves a mutant's original text would otherwise
        # leave the mutant unjudged until someone next runs `make mutate`.
        mutants = parse(MUTANTS)
        problems = [(m, d) for m in mutants if (d := unusable(m, ROOT))]
        for mutant, detail in problems:
            print(f"{MUTANTS}:{mutant.line}: [{mutant.name}] {detail}")
        print(f"mutate --check: {len(mutants)} mutants, {len(problems)} stale")
        sys.exit(1 if problems else 0)
    selected = sys.argv[1:]
    mutants = parse(MUTANTS)
    if selected:
        mutants = [m for m in mutants if any(s in m.name for s in selected)]
    scratch = os.environ.get("AUTHTUI_MUTATE_DIR") or (
        "/tmp/authtui-mutate-" + hashlib.sha256(ROOT.encode()).hexdigest()[:12])
    print(f"mutate: {len(mutants)} mutants, scratch copy {scratch}", flush=True)
    sync(scratch)
    # SwiftPM does not notice an edited C header (see c_headers.py): each change to one, the
    # checkout's or a mutant's, removes the precompiled module and touches its importers.
    c_headers.refresh(scratch)
    ok, detail = build(scratch)
    if not ok:
        sys.exit(f"mutate: the unmutated scratch copy does not build: {detail}")
    status, bin_path, _ = run([SWIFT, "build", "--show-bin-path"], scratch, 60)
    env = dict(os.environ, AUTHTUI_BIN=os.path.join(bin_path.strip().splitlines()[-1], "authtui"))

    # Every filter must pass, and really run, on the unmutated code; otherwise a failure under a
    # mutant would prove nothing.
    timeouts = {}
    for filter_ in sorted({m.tests for m in mutants if m.tests}):
        started = time.monotonic()
        verdict, detail = test(scratch, filter_, env, 900)
        if verdict != "passed":
            sys.exit(f"mutate: before any mutant, --filter '{filter_}': {verdict}: {detail}")
        timeouts[filter_] = max(MINIMUM_TEST_TIMEOUT, TEST_TIME_FACTOR * (time.monotonic() - started))
    print("mutate: every filter passes on the unmutated code", flush=True)

    for mutant in mutants:
        started = time.monotonic()
        path = os.path.join(scratch, mutant.file or "")
        problem = unusable(mutant, scratch)
        if problem:
            mutant.outcome, mutant.detail = "error", problem
        else:
            with open(path, encoding="utf-8") as handle:
                pristine = handle.read()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(pristine.replace(mutant.original, mutant.replacement))
            c_headers.refresh(scratch)
            try:
                compiled, detail = build(scratch)
                if not compiled:
                    mutant.outcome, mutant.detail = "error", f"does not compile: {detail}"
                else:
                    verdict, detail = test(scratch, mutant.tests, env, timeouts[mutant.tests])
                    mutant.outcome = {"failed": "caught", "passed": "survived"}.get(verdict, "error")
                    mutant.detail = detail
            finally:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(pristine)
                c_headers.refresh(scratch)
        mutant.seconds = time.monotonic() - started
        mutant.detail = mutant.detail.replace(scratch + "/", "")
        label = mutant.outcome
        if label == "survived" and mutant.harmless:
            label = "survived (harmless)"
        print(f"{label:<20} {mutant.name}  [{mutant.seconds:.0f} s]  {mutant.detail}", flush=True)

    caught = [m for m in mutants if m.outcome == "caught"]
    survived = [m for m in mutants if m.outcome == "survived"]
    errors = [m for m in mutants if m.outcome == "error"]
    judged = len(caught) + len(survived)
    score = 100.0 * len(caught) / judged if judged else 0.0
    print()
    print(f"mutation score: {len(caught)}/{judged} caught ({score:.0f}%), {len(survived)} survived, "
          f"{len(errors)} could not be judged")
    for mutant in survived:
        why = f"harmless: {mutant.harmless}" if mutant.harmless else "NO TEST NOTICES THIS"
        print(f"  survived: {mutant.name} ({os.path.basename(MUTANTS)}:{mutant.line}, {mutant.file}) - {why}")
    for mutant in errors:
        print(f"  error: {mutant.name} ({os.path.basename(MUTANTS)}:{mutant.line}) - {mutant.detail}")
    # Leave the scratch build matching the sources, so the next run starts incremental.
    build(scratch)
    unexplained = [m for m in survived if not m.harmless]
    sys.exit(1 if unexplained or errors else 0)


if __name__ == "__main__":
    main()
