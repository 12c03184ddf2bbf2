#!/usr/bin/env python3
"""Draws a Linux console screen kept by the greetd end-to-end tests as a PNG.

    AUTHTUI_CONSOLE_SHOTS=/tmp/shots make test-e2e   # or the GreetdEndToEndTests alone
    python3 scripts/console-shot.py /tmp/shots/console-de.json docs/languages/console-de.png

The JSON holds each cell's character (from /dev/vcsuN: what the console was given) and its VGA
attribute (from /dev/vcsaN: low nibble foreground, high nibble background). The picture uses the
console's default palette and DejaVu Sans Mono (ImageMagick's `convert` draws it): the colours
and the characters are the console's, the glyphs are not its bitmap font's.
"""
import json
import os
import subprocess
import sys

# The Linux console's default palette (drivers/tty/vt/vt.c), in VGA order.
PALETTE = [
    "#000000", "#0000aa", "#00aa00", "#00aaaa", "#aa0000", "#aa00aa", "#aa5500", "#aaaaaa",
    "#555555", "#5555ff", "#55ff55", "#55ffff", "#ff5555", "#ff55ff", "#ffff55", "#ffffff",
]
CELL_WIDTH, CELL_HEIGHT, FONT_SIZE = 10, 20, 16


def mvg_text(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def main(source, target):
    screen = json.load(open(source, encoding="utf-8"))
    columns, rows = screen["columns"], screen["rows"]
    draw = []
    for y, row in enumerate(rows):
        for x, attribute in enumerate(row["attributes"]):
            background = PALETTE[(attribute >> 4) & 0x7]
            draw.append(f"fill '{background}' rectangle {x * CELL_WIDTH},{y * CELL_HEIGHT} "
                        f"{(x + 1) * CELL_WIDTH - 1},{(y + 1) * CELL_HEIGHT - 1}")
        for x, (character, attribute) in enumerate(zip(row["text"], row["attributes"])):
            if character.strip():
                draw.append(f"fill '{PALETTE[attribute & 0xF]}' text {x * CELL_WIDTH},"
                            f"{y * CELL_HEIGHT + FONT_SIZE} {mvg_text(character)}")
    mvg = target + ".mvg"
    with open(mvg, "w", encoding="utf-8") as file:
        file.write(f"viewbox 0 0 {columns * CELL_WIDTH} {len(rows) * CELL_HEIGHT}\n"
                   f"font 'DejaVu-Sans-Mono'\nfont-size {FONT_SIZE}\n" + "\n".join(draw) + "\n")
    try:
        subprocess.run(["convert", "mvg:" + mvg, target], check=True)
    finally:
        os.unlink(mvg)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
