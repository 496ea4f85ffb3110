#!/bin/sh
# Extracts every repository listed in repos.tsv, at its recorded commit, into a source dir.
#
# The repositories are not downloaded by this script: each one is brought onto the machine
# beforehand with the code-search tool's `fetch` (github:OWNER/NAME), which leaves a bare git
# directory at MIRROR_ROOT/OWNER+NAME/repo (or .../repo/.git). See README.md.
#
# Usage: checkout.sh [MIRROR_ROOT] [SRC_DIR]
#   MIRROR_ROOT  default /work/.mirror
#   SRC_DIR      default /work/realworld/src
# Each repo ends up in SRC_DIR/OWNER+NAME. Idempotent: a repo already extracted at the same
# commit (SRC_DIR/OWNER+NAME/.realworld-commit) is left alone; a stale one is replaced.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
mirrors=${1:-/work/.mirror}
src=${2:-/work/realworld/src}
mkdir -p "$src"

status=0
tab=$(printf '\t')
while IFS="$tab" read -r repo commit kind platform why; do
    [ "$repo" = "repo" ] && continue
    [ -n "$repo" ] || continue
    slug=$(printf '%s' "$repo" | tr '/' '+')
    dest="$src/$slug"
    if [ -f "$dest/.realworld-commit" ] && [ "$(cat "$dest/.realworld-commit")" = "$commit" ]; then
        echo "ok       $repo @ $commit"
        continue
    fi
    gitdir=""
    for cand in "$mirrors/$slug/repo/.git" "$mirrors/$slug/repo" "$mirrors/$slug"; do
        if [ -d "$cand" ] && git --git-dir="$cand" rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
            gitdir=$cand
            break
        fi
    done
    if [ -z "$gitdir" ]; then
        echo "MISSING  $repo @ $commit (fetch github:$repo first, or the mirror lacks the commit)" >&2
        status=1
        continue
    fi
    rm -rf "$dest.tmp"
    mkdir -p "$dest.tmp"
    # A snapshot may lack its largest blobs (listed but absent): leave those files out and
    # record them in .realworld-missing.
    git --git-dir="$gitdir" -c core.quotePath=false ls-tree -r "$commit" \
        | awk -F'\t' '{ split($1, m, " "); if (m[2] == "blob") print m[3] "\t" $2 }' > "$dest.tmp.blobs"
    cut -f1 "$dest.tmp.blobs" | git --git-dir="$gitdir" cat-file --batch-check 2>/dev/null \
        | awk '$2 == "missing" { print $1 }' > "$dest.tmp.absent" || true
    awk -F'\t' 'NR == FNR { absent[$1] = 1; next } ($1 in absent) { print $2 }' \
        "$dest.tmp.absent" "$dest.tmp.blobs" > "$dest.tmp.missing"
    rm -f "$dest.tmp.blobs" "$dest.tmp.absent"
    if [ -s "$dest.tmp.missing" ]; then
        set --
        while IFS= read -r path; do set -- "$@" ":(exclude,literal)$path"; done < "$dest.tmp.missing"
        git --git-dir="$gitdir" archive "$commit" -- . "$@" | tar -x -C "$dest.tmp"
        mv "$dest.tmp.missing" "$dest.tmp/.realworld-missing"
    else
        rm -f "$dest.tmp.missing"
        git --git-dir="$gitdir" archive "$commit" | tar -x -C "$dest.tmp"
    fi
    printf '%s\n' "$commit" > "$dest.tmp/.realworld-commit"
    rm -rf "$dest"
    mv "$dest.tmp" "$dest"
    echo "extract  $repo @ $commit"
done < "$here/repos.tsv"
exit $status
