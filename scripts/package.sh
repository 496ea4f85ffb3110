#!/usr/bin/env bash
# Builds an installable maskls: a release binary with the Swift standard library, Foundation
# and jansson linked statically, so it runs on a Linux machine without Swift or jansson.
#
#   scripts/package.sh [OUT_DIR]      (default: dist/)
#
# Needs what the build needs (Swift 6, libjansson-dev: Debian ships libjansson.a, pkg-config).
# Writes OUT_DIR/maskls and OUT_DIR/maskls-VERSION-linux-ARCH.tar.gz, then checks with ldd that
# the binary needs nothing but the C library (libc, libm, the dynamic loader, and libgcc_s,
# which glibc itself loads for unwinding and Debian installs with it), and runs it on
# Examples/. A cold build takes about 5 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"
mkdir -p "$out"

# jansson and the C++ runtime: SwiftPM asks pkg-config how to link jansson; a jansson.pc of our
# own, found first, points at a folder holding only libjansson.a and libstdc++.a, searched
# before the system's folders, so -ljansson and the Swift runtime's -lstdc++ take the static
# libraries.
static_libs="$(mktemp -d)"
trap 'rm -rf "$static_libs"' EXIT
jansson_a="$(pkg-config --variable=libdir jansson)/libjansson.a"
[ -f "$jansson_a" ] || { echo "package.sh: $jansson_a is missing (apt-get install libjansson-dev)" >&2; exit 2; }
ln -s "$jansson_a" "$static_libs/libjansson.a"
stdcxx_a="$(clang -print-file-name=libstdc++.a 2>/dev/null || true)"
[ -f "$stdcxx_a" ] || { echo "package.sh: libstdc++.a is missing (apt-get install libstdc++-12-dev)" >&2; exit 2; }
ln -s "$stdcxx_a" "$static_libs/libstdc++.a"
cat > "$static_libs/jansson.pc" <<PC
Name: Jansson
Description: jansson, linked statically
Version: $(pkg-config --modversion jansson)
Libs: -L$static_libs -ljansson
Cflags: $(pkg-config --cflags jansson)
PC

PKG_CONFIG_PATH="$static_libs${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
  swift build -c release --product maskls --static-swift-stdlib
bin="$(swift build -c release --show-bin-path)/maskls"
install -m 755 "$bin" "$out/maskls"
strip "$out/maskls" 2>/dev/null || true

# The check: no Swift, Foundation, ICU, jansson or C++ library at run time.
needed="$(ldd "$out/maskls" | awk '{print $1}')"
echo "$needed"
allowed='^(linux-vdso\.so|/lib64/ld-linux|ld-linux|libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|libutil\.so|libgcc_s\.so)'
unexpected="$(echo "$needed" | grep -Ev "$allowed" || true)"
if [ -n "$unexpected" ]; then
  echo "package.sh: the binary needs libraries a machine without Swift lacks:" >&2
  echo "$unexpected" >&2
  exit 1
fi

# Runs on the examples (exit 1: they hold deliberate mistakes).
status=0
"$out/maskls" lint Examples > "$out/examples.txt" || status=$?
[ "$status" = 1 ] || { echo "package.sh: maskls lint Examples exited $status, expected 1" >&2; exit 1; }
tail -1 "$out/examples.txt"

version="$("$out/maskls" --version)"
archive="maskls-$version-linux-$(uname -m).tar.gz"
tar -C "$out" -czf "$out/$archive" maskls
echo "wrote $out/maskls and $out/$archive"
