//! Parse throughput on the 10 MB Terraform-like corpus, hcl2 beside hcl-rs.
//!
//! The corpus is generated at bench time with
//! `python3 ../shared/bench/gen_corpus.py target/bench` (override the
//! generator with `HCL2_BENCH_GEN`, or point `HCL2_BENCH_FILE` at a file).
//! Besides criterion's timings it prints MB/s and the parser's peak heap use
//! (counted by a wrapping global allocator) relative to the input size.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::alloc::{GlobalAlloc, Layout, System};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

struct Counting;
static CUR: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() {
            let c = CUR.fetch_add(l.size(), Ordering::Relaxed) + l.size();
            PEAK.fetch_max(c, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        CUR.fetch_sub(l.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, l, n) };
        if !q.is_null() {
            if n > l.size() {
                let c = CUR.fetch_add(n - l.size(), Ordering::Relaxed) + n - l.size();
                PEAK.fetch_max(c, Ordering::Relaxed);
            } else {
                CUR.fetch_sub(l.size() - n, Ordering::Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn corpus() -> String {
    if let Ok(f) = std::env::var("HCL2_BENCH_FILE") {
        return std::fs::read_to_string(f).expect("HCL2_BENCH_FILE readable");
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bench");
    let file = dir.join("tf_10mb.hcl");
    if !file.exists() {
        let gen = std::env::var("HCL2_BENCH_GEN").unwrap_or_else(|_| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../shared/bench/gen_corpus.py")
                .to_string_lossy()
                .into_owned()
        });
        std::fs::create_dir_all(&dir).expect("create target/bench");
        let ok = std::process::Command::new("python3")
            .arg(&gen)
            .arg(&dir)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "could not run {gen}");
    }
    std::fs::read_to_string(file).expect("corpus generated")
}

/// Peak heap bytes allocated while running `f` (above what was live before).
fn peak_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = CUR.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let r = f();
    (r, PEAK.load(Ordering::Relaxed) - base)
}

fn report(name: &str, src: &str, mut f: impl FnMut()) {
    let mb = src.len() as f64 / 1e6;
    let runs: usize = std::env::var("HCL2_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let (best, med) = (times[0], times[times.len() / 2]);
    let ((), peak) = peak_of(&mut f);
    eprintln!(
        "{name}: median {:.1} MB/s ({:.1} ms), best {:.1} MB/s ({:.1} ms) of {} runs; \
         peak heap {:.1} MB = {:.1}x input",
        mb / med,
        med * 1e3,
        mb / best,
        best * 1e3,
        times.len(),
        peak as f64 / 1e6,
        peak as f64 / src.len() as f64
    );
}

/// Where hcl2's time goes: lexing alone (the default token stream, and the
/// compound-token stream the parser's fast path reads), then parsing and
/// dropping the AST timed separately (medians of the same number of runs as `report`).
fn phases(src: &str) {
    let runs: usize = std::env::var("HCL2_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2] * 1e3
    };
    let (mut lex, mut lex_fast, mut parse, mut drop_t) = (vec![], vec![], vec![], vec![]);
    let (mut tokens, mut fast_tokens) = (0usize, 0usize);
    for _ in 0..runs {
        let t = Instant::now();
        let mut lx =
            hcl2::internal::lexer::Lexer::new(src, hcl2::internal::lexer::StartMode::Config);
        tokens = 0;
        while lx.next_token().is_some() {
            tokens += 1;
        }
        lex.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let mut lx =
            hcl2::internal::lexer::Lexer::new(src, hcl2::internal::lexer::StartMode::Config)
                .with_compound_tokens();
        fast_tokens = 0;
        while lx.next_token().is_some() {
            fast_tokens += 1;
        }
        lex_fast.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let r = hcl2::internal::parser::parse_config(std::hint::black_box(src), "tf_10mb.hcl");
        parse.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        drop(r);
        drop_t.push(t.elapsed().as_secs_f64());
    }
    eprintln!(
        "hcl2 phases (medians of {runs}): lex only {:.1} ms ({tokens} tokens), \
         lex only (fast-path stream) {:.1} ms ({fast_tokens} tokens), \
         parse {:.1} ms, drop {:.1} ms",
        median(lex),
        median(lex_fast),
        median(parse),
        median(drop_t)
    );
}

fn bench(c: &mut Criterion) {
    let src = corpus();
    let (_, diags) = hcl2::internal::parser::parse_config(&src, "tf_10mb.hcl");
    assert!(
        !diags.has_errors(),
        "corpus parses cleanly: {:?}",
        diags.iter().next()
    );
    report("hcl2::internal::parser::parse_config", &src, || {
        let r = hcl2::internal::parser::parse_config(&src, "tf_10mb.hcl");
        std::hint::black_box(r);
    });
    phases(&src);
    report("hcl::parse (hcl-rs)", &src, || {
        let r = hcl::parse(&src);
        std::hint::black_box(r.is_ok());
    });
    let mut g = c.benchmark_group("parse_10mb");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("hcl2", |b| {
        b.iter(|| hcl2::internal::parser::parse_config(std::hint::black_box(&src), "f.hcl"))
    });
    g.bench_function("hcl-rs", |b| {
        b.iter(|| hcl::parse(std::hint::black_box(&src)).is_ok())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
