//! Golden tests of the lossless tree's edits: the edited parts come out
//! formatted, everything else (comments, blank lines, odd spacing) keeps
//! its bytes.

use hcl2::value::Value;
use hcl2::write::{Container, Document};

const SRC: &str = r#"# leading comment
region   =  "eu-west-1"   # where

// about the count
count = 3

resource "aws_instance" "web" {
  ami =    "ami-123"
  tags = {
    Name = "web"   # name tag
    Env  = "prod"
  }
  ports = [80, 443]
  cidr = cidrsubnet(var.base, 8, 1)
}
"#;

fn doc() -> Document {
    let d = Document::parse(SRC).expect("valid");
    assert_eq!(d.render(), SRC, "round trip");
    d
}

#[test]
fn unedited_tree_is_the_file() {
    let d = doc();
    assert_eq!(d.render(), SRC);
}

#[test]
fn iterate_attributes_and_blocks() {
    let mut d = doc();
    let mut b = d.body_mut();
    assert_eq!(b.attribute_names(), ["region", "count"]);
    assert_eq!(b.attribute_expr("region").as_deref(), Some("\"eu-west-1\""));
    assert_eq!(
        b.blocks(),
        [(
            "resource".to_string(),
            vec!["aws_instance".to_string(), "web".to_string()]
        )]
    );
    let mut r = b.block_mut("resource", 0).unwrap();
    assert_eq!(r.labels(), ["aws_instance", "web"]);
    assert_eq!(r.body().attribute_names(), ["ami", "tags", "ports", "cidr"]);
}

#[test]
fn set_existing_attribute_keeps_comments_and_place() {
    let mut d = doc();
    d.body_mut()
        .set_attribute_value("region", &Value::string("us-east-1"))
        .unwrap();
    d.body_mut()
        .set_attribute_expr("count", "var.n  +  1")
        .unwrap();
    // the new expression is formatted (one space after `=`)
    let want = SRC
        .replace("=  \"eu-west-1\"", "= \"us-east-1\"")
        .replace("count = 3", "count = var.n + 1");
    assert_eq!(d.render(), want);
}

#[test]
fn new_attribute_goes_after_the_last_one_formatted() {
    let mut d = doc();
    let v = Value::object([
        (
            "b",
            Value::tuple(vec![
                Value::bool(true),
                Value::null(hcl2::value::Type::String),
            ]),
        ),
        ("a key", Value::string("x${y}\n")),
    ]);
    d.body_mut().set_attribute_value("extra", &v).unwrap();
    let want = SRC.replace(
        "count = 3\n",
        "count = 3\nextra = {\n  \"a key\" = \"x$${y}\\n\"\n  b       = [true, null]\n}\n",
    );
    assert_eq!(d.render(), want);
}

#[test]
fn nested_body_edits_are_indented() {
    let mut d = doc();
    let mut b = d.body_mut();
    let mut r = b.block_mut("resource", 0).unwrap();
    let mut body = r.body();
    body.set_attribute_traversal("subnet", "aws_subnet.main.id")
        .unwrap();
    body.remove_attribute("ami");
    body.rename_attribute("ports", "listen").unwrap();
    // the run the edits touched is aligned as hclfmt aligns it
    let want = SRC
        .replace("  ami =    \"ami-123\"\n", "")
        .replace("  ports = [80, 443]", "  listen = [80, 443]")
        .replace(
            "  cidr = cidrsubnet(var.base, 8, 1)\n",
            "  cidr   = cidrsubnet(var.base, 8, 1)\n  subnet = aws_subnet.main.id\n",
        );
    assert_eq!(d.render(), want);
}

#[test]
fn remove_attribute_takes_its_lead_comment() {
    let mut d = doc();
    assert!(d.body_mut().remove_attribute("count"));
    assert!(!d.body_mut().remove_attribute("nope"));
    assert_eq!(
        d.render(),
        SRC.replace("// about the count\ncount = 3\n", "")
    );
}

#[test]
fn blocks_append_insert_remove_and_labels() {
    let mut d = doc();
    {
        let mut b = d.body_mut();
        let mut nb = b.append_block("output", &["ip"]).unwrap();
        nb.body()
            .set_attribute_expr("value", "aws_instance.web.public_ip")
            .unwrap();
    }
    {
        let mut b = d.body_mut();
        let mut r = b.block_mut("resource", 0).unwrap();
        r.set_labels(&["aws_instance", "api"]);
        let mut body = r.body();
        let mut lc = body.append_block("lifecycle", &[]).unwrap();
        lc.body()
            .set_attribute_expr("prevent_destroy", "true")
            .unwrap();
    }
    let want = SRC
        .replace("\"web\" {", "\"api\" {")
        .replace(
            "  cidr = cidrsubnet(var.base, 8, 1)\n}\n",
            "  cidr = cidrsubnet(var.base, 8, 1)\n  lifecycle {\n    prevent_destroy = true\n  }\n}\noutput \"ip\" {\n  value = aws_instance.web.public_ip\n}\n",
        );
    assert_eq!(d.render(), want);
    let mut b = d.body_mut();
    b.insert_block(0, "terraform", &[]).unwrap();
    assert!(b.remove_block("output", 0));
    assert!(!b.remove_block("output", 0));
    let want2 = format!(
        "terraform {{\n}}\n{}",
        want.replace(
            "output \"ip\" {\n  value = aws_instance.web.public_ip\n}\n",
            ""
        )
    );
    assert_eq!(d.render(), want2);
}

#[test]
fn edit_inside_expressions() {
    let mut d = doc();
    {
        let mut b = d.body_mut();
        let mut r = b.block_mut("resource", 0).unwrap();
        let mut body = r.body();
        let mut tags = body.expr_mut("tags").unwrap();
        assert_eq!(tags.kind(), Some(Container::Object));
        assert_eq!(tags.len(), Some(2));
        tags.set_object_item("Env", "\"dev\"").unwrap();
        tags.set_object_item("Team", "local.team").unwrap();
        assert!(tags.remove_object_item("Name"));
        let mut ports = body.expr_mut("ports").unwrap();
        assert_eq!(ports.kind(), Some(Container::Tuple));
        ports.set_item(1, "8443").unwrap();
        ports.push_item("22").unwrap();
        assert!(ports.remove_item(0));
        let mut call = body.expr_mut("cidr").unwrap();
        assert_eq!(call.kind(), Some(Container::Call));
        assert_eq!(call.item(2).as_deref(), Some("1"));
        call.set_item(2, "count.index  +  1").unwrap();
    }
    let want = SRC
        .replace("    Name = \"web\"   # name tag\n", "")
        .replace(
            "    Env  = \"prod\"\n",
            "    Env  = \"dev\"\n    Team = local.team\n",
        )
        .replace("[80, 443]", "[8443, 22]")
        .replace("8, 1)", "8, count.index + 1)");
    assert_eq!(d.render(), want);
}

#[test]
fn whole_tree_formatting_is_hclfmt() {
    let mut d = doc();
    d.format();
    assert_eq!(d.render(), hcl2::format(SRC).unwrap());
}

#[test]
fn bad_edits_are_refused() {
    let mut d = doc();
    let mut b = d.body_mut();
    assert!(b.set_attribute_expr("x", "1 +").is_err());
    assert!(b.set_attribute_expr("not a name", "1").is_err());
    assert!(b.set_attribute_traversal("x", "a + b").is_err());
    assert!(b
        .set_attribute_value("x", &Value::unknown(hcl2::value::Type::String))
        .is_err());
    assert_eq!(d.render(), SRC);
    assert!(Document::parse("a = = 1\n").is_err());
}

#[test]
fn rename_variable_prefix_in_every_expression_and_template() {
    let src = r#"locals {
  a = var.region # keep
  b = "${var.region}-${var.regionx}"
  c = <<EOT
in ${var.region.name}
EOT
  d = [for var in local.xs : var.region]
  e = var.region[0]
  f = var.other
  g = var
}
h = upper(var.region)
"#;
    let mut d = Document::parse(src).unwrap();
    let n = d
        .rename_variable_prefix(&["var", "region"], &["local", "zone"])
        .unwrap();
    assert_eq!(n, 5, "{}", d.render());
    let want = src
        .replace("a = var.region", "a = local.zone")
        .replace("${var.region}", "${local.zone}")
        .replace("${var.region.name}", "${local.zone.name}")
        .replace("e = var.region[0]", "e = local.zone[0]")
        .replace("upper(var.region)", "upper(local.zone)");
    assert_eq!(d.render(), want);
    // a one-name prefix; only the roots named so
    let n = d.rename_variable_prefix(&["local"], &["l"]).unwrap();
    assert_eq!(n, 6);
    assert!(d.render().contains(
        "d = [for var in local.xs : var.region]"
            .replace("local.", "l.")
            .as_str()
    ));
    // one expression
    let mut b = d.body_mut();
    let mut e = b.expr_mut("h").unwrap();
    assert_eq!(
        e.rename_variable_prefix(&["l", "zone"], &["x", "y"])
            .unwrap(),
        1
    );
    assert_eq!(e.source(), "upper(x.y)");
    // lengths must agree, names must be names
    assert!(d.rename_variable_prefix(&["a", "b"], &["c"]).is_err());
    assert!(d.rename_variable_prefix(&[], &[]).is_err());
    assert!(d.rename_variable_prefix(&["a"], &["not a name"]).is_err());
}

#[test]
fn blocks_by_type_and_labels() {
    let mut d = doc();
    let mut b = d.body_mut();
    assert!(b.find_block("resource", &["aws_instance"]).is_none());
    assert!(b.find_block("resource", &["aws_instance", "db"]).is_none());
    assert_eq!(b.block_index("resource", &["aws_instance", "web"]), Some(4));
    let mut r = b.find_block("resource", &["aws_instance", "web"]).unwrap();
    r.body().set_attribute_expr("ami", "\"ami-456\"").unwrap();
    assert_eq!(
        d.render(),
        SRC.replace("ami =    \"ami-123\"", "ami = \"ami-456\"")
    );
}

#[test]
fn comments_and_blank_lines_are_inserted_indented() {
    let mut d = doc();
    {
        let mut b = d.body_mut();
        let mut r = b.find_block("resource", &["aws_instance", "web"]).unwrap();
        let mut body = r.body();
        let at = body.attribute_index("ports").unwrap();
        body.insert_blank_line(at);
        body.insert_comment(at + 1, "network\n\nsettings").unwrap();
        let end = body.len();
        body.insert_comment(end, "the end").unwrap();
    }
    d.body_mut().insert_comment(0, "top").unwrap();
    let want = format!(
        "# top\n{}",
        SRC.replace(
            "  ports = [80, 443]\n",
            "\n  # network\n  #\n  # settings\n  ports = [80, 443]\n"
        )
        .replace(
            "  cidr = cidrsubnet(var.base, 8, 1)\n",
            "  cidr = cidrsubnet(var.base, 8, 1)\n  # the end\n"
        )
    );
    assert_eq!(d.render(), want);
    assert_eq!(Document::parse(&want).unwrap().render(), want);
}

#[test]
fn edits_realign_the_run_they_touch_and_nothing_else() {
    let src = "x=1\nyy=2\n\na      = 1\nlonger = 2\nb      = 3\n\nc = 3\n";
    let mut d = Document::parse(src).unwrap();
    // a new attribute joins the last run
    d.body_mut().set_attribute_expr("zzzz", "4").unwrap();
    assert_eq!(
        d.render(),
        "x=1\nyy=2\n\na      = 1\nlonger = 2\nb      = 3\n\nc    = 3\nzzzz = 4\n"
    );
    // removing the longest name narrows its run
    assert!(d.body_mut().remove_attribute("longer"));
    assert_eq!(
        d.render(),
        "x=1\nyy=2\n\na = 1\nb = 3\n\nc    = 3\nzzzz = 4\n"
    );
    // renaming widens it
    d.body_mut().rename_attribute("b", "bee").unwrap();
    assert_eq!(
        d.render(),
        "x=1\nyy=2\n\na   = 1\nbee = 3\n\nc    = 3\nzzzz = 4\n"
    );
    // a value that becomes multi-line leaves the run; a blank line splits one
    d.body_mut()
        .set_attribute_expr("zzzz", "{\nk = 1\n}")
        .unwrap();
    let mut b = d.body_mut();
    let at = b.attribute_index("bee").unwrap();
    b.insert_blank_line(at);
    assert_eq!(
        d.render(),
        "x=1\nyy=2\n\na = 1\n\nbee = 3\n\nc = 3\nzzzz = {\n  k = 1\n}\n"
    );
    // a value edit that keeps the run leaves its spacing alone
    d.body_mut().set_attribute_expr("x", "10").unwrap();
    assert!(d.render().starts_with("x= 10\nyy=2\n"), "{}", d.render());
}
