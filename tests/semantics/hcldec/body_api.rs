//! The Body interface on native-syntax bodies and merged bodies: content,
//! partial content with the rest, just_attributes, missing-item ranges and
//! the reference's diagnostics (texts as hclsyntax/structure.go and
//! hcl/merged.go write them); the items of bodies of both syntaxes without
//! a schema (`items_in_order`), JSON properties left undecided.

use hcl2::body::{merge_bodies, parse_native_file, BodyItem, BodyRef, BodySchema, Shape};
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

/// Each item as `kind name@range`.
fn items(b: &dyn hcl2::Body) -> (Vec<String>, Vec<String>) {
    let (items, d) = b.items_in_order();
    let items = (items.iter())
        .map(|i| {
            let kind = match i {
                BodyItem::Attribute(_) => "attr".to_string(),
                BodyItem::Block(b) => format!("block{:?}", b.labels),
                BodyItem::Undecided(_) => "undecided".to_string(),
            };
            format!("{kind} {}@{}", i.name(), i.range())
        })
        .collect();
    (items, texts(&d))
}

#[test]
fn items_in_order_lists_every_item_without_a_schema() {
    let b = body("a = 1\nsvc \"web\" {}\nb = 2\nsvc {}\n", "n.hcl");
    let (got, d) = items(&*b);
    assert!(d.is_empty());
    assert_eq!(
        got,
        [
            "attr a@n.hcl:1,1-6",
            "block[\"web\"] svc@n.hcl:2,1-10",
            "attr b@n.hcl:3,1-6",
            "block[] svc@n.hcl:4,1-4",
        ]
    );
    // what partial_content took is gone from the rest
    let (_, rest, _) = b.partial_content(&BodySchema::new().attribute("a", false));
    assert_eq!(items(&*rest).0.len(), 3);

    // the JSON syntax: every property undecided, in order (those of each
    // object of an array of them), comments left out
    let json = r#"[{"a": 1, "//": "note", "svc": {"web": {}}}, {"b": [{}, {}]}, 5]"#;
    let (j, d) = hcl2::parse_json(json, "j.json");
    assert!(d.is_empty());
    let (got, d) = items(&*j);
    assert_eq!(
        got,
        [
            "undecided a@j.json:1,3-9",
            "undecided svc@j.json:1,25-43",
            "undecided b@j.json:1,47-60",
        ]
    );
    assert_eq!(
        d,
        ["Incorrect JSON value type|A JSON object is required here, setting the arguments for this block.|j.json:1,63-64"]
    );
    let (all, _) = j.items_in_order();
    let [BodyItem::Undecided(a), BodyItem::Undecided(svc), BodyItem::Undecided(b)] = &all[..]
    else {
        panic!("{all:?}");
    };
    assert_eq!(a.value.shape(), Shape::Scalar);
    assert_eq!(svc.value.shape(), Shape::Object(1));
    assert_eq!(b.value.shape(), Shape::List(2));
    assert_eq!(b.value.elements().len(), 2);
    // read as an attribute, or as blocks with as many labels as asked for
    let (v, _) = svc.value.expr().value(None);
    assert!(v.ty().is_object());
    let (blocks, d) = svc
        .value
        .blocks(&svc.name, &svc.name_range, &["name".into()]);
    assert!(d.is_empty());
    assert_eq!(blocks[0].labels, ["web"]);
    assert_eq!(blocks[0].label_ranges[0].to_string(), "j.json:1,33-38");
    let (blocks, _) = svc.value.blocks(&svc.name, &svc.name_range, &[]);
    assert_eq!(blocks.len(), 1);
    assert!(blocks[0].labels.is_empty());
    let (_, d) = a.value.blocks(&a.name, &a.name_range, &[]);
    assert_eq!(texts(&d), ["Incorrect JSON value type|Either a JSON object or a JSON array is required, representing the contents of one or more \"a\" blocks.|j.json:1,8-9"]);
    // a nested object's properties, comments included and marked
    let (o, _) = hcl2::parse_json(r#"{"m": {"//": 1, "k": 2}}"#, "o.json");
    let (all, _) = o.items_in_order();
    let BodyItem::Undecided(m) = &all[0] else {
        panic!("{all:?}");
    };
    let props: Vec<(String, bool)> = (m.value.properties().iter())
        .map(|p| (p.name.to_string(), p.comment))
        .collect();
    assert_eq!(props, [("//".to_string(), true), ("k".to_string(), false)]);
    assert_eq!(
        texts(&[all[0].unsupported(" Did you mean \"n\"?")].into_iter().collect()),
        ["Extraneous JSON object property|No argument or block type is named \"m\". Did you mean \"n\"?|o.json:1,2-5"]
    );
    // after partial_content
    let (_, rest, _) = j.partial_content(&BodySchema::new().attribute("a", false));
    assert_eq!(items(&*rest).0.len(), 2);

    // merged bodies: body after body
    let m = merge_bodies(vec![body("x = 1\n", "one.hcl"), j]);
    let (got, _) = items(&*m);
    assert_eq!(got.len(), 4);
    assert_eq!(got[0], "attr x@one.hcl:1,1-6");
    assert_eq!(got[1], "undecided a@j.json:1,3-9");
}
