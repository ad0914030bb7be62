//! JSON-syntax inputs for hcldec. Until the JSON syntax module lands, a
//! JSON document is read with the value system's JSON decoder as a body of
//! attributes only (enough for `-V '{...}'` variables); JSON input files
//! get a clear error.

use super::cli::Parsed;
use crate::body::{Attribute, Attributes, Body, BodyContent, BodyRef, BodySchema};
use crate::diagnostic::{Diagnostic, Diagnostics, Range, SourceFile, Span};
use crate::eval::StaticExpr;
use std::sync::Arc;

#[derive(Debug)]
struct AttrsBody {
    attrs: Attributes,
    range: Range,
}

impl Body for AttrsBody {
    fn content(&self, schema: &BodySchema) -> (BodyContent, Diagnostics) {
        let (c, _, d) = self.partial_content(schema);
        (c, d)
    }
    fn partial_content(&self, schema: &BodySchema) -> (BodyContent, BodyRef, Diagnostics) {
        let mut c = BodyContent {
            missing_item_range: self.range.clone(),
            ..BodyContent::default()
        };
        for a in &schema.attributes {
            if let Some(x) = self.attrs.get(&a.name) {
                c.attributes.insert(a.name.clone(), x.clone());
            }
        }
        (c, crate::body::empty_body(), Diagnostics::new())
    }
    fn just_attributes(&self) -> (Attributes, Diagnostics) {
        (self.attrs.clone(), Diagnostics::new())
    }
    fn missing_item_range(&self) -> Range {
        self.range.clone()
    }
}

pub(crate) fn parse_json(src: &[u8], name: &str) -> Parsed {
    let text = String::from_utf8_lossy(src).into_owned();
    let file = Arc::new(SourceFile::new(name, text.as_str()));
    let whole = file.range(Span::new(0, text.len() as u32));
    let is_file = !name.starts_with("<vars argument");
    if is_file {
        return Parsed {
            body: None,
            diags: Diagnostic::error(
                "JSON syntax not supported yet",
                format!(
                    "The JSON syntax is not available in this build, so {} cannot be read.",
                    crate::value::go_quote(name)
                ),
            )
            .into(),
            source: Some(file),
        };
    }
    match crate::value::json::unmarshal_implied(&text) {
        Ok(v) if v.ty().is_object() => {
            let mut attrs = Attributes::new();
            for (k, e) in v.element_iter() {
                let k = k.as_str().unwrap_or_default().to_string();
                attrs.insert(
                    k.clone().into(),
                    Attribute {
                        name: k.into(),
                        expr: Arc::new(StaticExpr::new(e.clone(), whole.clone())),
                        range: whole.clone(),
                        name_range: whole.clone(),
                    },
                );
            }
            Parsed {
                body: Some(Arc::new(AttrsBody {
                    attrs,
                    range: whole,
                })),
                diags: Diagnostics::new(),
                source: Some(file),
            }
        }
        Ok(_) => Parsed {
            body: None,
            diags: Diagnostic::error(
                "Root value must be object",
                "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
            )
            .with_subject(whole)
            .into(),
            source: Some(file),
        },
        Err(e) => Parsed {
            body: None,
            diags: Diagnostic::error("Invalid JSON", e.to_string())
                .with_subject(whole)
                .into(),
            source: Some(file),
        },
    }
}
