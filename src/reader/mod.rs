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

//! The parts: `scan` (the text's bounds), `measure` (bitcode's bounds),
//! `stack` (the thread LLVM runs on); reading, module flags and debug
//! info here.

// `Diagnostic` is the crate's error everywhere, large as it is.
#![allow(clippy::result_large_err)]

use crate::diag::{Diagnostic, Span};
use inkwell::context::Context;
use inkwell::module::Module;
use llvm_sys::core as c;
use llvm_sys::prelude::*;
use std::collections::HashMap;

mod measure;
mod scan;
mod stack;

use measure::measure;
use scan::scan_text;
pub(crate) use stack::on_llvm_stack;

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
            let d = Diagnostic::error("input", format!("'{name}' is not LLVM IR that LLVM 22 reads: {}", e.trim()));
            match text.zip(parser_location(e.trim(), name)) {
                Some((t, (line, col))) => d.at(span_at(t, line, col)),
                None => d,
            }
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

/// The `line:col` LLVM's parser names in its message (`bad.ll:3:3: error: ...`).
fn parser_location(message: &str, name: &str) -> Option<(usize, usize)> {
    let rest = message.strip_prefix(name)?.strip_prefix(':')?;
    let mut parts = rest.splitn(3, ':');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// The one-character span at 1-based `line:col` of `text` (its end where
/// the text is shorter).
fn span_at(text: &str, line: usize, col: usize) -> crate::diag::Span {
    let start = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum::<usize>();
    let mut at = (start + col.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let end = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
    crate::diag::Span::new(at, end)
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
