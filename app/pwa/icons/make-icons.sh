#!/usr/bin/env bash
# Regenerates the PWA icons in app/public/icons/ from the two SVGs beside this script.
#
# icon.svg (a rounded tile, transparent corners) gives the manifest's "any" icons and the
# favicon; icon-maskable.svg (full bleed) gives the maskable icon and the iOS home-screen
# icon, which must be opaque because iOS rounds the corners itself. ffmpeg's librsvg
# decoder rasterises at the exact size, so no image package is needed.
#
# Usage: app/pwa/icons/make-icons.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../../public/icons"

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$out"

render() { # source.svg size output.png
  ffmpeg -hide_banner -loglevel error -y -width "$2" -height "$2" -i "$here/$1" \
    -frames:v 1 -pix_fmt rgba -fflags +bitexact -flags:v +bitexact "$out/$3"
}

render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 512 icon-maskable-512.png
render icon-maskable.svg 180 apple-touch-icon-180.png
cp "$here/icon.svg" "$out/favicon.svg"
ls -l "$out"
