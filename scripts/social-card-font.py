#!/usr/bin/env python3
"""Regenerates app/lib/social-card/inter-bold.json: Inter Bold (OFL-1.1, from
@fontsource-variable/inter at weight 700) as SVG outlines, advance widths and pair
kerning for the characters of Turkish and English titles (Basic Latin, Latin-1,
Latin Extended-A, common punctuation).

The generated social cards (app/domain/blog/social-card.server.ts) draw their text
as these outlines, so they need no font installed on the server (librsvg, which
sharp uses to render SVG, cannot load web fonts). Not part of the build: the
output is committed. Needs fontTools with brotli (Debian: apt-get install
python3-fonttools python3-brotli); run from the repository root:

    /usr/bin/python3 scripts/social-card-font.py
"""
import json

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SRC = 'node_modules/@fontsource-variable/inter/files'
OUT = 'app/lib/social-card/inter-bold.json'
WEIGHT = 700

CHARS = (
    [chr(c) for c in range(0x20, 0x7F)]
    + [chr(c) for c in range(0xA0, 0x180)]
    + list('\u2018\u2019\u201a\u201c\u201d\u201e\u2013\u2014\u2026\u2022\u20ac\u20ba\u2122\u2039\u203a\u2032\u2033')
)
# Kerning is kept for the letters, digits and punctuation titles mostly use.
KERNED = set(
    [chr(c) for c in range(0x21, 0x7F)]
    + list('ÇçĞğİıÖöŞşÜüÂâÎîÛû\u2018\u2019\u201c\u201d\u2013\u2014\u2026')
)


def ntos(n):
    r = round(n)
    return str(int(r))


def load(subset):
    font = TTFont(f'{SRC}/inter-{subset}-wght-normal.woff2')
    return instancer.instantiateVariableFont(font, {'wght': WEIGHT})


def pair_kerning(font, names):
    """{(left glyph, right glyph): x advance} from the GPOS 'kern' feature's pair lookups."""
    gpos = font['GPOS'].table
    lookups = set()
    for rec in gpos.FeatureList.FeatureRecord:
        if rec.FeatureTag == 'kern':
            lookups.update(rec.Feature.LookupListIndex)
    wanted = set(names)
    out = {}
    for i in sorted(lookups):
        lookup = gpos.LookupList.Lookup[i]
        for st in lookup.SubTable:
            if lookup.LookupType == 9:
                st = st.ExtSubTable
            if getattr(st, 'LookupType', 2) != 2 and lookup.LookupType not in (2, 9):
                continue
            cov = st.Coverage.glyphs
            if st.Format == 1:
                for idx, first in enumerate(cov):
                    if first not in wanted:
                        continue
                    for rec in st.PairSet[idx].PairValueRecord:
                        v = getattr(rec.Value1, 'XAdvance', 0) if rec.Value1 else 0
                        if v and rec.SecondGlyph in wanted:
                            out.setdefault((first, rec.SecondGlyph), v)
            elif st.Format == 2:
                c1 = st.ClassDef1.classDefs
                c2 = st.ClassDef2.classDefs
                for first in cov:
                    if first not in wanted:
                        continue
                    row = st.Class1Record[c1.get(first, 0)]
                    for second in wanted:
                        rec = row.Class2Record[c2.get(second, 0)]
                        v = getattr(rec.Value1, 'XAdvance', 0) if rec.Value1 else 0
                        if v:
                            out.setdefault((first, second), v)
    return out


def main():
    fonts = [load('latin'), load('latin-ext')]
    head = fonts[0]
    glyphs = {}
    owner = {}
    for ch in CHARS:
        for font in fonts:
            cmap = font.getBestCmap()
            name = cmap.get(ord(ch))
            if name is None:
                continue
            gs = font.getGlyphSet()
            pen = SVGPathPen(gs, ntos)
            gs[name].draw(pen)
            glyphs[ch] = [round(font['hmtx'][name][0]), pen.getCommands()]
            owner[ch] = (font, name)
            break
    kern = {}
    for font in fonts:
        cmap = font.getBestCmap()
        chars = [c for c in KERNED if c in owner and owner[c][0] is font]
        by_name = {cmap[ord(c)]: c for c in chars}
        for (a, b), v in pair_kerning(font, list(by_name)).items():
            kern.setdefault(by_name[a], {})[by_name[b]] = round(v)
    data = {
        'font': 'Inter Bold (wght 700), SIL Open Font License 1.1: app/fonts/LICENSE-Inter.txt',
        'unitsPerEm': head['head'].unitsPerEm,
        'ascent': head['hhea'].ascent,
        'descent': head['hhea'].descent,
        'capHeight': head['OS/2'].sCapHeight,
        'glyphs': glyphs,
        'kern': {k: dict(sorted(v.items())) for k, v in sorted(kern.items())},
    }
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(data, f, ensure_ascii=False, separators=(',', ':'))
        f.write('\n')
    missing = [c for c in CHARS if c not in glyphs]
    print(f'{OUT}: {len(glyphs)} glyphs, {sum(len(v) for v in kern.values())} kerning pairs; missing: {missing!r}')


main()
