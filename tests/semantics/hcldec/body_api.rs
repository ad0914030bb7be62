//! The Body interface on native-syntax bodies and merged bodies: content,
//! partial content with the rest, just_attributes, missing-item ranges and
//! the reference's diagnostics (texts as hclsyntax/structure.go and
//! hcl/merged.go write them).

use hcl2::body::{merge_bodies, parse_native_file, BodyRef, BodySchema};
use std::sync::Arc;

fn body(src: &str, name: &str) -> BodyRef {
    let (b, d) = parse_native_file(src, name);
    assert!(!d.has_errors(), "{d:?}");
    Arc::new(b)
}

fn texts(d: &hcl2::diagnostic::Diagnostics) -> Vec<String> {
    d.iter()
        .map(|x| {
            format!(
                "{}|{}|{}",
                x.summary,
                x.detail,
                x.subject
                    .as_ref()
                    .map(|r| r.to_string())
                    .unwrap_or_default()
            )
        })
        .collect()
}

#[test]
fn content_reports_unexpected_items_with_suggestions() {
    let b = body("nmae = 1\nsvc = 2\nblok {}\nname {}\n", "a.hcl");
    let schema = BodySchema::new()
        .attribute("name", false)
        .block("block", Vec::<&str>::new())
        .block("svc", Vec::<&str>::new());
    let (c, d) = b.content(&schema);
    assert!(c.attributes.is_empty());
    assert_eq!(
        texts(&d),
        vec![
            "Unsupported argument|An argument named \"nmae\" is not expected here. Did you mean \"name\"?|a.hcl:1,1-5",
            "Unsupported argument|An argument named \"svc\" is not expected here. Did you mean to define a block of type \"svc\"?|a.hcl:2,1-4",
            "Unsupported block type|Blocks of type \"blok\" are not expected here. Did you mean \"block\"?|a.hcl:3,1-5",
            "Unsupported block type|Blocks of type \"name\" are not expected here. Did you mean to define argument \"name\"? If so, use the equals sign to assign it a value.|a.hcl:4,1-5",
        ]
    );
}

#[test]
fn labels_and_required_arguments() {
    let b = body(
        "res \"a\" \"b\" \"c\" {}\nres \"a\" {}\nres \"x\" \"y\" {}\nnolab \"z\" {}\n",
        "l.hcl",
    );
    let schema = BodySchema::new()
        .attribute("need", true)
        .block("res", ["type", "name"])
        .block("nolab", Vec::<&str>::new());
    let (c, d) = b.content(&schema);
    assert_eq!(c.blocks.len(), 1);
    assert_eq!(c.blocks[0].labels, vec!["x", "y"]);
    assert_eq!(c.blocks[0].def_range.to_string(), "l.hcl:3,1-12");
    assert_eq!(
        texts(&d),
        vec![
            "Missing required argument|The argument \"need\" is required, but no definition was found.|l.hcl:1,1-1",
            "Extraneous label for res|Only 2 labels (type, name) are expected for res blocks.|l.hcl:1,13-16",
            "Missing name for res|All res blocks must have 2 labels (type, name).|l.hcl:2,9-10",
            "Extraneous label for nolab|No labels are expected for nolab blocks.|l.hcl:4,7-10",
        ]
    );
}

#[test]
fn partial_content_leaves_the_rest() {
    let b = body("a = 1\nb = 2\nx {}\ny {}\n", "p.hcl");
    let (c, rest, d) = b.partial_content(
        &BodySchema::new()
            .attribute("a", true)
            .block("x", Vec::<&str>::new()),
    );
    assert!(d.is_empty());
    assert_eq!(c.attributes.keys().collect::<Vec<_>>(), vec!["a"]);
    assert_eq!(c.blocks.len(), 1);
    // the rest no longer has `a` or `x` blocks
    let (c2, d2) = rest.content(
        &BodySchema::new()
            .attribute("a", false)
            .attribute("b", true)
            .block("y", Vec::<&str>::new()),
    );
    assert!(d2.is_empty(), "{d2:?}");
    assert!(!c2.attributes.contains_key("a"));
    assert!(c2.attributes.contains_key("b"));
    assert_eq!(c2.blocks.len(), 1);
    let (attrs, d3) = rest.just_attributes();
    assert_eq!(attrs.keys().collect::<Vec<_>>(), vec!["b"]);
    assert_eq!(
        texts(&d3),
        vec!["Unexpected \"x\" block|Blocks are not allowed here.|p.hcl:3,1-2"]
    );
}

#[test]
fn merged_bodies_reject_duplicates_across_files() {
    let m = merge_bodies(vec![
        body("a = 1\n", "one.hcl"),
        body("b = 2\na = 3\n", "two.hcl"),
    ]);
    let (c, d) = m.content(
        &BodySchema::new()
            .attribute("a", false)
            .attribute("b", false)
            .attribute("c", true),
    );
    assert_eq!(c.attributes["a"].range.filename.as_ref(), "one.hcl");
    assert_eq!(
        texts(&d),
        vec![
            "Duplicate argument|Argument \"a\" was already set at one.hcl:1,1-2|two.hcl:2,1-2",
            "Missing required argument|The argument \"c\" is required, but was not set.|",
        ]
    );
    let (attrs, d) = m.just_attributes();
    assert_eq!(attrs.len(), 2);
    assert_eq!(d.len(), 1);
    assert_eq!(m.missing_item_range().to_string(), "one.hcl:1,1-1");
    let empty = merge_bodies(Vec::new());
    assert_eq!(&*empty.missing_item_range().filename, "<empty>");
}
