//! `hcldec`: decodes HCL files into JSON as an hcldec spec file describes,
//! flag for flag compatible with the reference's cmd/hcldec.

mod cli;

use cli::{run, Options};
use std::process::ExitCode;

const USAGE: &str = "usage: hcldec --spec=<spec-file> [options] [hcl-file ...]
      --diags string        format any returned diagnostics in the given format; currently only \"json\" is accepted
      --keep-nulls          retain object properties that have null as their value (they are removed by default)
      --max-elements n      stop evaluating once it has built n collection elements in all (default 4194304)
      --max-input-bytes n   do not parse an input or variables file larger than n bytes (default 268435456)
      --max-nesting n       stop parsing where more than n of ( [ { ${ %{ are open inside one another (JSON: objects and arrays) (default 50000)
      --max-number-digits n do not write a number needing more than n decimal digits (default 200000)
      --max-steps n         stop evaluating after n steps: function calls and iterations (default 10000000)
      --max-string-bytes n  stop evaluating once it has built n bytes of strings in all (default 67108864)
  -o, --out string          write to the given file, instead of stdout
  -s, --spec string         path to spec file (required)
      --timeout-ms n        stop evaluating after n milliseconds (default: no deadline)
      --var-refs            rather than decoding input, produce a JSON description of the variables referenced by it
  -V, --vars json-or-file   provide variables to the given configuration file(s)
  -v, --version             show the version number and immediately exit
      --with-type           include an additional object level at the top describing the HCL-oriented type of the result value

The --max-... and --timeout-ms flags bound what untrusted input may cost (see the
hcl2::limits documentation); a limit exceeded is an error diagnostic naming it.
";

fn usage_exit(msg: Option<String>) -> ExitCode {
    if let Some(m) = msg {
        eprintln!("{m}");
    }
    eprint!("{USAGE}");
    ExitCode::from(2)
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "1" | "t" | "T" | "true" | "TRUE" | "True" => Some(true),
        "0" | "f" | "F" | "false" | "FALSE" | "False" => Some(false),
        _ => None,
    }
}

fn main() -> ExitCode {
    let mut o = Options::default();
    let mut version = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    let mut only_files = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if only_files || a == "-" || !a.starts_with('-') {
            o.inputs.push(a.clone());
            continue;
        }
        if a == "-h" || a == "--help" {
            return usage_exit(None);
        }
        if a == "--" {
            only_files = true;
            continue;
        }
        // The limit flags (long options only; not in the reference).
        if a.starts_with("--") {
            let next = args.get(i).map(String::as_str);
            let applied = hcl2::limits::apply_flag(&mut o.limits, a, next).and_then(|n| match n {
                Some(n) => Ok(Some(n)),
                None => hcl2::limits::apply_parse_flag(&mut o.limits, a, next),
            });
            match applied {
                Ok(Some(n)) => {
                    i += n - 1;
                    continue;
                }
                Ok(None) => {}
                Err(m) => return usage_exit(Some(m)),
            }
        }
        // Long flags: --name or --name=value; short flags: -x, -xvalue, -x value.
        let (name, inline): (String, Option<String>) = if let Some(rest) = a.strip_prefix("--") {
            match rest.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (rest.to_string(), None),
            }
        } else {
            let rest = &a[1..];
            let mut chars = rest.chars();
            let c = chars.next().unwrap_or('-');
            let tail: String = chars.collect();
            let long = match c {
                's' => "spec",
                'o' => "out",
                'V' => "vars",
                'v' => "version",
                _ => return usage_exit(Some(format!("unknown shorthand flag: '{c}' in {a}"))),
            };
            let tail = tail
                .strip_prefix('=')
                .map(str::to_string)
                .or(if tail.is_empty() { None } else { Some(tail) });
            (long.to_string(), tail)
        };
        let takes_value = matches!(name.as_str(), "spec" | "out" | "vars" | "diags");
        let is_bool = matches!(
            name.as_str(),
            "var-refs" | "with-type" | "keep-nulls" | "version"
        );
        if !takes_value && !is_bool {
            return usage_exit(Some(format!("unknown flag: --{name}")));
        }
        if takes_value {
            let v = match inline {
                Some(v) => v,
                None => {
                    if i < args.len() {
                        i += 1;
                        args[i - 1].clone()
                    } else {
                        return usage_exit(Some(format!("flag needs an argument: --{name}")));
                    }
                }
            };
            match name.as_str() {
                "spec" => o.spec = Some(v),
                "out" => o.out = Some(v),
                "vars" => o.vars.push(v),
                _ => o.diags_format = v,
            }
        } else {
            let b = match inline {
                None => true,
                Some(v) => match parse_bool(&v) {
                    Some(b) => b,
                    None => {
                        return usage_exit(Some(format!(
                            "invalid argument \"{v}\" for \"--{name}\" flag: strconv.ParseBool: parsing \"{v}\": invalid syntax"
                        )))
                    }
                },
            };
            match name.as_str() {
                "var-refs" => o.var_refs = b,
                "with-type" => o.with_type = b,
                "keep-nulls" => o.keep_nulls = b,
                _ => version = b,
            }
        }
    }
    if version {
        println!("0.0.1-dev");
        return ExitCode::SUCCESS;
    }
    ExitCode::from(run(&o))
}
