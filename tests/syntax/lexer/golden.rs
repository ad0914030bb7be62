//! Golden lexer tests: each `tests/golden/lexer/NAME.hcl` is lexed and every
//! token is printed beside the source slice it covers, then compared with
//! `NAME.tokens`. Token boundaries were checked against the reference
//! scanner's (`hclsyntax.LexConfig`); newlines that the reference's parser
//! would skip (inside brackets, `for`, `${}`) and comments are not emitted
//! by our driver. Regenerate with `HCL2_BLESS=1 cargo test --release --test syntax lexer::golden`.

use hcl2::internal::lexer::{Lexer, StartMode};
use std::fmt::Write;
use std::path::Path;

fn render(src: &str) -> String {
    let mut lx = Lexer::new(src, StartMode::Config);
    let mut out = String::new();
    while let Some((lo, tok, hi)) = lx.next_token() {
        let slice = &src[lo as usize..hi as usize];
        writeln!(
            out,
            "{:<16} {:>4}..{:<4} {:?}",
            format!("{tok:?}"),
            lo,
            hi,
            slice
        )
        .unwrap();
    }
    for d in &lx.diags {
        writeln!(out, "diagnostic {}..{} {}", d.span.lo, d.span.hi, d.summary).unwrap();
    }
    out
}

#[test]
fn lexer_golden_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/lexer");
    let update = crate::common::bless();
    let mut n = 0;
    let mut failed = Vec::new();
    for path in crate::common::files_ending(&dir, ".hcl", &[]) {
        n += 1;
        let src = std::fs::read_to_string(&path).unwrap();
        let got = render(&src);
        let golden = path.with_extension("tokens");
        if update {
            std::fs::write(&golden, &got).unwrap();
            continue;
        }
        let want = crate::common::read_expect(&golden);
        if got != want {
            failed.push(format!("{}:\n{got}", path.display()));
        }
    }
    crate::common::assert_ran("tests/golden/lexer", n, 8);
    assert!(failed.is_empty(), "golden mismatch:\n{}", failed.join("\n"));
}
