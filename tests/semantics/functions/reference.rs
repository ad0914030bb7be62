//! The generated function reference, `src/ext/functions.md` (shown in the
//! rustdoc of `hcl2::ext::library`): every function of the complete
//! library with its signature and its one-sentence description (read from
//! the library: parameter names and type constraints, the variadic
//! parameter, the return type, `Function::description`) and one example
//! call, from `tests/semantics/functions/examples.txt`, with the result our library
//! gives.
//!
//! The test fails when a library function has no entry in the table (or
//! an entry names no function), when an example fails to evaluate, and —
//! in a build with every function group (features `regex`, `terraform`,
//! `crypto`) — when the committed file differs from what it generates.
//! `HCL2_BLESS=1 cargo test --release --test semantics functions::reference` rewrites
//! the file.

use crate::common::{bless, read_expect, repo_path};
use hcl2::ext::library;
use hcl2::function::{Function, Param, ReturnType};
use hcl2::typeexpr::type_string;
use hcl2::{EvalContext, Value};

/// The number of functions of the complete library with every feature on;
/// a function added to the library must get an example in the table.
const ALL_FUNCTIONS: usize = 91;

/// One entry of `examples.txt`.
struct Entry {
    name: String,
    /// The cargo feature the function needs ("" when always present).
    feature: String,
    example: String,
}

/// Reads the table: blocks of two lines, `## NAME [FEATURE]` and the
/// example call; `#` lines other than headers and blank lines are
/// comments.
fn read_table() -> Vec<Entry> {
    let path = repo_path("tests/semantics/functions/examples.txt");
    let text = read_expect(&path);
    let mut out = Vec::new();
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && (!l.starts_with('#') || l.starts_with("## ")));
    while let Some(head) = lines.next() {
        let head = head
            .strip_prefix("## ")
            .unwrap_or_else(|| panic!("examples.txt: expected `## NAME`, found {head:?}"));
        let mut parts = head.split_whitespace();
        let name = parts.next().expect("a name").to_string();
        let feature = parts
            .next()
            .map(|f| f.trim_matches(|c| c == '[' || c == ']').to_string())
            .unwrap_or_default();
        let example = lines
            .next()
            .unwrap_or_else(|| panic!("examples.txt: {name} has no example"))
            .trim()
            .to_string();
        assert!(
            example.starts_with(&format!("{name}(")),
            "examples.txt: the example of {name} must call it: {example}"
        );
        out.push(Entry {
            name,
            feature,
            example,
        });
    }
    out
}

/// Whether the cargo feature an entry needs is on in this build.
fn feature_on(feature: &str) -> bool {
    match feature {
        "" => true,
        "regex" => cfg!(feature = "regex"),
        "terraform" => cfg!(feature = "terraform"),
        "crypto" => cfg!(feature = "crypto"),
        other => panic!("examples.txt: unknown feature {other}"),
    }
}

fn param_text(p: &Param) -> String {
    format!("{} {}", p.name, type_string(&p.ty))
}

/// `name(p1 T1, p2 T2, rest... T) → R`.
fn signature(name: &str, f: &Function) -> String {
    let mut params: Vec<String> = f.params().iter().map(param_text).collect();
    if let Some(v) = f.var_param() {
        params.push(format!("{}... {}", v.name, type_string(&v.ty)));
    }
    let ret = match &f.spec().return_type {
        ReturnType::Static(t) => type_string(t),
        ReturnType::Computed(_) => "(decided by the arguments)".to_string(),
    };
    format!("{name}({}) → {ret}", params.join(", "))
}

/// A value as HCL source on one line, with the conversion functions
/// Terraform's console uses to show collection types (`tolist([...])`,
/// `toset([...])`, `tomap({...})`); tuples and objects are plain `[...]`
/// and `{...}`.
fn show(v: &Value) -> String {
    assert!(v.is_known(), "an example gave an unknown value");
    let v = v.unmarked();
    if v.is_null() {
        return "null".into();
    }
    if let Some(b) = v.as_bool() {
        return b.to_string();
    }
    if let Some(n) = v.as_number() {
        return n.to_string();
    }
    if let Some(s) = v.as_str() {
        return serde_json::to_string(s).unwrap();
    }
    let key = |k: &str| {
        if hcl2::write::tree::is_identifier(k) {
            k.to_string()
        } else {
            serde_json::to_string(k).unwrap()
        }
    };
    if let Some(entries) = v.map_entries() {
        let items: Vec<String> = entries
            .iter()
            .map(|(k, e)| format!("{} = {}", key(k), show(e)))
            .collect();
        return format!("tomap({{{}}})", items.join(", "));
    }
    if let Some(attrs) = v.object_attrs() {
        let items: Vec<String> = attrs
            .map(|(k, e)| format!("{} = {}", key(k), show(e)))
            .collect();
        return format!("{{{}}}", items.join(", "));
    }
    if let Some(elems) = v.elements() {
        let items: Vec<String> = elems.iter().map(show).collect();
        let list = format!("[{}]", items.join(", "));
        let ty = v.ty();
        return if ty.is_list() {
            format!("tolist({list})")
        } else if ty.is_set() {
            format!("toset({list})")
        } else {
            list
        };
    }
    panic!("an example gave a value that cannot be shown: {v:?}")
}

/// Evaluates an example with the complete library.
fn evaluate(expr: &str) -> Value {
    let ctx = EvalContext::new().with_functions(library::terraform_like());
    let (e, diags) = hcl2::parse_expression(expr, "<example>", &hcl2::Limits::default());
    assert!(diags.is_empty(), "{expr}: {diags}");
    let (v, diags) = e.value(Some(&ctx));
    assert!(!diags.has_errors(), "{expr}: {diags}");
    v
}

/// The Markdown text of the reference.
fn generate(table: &[Entry]) -> String {
    let mut out = String::new();
    out.push_str(
        "## Function reference\n\n\
         Every function of the complete library ([`terraform_like`]), in the order of\n\
         [`names`]: the go-cty standard library first (as the reference's `hcleval` offers\n\
         it, with `try` and `can`: [`stdlib`]), then the Terraform-style additions. Each\n\
         signature gives the parameters' type constraints as type expressions (`any` accepts\n\
         every type; `name... type` is the variadic parameter, taking any number of\n\
         arguments) and the return type. Functions marked with a feature exist only when that\n\
         cargo feature is on (all are by default). Each example was evaluated by this\n\
         library; collection results are shown as Terraform's console shows them\n\
         (`tolist([...])`, `toset([...])`, `tomap({...})`).\n\n\
         This text is generated by `tests/semantics/functions/reference.rs` from the library (signatures\n\
         and `Function::description`) and the examples in `tests/semantics/functions/examples.txt`.\n\n",
    );
    out.push_str(&format!("{} functions.\n", table.len()));
    for e in table {
        let f = library::by_name(&e.name).expect("checked");
        out.push_str(&format!("\n### `{}`\n\n", e.name));
        out.push_str(&format!("`{}`", signature(&e.name, &f)));
        if !e.feature.is_empty() {
            out.push_str(&format!(" — feature `{}`", e.feature));
        }
        out.push_str(&format!("\n\n{}\n\n", f.description()));
        let v = evaluate(&e.example);
        out.push_str(&format!("```hcl\n{}\n# {}\n```\n", e.example, show(&v)));
    }
    out
}

#[test]
fn function_reference() {
    let table = read_table();
    let in_table: Vec<&str> = table
        .iter()
        .filter(|e| feature_on(&e.feature))
        .map(|e| e.name.as_str())
        .collect();
    let in_library: Vec<&str> = library::names().collect();
    // The same functions, in the same order: every library function has an
    // example and every example names a function of this build.
    assert_eq!(
        in_table, in_library,
        "tests/semantics/functions/examples.txt must list the library's functions in the order of library::names()"
    );
    assert_eq!(table.len(), ALL_FUNCTIONS, "entries in examples.txt");
    let all_on = cfg!(all(
        feature = "regex",
        feature = "terraform",
        feature = "crypto"
    ));
    if all_on {
        assert_eq!(in_library.len(), ALL_FUNCTIONS, "library functions");
    }
    let text = generate(
        &table
            .into_iter()
            .filter(|e| feature_on(&e.feature))
            .collect::<Vec<_>>(),
    );
    if !all_on {
        // The committed reference is that of the complete build; here the
        // examples of this build were evaluated above.
        return;
    }
    let path = repo_path("src/ext/functions.md");
    if bless() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let committed = read_expect(&path);
    assert!(
        committed == text,
        "src/ext/functions.md is out of date: regenerate it with \
         HCL2_BLESS=1 cargo test --release --test semantics functions::reference"
    );
}

/// Every function of the library, however it is obtained (the complete
/// table, the go-cty set, by name, the domain tables), carries a
/// one-sentence description: not empty, one line, a capital letter first
/// and a full stop last, and no two functions share one.
#[test]
fn every_function_has_a_description() {
    let mut seen = std::collections::BTreeMap::new();
    let mut checked = 0;
    for table in [
        library::terraform_like(),
        library::stdlib(),
        library::terraform_additions(),
        library::subset(&["upper", "setunion", "try"]),
        library::collection_functions(),
    ] {
        for name in table.names() {
            let f = table.get(name).expect("listed");
            let d = f.description();
            assert!(!d.is_empty(), "{name}: empty description");
            assert!(!d.contains('\n'), "{name}: {d:?} is not one line");
            assert!(
                d.starts_with(|c: char| c.is_uppercase()) && d.ends_with('.'),
                "{name}: {d:?} is not a sentence"
            );
            if let Some(other) = seen.insert(d.to_string(), name.to_string()) {
                assert_eq!(other, name, "{name} and {other} share a description");
            }
            checked += 1;
        }
    }
    let complete = library::terraform_like();
    for name in library::names() {
        let f = library::by_name(name).expect("by name");
        assert_eq!(f.description(), complete.get(name).unwrap().description());
    }
    let all = library::names().count();
    assert!(checked > 2 * all, "checked {checked} functions of {all}");
    if cfg!(all(
        feature = "regex",
        feature = "terraform",
        feature = "crypto"
    )) {
        assert_eq!(all, ALL_FUNCTIONS);
    }
}
