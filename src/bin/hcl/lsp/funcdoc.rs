//! The function reference (`src/ext/functions.md`, generated from the
//! library) read into signatures, parameter labels and descriptions, for
//! hover, completion and signature help.

use std::sync::OnceLock;

/// The reference, as the crate documents it.
const REFERENCE: &str = include_str!("../../../ext/functions.md");

/// One function of the reference.
#[derive(Clone, Debug)]
pub struct FuncDoc {
    /// Its name.
    pub name: String,
    /// `name(param type, ...) → result`.
    pub signature: String,
    /// Each parameter as the signature writes it (`num number`,
    /// `args... any`).
    pub params: Vec<String>,
    /// Whether the last parameter is variadic.
    pub variadic: bool,
    /// The description (and a feature note, if any).
    pub description: String,
    /// The example (HCL and its result), if any.
    pub example: String,
}

/// Every function of the reference, in its order.
pub fn all() -> &'static [FuncDoc] {
    static DOCS: OnceLock<Vec<FuncDoc>> = OnceLock::new();
    DOCS.get_or_init(|| parse(REFERENCE))
}

/// The function `name`.
pub fn get(name: &str) -> Option<&'static FuncDoc> {
    all().iter().find(|f| f.name == name)
}

fn parse(md: &str) -> Vec<FuncDoc> {
    let mut out = Vec::new();
    let mut sections = md.split("\n### `").skip(1);
    for sec in sections.by_ref() {
        let Some((name, rest)) = sec.split_once("`\n") else {
            continue;
        };
        let mut paras = rest.trim().split("\n\n");
        let Some(sig_line) = paras.next() else {
            continue;
        };
        let (sig, feature) = match sig_line.split_once(" — ") {
            Some((s, f)) => (s, Some(f)),
            None => (sig_line, None),
        };
        let signature = sig.trim().trim_matches('`').to_string();
        let mut description = String::new();
        let mut example = String::new();
        for p in paras {
            if p.starts_with("```") {
                example = p
                    .trim_start_matches("```hcl")
                    .trim_end_matches("```")
                    .trim()
                    .to_string();
                break;
            }
            if !description.is_empty() {
                description.push_str("\n\n");
            }
            description.push_str(p.trim());
        }
        if let Some(f) = feature {
            description.push_str(&format!("\n\n(Cargo {f}.)"));
        }
        let params = params_of(&signature);
        let variadic = params.last().is_some_and(|p| p.contains("..."));
        out.push(FuncDoc {
            name: name.to_string(),
            signature,
            params,
            variadic,
            description,
            example,
        });
    }
    out
}

/// The parameters between the signature's outer parentheses, split at
/// top-level commas.
fn params_of(sig: &str) -> Vec<String> {
    let Some(open) = sig.find('(') else {
        return Vec::new();
    };
    let mut depth = 0i32;
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in sig[open + 1..].chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_is_read_whole() {
        let n: usize = REFERENCE
            .lines()
            .find_map(|l| l.strip_suffix(" functions.")?.parse().ok())
            .expect("the count line");
        assert_eq!(all().len(), n);
        let f = get("format").unwrap();
        assert_eq!(f.signature, "format(format string, args... any) → string");
        assert_eq!(f.params, ["format string", "args... any"]);
        assert!(f.variadic);
        assert!(f.description.starts_with("Formats values"));
        let r = get("regex").unwrap();
        assert!(r.description.contains("feature `regex`"));
        assert_eq!(get("abs").unwrap().params, ["num number"]);
    }
}
