#!/bin/sh
# Regenerates src/theme/fonts/nunito-shop-wght.woff2: the Gamelle brand's Nunito (variable, weights 200–1000, every
# OpenType feature kept: the prices' tabular figures among them) cut to the characters the shops write and the
# customers' names commonly need (French, Dutch, ñ á í ó ú ß…), from @fontsource-variable/nunito's latin file.
# 39.1 → 29.0 KB: the one font file every page preloads, which ends last among what a phone's first paint waits for
# (issue 19). Needs fontTools with brotli (Debian: python3-fonttools python3-brotli). The same ranges are the
# @font-face's unicode-range in src/theme/themes/gamelle.fonts.css; scripts/nunito-subset.test.mjs (repository root) checks that
# every character of the message catalogues and the content is inside them.
set -e
cd "$(dirname "$0")/.."
RANGES='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+00C0-00C2,U+00C4,U+00C7-00CF,U+00D1,U+00D3,U+00D4,U+00D6-00D7,U+00D9-00DC,U+00DF-00E2,U+00E4,U+00E7-00EF,U+00F1,U+00F3,U+00F4,U+00F6,U+00F9-00FC,U+00FF,U+0152-0153,U+0178,U+2009,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+202F,U+2039-203A,U+20AC,U+2122,U+2212'
python3 -m fontTools.subset node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2 \
  --unicodes="$RANGES" --layout-features='*' --flavor=woff2 --output-file=src/theme/fonts/nunito-shop-wght.woff2
