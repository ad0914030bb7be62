//! Command-line glue for the binaries in `src/bin/`: argument parsing,
//! reading files, printing results. Sits above every other module.

pub mod eval;
pub mod fmt;
