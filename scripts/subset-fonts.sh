#!/usr/bin/env bash
# Regenerates app/fonts/*.woff2 from @fontsource-variable/inter (OFL-1.1).
# Not part of the build: the outputs are committed. Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli).
#
# - inter-latin-400-800.woff2: the latin subset with the weight axis cut to the
#   400–800 the site uses (48 KB -> 35 KB).
# - inter-turkish-400-800.woff2: only Ğ ğ İ Ş ş (the Turkish letters outside
#   latin; ı is in latin), 2 KB, so Turkish pages need not fetch the 85 KB
#   latin-ext file. Both are preloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files
out=app/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=${PYTHON:-/usr/bin/python3}

"$py" -m fontTools.varLib.instancer "$src/inter-latin-wght-normal.woff2" wght=400:800 -q -o "$tmp/latin.ttf"
# A subset pass over every glyph re-packs the tables (37 KB -> 35 KB).
"$py" -m fontTools.subset "$tmp/latin.ttf" --unicodes='*' --layout-features='*' --flavor=woff2 --output-file="$out/inter-latin-400-800.woff2"
"$py" -m fontTools.subset "$src/inter-latin-ext-wght-normal.woff2" --unicodes=U+011E,U+011F,U+0130,U+015E,U+015F \
  --layout-features='*' --flavor=woff2 --output-file="$tmp/turkish.woff2"
"$py" -m fontTools.varLib.instancer "$tmp/turkish.woff2" wght=400:800 -q -o "$out/inter-turkish-400-800.woff2"
cp node_modules/@fontsource-variable/inter/LICENSE "$out/LICENSE-Inter.txt"
ls -l "$out"
