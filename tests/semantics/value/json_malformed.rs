//! `json::unmarshal` with a given type on malformed or mismatched input:
//! the reference (go-cty `cty/json`) reads the outermost collection with a
//! streaming decoder, so its errors and their order are those of Go's
//! `json.Decoder`. Each line is `json<TAB>type<TAB>expected`, where
//! `expected` (a marshalled value or `ERR: message`) was printed by a small
//! Go program calling go-cty's `Unmarshal` on the same input.

use hcl2::value::json;

const CASES: &str = r####"{"a" 1}	["map","number"]	ERR: failed to read map value: expected colon after object key
{"a":1,}	["map","number"]	ERR: failed to read map key: invalid character '}' looking for beginning of object key string
{"a":1 "b":2}	["map","number"]	ERR: failed to read map key: invalid character '"' after object key:value pair
{"a":1	["map","number"]	ERR: EOF
{"a":	["map","number"]	ERR: failed to read map value: EOF
{1:1}	["map","number"]	ERR: failed to read map key: invalid character '1'
{	["map","number"]	ERR: EOF
[1,2	["list","number"]	ERR: EOF
[1 2]	["list","number"]	ERR: failed to read list value: expected comma after array element
[1,]	["list","number"]	ERR: failed to read list value: invalid character ']' looking for beginning of value
[1,2	["set","number"]	ERR: EOF
[1 2]	["set","number"]	ERR: failed to read set value: expected comma after array element
[1,2	["tuple",["number","number"]]	ERR: EOF
[1 2]	["tuple",["number","number"]]	ERR: failed to read tuple value: expected comma after array element
{"a" 1}	["object",{"a":"number"}]	ERR: failed to read object value: expected colon after object key
{"a":1 "b":2}	["object",{"a":"number","b":"number"}]	ERR: failed to read object key: invalid character '"' after object key:value pair
{"a":1	["object",{"a":"number"}]	ERR: EOF
{"a":tru}	["object",{"a":"bool"}]	ERR: failed to read object value: invalid character '}' in literal true (expecting 'e')
{"a":[1,}	["object",{"a":["list","number"]}]	ERR: failed to read object value: invalid character '}' looking for beginning of value
[	["list","number"]	ERR: EOF
	"string"	ERR: EOF
"abc	"string"	ERR: unexpected EOF
tru	"bool"	ERR: unexpected EOF
1 2	"number"	1
[1] x	["list","number"]	[1]
{"a":1} x	["map","number"]	{"a":1}
{"value":1 "type":"number"}	"dynamic"	ERR: failed to read dynamic type descriptor key: invalid character '"' after object key:value pair
{"value":1,"type":"number"	"dynamic"	ERR: EOF
{"type" "number"}	"dynamic"	ERR: failed to read dynamic type descriptor value: expected colon after object key
{"a":1,"a":2}	["map","number"]	{"a":2}
[[1,2],[3 4]]	["list",["list","number"]]	ERR: failed to read list value: invalid character '4' after array element
{"a":{"b" 1}}	["map",["map","number"]]	ERR: failed to read map value: invalid character '1' after object key
1	["list","number"]	ERR: missing expected [
"x"	["map","number"]	ERR: missing expected {
[1,"x"]	["list","number"]	ERR: a number is required
{"a":[1,"x"]}	["map",["list","number"]]	ERR: a number is required
[1,2,3]	["tuple",["number","number"]]	ERR: too many tuple elements (need 2)
[1,"x" 3]	["list","number"]	ERR: a number is required
{"b" 1}	["object",{"a":"number"}]	ERR: unsupported attribute "b"
[}	["list","number"]	ERR: invalid character '}' looking for beginning of value
{]	["map","number"]	ERR: invalid character ']'
{"a":1]	["map","number"]	ERR: invalid character ']' after object key:value pair
[1}	["list","number"]	ERR: invalid character '}' after array element
{,}	["map","number"]	ERR: failed to read map key: invalid character ','
{"a":1,	["map","number"]	ERR: failed to read map key: EOF
{"a":1, 2}	["map","number"]	ERR: failed to read map key: invalid character '2' looking for beginning of object key string
[1,	["list","number"]	ERR: failed to read list value: EOF
{"a":tr	["map","bool"]	ERR: failed to read map value: unexpected EOF
[1,2	"string"	ERR: string is required
{"a":1	["list","number"]	ERR: missing expected [
{"a" 1}	"dynamic"	ERR: failed to read dynamic type descriptor value: expected colon after object key
{"value":[1 2],"type":["list","number"]}	"dynamic"	ERR: failed to read dynamic type descriptor value: invalid character '2' after array element
{"value":[1,2],"type":["list","number"]}	"dynamic"	[1,2]
{"value":[1,2],"type":["list","number"],}	"dynamic"	ERR: failed to read dynamic type descriptor key: invalid character '}' looking for beginning of object key string
["a",1,true]	["tuple",["string","string","string"]]	["a","1","true"]
{"a":"1","b":true}	["object",{"a":"number","b":"string"}]	{"a":1,"b":"true"}
["x"] trailing	["set","string"]	["x"]
{"b":1}	["object",{"a":"number"}]	ERR: unsupported attribute "b"
nul	["list","number"]	ERR: unexpected EOF
[1,2]]	["list","number"]	[1,2]
{"a":1}}	["object",{"a":"number"}]	{"a":1}
"####;

#[test]
fn malformed_input_errors_match_the_reference() {
    let mut failures = Vec::new();
    let mut n = 0;
    for line in CASES.lines().filter(|l| !l.is_empty()) {
        let mut f = line.split('\t');
        let (src, ty, want) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
        let t = json::type_from_json(ty).unwrap();
        let got = match json::unmarshal(src, &t) {
            Ok(v) => json::marshal(&v, v.ty()).unwrap(),
            Err(e) => format!("ERR: {e}"),
        };
        n += 1;
        if got != want {
            failures.push(format!("{src} as {ty}: got {got:?}, want {want:?}"));
        }
    }
    assert!(n >= 55, "only {n} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
