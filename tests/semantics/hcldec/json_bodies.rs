//! JSON bodies through our hcldec, against outputs recorded from the
//! reference hcldec (v2.14.1) on the same files: JSON merged with native
//! bodies (both orders), repeated blocks from arrays, labels as nested
//! objects (arrays of label objects), `"//"` comments, extraneous
//! properties with suggestions, duplicate arguments, label and block value
//! type errors, missing required arguments (missing item range of an array
//! root), template object keys (null, non-string, duplicate), and
//! `--var-refs` over merged bodies. The recorded outputs were produced by
//! running the reference on exactly these files (diagnostics sorted by
//! subject, as in the corpus).

use crate::common::sort_diags_in;
use serde_json::Value as Json;
use std::process::Command;

const RECORDED: &str = r##"{
 "files": {
  "spec.hcldec": "object {\n  attr \"a\" { type = any }\n  attr \"req\" {\n    type = string\n    required = true\n  }\n  block_list \"svc\" {\n    object {\n      attr \"port\" { type = number }\n    }\n  }\n  block_map \"res\" {\n    labels = [\"t\", \"n\"]\n    object {\n      attr \"v\" { type = string }\n    }\n  }\n}\n",
  "merged.hcl": "req = \"native\"\nsvc {\n  port = 80\n}\n",
  "merged.json": "{\"a\": {\"x\": [1, \"${x}\"]}, \"svc\": [{\"port\": 5432}, {\"port\": 5433}], \"res\": [{\"aws\": {\"one\": {\"v\": true}}}, {\"gcp\": {\"two\": {\"v\": null}}}], \"//\": \"comment\"}\n",
  "labelerr.json": "{\"req\": \"x\", \"svc\": {}, \"res\": {\"aws\": 5}}\n",
  "dup.json": "{\"req\": \"x\", \"req\": \"y\", \"svc\": 5, \"res\": [1]}\n",
  "missing.json": "[{\"a\": 1}, {\"svc\": {\"z\": {}}}]\n",
  "keys.json": "{\"req\": \"x\", \"a\": {\"${req}\": 1, \"x\": 2, \"${1}\": 3, \"${null}\": 4, \"k${req}\": 5}}\n",
  "keydup.json": "{\"req\": \"x\", \"a\": {\"${req}\": 1, \"x\": 2}}\n",
  "extra.json": "{\"req\": \"x\", \"rq\": 1, \"//\": 2, \"svc\": [{\"prt\": 1}, 7]}\n"
 },
 "cases": [
  {
   "args": [
    "merged.hcl",
    "merged.json"
   ],
   "var_refs": false,
   "exit": 0,
   "stdout": {
    "value": {
     "a": {
      "x": [
       1,
       1
      ]
     },
     "req": "native",
     "res": {
      "aws": {
       "one": {
        "v": "true"
       }
      },
      "gcp": {
       "two": {
        "v": null
       }
      }
     },
     "svc": [
      {
       "port": 80
      },
      {
       "port": 5432
      },
      {
       "port": 5433
      }
     ]
    },
    "type": [
     "object",
     {
      "a": [
       "object",
       {
        "x": [
         "tuple",
         [
          "number",
          "number"
         ]
        ]
       }
      ],
      "req": "string",
      "res": [
       "map",
       [
        "map",
        [
         "object",
         {
          "v": "string"
         }
        ]
       ]
      ],
      "svc": [
       "list",
       [
        "object",
        {
         "port": "number"
        }
       ]
      ]
     }
    ]
   },
   "stderr": null
  },
  {
   "args": [
    "merged.json",
    "merged.hcl"
   ],
   "var_refs": false,
   "exit": 0,
   "stdout": {
    "value": {
     "a": {
      "x": [
       1,
       1
      ]
     },
     "req": "native",
     "res": {
      "aws": {
       "one": {
        "v": "true"
       }
      },
      "gcp": {
       "two": {
        "v": null
       }
      }
     },
     "svc": [
      {
       "port": 5432
      },
      {
       "port": 5433
      },
      {
       "port": 80
      }
     ]
    },
    "type": [
     "object",
     {
      "a": [
       "object",
       {
        "x": [
         "tuple",
         [
          "number",
          "number"
         ]
        ]
       }
      ],
      "req": "string",
      "res": [
       "map",
       [
        "map",
        [
         "object",
         {
          "v": "string"
         }
        ]
       ]
      ],
      "svc": [
       "list",
       [
        "object",
        {
         "port": "number"
        }
       ]
      ]
     }
    ]
   },
   "stderr": null
  },
  {
   "args": [
    "merged.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Missing required argument",
      "detail": "The argument \"req\" is required, but no definition was found.",
      "subject": {
       "filename": "merged.json",
       "start": {
        "line": 1,
        "column": 154,
        "byte": 153
       },
       "end": {
        "line": 1,
        "column": 155,
        "byte": 154
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "labelerr.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Incorrect JSON value type",
      "detail": "Either a JSON object or JSON array of objects is required here, to specify n labels for this block.",
      "subject": {
       "filename": "labelerr.json",
       "start": {
        "line": 1,
        "column": 40,
        "byte": 39
       },
       "end": {
        "line": 1,
        "column": 41,
        "byte": 40
       }
      }
     },
     {
      "severity": "error",
      "summary": "Missing block label",
      "detail": "At least one object property is required, whose name represents the res block's n.",
      "subject": {
       "filename": "labelerr.json",
       "start": {
        "line": 1,
        "column": 40,
        "byte": 39
       },
       "end": {
        "line": 1,
        "column": 41,
        "byte": 40
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "dup.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Duplicate argument",
      "detail": "The argument \"req\" was already set at dup.json:1,2-12.",
      "subject": {
       "filename": "dup.json",
       "start": {
        "line": 1,
        "column": 14,
        "byte": 13
       },
       "end": {
        "line": 1,
        "column": 19,
        "byte": 18
       }
      }
     },
     {
      "severity": "error",
      "summary": "Incorrect JSON value type",
      "detail": "Either a JSON object or a JSON array is required, representing the contents of one or more \"svc\" blocks.",
      "subject": {
       "filename": "dup.json",
       "start": {
        "line": 1,
        "column": 33,
        "byte": 32
       },
       "end": {
        "line": 1,
        "column": 34,
        "byte": 33
       }
      }
     },
     {
      "severity": "error",
      "summary": "Missing block label",
      "detail": "At least one object property is required, whose name represents the res block's t.",
      "subject": {
       "filename": "dup.json",
       "start": {
        "line": 1,
        "column": 43,
        "byte": 42
       },
       "end": {
        "line": 1,
        "column": 44,
        "byte": 43
       }
      }
     },
     {
      "severity": "error",
      "summary": "Incorrect JSON value type",
      "detail": "A JSON object is required here, to specify t labels for this block.",
      "subject": {
       "filename": "dup.json",
       "start": {
        "line": 1,
        "column": 44,
        "byte": 43
       },
       "end": {
        "line": 1,
        "column": 45,
        "byte": 44
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "missing.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Missing required argument",
      "detail": "The argument \"req\" is required, but no definition was found.",
      "subject": {
       "filename": "missing.json",
       "start": {
        "line": 1,
        "column": 1,
        "byte": 0
       },
       "end": {
        "line": 1,
        "column": 2,
        "byte": 1
       }
      }
     },
     {
      "severity": "error",
      "summary": "Extraneous JSON object property",
      "detail": "No argument or block type is named \"z\".",
      "subject": {
       "filename": "missing.json",
       "start": {
        "line": 1,
        "column": 21,
        "byte": 20
       },
       "end": {
        "line": 1,
        "column": 24,
        "byte": 23
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "keys.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Unknown variable",
      "detail": "There is no variable named \"req\".",
      "subject": {
       "filename": "keys.json",
       "start": {
        "line": 1,
        "column": 23,
        "byte": 22
       },
       "end": {
        "line": 1,
        "column": 26,
        "byte": 25
       }
      }
     },
     {
      "severity": "error",
      "summary": "Invalid object key expression",
      "detail": "Cannot use null value as an object key.",
      "subject": {
       "filename": "keys.json",
       "start": {
        "line": 1,
        "column": 52,
        "byte": 51
       },
       "end": {
        "line": 1,
        "column": 61,
        "byte": 60
       }
      }
     },
     {
      "severity": "error",
      "summary": "Unknown variable",
      "detail": "There is no variable named \"req\".",
      "subject": {
       "filename": "keys.json",
       "start": {
        "line": 1,
        "column": 70,
        "byte": 69
       },
       "end": {
        "line": 1,
        "column": 73,
        "byte": 72
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "keydup.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Unknown variable",
      "detail": "There is no variable named \"req\".",
      "subject": {
       "filename": "keydup.json",
       "start": {
        "line": 1,
        "column": 23,
        "byte": 22
       },
       "end": {
        "line": 1,
        "column": 26,
        "byte": 25
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "extra.json"
   ],
   "var_refs": false,
   "exit": 2,
   "stdout": null,
   "stderr": {
    "diagnostics": [
     {
      "severity": "error",
      "summary": "Extraneous JSON object property",
      "detail": "No argument or block type is named \"rq\". Did you mean \"a\"?",
      "subject": {
       "filename": "extra.json",
       "start": {
        "line": 1,
        "column": 14,
        "byte": 13
       },
       "end": {
        "line": 1,
        "column": 18,
        "byte": 17
       }
      }
     },
     {
      "severity": "error",
      "summary": "Extraneous JSON object property",
      "detail": "No argument or block type is named \"prt\". Did you mean \"port\"?",
      "subject": {
       "filename": "extra.json",
       "start": {
        "line": 1,
        "column": 41,
        "byte": 40
       },
       "end": {
        "line": 1,
        "column": 46,
        "byte": 45
       }
      }
     },
     {
      "severity": "error",
      "summary": "Incorrect JSON value type",
      "detail": "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.",
      "subject": {
       "filename": "extra.json",
       "start": {
        "line": 1,
        "column": 52,
        "byte": 51
       },
       "end": {
        "line": 1,
        "column": 53,
        "byte": 52
       }
      }
     },
     {
      "severity": "error",
      "summary": "Incorrect JSON value type",
      "detail": "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.",
      "subject": {
       "filename": "extra.json",
       "start": {
        "line": 1,
        "column": 52,
        "byte": 51
       },
       "end": {
        "line": 1,
        "column": 53,
        "byte": 52
       }
      }
     }
    ]
   }
  },
  {
   "args": [
    "merged.hcl",
    "merged.json"
   ],
   "var_refs": true,
   "exit": 0,
   "stdout": [
    {
     "root_name": "x",
     "value": 1,
     "steps": [
      {
       "kind": "root",
       "name": "x",
       "range": {
        "filename": "merged.json",
        "start": {
         "line": 1,
         "column": 20,
         "byte": 19
        },
        "end": {
         "line": 1,
         "column": 21,
         "byte": 20
        }
       }
      }
     ],
     "range": {
      "filename": "merged.json",
      "start": {
       "line": 1,
       "column": 20,
       "byte": 19
      },
      "end": {
       "line": 1,
       "column": 21,
       "byte": 20
      }
     }
    }
   ],
   "stderr": null
  },
  {
   "args": [
    "keys.json"
   ],
   "var_refs": true,
   "exit": 0,
   "stdout": [
    {
     "root_name": "req",
     "steps": [
      {
       "kind": "root",
       "name": "req",
       "range": {
        "filename": "keys.json",
        "start": {
         "line": 1,
         "column": 23,
         "byte": 22
        },
        "end": {
         "line": 1,
         "column": 26,
         "byte": 25
        }
       }
      }
     ],
     "range": {
      "filename": "keys.json",
      "start": {
       "line": 1,
       "column": 23,
       "byte": 22
      },
      "end": {
       "line": 1,
       "column": 26,
       "byte": 25
      }
     }
    },
    {
     "root_name": "req",
     "steps": [
      {
       "kind": "root",
       "name": "req",
       "range": {
        "filename": "keys.json",
        "start": {
         "line": 1,
         "column": 70,
         "byte": 69
        },
        "end": {
         "line": 1,
         "column": 73,
         "byte": 72
        }
       }
      }
     ],
     "range": {
      "filename": "keys.json",
      "start": {
       "line": 1,
       "column": 70,
       "byte": 69
      },
      "end": {
       "line": 1,
       "column": 73,
       "byte": 72
      }
     }
    }
   ],
   "stderr": null
  }
 ]
}"##;

fn parse_out(bytes: &[u8]) -> Json {
    let s = String::from_utf8_lossy(bytes);
    if s.trim().is_empty() {
        return Json::Null;
    }
    let mut v: Json = serde_json::from_str(&s).unwrap_or(Json::String(s.into_owned()));
    sort_diags_in(&mut v);
    v
}

#[test]
fn json_bodies_through_hcldec_match_reference() {
    let rec: Json = serde_json::from_str(RECORDED).unwrap();
    let dir = std::env::temp_dir().join(format!("hcl2-json-body-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in rec["files"].as_object().unwrap() {
        std::fs::write(dir.join(name), text.as_str().unwrap()).unwrap();
    }
    let mut failures = Vec::new();
    let cases = rec["cases"].as_array().unwrap();
    for case in cases {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_hcldec"));
        cmd.current_dir(&dir)
            .arg("--spec=spec.hcldec")
            .arg("--diags=json");
        if case["var_refs"].as_bool().unwrap() {
            cmd.arg("--var-refs");
        } else {
            cmd.args(["--with-type", "--keep-nulls"]);
        }
        cmd.args(["-V", r#"{"x": 1}"#]);
        for a in case["args"].as_array().unwrap() {
            cmd.arg(a.as_str().unwrap());
        }
        let out = cmd.output().unwrap();
        let ours = serde_json::json!({
            "exit": out.status.code(),
            "stdout": parse_out(&out.stdout),
            "stderr": parse_out(&out.stderr),
        });
        let theirs = serde_json::json!({
            "exit": case["exit"],
            "stdout": case["stdout"],
            "stderr": case["stderr"],
        });
        if ours != theirs {
            failures.push(format!(
                "{:?} var_refs={}:\n ours:   {}\n theirs: {}",
                case["args"], case["var_refs"], ours, theirs
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "json bodies: {} recorded hcldec runs, {} agree",
        cases.len(),
        cases.len() - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
