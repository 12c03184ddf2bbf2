#!/usr/bin/env python3
"""The catalogue's files, made from the sources (the gettext workflow, with ids as msgctxt).

  po.py extract    writes po/authtui.pot from every Message("id", "English") and
                   PluralMessage("id", one: "…", other: "…") under Sources/
  po.py update     extract, then msgmerge each po/LANG.po with the template (new ids untranslated,
                   changed English fuzzy), then generate
  po.py generate   writes Sources/AuthText/Translations.swift from po/*.po (msgfmt --check first)
  po.py check      fails when the template or the generated file is not what the sources and the
                   .po files make, or a language misses an id, has a fuzzy one, or moves placeholders
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POT = os.path.join(ROOT, "po", "authtui.pot")
GENERATED = os.path.join(ROOT, "Sources", "AuthText", "Translations.swift")
PLACEHOLDER = re.compile(r"%(\d+)\$[sd]")


def literal(text, i):
    """The Swift string literal starting at text[i] == '"': (value, index after it)."""
    assert text[i] == '"'
    i += 1
    out = []
    while text[i] != '"':
        if text[i] == "\\":
            nxt = text[i + 1]
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(nxt, nxt))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out), i + 1


def skip(text, i):
    while text[i] in " \t\n":
        i += 1
    return i


def joined(text, i):
    """A literal, or literals joined by `+`: (value, index after)."""
    value, i = literal(text, skip(text, i))
    while True:
        j = skip(text, i)
        if text[j] != "+":
            return value, i
        more, i = literal(text, skip(text, j + 1))
        value += more


def messages():
    """Every message in Sources/, in file order: (id, English or (one, other), where)."""
    found = []
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(files):
            if not name.endswith(".swift") or name == "Translations.swift":
                continue
            path = os.path.join(folder, name)
            text = open(path, encoding="utf-8").read()
            for match in re.finditer(r'\b(Plural)?Message\(\s*"', text):
                where = os.path.relpath(path, ROOT)
                i = match.end() - 1
                ident, i = literal(text, i)
                i = skip(text, i)
                assert text[i] == ",", where
                i += 1
                if match.group(1):
                    i = skip(text, i)
                    assert text.startswith("one:", i), where
                    one, i = joined(text, i + 4)
                    i = skip(text, i)
                    assert text[i] == ",", where
                    i = skip(text, i + 1)
                    assert text.startswith("other:", i), where
                    other, i = joined(text, i + 6)
                    found.append((ident, (one, other), where))
                else:
                    english, i = joined(text, i)
                    found.append((ident, english, where))
    return found


def quoted(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" in escaped:
        parts = escaped.split("\n")
        lines = ['""'] + ['"%s\\n"' % part for part in parts[:-1]] + (['"%s"' % parts[-1]] if parts[-1] else [])
        return "\n".join(lines)
    return '"%s"' % escaped


def template():
    by_id, order, places = {}, [], {}
    for ident, english, where in messages():
        if ident in by_id and by_id[ident] != english:
            sys.exit("po.py: %s has two texts: %r (%s) and %r (%s)" % (ident, by_id[ident], places[ident][0], english, where))
        if ident not in by_id:
            by_id[ident] = english
            order.append(ident)
        if where not in places.setdefault(ident, []):
            places[ident].append(where)
    out = [
        "# authtui's catalogue: every sentence a person reads, by id (msgctxt), English as msgid.",
        "# Made by `make po` from the sources; translate in po/LANG.po, not here.",
        "#", 'msgid ""', 'msgstr ""',
        '"Project-Id-Version: authtui\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', "",
    ]
    for ident in sorted(order):
        english = by_id[ident]
        out.append("#: " + " ".join(places[ident]))
        texts = english if isinstance(english, tuple) else (english,)
        if any(PLACEHOLDER.search(t) for t in texts):
            out.append("#, c-format")
        out.append("msgctxt " + quoted(ident))
        if isinstance(english, tuple):
            out += ["msgid " + quoted(english[0]), "msgid_plural " + quoted(english[1]), 'msgstr[0] ""', 'msgstr[1] ""']
        else:
            out += ["msgid " + quoted(english), 'msgstr ""']
        out.append("")
    return "\n".join(out), by_id


def languages():
    return sorted(name[:-3] for name in os.listdir(os.path.join(ROOT, "po")) if name.endswith(".po"))


def stripped(path):
    """A .po file without its comments (flags kept: fuzzy entries are left out when read)."""
    lines = [line for line in open(path, encoding="utf-8").read().split("\n") if not line.startswith("#") or line.startswith("#,")]
    return "\n".join(lines).strip() + "\n"


def generated():
    out = ["// swift-format-ignore-file",
           "// Made by `make po` (scripts/po.py generate) from po/*.po: do not edit by hand.", "",
           "/// Each language's `.po` text (comments left out), by catalogue code.",
           "enum Translations {"]
    codes = languages()
    if not codes:
        out.append("    static let po: [String: String] = [:]")
    else:
        out.append("    static let po: [String: String] = [")
        for code in codes:
            text = stripped(os.path.join(ROOT, "po", code + ".po"))
            assert '"""#' not in text
            out.append('        "%s": #"""' % code)
            out += ["            " + line if line else "" for line in text.rstrip("\n").split("\n")]
            out.append('            """#,')
        out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def entries(path):
    """The .po's entries: msgctxt → (msgid, plural msgid, [msgstr…], fuzzy)."""
    result, entry, field = {}, None, None
    def done():
        if entry and entry.get("ctx") is not None:
            result[entry["ctx"]] = entry
    for raw in open(path, encoding="utf-8").read().split("\n") + [""]:
        line = raw.strip()
        if not line:
            done(); entry, field = None, None
            continue
        if entry is None:
            entry = {"ctx": None, "id": "", "plural": None, "str": {}, "fuzzy": False}
        if line.startswith("#,"):
            entry["fuzzy"] = entry["fuzzy"] or "fuzzy" in line
            continue
        if line.startswith("#"):
            continue
        m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
        if m:
            key = m.group(1)
            field = ("str", int(m.group(2) or 0)) if key.startswith("msgstr") else key
            value = literal(m.group(3), 0)[0]
        else:
            value = literal(line, 0)[0]
        if field == "msgctxt":
            entry["ctx"] = (entry["ctx"] or "") + value
        elif field == "msgid":
            entry["id"] += value
        elif field == "msgid_plural":
            entry["plural"] = (entry["plural"] or "") + value
        elif isinstance(field, tuple):
            entry["str"][field[1]] = entry["str"].get(field[1], "") + value
    return result


def problems():
    found = []
    pot, by_id = template()
    if not os.path.exists(POT) or open(POT, encoding="utf-8").read() != pot:
        found.append("po/authtui.pot is not what the sources make: run `make po`")
    if not os.path.exists(GENERATED) or open(GENERATED, encoding="utf-8").read() != generated():
        found.append("Sources/AuthText/Translations.swift is not what po/*.po make: run `make po`")
    for code in languages():
        path = os.path.join(ROOT, "po", code + ".po")
        check = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", path], capture_output=True, text=True)
        if check.returncode != 0:
            found.append("%s: msgfmt --check: %s" % (code, check.stderr.strip()))
        have = entries(path)
        for ident, english in by_id.items():
            entry = have.get(ident)
            texts = english if isinstance(english, tuple) else (english,)
            if entry is None or not entry["str"] or not all(entry["str"].values()):
                found.append("%s: %s is not translated" % (code, ident))
                continue
            if entry["fuzzy"]:
                found.append("%s: %s is fuzzy" % (code, ident))
            if entry["id"] != texts[0]:
                found.append("%s: %s translates another English text: %r" % (code, ident, entry["id"]))
            wanted = set(PLACEHOLDER.findall(" ".join(texts)))
            for form in entry["str"].values():
                # A plural form may leave the count out ("one file" in words), never add one.
                got = set(PLACEHOLDER.findall(form))
                if got - wanted or (not isinstance(english, tuple) and got != wanted):
                    found.append("%s: %s has placeholders %s, English %s" % (code, ident, sorted(got), sorted(wanted)))
        for ident in have:
            if ident not in by_id:
                found.append("%s: %s is no longer in the sources" % (code, ident))
    return found


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command in ("extract", "update"):
        open(POT, "w", encoding="utf-8").write(template()[0])
    if command == "update":
        for code in languages():
            path = os.path.join(ROOT, "po", code + ".po")
            subprocess.run(["msgmerge", "--quiet", "--update", "--backup=none", "--no-wrap", path, POT], check=True)
    if command in ("update", "generate"):
        for code in languages():
            subprocess.run(["msgfmt", "--check", "-o", "/dev/null", os.path.join(ROOT, "po", code + ".po")], check=True)
        open(GENERATED, "w", encoding="utf-8").write(generated())
    if command == "check":
        found = problems()
        for problem in found:
            print(problem)
        sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
