fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    lalrpop::Configuration::new()
        .set_in_dir("grammar")
        .set_out_dir(out)
        .emit_rerun_directives(true)
        .process()
        .expect("lalrpop grammar compiles");
}
