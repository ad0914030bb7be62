//! The WebAssembly module's stack: 8 MiB of linear memory (wasm-ld's
//! default is 1 MiB), so that input nested as deep as the default
//! `maxNesting` allows, and well beyond, is parsed without running out.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg=-zstack-size=8388608");
    }
}
