//! `hcl lsp`: a language server for HCL files over standard input and
//! output (the Language Server Protocol, framed by the `lsp-server` crate,
//! with the `lsp-types` types).
//!
//! - diagnostics on open and change: exactly `hcl check`'s (and, with an
//!   hcldec spec, the schema's);
//! - formatting (whole documents: `hcl fmt`'s bytes; ranges: the whole
//!   items they touch);
//! - semantic tokens, document symbols, folding ranges, document highlight;
//! - hover and signature help for functions (from the function reference),
//!   completion of function names and of `var.`, `local.`, `module.`
//!   names, and with a spec of block types and attribute names;
//! - definition, references and rename across the files of a folder, read
//!   as one module body as Terraform, Packer and Nomad read it.
//!
//! The main thread owns the documents and applies every notification in
//! order; requests run on two worker threads over an immutable snapshot,
//! can be cancelled (`$/cancelRequest`: a queued request is answered
//! "cancelled" without running, a running one stops at its next check), and
//! a panic in one is answered as an internal error and logged, the server
//! going on. Diagnostics are computed on their own thread, newest version
//! first, and published with the version they are for.

mod classify;
mod diagnostics;
mod document;
mod features;
mod funcdoc;
mod index;
mod nav;
mod schema;
mod text;

use clap::Args;
use crossbeam_channel::{Receiver, Sender};
use document::{Doc, Snapshot};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::Notification as _;
use lsp_types::request::Request as _;
use lsp_types::{
    notification, request, CompletionOptions, HoverProviderCapability, InitializeParams, OneOf,
    PositionEncodingKind, RenameOptions, SemanticTokensFullOptions, SemanticTokensOptions,
    SemanticTokensServerCapabilities, ServerCapabilities, SignatureHelpOptions,
    TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions,
};
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use text::Encoding;

/// Serve the Language Server Protocol on standard input and output.
#[derive(Args, Debug)]
#[command(
    after_help = "Initialization options: {\"spec\": \"PATH\"} names an hcldec spec (relative to \
the workspace root); without it, .hcl-spec.hcldec at the workspace root is used if present.

Exit status: 0 after the client's shutdown and exit, 1 on exit without shutdown or a broken \
connection, 2 usage errors."
)]
pub struct LspArgs {
    /// Accepted for clients that pass it: standard input and output is the
    /// only transport.
    #[arg(long)]
    stdio: bool,
}

/// A request that was cancelled or superseded.
#[derive(Debug)]
pub struct Cancelled;

/// A flag a long handler checks between steps.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// `Err(Cancelled)` once the request has been cancelled.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.0.load(Ordering::Relaxed) {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }
}

/// What a handler returns: a result, an error for the client, or nothing
/// because it was cancelled.
pub enum Outcome {
    /// The result (JSON).
    Ok(serde_json::Value),
    /// A protocol error.
    Err(ErrorCode, String),
    /// Cancelled.
    Cancelled,
}

impl From<Result<serde_json::Value, Cancelled>> for Outcome {
    fn from(r: Result<serde_json::Value, Cancelled>) -> Outcome {
        match r {
            Ok(v) => Outcome::Ok(v),
            Err(Cancelled) => Outcome::Cancelled,
        }
    }
}

/// Settings fixed at initialization.
#[derive(Debug)]
pub struct Config {
    /// How positions count characters.
    pub enc: Encoding,
    /// The spec, if any.
    pub spec: Option<Arc<schema::Schema>>,
    /// Whether the `hcl/debugPanic` request is served (tests of the panic
    /// handling turn it on with the initialization option `debugPanic`).
    pub debug_panic: bool,
}

/// A job of the request workers.
struct Job {
    req: Request,
    snap: Snapshot,
    cancel: Cancel,
}

type Pending = Arc<Mutex<HashMap<RequestId, Cancel>>>;

/// Runs `hcl lsp`.
pub fn run(_args: &LspArgs) -> ExitCode {
    let (connection, io_threads) = Connection::stdio();
    let code = match serve(&connection) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("hcl lsp: {e}");
            1
        }
    };
    drop(connection);
    let _ = io_threads.join();
    ExitCode::from(code)
}

fn capabilities(enc: Encoding) -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(match enc {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                ..Default::default()
            },
        )),
        document_formatting_provider: Some(OneOf::Left(true)),
        document_range_formatting_provider: Some(OneOf::Left(true)),
        semantic_tokens_provider: Some(SemanticTokensServerCapabilities::SemanticTokensOptions(
            SemanticTokensOptions {
                legend: features::legend(),
                full: Some(SemanticTokensFullOptions::Bool(true)),
                range: None,
                work_done_progress_options: Default::default(),
            },
        )),
        document_symbol_provider: Some(OneOf::Left(true)),
        folding_range_provider: Some(lsp_types::FoldingRangeProviderCapability::Simple(true)),
        document_highlight_provider: Some(OneOf::Left(true)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![".".into()]),
            ..Default::default()
        }),
        signature_help_provider: Some(SignatureHelpOptions {
            trigger_characters: Some(vec!["(".into(), ",".into()]),
            retrigger_characters: None,
            work_done_progress_options: Default::default(),
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        rename_provider: Some(OneOf::Right(RenameOptions {
            prepare_provider: Some(true),
            work_done_progress_options: Default::default(),
        })),
        ..Default::default()
    }
}

/// Sends a `window/logMessage` (or `showMessage`) notification.
pub fn message(sender: &Sender<Message>, show: bool, typ: lsp_types::MessageType, text: String) {
    let n = if show {
        Notification::new(
            notification::ShowMessage::METHOD.into(),
            lsp_types::ShowMessageParams { typ, message: text },
        )
    } else {
        Notification::new(
            notification::LogMessage::METHOD.into(),
            lsp_types::LogMessageParams { typ, message: text },
        )
    };
    let _ = sender.send(n.into());
}

fn serve(connection: &Connection) -> Result<u8, Box<dyn std::error::Error + Send + Sync>> {
    let (id, params) = connection.initialize_start()?;
    let init: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let utf8 = init
        .capabilities
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.as_ref())
        .is_some_and(|v| v.contains(&PositionEncodingKind::UTF8));
    let enc = if utf8 {
        Encoding::Utf8
    } else {
        Encoding::Utf16
    };
    let opts = init.initialization_options.clone().unwrap_or_default();
    let root = workspace_root(&init);
    let (spec, spec_error) = schema::Schema::find(&opts, root.as_deref());
    let config = Arc::new(Config {
        enc,
        spec: spec.map(Arc::new),
        debug_panic: opts.get("debugPanic").and_then(|v| v.as_bool()) == Some(true),
    });
    let result = serde_json::json!({
        "capabilities": capabilities(enc),
        "serverInfo": {"name": "hcl lsp", "version": env!("CARGO_PKG_VERSION")},
    });
    connection.initialize_finish(id, result)?;
    if let Some(e) = spec_error {
        message(&connection.sender, true, lsp_types::MessageType::ERROR, e);
    }

    let mut docs: HashMap<String, Arc<Doc>> = HashMap::new();
    let cache = Arc::new(nav::DiskCache::default());
    let pending: Pending = Arc::default();
    let diag = diagnostics::Worker::start(connection.sender.clone(), config.clone());
    let (job_tx, job_rx) = crossbeam_channel::unbounded::<Job>();
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let rx: Receiver<Job> = job_rx.clone();
            let sender = connection.sender.clone();
            let pending = pending.clone();
            std::thread::spawn(move || {
                for job in rx {
                    run_job(job, &sender, &pending);
                }
            })
        })
        .collect();
    drop(job_rx);

    // 0 only after `shutdown` then `exit`; `exit` alone, or the input
    // closing first, is 1
    let mut code = 1u8;
    for msg in &connection.receiver {
        match msg {
            Message::Request(req) => {
                if req.method == request::Shutdown::METHOD {
                    for c in pending.lock().expect("pending").values() {
                        c.0.store(true, Ordering::Relaxed);
                    }
                    match connection.handle_shutdown(&req) {
                        Ok(true) => {
                            code = 0;
                            break;
                        }
                        Ok(false) => continue,
                        Err(e) => return Err(Box::new(e)),
                    }
                }
                let cancel = Cancel::default();
                pending
                    .lock()
                    .expect("pending")
                    .insert(req.id.clone(), cancel.clone());
                let snap = Snapshot {
                    docs: docs.values().cloned().collect(),
                    cache: cache.clone(),
                    config: config.clone(),
                };
                let _ = job_tx.send(Job { req, snap, cancel });
            }
            Message::Notification(n) => {
                if n.method == notification::Exit::METHOD {
                    // exit without shutdown
                    break;
                }
                let method = n.method.clone();
                let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
                    notify(n, &mut docs, &pending, &diag, &config, &cache)
                }));
                if let Err(p) = r {
                    message(
                        &connection.sender,
                        true,
                        lsp_types::MessageType::ERROR,
                        format!(
                            "hcl lsp: the {method} notification panicked: {}",
                            panic_text(&*p)
                        ),
                    );
                }
            }
            Message::Response(_) => {}
        }
    }
    drop(job_tx);
    for w in workers {
        let _ = w.join();
    }
    diag.stop();
    Ok(code)
}

fn workspace_root(init: &InitializeParams) -> Option<std::path::PathBuf> {
    if let Some(f) = init.workspace_folders.as_ref().and_then(|v| v.first()) {
        return document::uri_path(&f.uri);
    }
    #[allow(deprecated)]
    if let Some(u) = &init.root_uri {
        return document::uri_path(u);
    }
    #[allow(deprecated)]
    init.root_path.as_ref().map(std::path::PathBuf::from)
}

/// The message of a panic payload.
pub fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".into()
    }
}

/// Applies a notification (its parameters are moved, not copied: a
/// document's text is the largest thing the server holds).
fn notify(
    n: Notification,
    docs: &mut HashMap<String, Arc<Doc>>,
    pending: &Pending,
    diag: &diagnostics::Worker,
    config: &Config,
    cache: &nav::DiskCache,
) {
    match n.method.as_str() {
        notification::DidOpenTextDocument::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params)
            else {
                return;
            };
            let d = p.text_document;
            let doc = Arc::new(Doc::new(d.uri.clone(), d.version, d.text));
            docs.insert(d.uri.as_str().to_string(), doc.clone());
            diag.submit(doc);
        }
        notification::DidChangeTextDocument::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params)
            else {
                return;
            };
            let uri = p.text_document.uri;
            let Some(old) = docs.remove(uri.as_str()) else {
                return;
            };
            let doc = Arc::new(Doc::changed(
                old,
                p.text_document.version,
                &p.content_changes,
                config.enc,
            ));
            docs.insert(uri.as_str().to_string(), doc.clone());
            diag.submit(doc);
        }
        notification::DidCloseTextDocument::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params)
            else {
                return;
            };
            if let Some(doc) = docs.remove(p.text_document.uri.as_str()) {
                diag.close(&doc);
                if let Some(path) = &doc.path {
                    cache.forget(path);
                }
            }
        }
        notification::Cancel::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::CancelParams>(n.params) else {
                return;
            };
            let id: RequestId = match p.id {
                lsp_types::NumberOrString::Number(n) => n.into(),
                lsp_types::NumberOrString::String(s) => s.into(),
            };
            if let Some(c) = pending.lock().expect("pending").get(&id) {
                c.0.store(true, Ordering::Relaxed);
            }
        }
        notification::DidChangeWatchedFiles::METHOD => {
            if let Ok(p) =
                serde_json::from_value::<lsp_types::DidChangeWatchedFilesParams>(n.params)
            {
                for c in p.changes {
                    if let Some(path) = document::uri_path(&c.uri) {
                        cache.forget(&path);
                    }
                }
            }
        }
        _ => {}
    }
}

fn run_job(job: Job, sender: &Sender<Message>, pending: &Pending) {
    let Job { req, snap, cancel } = job;
    let id = req.id.clone();
    let method = req.method.clone();
    let outcome = if cancel.check().is_err() {
        Outcome::Cancelled
    } else {
        match std::panic::catch_unwind(AssertUnwindSafe(|| features::handle(&req, &snap, &cancel)))
        {
            Ok(o) => o,
            Err(p) => {
                let text = format!(
                    "hcl lsp: the {method} handler panicked: {}",
                    panic_text(&*p)
                );
                message(sender, false, lsp_types::MessageType::ERROR, text.clone());
                Outcome::Err(ErrorCode::InternalError, text)
            }
        }
    };
    pending.lock().expect("pending").remove(&id);
    let resp = match outcome {
        Outcome::Ok(v) => Response {
            id,
            result: Some(v),
            error: None,
        },
        Outcome::Err(code, msg) => Response::new_err(id, code as i32, msg),
        Outcome::Cancelled => Response::new_err(
            id,
            ErrorCode::RequestCanceled as i32,
            "cancelled".to_string(),
        ),
    };
    let _ = sender.send(resp.into());
}
