//! The lossless layer and the formatter. For any input: formatting the raw bytes does not
//! fail, and lexing then writing back gives the input unchanged. For a file without syntax
//! errors: the unedited `Document` round trip is byte-identical, the formatted text parses
//! without errors, formatting it again changes nothing, and formatting through the
//! `Document` gives the same text as `hcl2::format`.
#![no_main]

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
    let Ok(formatted) = hcl2::format(src) else {
        return;
    };
    let (_, diags) = hcl2::internal::parser::parse_config(&formatted, "formatted.hcl");
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
