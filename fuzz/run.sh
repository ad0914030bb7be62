#!/usr/bin/env bash
# Build and run hcl2's fuzz targets with libFuzzer on the stable toolchain.
#
#   fuzz/run.sh TARGET SECONDS [LIBFUZZER-ARG...]   a campaign of SECONDS on TARGET
#   fuzz/run.sh --replay TARGET|all                 every corpus input once, under ASan
#   fuzz/run.sh --build [asan]                      only build the targets
#   fuzz/run.sh --seed TARGET                       only seed TARGET's corpus
#   fuzz/run.sh --check TARGET FILE                 run one input alone, timed
#   fuzz/run.sh --list                              the targets
#
# The nightly-only flags cargo-fuzz passes are enabled on the stable compiler with
# RUSTC_BOOTSTRAP=1. Campaigns run a build instrumented for coverage (SanitizerCoverage,
# `--cfg fuzzing`, debug assertions and overflow checks) without AddressSanitizer, which
# would halve the speed: hcl2's only unsafe code is the AST arena, and `--replay` runs every
# corpus input through an AddressSanitizer build afterwards.
#
# A campaign seeds fuzz/corpus/TARGET from the inputs under tests/ the first time (never
# committed), uses fuzz/hcl.dict, stops an input after 2 s (-timeout=2) or 2 GiB of RSS
# (-rss_limit_mb=2048), writes crashes to fuzz/artifacts/TARGET/ and its log to
# fuzz/logs/TARGET.log, and runs under `nice -n 10`. `cargo fuzz run TARGET` works as well
# where cargo-fuzz is installed (on a nightly toolchain, or with RUSTC_BOOTSTRAP=1).
#
# Environment: FUZZ_KEEP_GOING=1 runs libFuzzer in fork mode (-fork=1 -ignore_timeouts=1):
# a timeout is saved to fuzz/artifacts/TARGET/ and the campaign goes on (on a loaded machine
# wall-clock timeouts can be spurious: re-run each artifact alone, `fuzz/run.sh --check
# TARGET FILE`, to tell); FUZZ_TIMEOUT (default 2) the timeout in seconds;
# FUZZ_NO_BUILD=1 runs the binaries built last without rebuilding; FUZZ_BUILD=asan runs
# campaigns and --check on the AddressSanitizer build instead (about half the speed, every
# generated input checked for memory errors as it runs);
# FUZZ_MAX_LEN (default 8192) the longest input libFuzzer generates;
# FUZZ_SEED_MAX (default 3000) the most seed files per target.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
cd "$here"

targets=(native_eval json_eval template_eval spec_file spec_decode fmt_roundtrip serde_decode)
host="$(rustc -vV | sed -n 's/^host: //p')"
max_len="${FUZZ_MAX_LEN:-8192}"
seed_max="${FUZZ_SEED_MAX:-3000}"

cov_flags="--cfg fuzzing -Cdebug-assertions -Coverflow-checks -Cpasses=sancov-module \
-Cllvm-args=-sanitizer-coverage-level=4 -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
-Cllvm-args=-sanitizer-coverage-pc-table -Cllvm-args=-sanitizer-coverage-trace-compares \
-Cllvm-args=-sanitizer-coverage-stack-depth"

usage() {
  sed -n "2,9p" "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

is_target() {
  local t
  for t in "${targets[@]}"; do [ "$t" = "$1" ] && return 0; done
  return 1
}

# build [asan]: every target, into target/cov or target/asan (FUZZ_NO_BUILD=1: use the
# binaries built last)
build() {
  local kind="${1:-cov}" flags="$cov_flags"
  if [ -n "${FUZZ_NO_BUILD:-}" ]; then
    echo "$here/target/$kind/$host/release"
    return 0
  fi
  if [ "$kind" = asan ]; then
    flags="$flags -Zsanitizer=address"
  fi
  RUSTC_BOOTSTRAP=1 RUSTFLAGS="$flags" \
    nice -n 10 cargo build --release --bins --target "$host" --target-dir "target/$kind" >&2
  echo "$here/target/$kind/$host/release"
}

# copy FILE... into DIR under the names of their contents' hashes
add_seeds() {
  local dir="$1"
  shift
  local f h
  for f in "$@"; do
    [ -f "$f" ] || continue
    h="$(sha1sum "$f" | cut -c1-40)"
    cp "$f" "$dir/$h"
  done
}

# every N-th of the files read from stdin, at most $seed_max
thin() {
  local all
  mapfile -t all
  local n=${#all[@]} step=1 i
  if [ "$n" -gt "$seed_max" ]; then step=$(( (n + seed_max - 1) / seed_max )); fi
  for ((i = 0; i < n; i += step)); do printf '%s\n' "${all[$i]}"; done
}

seed() {
  local t="$1" dir="$here/corpus/$1" T="$root/tests"
  mkdir -p "$dir"
  if [ -n "$(ls -A "$dir")" ]; then return 0; fi
  echo "seeding $dir from tests/" >&2
  local files=()
  case "$t" in
    native_eval)
      # (not tests/adversarial: those inputs are built to run up to the default limits,
      # which takes longer than the timeout in the instrumented build; its own test runs them)
      mapfile -t files < <( (find "$T/corpus/eval" "$T/corpus/refine" \
        "$T/corpus/dynblock" "$T/corpus/numbers" "$T/corpus/syntax" "$T/corpus/mutants" \
        -name '*.hcl' | sort) | thin) ;;
    json_eval)
      mapfile -t files < <(find "$T/corpus/json" "$T/corpus/clusters_json" -name '*.json' \
        ! -name '*expect*' | sort | thin) ;;
    template_eval)
      mapfile -t files < <( (find "$T" -name '*.tmpl' -o -name '*.tpl'; \
        find "$T/corpus/eval" "$T/corpus/syntax" -name '*.hcl') | sort | thin) ;;
    spec_file)
      mapfile -t files < <(find "$T" -name '*.hcldec' | sort)
      # spec NUL configuration, for every configuration beside a spec
      local s c h tmp
      tmp="$(mktemp)"
      for s in $(find "$T" -name '*.hcldec' | sort); do
        for c in "$(dirname "$s")"/*.hcl; do
          [ -f "$c" ] || continue
          { cat "$s"; printf '\0'; cat "$c"; } >"$tmp"
          h="$(sha1sum "$tmp" | cut -c1-40)"
          cp "$tmp" "$dir/$h"
        done
      done
      rm -f "$tmp" ;;
    spec_decode)
      mapfile -t files < <( (find "$T/corpus/hcldec" "$T/corpus/hcldec_own" "$T/corpus/gohcl" \
        "$T/examples" -name '*.hcl'; find "$T/corpus/hcldec" "$T/corpus/hcldec_own" \
        -name '*.json' ! -name '*expect*') | sort | thin) ;;
    fmt_roundtrip)
      mapfile -t files < <(find "$T/corpus/fmt" "$T/corpus/syntax" "$T/write" -type f \
        \( -name '*.hcl' -o -name '*.tf' \) | sort | thin) ;;
    serde_decode)
      mapfile -t files < <(find "$T/corpus/gohcl" "$T/examples" "$T/serde" "$T/corpus/hcldec" \
        -name '*.hcl' | sort | thin) ;;
  esac
  add_seeds "$dir" "${files[@]}"
  echo "seeded $(ls "$dir" | wc -l) inputs" >&2
}

[ $# -ge 1 ] || usage
case "$1" in
  --list)
    printf '%s\n' "${targets[@]}" ;;
  --build)
    build "${2:-cov}" >/dev/null ;;
  --seed)
    is_target "${2:-}" || usage
    seed "$2" ;;
  --check)
    # run one input alone (no timeout), timed: is a timeout real?
    [ $# -eq 3 ] && is_target "$2" || usage
    bin="$(build "${FUZZ_BUILD:-cov}")"
    /usr/bin/time -f "%e s, %M KB peak RSS" "$bin/$2" -timeout=0 -runs=1 "$3" 2>&1 | tail -n 2 ;;
  --replay)
    [ $# -eq 2 ] || usage
    which=("$2")
    [ "$2" = all ] && which=("${targets[@]}")
    bin="$(build asan)"
    status=0
    for t in "${which[@]}"; do
      is_target "$t" || usage
      seed "$t"
      n="$(ls "corpus/$t" | wc -l)"
      echo "== replay $t: $n inputs under AddressSanitizer"
      mkdir -p logs
      if ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:allocator_may_return_null=1" \
        nice -n 10 "$bin/$t" -runs=0 -timeout=10 -rss_limit_mb=4096 -max_len="$max_len" \
        "corpus/$t" >"logs/$t.replay.log" 2>&1; then
        tail -n 3 "logs/$t.replay.log"
      else
        status=1
        echo "replay of $t FAILED (logs/$t.replay.log):"
        tail -n 40 "logs/$t.replay.log"
      fi
    done
    exit "$status" ;;
  -*)
    usage ;;
  *)
    [ $# -ge 2 ] || usage
    t="$1" secs="$2"
    shift 2
    is_target "$t" || usage
    bin="$(build "${FUZZ_BUILD:-cov}")"
    seed "$t"
    mkdir -p "artifacts/$t" logs
    echo "== $t for ${secs}s (log: fuzz/logs/$t.log)"
    extra=()
    if [ -n "${FUZZ_KEEP_GOING:-}" ]; then extra=(-fork=1 -ignore_timeouts=1); fi
    ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" \
      nice -n 10 "$bin/$t" -dict=hcl.dict -timeout="${FUZZ_TIMEOUT:-2}" -rss_limit_mb=2048 \
      -max_len="$max_len" -max_total_time="$secs" -print_final_stats=1 \
      -artifact_prefix="artifacts/$t/" "${extra[@]}" "$@" "corpus/$t" 2>&1 |
      tee "logs/$t.log" | grep -E --line-buffered \
      'INITED|DONE|pulse|NEW_FUNC|ERROR|panicked|Test unit written|stat::|SUMMARY|^#[0-9]+: ' || true
    if ls "artifacts/$t"/* >/dev/null 2>&1; then
      echo "artifacts in fuzz/artifacts/$t:"
      ls -l "artifacts/$t"
      exit 1
    fi ;;
esac
