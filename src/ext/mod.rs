//! Extensions beyond the core language, as the reference's `ext/`
//! packages: `try`/`can` ([`tryfunc`]) and dynamic blocks ([`dynblock`]).

pub mod dynblock;
pub mod library;
pub mod tryfunc;
