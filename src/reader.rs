//! Reading a front end's LLVM IR (`.ll` text or bitcode) so that no input
//! ends the process: LLVM's parser, its verifier, its printer and its code
//! generator recurse once per level of a nested type, constant expression or
//! metadata node, and a deep enough one overflows any stack (llc-22 dies of
//! SIGSEGV on a struct type about 29,000 deep, on about 7,400 nested GEP
//! constant expressions, on a chain of about 29,000 metadata nodes).
//!
//! The bounds, measured and checked before anything recursive runs
//! (docs/reliability.md F24):
//!
//! - `.ll` text is scanned first, in one linear pass: brackets (`(`, `[`,
//!   `{`, `<`) may nest at most [`MAX_NESTING`] deep outside strings and
//!   comments (every nested type, constant expression and inline metadata
//!   node opens one); a named struct type may contain named types (which
//!   nest without brackets, `%t0 = type { %t1 }`) at most [`MAX_NESTING`]
//!   deep in all; and metadata nodes may reach other nodes (`!0 = !{!1}`)
//!   at most [`MAX_METADATA_DEPTH`] deep. Past a bound the input is refused
//!   at the line that passes it, before LLVM parses it.
//! - Bitcode has no text to scan: LLVM's reader builds the module without
//!   recursing, and the module is measured after it (types and constant
//!   expressions at most [`MAX_NESTING`] deep, metadata at most
//!   [`MAX_METADATA_DEPTH`]) before it is verified, printed or compiled.
//! - The reading, the checks and the code generation of LLVM IR run on a
//!   thread of [`LLVM_STACK`] bytes of stack, whatever the caller's stack.
//!   Inputs at the bounds take at most 11 MiB of it (measured: 1,000 nested
//!   GEP constant expressions 1.1 MiB, types 0.4 MiB; a chain of 16,384
//!   metadata nodes 4.6 MiB in LLVM's parser, 16,384 nested lexical blocks
//!   of debug info 11 MiB in LLVM's DWARF writer).
//!
//! The metadata bound is on the longest path through the graph of nodes in
//! which every strongly connected part (the nodes that reach each other,
//! as debug info's types and their members do) counts all its nodes: that
//! bounds how deep any recursive walk of it can go, in whatever order.
//!
//! Reading also does itself what LLVM's reader would do with debug info,
//! without its abort: LLVM runs its verifier on a module whose debug info is
//! of the current version and ends the process ("Broken module found,
//! compilation aborted!") where it fails. Here LLVM's upgrade is turned off
//! (`-disable-auto-upgrade-debug-info`, once per process, a process-wide
//! LLVM option) and debug info of another version is dropped, and so is
//! debug info that is (part of) the module's fault; any other fault is LLVM's
//! verifier's diagnostic from the check.

// `Diagnostic` is the crate's error everywhere, large as it is.
#![allow(clippy::result_large_err)]

use crate::diag::{Diagnostic, Span};
use inkwell::context::Context;
use inkwell::module::Module;
use llvm_sys::core as c;
use llvm_sys::prelude::*;
use std::collections::HashMap;

/// How deep brackets, types and constant expressions may nest.
pub const MAX_NESTING: usize = 1_000;

/// How deep metadata may reach (see the module's documentation).
pub const MAX_METADATA_DEPTH: usize = 16_384;

/// The stack the reading, checking and compiling of LLVM IR run on.
pub const LLVM_STACK: usize = 64 << 20;

/// `bytes` read into `ctx` (see the module's documentation), with the text
/// diagnostics point into (None for bitcode).
pub(crate) fn read<'c, 'b>(ctx: &'c Context, bytes: &'b [u8], name: &str) -> Result<(Module<'c>, Option<&'b str>), Diagnostic> {
    let text = std::str::from_utf8(bytes).ok().filter(|t| !t.starts_with("BC"));
    let bitcode = bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(b"\xDE\xC0\x17\x0B");
    if !bitcode {
        // LLVM's lexer takes bytes that are not UTF-8 (in a comment, a
        // string): the scan reads bytes too.
        scan_text(bytes)?;
    }
    disable_debug_info_upgrade();
    // The float literals of LLVM's newer printer, in LLVM 22's spelling
    // (crate::float_literals); the text diagnostics point into stays.
    let rewritten = if bitcode { None } else { crate::float_literals::rewrite(bytes) };
    let parsed = rewritten.as_ref().map_or(bytes, |r| &r.bytes[..]);
    let buf = llvm_buffer(parsed, name).ok_or_else(|| Diagnostic::error("input", format!("cannot read '{name}': out of memory (LLVM could not take a copy of its {} bytes)", bytes.len())))?;
    let read = || {
        let module = parse_ir(ctx, &buf).map_err(|e| {
            let e = rewritten.as_ref().map_or_else(|| e.clone(), |r| r.original_error(e.trim(), name, bytes));
            Diagnostic::error("input", format!("'{name}' is not LLVM IR that LLVM 22 reads: {}", e.trim()))
        })?;
        if text.is_none() || bitcode {
            measure(&module).map_err(|d| Diagnostic { message: format!("'{name}': {}", d.message), ..d })?;
        }
        // libNVVM's spellings of NVVM intrinsics as LLVM 22's (crate::libnvvm).
        crate::libnvvm::upgrade(&module);
        check_module_flags(&module).map_err(|d| Diagnostic { message: format!("'{name}': {}", d.message), ..d })?;
        upgrade_debug_info(&module, parsed, name);
        Ok((module, text))
    };
    // Bitcode is read under a bound on what LLVM may allocate, and its
    // crashes are the input's, where the program asked for it
    // (crate::oom::bound_bitcode_reads).
    if bitcode { crate::oom::guarded_bitcode_read(name, bytes.len(), read) } else { read() }
}

/// `buf` parsed into `ctx` as LLVM IR (text or bitcode). LLVM 22's parser
/// (`LLVMParseIRInContext2`) leaves the buffer with its caller, and inkwell
/// 0.11's `Context::create_module_from_ir` still forgets it as the older
/// API's callers had to: a copy of every input leaked (20 KiB per Triton
/// softmax compiled in one process). Here the buffer is dropped by its owner.
fn parse_ir<'c>(ctx: &'c Context, buf: &inkwell::memory_buffer::MemoryBuffer<'_>) -> Result<Module<'c>, String> {
    let (mut module, mut error) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a live context and buffer; LLVM reads the buffer and does not
    // keep it; on failure it sets `error` to a message we own.
    let failed = unsafe { llvm_sys::ir_reader::LLVMParseIRInContext2(ctx.raw(), buf.as_mut_ptr(), &mut module, &mut error) } != 0;
    if failed {
        // SAFETY: LLVM's message (or null), disposed once read.
        let text = if error.is_null() { String::from("LLVM could not read it") } else { unsafe { std::ffi::CStr::from_ptr(error).to_string_lossy().into_owned() } };
        if !error.is_null() {
            // SAFETY: as above.
            unsafe { c::LLVMDisposeMessage(error) };
        }
        return Err(text);
    }
    // SAFETY: a module LLVM just made in `ctx`, owned from here by the wrapper.
    Ok(unsafe { Module::new(module) })
}

/// Each `llvm.module.flags` entry has a behaviour, a name string and a
/// value. LLVM's `Module::getModuleFlag` (the debug-info version is read
/// through it before LLVM's verifier runs) reads every entry's second
/// operand as a string unchecked and dies of SIGSEGV on one that is not.
fn check_module_flags(m: &Module<'_>) -> Result<(), Diagnostic> {
    let name = c"llvm.module.flags";
    // SAFETY: a live module; LLVM writes as many nodes as it counted, and
    // each node's operands likewise.
    unsafe {
        let n = c::LLVMGetNamedMetadataNumOperands(m.as_mut_ptr(), name.as_ptr()) as usize;
        let mut flags = vec![std::ptr::null_mut(); n];
        c::LLVMGetNamedMetadataOperands(m.as_mut_ptr(), name.as_ptr(), flags.as_mut_ptr());
        for (i, &flag) in flags.iter().enumerate() {
            let count = if flag.is_null() { 0 } else { c::LLVMGetMDNodeNumOperands(flag) as usize };
            let mut ops = vec![std::ptr::null_mut(); count];
            if count > 0 {
                c::LLVMGetMDNodeOperands(flag, ops.as_mut_ptr());
            }
            let mut len = 0;
            let named = count >= 3 && !ops[1].is_null() && !c::LLVMGetMDString(ops[1], &mut len).is_null();
            if !named {
                return Err(Diagnostic::error("metadata", format!("module flag {} of 'llvm.module.flags' is not {{behaviour, !\"name\", value}}", i + 1))
                    .note("LLVM reads each flag's name unchecked and dies of SIGSEGV on one that has none (llc-22 too)"));
            }
        }
    }
    Ok(())
}

/// `bytes` as text for a diagnostic's snippet: each byte that is not UTF-8
/// is a `?`, so that the scan's byte offsets stay where they were.
pub fn listing(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        s.push_str(chunk.valid());
        s.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    s
}

/// A copy of `bytes` in an LLVM memory buffer; None where LLVM could not
/// allocate it (inkwell's own constructor panics then).
fn llvm_buffer(bytes: &[u8], name: &str) -> Option<inkwell::memory_buffer::MemoryBuffer<'static>> {
    let name = std::ffi::CString::new(name.replace('\0', "?")).unwrap_or_default();
    // SAFETY: LLVM copies `bytes` (pointer and length of a live slice) and
    // the name; it returns null where the copy could not be allocated.
    let raw = unsafe { c::LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr().cast(), bytes.len(), name.as_ptr()) };
    // SAFETY: a non-null buffer from LLVM, owned by the wrapper from here.
    (!raw.is_null()).then(|| unsafe { inkwell::memory_buffer::MemoryBuffer::new(raw) })
}

/// Turns off LLVM's upgrade of debug info at reading (see the module's
/// documentation); once per process.
fn disable_debug_info_upgrade() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [c"nvvm-lower".as_ptr(), c"-disable-auto-upgrade-debug-info".as_ptr()];
        // SAFETY: two NUL-terminated strings that outlive the call; LLVM
        // reports a bad option to the overview's stream, not by exiting.
        unsafe { llvm_sys::support::LLVMParseCommandLineOptions(2, args.as_ptr(), c"".as_ptr()) };
    });
}

/// LLVM's debug-info upgrade without its abort: debug info of another
/// version goes, and so does debug info that is all LLVM's verifier finds
/// wrong (a second reading of `bytes` without it verifies: a module LLVM
/// cannot verify is not one to clone).
fn upgrade_debug_info(m: &Module<'_>, bytes: &[u8], name: &str) {
    use llvm_sys::debuginfo as di;
    // SAFETY: `m` is a live module.
    unsafe {
        let raw = m.as_mut_ptr();
        if di::LLVMGetModuleDebugMetadataVersion(raw) != di::LLVMDebugMetadataVersion() {
            di::LLVMStripModuleDebugInfo(raw);
            return;
        }
    }
    let Err(with) = m.verify() else { return };
    let ctx = Context::create();
    let Some(buf) = llvm_buffer(bytes, name) else { return };
    let Ok(again) = parse_ir(&ctx, &buf) else { return };
    // SAFETY: `again` is a live module.
    unsafe { di::LLVMStripModuleDebugInfo(again.as_mut_ptr()) };
    // Without its debug info the module verifies, or fails otherwise: the
    // debug info was (part of) the fault, and goes, so that the verifier's
    // diagnostic is the module's other fault.
    if again.verify().map_err(|e| e.to_string()) != Err(with.to_string()) {
        // SAFETY: `m` is a live module.
        unsafe { di::LLVMStripModuleDebugInfo(m.as_mut_ptr()) };
    }
}

/// Runs `f` on a thread of [`LLVM_STACK`] bytes of stack (on this one where
/// it already is such a thread, or where the system gives no such thread:
/// an address-space limit of a few hundred MiB).
///
/// The thread is this thread's worker, started at the first call and kept
/// until this thread ends: it keeps what LLVM builds once per thread (the
/// target machines and code-generation pipelines of [`crate::backend`]),
/// which a thread per call built again for every module.
pub(crate) fn on_llvm_stack<T>(f: impl FnOnce() -> T) -> T {
    if ON_LLVM_STACK.get() {
        return f();
    }
    let mut job = Some(f);
    let mut result: Option<std::thread::Result<T>> = None;
    let ran = WORKER.with(|w| {
        let Some(mut worker) = w.get_or_start() else { return false };
        let (job, result) = (Crossing(&raw mut job), Crossing(&raw mut result));
        let task: Box<dyn FnOnce() + Send + '_> = Box::new(move || {
            // The whole Crossings move in, not their pointer fields.
            let (job, result) = (job, result);
            // SAFETY: the caller waits below until this has run, so `job`
            // and `result` (its frame's) are live and touched by this
            // thread alone meanwhile.
            let (job, result) = unsafe { (&mut *job.0, &mut *result.0) };
            let f = job.take().expect("a job runs once");
            *result = Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)));
        });
        // SAFETY: the task borrows this frame, which outlives it: `run`
        // returns only once the worker has run (or dropped) it.
        let task: Box<dyn FnOnce() + Send + 'static> = unsafe { std::mem::transmute(task) };
        worker.run(task)
    });
    match (ran, result) {
        (true, Some(Ok(r))) => r,
        (true, Some(Err(panic))) => std::panic::resume_unwind(panic),
        _ => job.take().expect("a job that did not run is still there")(),
    }
}

thread_local! {
    static ON_LLVM_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static WORKER: LlvmWorker = const { LlvmWorker(std::cell::RefCell::new(None)) };
}

/// A pointer that crosses to the worker while its owner waits.
struct Crossing<T>(*mut T);
// SAFETY: the owner blocks until the worker is done with it (on_llvm_stack).
unsafe impl<T> Send for Crossing<T> {}

type Task = Box<dyn FnOnce() + Send + 'static>;

/// One thread's worker on a large stack: tasks in, a signal out per task.
struct LlvmWorker(std::cell::RefCell<Option<Running>>);

struct Running {
    tasks: std::sync::mpsc::Sender<Task>,
    done: std::sync::mpsc::Receiver<()>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl LlvmWorker {
    fn get_or_start(&self) -> Option<std::cell::RefMut<'_, Running>> {
        let mut slot = self.0.borrow_mut();
        if slot.is_none() {
            let (tasks, inbox) = std::sync::mpsc::channel::<Task>();
            let (signal, done) = std::sync::mpsc::channel();
            let thread = std::thread::Builder::new()
                .name("nvvm-lower-llvm".into())
                .stack_size(LLVM_STACK)
                .spawn(move || {
                    ON_LLVM_STACK.set(true);
                    for task in inbox {
                        task();
                        if signal.send(()).is_err() {
                            break;
                        }
                    }
                })
                .ok()?;
            *slot = Some(Running { tasks, done, thread: Some(thread) });
        }
        Some(std::cell::RefMut::map(slot, |s| s.as_mut().expect("started above")))
    }
}

impl Running {
    /// Runs `task` on the worker and waits for it; false when the worker
    /// is gone (the task did not run).
    fn run(&mut self, task: Task) -> bool {
        self.tasks.send(task).is_ok() && self.done.recv().is_ok()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // The worker ends when its inbox closes; waiting for it means its
        // thread-local LLVM objects are gone before this thread's exit
        // goes on to LLVM's own static destructors.
        let (closed, _) = std::sync::mpsc::channel();
        drop(std::mem::replace(&mut self.tasks, closed));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Scans `.ll` text for the bounds (see the module's documentation); an
/// error points at where the text passes one.
fn scan_text(b: &[u8]) -> Result<(), Diagnostic> {
    let mut depth = 0usize;
    let mut deepest = 0usize;
    let mut first_over = None;
    let mut md = Graph::default();
    let mut md_ids: HashMap<u64, u32> = HashMap::new();
    let mut md_refs: Vec<(u32, u64)> = Vec::new();
    // The `scope:` and `inlinedAt:` fields of debug info: a chain of them
    // must end (scopes form a tree; call sites a list).
    let mut chain_refs: Vec<(u32, u64)> = Vec::new();
    let mut ty = Graph::default();
    let mut ty_ids: HashMap<&[u8], u32> = HashMap::new();
    let mut ty_refs: Vec<(u32, &[u8])> = Vec::new();
    // The definition being read: metadata or a named type, its node, and
    // whether its value has opened a bracket.
    let mut def: Option<(bool, u32, bool)> = None;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b';' => {
                // LLVM's lexer ends a comment at a carriage return too.
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                // A C comment, as LLVM's lexer takes them (not nested).
                i = b[i + 2..].windows(2).position(|w| w == b"*/").map_or(b.len(), |p| i + 2 + p + 2);
                continue;
            }
            b'"' => {
                i = skip_string(b, i);
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                if depth > deepest {
                    deepest = depth;
                    if depth > MAX_NESTING && first_over.is_none() {
                        first_over = Some(i);
                    }
                }
                if let Some((is_md, n, opened)) = &mut def {
                    *opened = true;
                    let g = if *is_md { &mut md } else { &mut ty };
                    g.weight[*n as usize] = g.weight[*n as usize].max(depth as u32);
                }
            }
            b')' | b']' | b'}' | b'>' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && def.is_some_and(|d| d.2) {
                    def = None;
                }
            }
            b'!' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                let end = i + 1 + b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
                let id: u64 = std::str::from_utf8(&b[i + 1..end]).ok().and_then(|d| d.parse().ok()).unwrap_or(u64::MAX);
                if depth == 0 && followed_by(b, end, b"=") {
                    let n = *md_ids.entry(id).or_insert_with(|| md.node(i));
                    md.at[n as usize] = i;
                    def = Some((true, n, false));
                } else if let Some((true, n, _)) = def {
                    md_refs.push((n, id));
                    if after_field(b, i, b"scope:") || after_field(b, i, b"inlinedAt:") {
                        chain_refs.push((n, id));
                    }
                }
                i = end;
                continue;
            }
            b'!' if b.get(i + 1) == Some(&b'"') => {
                i = skip_string(b, i + 1);
                continue;
            }
            b'%' => {
                let end = if b.get(i + 1) == Some(&b'"') { skip_string(b, i + 1) } else { i + 1 + b[i + 1..].iter().take_while(|&&c| is_ident(c)).count() };
                let name = &b[i + 1..end];
                if depth == 0 && followed_by(b, end, b"=") && followed_by(b, after(b, end, b'='), b"type") {
                    let n = *ty_ids.entry(name).or_insert_with(|| ty.node(i));
                    ty.at[n as usize] = i;
                    def = Some((false, n, false));
                } else if let Some((false, n, _)) = def {
                    ty_refs.push((n, name));
                }
                i = end;
                continue;
            }
            b'o' if def.is_some_and(|d| !d.0 && !d.2) && b[i..].starts_with(b"opaque") => def = None,
            b'a' if b[i..].starts_with(b"asm") && (i == 0 || !is_ident(b[i - 1])) && !b.get(i + 3).is_some_and(|&c| is_ident(c)) => {
                if let Some((lo, hi)) = asm_constraint_string(b, i + 3) {
                    let constraints = unescape(&b[lo..hi]);
                    if let Some(at) = crate::ptx_asm::constraint_overrun(&constraints) {
                        let shown = String::from_utf8_lossy(&constraints);
                        let at = shown.char_indices().map(|(k, _)| k).find(|&k| k >= at).unwrap_or(0);
                        return Err(Diagnostic::error("inline-ptx", format!("this inline asm {}", crate::ptx_asm::overrun_message(&shown, at)))
                            .at(Span::new(lo - 1, hi + 1)));
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(at) = first_over {
        return Err(Diagnostic::error("depth", format!("brackets nested {deepest} deep, past the limit of {MAX_NESTING}"))
            .at(Span::new(at, at + 1))
            .note("each level of a nested type, constant expression or metadata node is a level of recursion in LLVM's parser, verifier and code generator, which would overflow the stack"));
    }
    let mut chains = vec![Vec::new(); md.at.len()];
    for (n, id) in chain_refs {
        if let Some(&to) = md_ids.get(&id) {
            chains[n as usize].push(to);
        }
    }
    if let Some(node) = first_cycle(&chains) {
        let at = md.at[node];
        let end = at + 1 + b[at + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        return Err(Diagnostic::error("metadata", format!("debug info node '{}' is its own scope or call site (through 'scope:' and 'inlinedAt:' fields)", String::from_utf8_lossy(&b[at..end])))
            .at(Span::new(at, end))
            .note("scopes form a tree and call sites a list; LLVM's verifier follows the chain and never ends (llc-22 too)"));
    }
    for (n, id) in md_refs {
        if let Some(&to) = md_ids.get(&id) {
            md.edges[n as usize].push(to);
        }
    }
    for (n, name) in ty_refs {
        if let Some(&to) = ty_ids.get(name) {
            ty.edges[n as usize].push(to);
        }
    }
    if let Some((total, node)) = ty.deepest().filter(|&(t, _)| t > MAX_NESTING as u64) {
        let at = ty.at[node];
        let end = at + 1 + b[at + 1..].iter().take_while(|&&c| is_ident(c) || c == b'"').count();
        return Err(Diagnostic::error("depth", format!("named type '{}' nests types {total} deep (through the named types it contains), past the limit of {MAX_NESTING}", String::from_utf8_lossy(&b[at..end])))
            .at(Span::new(at, end))
            .note("each level of a nested type is a level of recursion in LLVM's parser and code generator, which would overflow the stack"));
    }
    if let Some((total, node)) = md.deepest().filter(|&(t, _)| t > MAX_METADATA_DEPTH as u64) {
        let at = md.at[node];
        let end = at + 1 + b[at + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        return Err(Diagnostic::error("depth", format!("metadata node '{}' reaches nodes {total} deep, past the limit of {MAX_METADATA_DEPTH}", String::from_utf8_lossy(&b[at..end])))
            .at(Span::new(at, end))
            .note("each node on a path of metadata is a level of recursion in LLVM's parser and verifier, which would overflow the stack"));
    }
    Ok(())
}

/// The constraint string (the bytes between its quotes) of the inline asm
/// whose `asm` keyword ends at `i`: `asm [sideeffect] [alignstack]
/// [inteldialect] [unwind] "text", "constraints"`. None for anything else
/// (`module asm "..."` has no constraints).
fn asm_constraint_string(b: &[u8], mut i: usize) -> Option<(usize, usize)> {
    let space = |b: &[u8], i: usize| i + b[i.min(b.len())..].iter().take_while(|&&c| is_space(c)).count();
    loop {
        i = space(b, i);
        let word = b[i.min(b.len())..].iter().take_while(|&&c| is_ident(c)).count();
        if word == 0 {
            break;
        }
        i += word;
    }
    if b.get(i) != Some(&b'"') {
        return None;
    }
    i = space(b, skip_string(b, i));
    if b.get(i) != Some(&b',') {
        return None;
    }
    i = space(b, i + 1);
    if b.get(i) != Some(&b'"') {
        return None;
    }
    let end = skip_string(b, i);
    (end <= b.len() && b.get(end - 1) == Some(&b'"') && end > i + 1).then_some((i + 1, end - 1))
}

/// An LLVM string literal's bytes: `\\` is a backslash, `\XX` the byte XX.
fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let hex = |k: usize| s.get(k).and_then(|&c| (c as char).to_digit(16));
        match (s[i], hex(i + 1), hex(i + 2)) {
            (b'\\', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b'\\', _, _) if s.get(i + 1) == Some(&b'\\') => {
                out.push(b'\\');
                i += 2;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Whether the metadata reference at `i` is the value of field `name`
/// (`scope: !3`).
fn after_field(b: &[u8], i: usize, name: &[u8]) -> bool {
    let before = &b[..i];
    let end = before.len() - before.iter().rev().take_while(|&&c| is_space(c)).count();
    end >= name.len() && &before[end - name.len()..end] == name && (end == name.len() || !is_ident(before[end - name.len() - 1]))
}

/// A node on a cycle of `edges`, if there is one (an iterative depth-first
/// walk: the chains can be as long as the file).
fn first_cycle(edges: &[Vec<u32>]) -> Option<usize> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; edges.len()];
    let mut walk: Vec<(usize, usize)> = Vec::new();
    for root in 0..edges.len() {
        if state[root] != NEW {
            continue;
        }
        state[root] = OPEN;
        walk.push((root, 0));
        while let Some(&mut (n, ref mut next)) = walk.last_mut() {
            match edges[n].get(*next) {
                Some(&to) => {
                    *next += 1;
                    match state[to as usize] {
                        OPEN => return Some(to as usize),
                        NEW => {
                            state[to as usize] = OPEN;
                            walk.push((to as usize, 0));
                        }
                        _ => {}
                    }
                }
                None => {
                    state[n] = DONE;
                    walk.pop();
                }
            }
        }
    }
    None
}

/// Space between tokens as LLVM's lexer takes it: a NUL byte inside the
/// text is space too (`asm\0sideeffect` is `asm sideeffect`).
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0)
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// The index after the string that starts with the quote at `i` (LLVM's
/// strings escape a quote as `\22`, so the next quote ends it).
fn skip_string(b: &[u8], i: usize) -> usize {
    b[i + 1..].iter().position(|&c| c == b'"').map_or(b.len(), |p| i + p + 2)
}

/// Whether `word` comes next after spaces from `i` (a lone `=`, not `==`).
fn followed_by(b: &[u8], i: usize, word: &[u8]) -> bool {
    let at = i + b[i.min(b.len())..].iter().take_while(|&&c| is_space(c)).count();
    b[at.min(b.len())..].starts_with(word) && !b.get(at + word.len()).is_some_and(|&c| if word == b"=" { c == b'=' } else { is_ident(c) })
}

/// The index after the next `c` from `i`.
fn after(b: &[u8], i: usize, c: u8) -> usize {
    b[i..].iter().position(|&x| x == c).map_or(b.len(), |p| i + p + 1)
}

/// A graph of weighted nodes (metadata nodes, named types; the weight the
/// levels of its own nesting), for its deepest path.
#[derive(Default)]
struct Graph {
    weight: Vec<u32>,
    edges: Vec<Vec<u32>>,
    /// Where each node is defined (a byte offset), for the diagnostic.
    at: Vec<usize>,
}

impl Graph {
    fn node(&mut self, at: usize) -> u32 {
        self.weight.push(1);
        self.edges.push(Vec::new());
        self.at.push(at);
        (self.weight.len() - 1) as u32
    }

    /// The heaviest path, each strongly connected part counted whole (the
    /// sum of its nodes' weights), and a node where it starts; None for no
    /// nodes. Tarjan's algorithm with a stack of its own: each part is found
    /// after every part it reaches, so its path's weight is known then.
    fn deepest(&self) -> Option<(u64, usize)> {
        const NEW: u32 = u32::MAX;
        let n = self.weight.len();
        let (mut index, mut low, mut part) = (vec![NEW; n], vec![0u32; n], vec![NEW; n]);
        let mut on_stack = vec![false; n];
        // Tarjan's stack, the walk's own stack of (node, next edge), and each
        // part's heaviest path.
        let (mut stack, mut calls, mut heaviest): (Vec<u32>, Vec<(usize, usize)>, Vec<u64>) = (Vec::new(), Vec::new(), Vec::new());
        let mut next = 0u32;
        let mut best: Option<(u64, usize)> = None;
        for root in 0..n {
            if index[root] != NEW {
                continue;
            }
            calls.push((root, 0));
            while let Some(&(v, e)) = calls.last() {
                if e == 0 && index[v] == NEW {
                    index[v] = next;
                    low[v] = next;
                    next += 1;
                    stack.push(v as u32);
                    on_stack[v] = true;
                }
                if let Some(&w) = self.edges[v].get(e) {
                    calls.last_mut().expect("v's call").1 += 1;
                    let w = w as usize;
                    if index[w] == NEW {
                        calls.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(u, _)) = calls.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    let id = heaviest.len() as u32;
                    let start = stack.iter().rposition(|&x| x as usize == v).expect("v is on the stack");
                    let members: Vec<u32> = stack.drain(start..).collect();
                    let mut own = 0u64;
                    for &m in &members {
                        on_stack[m as usize] = false;
                        part[m as usize] = id;
                        own += u64::from(self.weight[m as usize]);
                    }
                    let below = members.iter().flat_map(|&m| &self.edges[m as usize]).filter(|&&w| part[w as usize] != id).map(|&w| heaviest[part[w as usize] as usize]).max().unwrap_or(0);
                    heaviest.push(own + below);
                    if best.is_none_or(|(b, _)| own + below > b) {
                        best = Some((own + below, v));
                    }
                }
            }
        }
        best
    }
}

/// Measures a module LLVM read without scanning text (bitcode): its types
/// and constant expressions at most [`MAX_NESTING`] deep, its metadata at
/// most [`MAX_METADATA_DEPTH`]. Every walk keeps a stack of its own.
fn measure(m: &Module) -> Result<(), Diagnostic> {
    let mut w = Measure::default();
    // SAFETY: every handle comes from the live module `m` and is used while
    // it lives; the metadata entries are disposed after use.
    unsafe {
        let ctx = c::LLVMGetModuleContext(m.as_mut_ptr());
        let mut g = c::LLVMGetFirstGlobal(m.as_mut_ptr());
        while !g.is_null() {
            w.ty(c::LLVMGlobalGetValueType(g))?;
            let init = c::LLVMGetInitializer(g);
            if !init.is_null() {
                w.value(init)?;
            }
            w.attachments(g);
            g = c::LLVMGetNextGlobal(g);
        }
        let mut f = c::LLVMGetFirstFunction(m.as_mut_ptr());
        while !f.is_null() {
            w.ty(c::LLVMGlobalGetValueType(f))?;
            w.attachments(f);
            let mut bb = c::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = c::LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    w.instruction(i)?;
                    i = c::LLVMGetNextInstruction(i);
                }
                bb = c::LLVMGetNextBasicBlock(bb);
            }
            f = c::LLVMGetNextFunction(f);
        }
        let mut nmd = c::LLVMGetFirstNamedMetadata(m.as_mut_ptr());
        while !nmd.is_null() {
            let mut len = 0;
            let name = c::LLVMGetNamedMetadataName(nmd, &mut len);
            let count = c::LLVMGetNamedMetadataNumOperands(m.as_mut_ptr(), name);
            let mut ops = vec![std::ptr::null_mut(); count as usize];
            c::LLVMGetNamedMetadataOperands(m.as_mut_ptr(), name, ops.as_mut_ptr());
            for op in ops {
                w.metadata_value(op);
            }
            nmd = c::LLVMGetNextNamedMetadata(nmd);
        }
        let (mut values, mut i) = (Vec::new(), 0);
        while i < w.md.weight.len() {
            // Each node's operands, found once: its edges, and the
            // constants it holds (measured as values).
            let node = w.md_nodes[i];
            let v = c::LLVMMetadataAsValue(ctx, node);
            let count = c::LLVMGetMDNodeNumOperands(v);
            let mut ops = vec![std::ptr::null_mut(); count as usize];
            c::LLVMGetMDNodeOperands(v, ops.as_mut_ptr());
            for op in ops.into_iter().filter(|o| !o.is_null()) {
                if let Some(to) = w.metadata_value(op) {
                    w.md.edges[i].push(to);
                } else if !c::LLVMIsAConstant(op).is_null() {
                    values.push(op);
                }
            }
            i += 1;
        }
        for v in values {
            w.value(v)?;
        }
    }
    if let Some((total, _)) = w.md.deepest().filter(|&(t, _)| t > MAX_METADATA_DEPTH as u64) {
        return Err(Diagnostic::error("depth", format!("its metadata reaches nodes {total} deep, past the limit of {MAX_METADATA_DEPTH}")).note("each node on a path of metadata is a level of recursion in LLVM's verifier and code generator, which would overflow the stack"));
    }
    Ok(())
}

/// The walks of [`measure`]: the depth of each type and constant met, and
/// the graph of metadata nodes.
#[derive(Default)]
struct Measure {
    types: HashMap<LLVMTypeRef, u32>,
    values: HashMap<LLVMValueRef, u32>,
    md: Graph,
    md_ids: HashMap<LLVMMetadataRef, u32>,
    md_nodes: Vec<LLVMMetadataRef>,
}

impl Measure {
    /// `t`'s depth, at most [`MAX_NESTING`].
    unsafe fn ty(&mut self, t: LLVMTypeRef) -> Result<u32, Diagnostic> {
        use llvm_sys::LLVMTypeKind as K;
        if let Some(&d) = self.types.get(&t) {
            return Ok(d);
        }
        // Post-order with a stack of its own: a type's depth once its parts'.
        let mut walking = std::collections::HashSet::new();
        let mut stack = vec![(t, false)];
        while let Some((t, parts_done)) = stack.pop() {
            if self.types.contains_key(&t) || (!parts_done && !walking.insert(t)) {
                continue;
            }
            // SAFETY: `t` is a live type of the module's context.
            let parts: Vec<LLVMTypeRef> = unsafe {
                match c::LLVMGetTypeKind(t) {
                    K::LLVMStructTypeKind => (0..c::LLVMCountStructElementTypes(t)).map(|i| c::LLVMStructGetTypeAtIndex(t, i)).collect(),
                    K::LLVMArrayTypeKind | K::LLVMVectorTypeKind | K::LLVMScalableVectorTypeKind => vec![c::LLVMGetElementType(t)],
                    K::LLVMFunctionTypeKind => {
                        let mut params = vec![std::ptr::null_mut(); c::LLVMCountParamTypes(t) as usize];
                        c::LLVMGetParamTypes(t, params.as_mut_ptr());
                        params.push(c::LLVMGetReturnType(t));
                        params
                    }
                    _ => Vec::new(),
                }
            };
            if parts_done {
                // A part still being walked (a struct containing itself, which
                // no valid module has) counts as a leaf.
                // Scalars are 0 deep, each aggregate a level.
                let d = if parts.is_empty() { 0 } else { 1 + parts.iter().filter_map(|p| self.types.get(p)).max().copied().unwrap_or(0) };
                if d as usize > MAX_NESTING {
                    return Err(Diagnostic::error("depth", format!("a type nests more than {MAX_NESTING} deep, past the limit")).note("each level of a nested type is a level of recursion in LLVM's verifier and code generator, which would overflow the stack"));
                }
                self.types.insert(t, d);
                walking.remove(&t);
            } else {
                stack.push((t, true));
                stack.extend(parts.into_iter().filter(|p| !self.types.contains_key(p) && !walking.contains(p)).map(|p| (p, false)));
            }
        }
        Ok(self.types.get(&t).copied().unwrap_or(0))
    }

    /// Measures constant `v` (its type too); instructions and globals are
    /// leaves.
    unsafe fn value(&mut self, v: LLVMValueRef) -> Result<(), Diagnostic> {
        // SAFETY: live values of the module.
        unsafe {
            if c::LLVMIsAConstant(v).is_null() || !c::LLVMIsAGlobalValue(v).is_null() || self.values.contains_key(&v) {
                return Ok(());
            }
            let mut walking = std::collections::HashSet::new();
            let mut stack = vec![(v, false)];
            while let Some((v, parts_done)) = stack.pop() {
                if self.values.contains_key(&v) || (!parts_done && !walking.insert(v)) {
                    continue;
                }
                let parts: Vec<LLVMValueRef> = (0..c::LLVMGetNumOperands(v).max(0) as u32).map(|i| c::LLVMGetOperand(v, i)).filter(|o| !o.is_null() && !c::LLVMIsAConstant(*o).is_null() && c::LLVMIsAGlobalValue(*o).is_null()).collect();
                if parts_done {
                    self.ty(c::LLVMTypeOf(v))?;
                    // Constants without constant operands are 0 deep,
                    // each expression or aggregate a level.
                    let all = c::LLVMGetNumOperands(v) > 0;
                    let d = if all { 1 + parts.iter().filter_map(|p| self.values.get(p)).max().copied().unwrap_or(0) } else { 0 };
                    if d as usize > MAX_NESTING {
                        return Err(Diagnostic::error("depth", format!("a constant expression nests more than {MAX_NESTING} deep, past the limit")).note("each level of a nested constant is a level of recursion in LLVM's verifier, printer and code generator, which would overflow the stack"));
                    }
                    self.values.insert(v, d);
                    walking.remove(&v);
                } else {
                    stack.push((v, true));
                    stack.extend(parts.into_iter().filter(|p| !self.values.contains_key(p) && !walking.contains(p)).map(|p| (p, false)));
                }
            }
            Ok(())
        }
    }

    unsafe fn instruction(&mut self, i: LLVMValueRef) -> Result<(), Diagnostic> {
        // SAFETY: a live instruction of the module.
        unsafe {
            self.ty(c::LLVMTypeOf(i))?;
            if !c::LLVMIsAAllocaInst(i).is_null() {
                self.ty(c::LLVMGetAllocatedType(i))?;
            }
            if !c::LLVMIsAGetElementPtrInst(i).is_null() {
                self.ty(c::LLVMGetGEPSourceElementType(i))?;
            }
            if !c::LLVMIsACallInst(i).is_null() {
                self.ty(c::LLVMGetCalledFunctionType(i))?;
            }
            for k in 0..c::LLVMGetNumOperands(i).max(0) as u32 {
                let op = c::LLVMGetOperand(i, k);
                if op.is_null() {
                    continue;
                }
                if self.metadata_value(op).is_none() {
                    self.value(op)?;
                }
            }
            self.metadata_ref(llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(i));
            let mut n = 0;
            let entries = c::LLVMInstructionGetAllMetadataOtherThanDebugLoc(i, &mut n);
            self.entries(entries, n);
            let mut r = c::LLVMGetFirstDbgRecord(i);
            while !r.is_null() {
                self.metadata_ref(c::LLVMDbgRecordGetDebugLoc(r));
                if c::LLVMDbgRecordGetKind(r) != llvm_sys::LLVMDbgRecordKind::LLVMDbgRecordLabel {
                    self.metadata_ref(c::LLVMDbgVariableRecordGetVariable(r));
                    self.metadata_ref(c::LLVMDbgVariableRecordGetExpression(r));
                }
                r = c::LLVMGetNextDbgRecord(r);
            }
            Ok(())
        }
    }

    unsafe fn attachments(&mut self, g: LLVMValueRef) {
        let mut n = 0;
        // SAFETY: a live global object.
        let entries = unsafe { c::LLVMGlobalCopyAllMetadata(g, &mut n) };
        unsafe { self.entries(entries, n) };
    }

    unsafe fn entries(&mut self, entries: *mut LLVMValueMetadataEntry, n: usize) {
        if entries.is_null() {
            return;
        }
        // SAFETY: `n` entries from LLVM, disposed here.
        unsafe {
            for k in 0..n as u32 {
                self.metadata_ref(c::LLVMValueMetadataEntriesGetMetadata(entries, k));
            }
            c::LLVMDisposeValueMetadataEntries(entries);
        }
    }

    /// The node of metadata `md` (None for other metadata: a string, a
    /// value).
    unsafe fn metadata_ref(&mut self, md: LLVMMetadataRef) -> Option<u32> {
        if md.is_null() {
            return None;
        }
        if let Some(&n) = self.md_ids.get(&md) {
            return Some(n);
        }
        // Every kind of metadata but these is a node (an MDNode).
        use llvm_sys::debuginfo::LLVMMetadataKind as K;
        // SAFETY: live metadata of the module's context.
        let kind = unsafe { llvm_sys::debuginfo::LLVMGetMetadataKind(md) };
        let is_node = !matches!(kind, K::LLVMMDStringMetadataKind | K::LLVMConstantAsMetadataMetadataKind | K::LLVMLocalAsMetadataMetadataKind | K::LLVMDistinctMDOperandPlaceholderMetadataKind | K::LLVMDIArgListMetadataKind);
        if !is_node {
            return None;
        }
        let n = self.md.node(0);
        self.md_ids.insert(md, n);
        self.md_nodes.push(md);
        Some(n)
    }

    /// The node of metadata value `v` (a `metadata` operand, a named
    /// metadata's or a node's operand), if it is one.
    unsafe fn metadata_value(&mut self, v: LLVMValueRef) -> Option<u32> {
        // SAFETY: a live value.
        unsafe {
            if c::LLVMIsAMDNode(v).is_null() {
                return None;
            }
            self.metadata_ref(c::LLVMValueAsMetadata(v))
        }
    }
}
