//! Diagnostics: exactly `hcl check`'s for a document's text (the same
//! function with the same limits), plus the schema's with a spec, computed
//! on their own thread and published with the version they are for. A
//! version that is no longer the document's current one when its turn
//! comes is skipped (a newer one is queued).

use super::document::Doc;
use super::text::Encoding;
use super::{message, panic_text, Config};
use crossbeam_channel::{Receiver, Sender};
use lsp_server::{Message, Notification};
use lsp_types::notification::Notification as _;
use lsp_types::{DiagnosticSeverity, PublishDiagnosticsParams, Uri};
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex};

enum Job {
    /// Check a document.
    Check(Arc<Doc>),
    /// A document was closed: clear its diagnostics.
    Closed,
}

/// The diagnostics thread.
pub struct Worker {
    tx: Sender<Job>,
    /// The current version of each open document.
    current: Arc<Mutex<HashMap<String, i32>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Worker {
    /// Start the thread; it publishes through `sender`.
    pub fn start(sender: Sender<Message>, config: Arc<Config>) -> Worker {
        let (tx, rx) = crossbeam_channel::unbounded();
        let current: Arc<Mutex<HashMap<String, i32>>> = Arc::default();
        let cur = current.clone();
        let thread = std::thread::spawn(move || run(rx, sender, cur, config));
        Worker {
            tx,
            current,
            thread: Some(thread),
        }
    }

    /// Check `doc` (its version becomes the current one).
    pub fn submit(&self, doc: Arc<Doc>) {
        self.current
            .lock()
            .expect("versions")
            .insert(doc.uri.as_str().to_string(), doc.version);
        let _ = self.tx.send(Job::Check(doc));
    }

    /// `doc` was closed: its diagnostics are cleared.
    pub fn close(&self, doc: &Doc) {
        self.current
            .lock()
            .expect("versions")
            .remove(doc.uri.as_str());
        let _ = self.tx.send(Job::Closed);
    }

    /// Stop the thread and wait for it.
    pub fn stop(mut self) {
        let (tx, _) = crossbeam_channel::unbounded();
        drop(std::mem::replace(&mut self.tx, tx));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn run(
    rx: Receiver<Job>,
    sender: Sender<Message>,
    current: Arc<Mutex<HashMap<String, i32>>>,
    config: Arc<Config>,
) {
    // documents whose diagnostics were published and that are now closed
    let mut published: HashMap<String, Uri> = HashMap::new();
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        jobs.extend(rx.try_iter());
        // the newest version of each document, in the order they came
        let mut latest: Vec<Arc<Doc>> = Vec::new();
        for j in jobs {
            if let Job::Check(doc) = j {
                match latest.iter_mut().find(|d| d.uri == doc.uri) {
                    Some(slot) => *slot = doc,
                    None => latest.push(doc),
                }
            }
        }
        for doc in latest {
            let is_current =
                current.lock().expect("versions").get(doc.uri.as_str()) == Some(&doc.version);
            if !is_current {
                continue;
            }
            let r = std::panic::catch_unwind(AssertUnwindSafe(|| diagnostics(&doc, &config)));
            let diags = match r {
                Ok(d) => d,
                Err(p) => {
                    message(
                        &sender,
                        true,
                        lsp_types::MessageType::ERROR,
                        format!(
                            "hcl lsp: computing the diagnostics of {} panicked: {}",
                            doc.name,
                            panic_text(&*p)
                        ),
                    );
                    continue;
                }
            };
            // closed meanwhile: nothing to publish
            let still =
                current.lock().expect("versions").get(doc.uri.as_str()) == Some(&doc.version);
            if !still {
                continue;
            }
            publish(&sender, doc.uri.clone(), Some(doc.version), diags);
            published.insert(doc.uri.as_str().to_string(), doc.uri.clone());
        }
        // clear the diagnostics of closed documents
        let open = current.lock().expect("versions").clone();
        let closed: Vec<String> = published
            .keys()
            .filter(|u| !open.contains_key(*u))
            .cloned()
            .collect();
        for k in closed {
            if let Some(u) = published.remove(&k) {
                publish(&sender, u, None, Vec::new());
            }
        }
    }
}

fn publish(
    sender: &Sender<Message>,
    uri: Uri,
    version: Option<i32>,
    diagnostics: Vec<lsp_types::Diagnostic>,
) {
    let n = Notification::new(
        lsp_types::notification::PublishDiagnostics::METHOD.into(),
        PublishDiagnosticsParams {
            uri,
            diagnostics,
            version,
        },
    );
    let _ = sender.send(n.into());
}

/// The LSP form of a diagnostic: its subject's range (the start of the
/// file without one), severity, and `summary` or `summary: detail`.
pub fn to_lsp(d: &hcl2::Diagnostic, doc: &Doc, enc: Encoding) -> lsp_types::Diagnostic {
    let (a, b) = d
        .subject
        .as_ref()
        .map(|r| (r.start.byte, r.end.byte))
        .unwrap_or((0, 0));
    let message = if d.detail.is_empty() {
        d.summary.clone()
    } else {
        format!("{}: {}", d.summary, d.detail)
    };
    lsp_types::Diagnostic {
        range: doc.lines.range(&doc.text, a, b, enc),
        severity: Some(if d.is_error() {
            DiagnosticSeverity::ERROR
        } else {
            DiagnosticSeverity::WARNING
        }),
        source: Some("hcl".into()),
        message,
        ..Default::default()
    }
}

/// A document's diagnostics: `hcl check`'s, then the schema's.
pub fn diagnostics(doc: &Doc, config: &Config) -> Vec<lsp_types::Diagnostic> {
    let limits = hcl2::Limits::default();
    let mut out = Vec::new();
    if let Some((_, diags)) = hcl2::check_syntax(doc.text.as_bytes(), &doc.name, doc.json, &limits)
    {
        out.extend(diags.iter().map(|d| to_lsp(d, doc, config.enc)));
    }
    // the schema's, over whatever parsed
    if let Some(spec) = &config.spec {
        if !doc.json {
            let diags = spec.check(&doc.text, &doc.name);
            out.extend(diags.iter().map(|d| to_lsp(d, doc, config.enc)));
        }
    }
    out
}
