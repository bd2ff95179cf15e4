#!/usr/bin/env python3
"""Draws the installable app's icons (assets/icons/icon-{192,512}.png, and a maskable 512 with a wider
margin): a white P with a QR finder square on the product's dark ground. Standard library only (zlib), so
anyone can draw them again; the PNGs are committed and embedded in the server."""
import os
import struct
import zlib

INK = (0x21, 0x25, 0x29)
WHITE = (0xFF, 0xFF, 0xFF)


def png(size, pixels):
    raw = b"".join(b"\x00" + bytes(c for p in row for c in p) for row in pixels)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def draw(size, margin):
    # On a 16-unit grid inside the margin: the P's stem and bowl, and a finder square bottom right.
    unit = (size - 2 * margin) / 16
    boxes = [
        (3, 2, 6, 14),   # stem
        (6, 2, 11, 5),   # bowl top
        (6, 7, 11, 10),  # bowl bottom
        (10, 3, 13, 9),  # bowl right
        (11, 11, 15, 15), (12, 12, 14, 14),  # finder: outer, then inner cut out below
    ]
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            gx, gy = (x - margin) / unit, (y - margin) / unit
            on = any(a <= gx < c and b <= gy < d for a, b, c, d in boxes[:5])
            if 12 <= gx < 14 and 12 <= gy < 14:
                on = False
            if 12.67 <= gx < 13.33 and 12.67 <= gy < 13.33:
                on = True
            row.append(WHITE if on else INK)
        rows.append(row)
    return png(size, rows)


out = os.path.join(os.path.dirname(__file__), "..", "assets", "icons")
os.makedirs(out, exist_ok=True)
for name, size, margin in [("icon-192.png", 192, 12), ("icon-512.png", 512, 32), ("icon-maskable-512.png", 512, 96)]:
    with open(os.path.join(out, name), "wb") as f:
        f.write(draw(size, margin))
print("assets/icons written")
