#!/usr/bin/env python3
"""A second, independent computation of WCAG 2.0 contrast ratios for colours in every colour space
Interface Builder writes, for ContrastTableTests: prints one JSON list of pairs with their ratio.

Written apart from the Swift (ColorSpaceConversion, ContrastRatio): the matrices are solved here by
Gauss-Jordan elimination from the spaces' chromaticities, and the luminance is WCAG 2.0's formula
as its glossary states it ("relative luminance", "contrast ratio")."""
import json

D65 = (0.3127, 0.3290)
SPACES = {
    # name: (primaries, transfer)
    "sRGB": (((0.64, 0.33), (0.30, 0.60), (0.15, 0.06)), "srgb"),
    "deviceRGB": (((0.64, 0.33), (0.30, 0.60), (0.15, 0.06)), "srgb"),
    "displayP3": (((0.680, 0.320), (0.265, 0.690), (0.150, 0.060)), "srgb"),
    "calibratedRGB": (((0.630, 0.340), (0.295, 0.605), (0.155, 0.077)), 1.8),
}
GRAY_GAMMA = {"deviceWhite": "srgb", "calibratedWhite": 1.8, "genericGamma22GrayColorSpace": 2.2}


def solve(matrix, vector):
    rows = [list(row) + [value] for row, value in zip(matrix, vector)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(3):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][3] / rows[i][i] for i in range(3)]


def to_xyz_matrix(primaries):
    cols = [(x / y, 1.0, (1 - x - y) / y) for x, y in primaries]
    m = [[cols[j][i] for j in range(3)] for i in range(3)]
    white = (D65[0] / D65[1], 1.0, (1 - D65[0] - D65[1]) / D65[1])
    s = solve(m, white)
    return [[m[i][j] * s[j] for j in range(3)] for i in range(3)]


def decode(v, transfer):
    if transfer == "srgb":
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return max(v, 0.0) ** transfer


def encode_srgb(v):
    v = min(max(v, 0.0), 1.0)
    return v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


SRGB_TO_XYZ = to_xyz_matrix(SPACES["sRGB"][0])


def to_srgb(color):
    space, values, alpha = color
    if space in GRAY_GAMMA:
        linear = decode(values[0], GRAY_GAMMA[space])
        g = values[0] if GRAY_GAMMA[space] == "srgb" else encode_srgb(linear)
        return (g, g, g, alpha)
    primaries, transfer = SPACES[space]
    linear = [decode(v, transfer) for v in values]
    m = to_xyz_matrix(primaries)
    xyz = [sum(m[i][j] * linear[j] for j in range(3)) for i in range(3)]
    rgb = solve(SRGB_TO_XYZ, xyz)
    if transfer == "srgb" and space != "displayP3":
        return (values[0], values[1], values[2], alpha)
    return tuple(encode_srgb(c) for c in rgb) + (alpha,)


def luminance(rgb):
    def lin(c):
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def over(top, bottom):
    a = top[3] + bottom[3] * (1 - top[3])
    return tuple((t * top[3] + b * bottom[3] * (1 - top[3])) / a for t, b in zip(top[:3], bottom[:3])) + (a,)


def ratio(fg, bg):
    seen = over(fg, bg)
    l1, l2 = sorted((luminance(seen), luminance(bg)), reverse=True)
    return (l1 + 0.05) / (l2 + 0.05)


COLORS = [
    ("sRGB", (0.6, 0.6, 0.6), 1.0), ("sRGB", (0.0, 0.478, 1.0), 1.0), ("sRGB", (1.0, 0.8, 0.0), 1.0),
    ("deviceRGB", (0.2, 0.4, 0.6), 1.0), ("deviceRGB", (0.9, 0.1, 0.2), 0.7),
    ("displayP3", (0.925, 0.216, 0.141), 1.0), ("displayP3", (0.2, 0.6, 0.3), 1.0), ("displayP3", (1.0, 1.0, 1.0), 1.0),
    ("calibratedRGB", (0.5, 0.5, 0.5), 1.0), ("calibratedRGB", (0.1, 0.3, 0.8), 1.0), ("calibratedRGB", (1.0, 0.5, 0.0), 0.5),
    ("deviceWhite", (0.333,), 1.0), ("deviceWhite", (0.0,), 0.6),
    ("calibratedWhite", (0.667,), 1.0), ("calibratedWhite", (0.2,), 1.0), ("calibratedWhite", (1.0,), 1.0),
    ("genericGamma22GrayColorSpace", (0.5,), 1.0), ("genericGamma22GrayColorSpace", (0.0,), 1.0),
]
OPAQUE_BACKGROUNDS = [c for c in COLORS if c[2] == 1.0]

pairs = []
for fg in COLORS:
    for bg in OPAQUE_BACKGROUNDS:
        pairs.append({"foreground": {"space": fg[0], "components": list(fg[1]), "alpha": fg[2]},
                      "background": {"space": bg[0], "components": list(bg[1]), "alpha": bg[2]},
                      "ratio": ratio(to_srgb(fg), to_srgb(bg))})
print(json.dumps(pairs))
