#!/usr/bin/env bash
# Regenerates every marketing video and its poster into app/public/videos/.
#
# Each scene in scripts/videos/scenes/ is drawn frame by frame in TypeScript (render.ts)
# and piped to ffmpeg as raw RGB; ffmpeg encodes a VP9 webm (no audio) and, from the
# same first frame, a WebP poster. Scenes are periodic in their duration, so the loops
# are seamless. Deterministic: running it again rewrites the same files.
#
# Usage: scripts/videos/make-videos.sh [scene ...]   (default: every scene)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/app/public/videos"
render=(node --import tsx "$root/scripts/videos/render.ts")
# Quality 40 keeps flat shapes crisp at ~30-130 kB; one keyframe per loop.
crf=40

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$out"
cd "$root"

if [ "$#" -gt 0 ]; then names=("$@"); else mapfile -t names < <("${render[@]}" list); fi

for name in "${names[@]}"; do
  read -r width height fps frames < <("${render[@]}" info "$name")
  "${render[@]}" frames "$name" |
    ffmpeg -hide_banner -loglevel error -y \
      -f rawvideo -pix_fmt rgb24 -s "${width}x${height}" -r "$fps" -i - \
      -map 0 -c:v libvpx-vp9 -crf "$crf" -b:v 0 -g "$frames" -row-mt 1 -threads 2 \
      -deadline good -cpu-used 2 -pix_fmt yuv420p -an -metadata title="" \
      -fflags +bitexact -flags:v +bitexact "$out/$name.webm" \
      -map 0 -frames:v 1 -c:v libwebp -quality 72 -compression_level 6 "$out/$name.webp"
  printf '%-12s %4s x %-4s %5s frames  webm %4s kB  poster %3s kB\n' "$name" "$width" "$height" \
    "$frames" "$(( $(stat -c %s "$out/$name.webm") / 1024 ))" "$(( $(stat -c %s "$out/$name.webp") / 1024 ))"
done
