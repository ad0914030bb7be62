//! Several bodies read as one (the reference's `hcl.MergeBodies`), as when
//! a configuration is split across files.

use super::{range_string, Attributes, Body, BodyContent, BodyItem, BodyRef, BodySchema};
use crate::diagnostic::{Diagnostic, Diagnostics, Range};
use crate::value::go_quote;
use std::sync::Arc;

/// Bodies merged in order: attributes may be defined in only one of them,
/// blocks are concatenated.
#[derive(Clone, Debug, Default)]
pub struct MergedBodies(pub Vec<BodyRef>);

/// A body with no content (missing items are reported at `<empty>`).
pub fn empty_body() -> BodyRef {
    Arc::new(MergedBodies(Vec::new()))
}

/// Merges bodies (even a single one: the merged body's diagnostics for
/// missing required arguments differ from a plain body's, as in the
/// reference, so hosts with one file usually use that body directly).
///
/// Bodies of both syntaxes can be merged: an attribute may be defined in
/// only one of them (a second definition is a "Duplicate argument" error);
/// blocks of all bodies are returned in order.
///
/// ```
/// use hcl2::body::merge_bodies;
/// use hcl2::BodySchema;
/// let (main, _) = hcl2::parse("region = \"eu\"\nservice \"web\" {}\n", "main.hcl");
/// let (extra, _) = hcl2::parse_json(r#"{"service": {"db": {}}}"#, "extra.json");
/// let merged = merge_bodies(vec![main, extra]);
/// let schema = BodySchema::new().attribute("region", true).block("service", ["name"]);
/// let (content, diags) = merged.content(&schema);
/// assert!(diags.is_empty());
/// let names: Vec<&str> = content.blocks.iter().map(|b| b.labels[0].as_str()).collect();
/// assert_eq!(names, ["web", "db"]);
///
/// let (again, _) = hcl2::parse("region = \"us\"\n", "override.hcl");
/// let (main, _) = hcl2::parse("region = \"eu\"\n", "main.hcl");
/// let (_, diags) = merge_bodies(vec![main, again]).content(&BodySchema::new().attribute("region", false));
/// assert_eq!(diags.iter().next().unwrap().summary, "Duplicate argument");
/// ```
pub fn merge_bodies(bodies: Vec<BodyRef>) -> BodyRef {
    Arc::new(MergedBodies(bodies))
}

fn duplicate(name: &str, existing: &Range, subject: Range) -> Diagnostic {
    Diagnostic::error(
        "Duplicate argument",
        format!(
            "Argument {} was already set at {}",
            go_quote(name),
            range_string(existing)
        ),
    )
    .with_subject(subject)
}

impl MergedBodies {
    fn merged(&self, schema: &BodySchema, partial: bool) -> (BodyContent, BodyRef, Diagnostics) {
        let mut sub = schema.clone();
        for a in &mut sub.attributes {
            a.required = false;
        }
        let mut leftovers = Vec::new();
        let mut content = BodyContent {
            missing_item_range: self.missing_item_range(),
            ..BodyContent::default()
        };
        let mut diags = Diagnostics::new();
        for body in &self.0 {
            let (this, this_diags) = if partial {
                let (c, rest, d) = body.partial_content(&sub);
                leftovers.push(rest);
                (c, d)
            } else {
                body.content(&sub)
            };
            diags.extend(this_diags);
            for (name, attr) in this.attributes {
                if let Some(existing) = content.attributes.get(&name) {
                    diags.push(duplicate(&name, &existing.name_range, attr.name_range));
                    continue;
                }
                content.attributes.insert(name, attr);
            }
            content.blocks.extend(this.blocks);
        }
        for a in &schema.attributes {
            if a.required && !content.attributes.contains_key(&a.name) {
                diags.push(Diagnostic::error(
                    "Missing required argument",
                    format!(
                        "The argument {} is required, but was not set.",
                        go_quote(&a.name)
                    ),
                ));
            }
        }
        let rest: BodyRef = Arc::new(MergedBodies(leftovers));
        (content, rest, diags)
    }
}

impl Body for MergedBodies {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (c, _, d) = self.merged(schema, false);
        (c, d)
    }

    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        self.merged(schema, true)
    }

    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        let mut attrs = Attributes::new();
        let mut diags = Diagnostics::new();
        for body in &self.0 {
            let (these, d) = body.just_attributes();
            diags.extend(d);
            for (name, attr) in these {
                if let Some(existing) = attrs.get(&name) {
                    diags.push(duplicate(&name, &existing.name_range, attr.name_range));
                    continue;
                }
                attrs.insert(name, attr);
            }
        }
        (attrs, diags)
    }

    fn missing_item_range(&self) -> Range {
        match self.0.first() {
            Some(b) => b.missing_item_range(),
            None => {
                let zero = crate::diagnostic::Pos {
                    line: 0,
                    column: 0,
                    byte: 0,
                };
                Range {
                    filename: Arc::from("<empty>"),
                    start: zero,
                    end: zero,
                }
            }
        }
    }

    fn items_in_order(&self) -> (Vec<BodyItem>, Diagnostics) {
        let mut items = Vec::new();
        let mut diags = Diagnostics::new();
        for body in &self.0 {
            let (these, d) = body.items_in_order();
            items.extend(these);
            diags.extend(d);
        }
        (items, diags)
    }
}
