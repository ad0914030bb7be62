#!/usr/bin/env python3
"""Regenerate the expectations of the navigation tests from the reference.

For each module folder under data/ (s3-bucket, s3-bucket-complete, heredocs):
a covering hcldec spec of its files is written as data/FOLDER.hcldec (by
benches/gen_tf_spec.py over the folder's files together), then the reference
`hcldec --spec data/FOLDER.hcldec --var-refs FILE` is run on each file and the
traversals it reports are written to data/FOLDER.varrefs.json as

    {"FILE": [{"root": NAME, "steps": [[KIND, NAME_OR_NULL, START_BYTE, END_BYTE], ...]}, ...]}

(the root is the first step). The Go tools are taken from $HCL_REF_BIN, or else from
the folder that ../shared/tools/reference-latest.sh prints; CI never runs this script,
it reads what it wrote.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FOLDERS = ["s3-bucket", "s3-bucket-complete", "heredocs"]


def main():
    ref = os.environ.get("HCL_REF_BIN")
    if not ref:
        ref = subprocess.run(["bash", "../shared/tools/reference-latest.sh"], cwd=REPO, check=True,
                             capture_output=True, text=True).stdout.strip().splitlines()[-1]
    hcldec = os.path.join(ref, "hcldec")
    for folder in FOLDERS:
        d = os.path.join(HERE, "data", folder)
        files = sorted(f for f in os.listdir(d) if f.endswith(".tf"))
        with tempfile.NamedTemporaryFile("w", suffix=".tf", delete=False) as all_tf:
            for f in files:
                with open(os.path.join(d, f)) as src:
                    all_tf.write(src.read() + "\n")
        spec = subprocess.run(
            [sys.executable, os.path.join(REPO, "benches", "gen_tf_spec.py"), all_tf.name],
            check=True, capture_output=True, text=True,
        ).stdout
        os.unlink(all_tf.name)
        spec = spec.replace(
            "# Covering hcldec spec for the gen_corpus.py Terraform-like corpus",
            f"# Covering hcldec spec for tests/lsp/data/{folder}",
        )
        spec_path = os.path.join(HERE, "data", folder + ".hcldec")
        with open(spec_path, "w") as out:
            out.write(spec)
        result = {}
        for f in files:
            p = subprocess.run(
                [hcldec, "--spec", spec_path, "--var-refs", os.path.join(d, f)],
                check=True, capture_output=True, text=True,
            )
            travs = json.loads(p.stdout) if p.stdout.strip() else []
            result[f] = [
                {
                    "root": t["root_name"],
                    "steps": [
                        [s["kind"], s.get("name"), s["range"]["start"]["byte"], s["range"]["end"]["byte"]]
                        for s in t["steps"]
                    ],
                }
                for t in travs
            ]
        with open(os.path.join(HERE, "data", folder + ".varrefs.json"), "w") as out:
            json.dump(result, out, indent=1, sort_keys=True)
            out.write("\n")
        print(folder, {f: len(v) for f, v in result.items()})


if __name__ == "__main__":
    main()
