#!/usr/bin/env python3
"""Makes the next `swift build` use an edited C header: SwiftPM does not notice one by itself.

The C targets (Sources/C*/: a module map and shim.h, plus Sources/CDynamicLoader/loader.h that
several shims include) are `[system]` modules. Clang does not check system headers against the
precompiled module in .build/…/ModuleCache, and the Swift driver does not count them among a
file's dependencies, so after an edit the build goes on using the old declarations and the old
bodies of the shims' `static inline` functions (compiled into each Swift file that imports them).

`refresh(root)` keeps a digest of every C header and module map in .build/c-headers.sha256. When
one changed, it removes the precompiled modules that contain it (its own target's, and every
target whose header includes it) and touches the Swift files that import them, so the next
build recompiles exactly those; after a module map changed, every Swift file (what it links is
recorded in every object that imports it, however indirectly). With no digest yet, every C module
counts as changed once.

Usage: scripts/c_headers.py [PACKAGE_ROOT]   (the Makefile runs it before each build;
scripts/mutate.py calls refresh() after each change to its scratch copy)
"""

import hashlib
import json
import os
import re
import sys

SWIFT_FOLDERS = ["Sources", "Tools", "Demos", "Examples", "Tests"]
STAMP = os.path.join(".build", "c-headers.sha256")


def c_files(root):
    """Every header and module map of the C targets, relative to root."""
    sources = os.path.join(root, "Sources")
    found = []
    for target in sorted(os.listdir(sources)):
        folder = os.path.join(sources, target)
        if target.startswith("C") and os.path.isdir(folder):
            found += [os.path.join("Sources", target, name) for name in sorted(os.listdir(folder))
                      if name.endswith(".h") or name == "module.modulemap"]
    return found


def module_name(root, target):
    """The module a C target declares (its folder's name when it has no module map)."""
    path = os.path.join(root, "Sources", target, "module.modulemap")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            declared = re.search(r"\bmodule\s+(\w+)", handle.read())
        if declared:
            return declared.group(1)
    return None


def affected_modules(root, changed):
    """The modules whose compiled form holds a changed file, following #include "…" between the
    C targets' headers (loader.h reaches the modules of every shim that includes it)."""
    headers = [path for path in c_files(root) if path.endswith(".h")]
    texts = {}
    for path in headers:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            texts[path] = handle.read()
    reached = set(changed)
    pending = list(changed)
    while pending:
        name = os.path.basename(pending.pop())
        include = re.compile(r'#\s*include\s+"(?:[^"]*/)?' + re.escape(name) + '"')
        for path in headers:
            if path not in reached and include.search(texts[path]):
                reached.add(path)
                pending.append(path)
    modules = {module_name(root, path.split(os.sep)[1]) for path in reached}
    return sorted(m for m in modules if m)


def invalidate(root, modules, everywhere=False):
    """Removes the precompiled `modules` from every module cache under .build and touches the
    Swift files that import one of them (all Swift files when `everywhere`). Returns how many
    files were touched."""
    if not modules:
        return 0
    build = os.path.join(root, ".build")
    pcm = re.compile(r"^(" + "|".join(map(re.escape, modules)) + r")-[A-Z0-9]+\.pcm$")
    for directory, _, names in os.walk(build):
        if "ModuleCache" in directory:
            for name in names:
                if pcm.match(name):
                    os.remove(os.path.join(directory, name))
    importing = re.compile(
        r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
        r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(?:"
        + "|".join(map(re.escape, modules)) + r")\b", re.M)
    touched = 0
    for folder in SWIFT_FOLDERS:
        for directory, _, names in os.walk(os.path.join(root, folder)):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    if everywhere or importing.search(handle.read()):
                        os.utime(path)
                        touched += 1
    return touched


def refresh(root):
    """Invalidates what the C headers changed since the last call; returns the modules."""
    digests = {}
    for path in c_files(root):
        with open(os.path.join(root, path), "rb") as handle:
            digests[path] = hashlib.sha256(handle.read()).hexdigest()
    stamp = os.path.join(root, STAMP)
    try:
        with open(stamp, encoding="utf-8") as handle:
            previous = json.load(handle)
    except (OSError, ValueError):
        previous = {}
    changed = sorted(path for path, digest in digests.items() if previous.get(path) != digest)
    changed += sorted(path for path in previous if path not in digests)
    modules = affected_modules(root, [p for p in changed if os.path.exists(os.path.join(root, p))]) if changed else []
    # A module map's `link` lines reach every object of every module that imports it, directly or
    # through another module (their autolink entries): after one changes, all Swift files compile
    # again, or a library no longer linked stays a NEEDED entry of the binaries.
    invalidate(root, modules, everywhere=any(p.endswith("module.modulemap") for p in changed))
    os.makedirs(os.path.dirname(stamp), exist_ok=True)
    with open(stamp + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(digests, handle, indent=0, sort_keys=True)
    os.replace(stamp + ".tmp", stamp)
    return modules


if __name__ == "__main__":
    package = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rebuilt = refresh(package)
    if rebuilt:
        print(f"c_headers: C headers changed; {', '.join(rebuilt)} and the Swift files importing them rebuild")
