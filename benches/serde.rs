//! serde decoding and encoding, hcl2 beside hcl-rs, into and from the same
//! Rust types.
//!
//! Decoding: the `resource` blocks of the 10 MB Terraform-like corpus
//! (`python3 ../shared/bench/gen_corpus.py target/bench`, or a file named
//! by `HCL2_BENCH_FILE`) into `BTreeMap<type, BTreeMap<name, Resource>>`,
//! from source text (parse + decode) with `hcl2::from_str` and
//! `hcl::from_str`. Attributes whose values refer to variables are taken
//! as `IgnoredAny` (hcl2 would need a context to evaluate them); literal
//! attributes and nested blocks are decoded into typed fields.
//!
//! Encoding: the same number of resources of typed fields with
//! `hcl2::to_string` and `hcl::to_string`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn corpus() -> String {
    if let Ok(f) = std::env::var("HCL2_BENCH_FILE") {
        return std::fs::read_to_string(f).expect("HCL2_BENCH_FILE readable");
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("target/bench");
    let file = dir.join("tf_10mb.hcl");
    if !file.exists() {
        let gen = std::env::var("HCL2_BENCH_GEN").unwrap_or_else(|_| {
            root.join("../shared/bench/gen_corpus.py")
                .display()
                .to_string()
        });
        std::fs::create_dir_all(&dir).expect("create target/bench");
        let ok = std::process::Command::new("python3")
            .arg(&gen)
            .arg(&dir)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "could not run {gen}");
    }
    std::fs::read_to_string(file).expect("corpus generated")
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct File {
    #[serde(default)]
    resource: BTreeMap<String, BTreeMap<String, Resource>>,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Resource {
    count: Option<IgnoredAny>,
    tags: Option<IgnoredAny>,
    root_block_device: Option<Device>,
    #[serde(default)]
    ebs_block_device: Devices,
    lifecycle: Option<Lifecycle>,
    metadata_options: Option<Metadata>,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Device {
    device_name: Option<String>,
    volume_size: IgnoredAny,
    volume_type: String,
    encrypted: bool,
    iops: Option<u32>,
}

/// Every `ebs_block_device` block. hcl-rs gives one block as a map and
/// several as a sequence, so both libraries decode this through
/// `deserialize_any` (hcl2's layout is the same: one block a map).
#[derive(Default)]
struct Devices(Vec<Device>);

impl<'de> Deserialize<'de> for Devices {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Devices;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("one block or a sequence of blocks")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Devices, A::Error> {
                let mut v = Vec::new();
                while let Some(d) = a.next_element()? {
                    v.push(d);
                }
                Ok(Devices(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, a: A) -> Result<Devices, A::Error> {
                let one = Device::deserialize(serde::de::value::MapAccessDeserializer::new(a))?;
                Ok(Devices(vec![one]))
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Lifecycle {
    create_before_destroy: Option<bool>,
    prevent_destroy: Option<bool>,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Metadata {
    http_endpoint: String,
    http_tokens: String,
    http_put_response_hop_limit: u32,
}

fn count(f: &File) -> (usize, usize) {
    let resources = f.resource.values().map(|m| m.len()).sum();
    let devices = (f.resource.values().flat_map(|m| m.values()))
        .map(|r| r.ebs_block_device.0.len() + r.root_block_device.iter().count())
        .sum();
    (resources, devices)
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct EncResource {
    ami: String,
    instance_type: String,
    count: u32,
    monitoring: bool,
    security_groups: Vec<String>,
    tags: BTreeMap<String, String>,
    root_block_device: EncDevice,
    ebs_block_device: Vec<EncDevice>,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct EncDevice {
    device_name: String,
    volume_size: u32,
    encrypted: bool,
}

fn enc_doc(n: usize) -> BTreeMap<String, BTreeMap<String, BTreeMap<String, EncResource>>> {
    let mut by_name = BTreeMap::new();
    for i in 0..n {
        let dev = |j: u32| EncDevice {
            device_name: format!("/dev/sd{j}"),
            volume_size: 20 + j * 10,
            encrypted: j.is_multiple_of(2),
        };
        by_name.insert(
            format!("web_{i}"),
            EncResource {
                ami: format!("ami-{i:08x}"),
                instance_type: "t3.micro".into(),
                count: (i % 5) as u32,
                monitoring: i % 3 == 0,
                security_groups: vec![format!("sg-{i}"), "sg-shared".into()],
                tags: BTreeMap::from([
                    ("Name".into(), format!("web-{i}")),
                    ("Team".into(), "platform".into()),
                ]),
                root_block_device: dev(0),
                ebs_block_device: vec![dev(1), dev(2)],
            },
        );
    }
    BTreeMap::from([(
        "resource".to_string(),
        BTreeMap::from([("aws_instance".to_string(), by_name)]),
    )])
}

/// The types take part of each resource, as hcl-rs lets the rest through:
/// hcl2 is told to ignore the items no field takes (by default they are
/// errors).
fn decode_ours(src: &str) -> Result<File, hcl2::Error> {
    hcl2::de::Decoder::new().allow_unknown(true).from_str(src)
}

fn bench(c: &mut Criterion) {
    let src = corpus();
    // both libraries decode the same resources
    let ours: File = decode_ours(&src).expect("hcl2 decodes the corpus");
    let theirs: File = hcl::from_str(&src).expect("hcl-rs decodes the corpus");
    assert_eq!(count(&ours), count(&theirs));
    eprintln!("resources, devices: {:?}", count(&ours));

    let mut g = c.benchmark_group("serde_decode");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("hcl2::from_str", |b| b.iter(|| decode_ours(&src).unwrap()));
    g.bench_function("hcl::from_str", |b| {
        b.iter(|| hcl::from_str::<File>(&src).unwrap())
    });
    g.finish();

    let doc = enc_doc(count(&ours).0);
    let text = hcl2::to_string(&doc).unwrap();
    let back: BTreeMap<String, BTreeMap<String, BTreeMap<String, EncResource>>> =
        hcl2::from_str(&text).unwrap();
    assert!(back == doc);
    let mut g = c.benchmark_group("serde_encode");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("hcl2::to_string", |b| {
        b.iter(|| hcl2::to_string(&doc).unwrap())
    });
    g.bench_function("hcl::to_string", |b| {
        b.iter(|| hcl::to_string(&doc).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
