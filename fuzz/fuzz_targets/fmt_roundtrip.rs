//! The lossless layer and the formatter. For any input: formatting the raw bytes does not
//! fail, and lexing then writing back gives the input unchanged. For a file without syntax
//! errors: the unedited `Document` round trip is byte-identical, the formatted text parses
//! without errors, formatting it again changes nothing, and formatting through the
//! `Document` gives the same text as `hcl2::format`. For any UTF-8 input, the tree-free check
//! of a whole file (read as one group, and every top-level item alone) finds it clean exactly
//! when the parse reports nothing, and the recognizer alone, where it answers, agrees (through
//! `hcl2::internal::parser::hooks`, which exists only in `--cfg fuzzing` builds).
#![no_main]

use hcl2::internal::parser::hooks;
use hcl2::write::Document;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hcl2::write::format_bytes_unchecked(data);
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    assert_eq!(
        hcl2::write::lex(src).render(),
        src,
        "lex + render is lossless"
    );
    let (_, diags) = hcl2::internal::parser::parse_config(src, "input.hcl");
    let clean = diags.is_empty();
    for group in [1, 64 * 1024] {
        assert_eq!(
            hooks::clean_check_in_groups(data, group),
            clean,
            "the check in groups of {group} bytes agrees with the parse: {diags:?}"
        );
    }
    if let Some(v) = hooks::recognizer_verdict(data) {
        assert_eq!(v, clean, "the recognizer agrees with the parse: {diags:?}");
    }
    let Ok(formatted) = hcl2::format(src) else {
        return;
    };
    let (_, diags) = hcl2::internal::parser::parse_config(&formatted, "formatted.hcl");
    // hclfmt (and so `format`, byte for byte) drops the space of `1. e3.4`,
    // an attribute access on a number, and the reference's scanner then
    // reads `1.e3.4` as one number token, which is not a number: the
    // reference formats such a file into one that does not parse, too
    if diags.has_errors()
        && (diags.iter())
            .filter(|d| d.is_error())
            .all(|d| d.summary == "Invalid number literal")
    {
        return;
    }
    assert!(
        !diags.has_errors(),
        "formatted text parses: {diags:?}\n--- input\n{src}\n--- formatted\n{formatted}"
    );
    let again = hcl2::format(&formatted).expect("formatted text formats");
    assert_eq!(again, formatted, "formatting is idempotent");
    let mut doc = Document::parse(src).expect("a file that formats has a tree");
    assert_eq!(doc.render(), src, "unedited round trip is byte-identical");
    doc.format();
    assert_eq!(
        doc.render(),
        formatted,
        "Document::format agrees with format"
    );
});
