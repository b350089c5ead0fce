#!/usr/bin/env bash
# check-and-assemble.sh FILE.ll TARGET [CHECK_ARG...]
#
# What a front end's build would do with nvvm-lower in front of llc:
#   1. nvvm-lower check FILE.ll --target TARGET [CHECK_ARG...]  -> "passes ... at PTX ISA X.Y"
#   2. llc -mtriple=nvptx64-nvidia-cuda -mcpu=TARGET -mattr=+ptxXY FILE.ll   (the version check named)
#   3. ptxas -arch=TARGET on that PTX (scripts/ptxas-verify picks the pinned ptxas)
# Prints check's "passes" line on stdout (for FileCheck) and then
# "assembled: TARGET PTX X.Y". Any refusal (check, llc or ptxas) is an exit
# status != 0 with the tool's own message on stderr.
# Environment (set by lit/frontend/lit.local.cfg): NVVM_LOWER_BIN,
# NVVM_LOWER_LLC, NVVM_LOWER_PTXAS_VERIFY (a command line).
set -uo pipefail
if (($# < 2)); then
  echo "usage: check-and-assemble.sh FILE.ll TARGET [CHECK_ARG...]" >&2
  exit 2
fi
ll="$1" target="$2"
shift 2
: "${NVVM_LOWER_BIN:?}" "${NVVM_LOWER_LLC:?}" "${NVVM_LOWER_PTXAS_VERIFY:?}"

out="$("$NVVM_LOWER_BIN" check "$ll" --target "$target" "$@")"
status=$?
printf '%s\n' "$out"
if ((status != 0)); then
  echo "check-and-assemble: nvvm-lower check refused $ll for $target (exit $status)" >&2
  exit "$status"
fi
ver="$(printf '%s\n' "$out" | sed -n 's/.*passes for .* at PTX ISA \([0-9][0-9]*\)\.\([0-9]\)$/\1\2/p' | tail -n1)"
if [[ -z "$ver" ]]; then
  echo "check-and-assemble: no 'passes for $target at PTX ISA X.Y' line in check's output" >&2
  exit 3
fi

# The PTX goes to a scratch file (FILE.ll may be a committed fixture).
ptx="$(mktemp "${TMPDIR:-/tmp}/check-and-assemble.XXXXXX.ptx")"
trap 'rm -f "$ptx"' EXIT
if ! "$NVVM_LOWER_LLC" -mtriple=nvptx64-nvidia-cuda -mcpu="$target" -mattr="+ptx$ver" "$ll" -o "$ptx"; then
  echo "check-and-assemble: llc refused $ll for $target at PTX ${ver:0:-1}.${ver: -1} (check passed it)" >&2
  exit 4
fi
# shellcheck disable=SC2086  # a command line: interpreter + script
if ! $NVVM_LOWER_PTXAS_VERIFY "$ptx"; then
  echo "check-and-assemble: ptxas rejected the PTX of $ll for $target at PTX ${ver:0:-1}.${ver: -1} (check passed it: a false pass)" >&2
  exit 5
fi
echo "assembled: $target PTX ${ver:0:-1}.${ver: -1}"
