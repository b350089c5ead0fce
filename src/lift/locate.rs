//! Where each lifted instruction is in the source: its line in the module's listing
//! (LLVM keeps no text positions) and its `!dbg` location, read defensively
//! because the lift runs before LLVM's verifier.

use super::*;

impl<'s> Lifter<'s> {
    /// The span of the first line at or after the cursor that contains `text`.
    pub(super) fn find(&mut self, text: &str) -> Option<Span> {
        let at = self.cursor + self.listing.get(self.cursor..)?.find(text)?;
        let line_start = self.listing[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = self.listing[at..].find('\n').map_or(self.listing.len(), |i| at + i);
        self.cursor = line_end;
        let start = line_start + (self.listing[line_start..line_end].len() - self.listing[line_start..line_end].trim_start().len());
        Some(Span::new(start, line_end))
    }

    /// [`Self::find`] from the start of the listing.
    pub(super) fn find_from_start(&mut self, text: &str) -> Option<Span> {
        let cursor = std::mem::take(&mut self.cursor);
        let found = self.find(text);
        if found.is_none() {
            self.cursor = cursor;
        }
        found
    }

    /// The instruction's line. LLVM keeps a function's instructions in the
    /// order of its text, so the next instruction line of the listing is the
    /// one, when its opcode agrees; else (an intrinsic call LLVM upgraded
    /// into other instructions) the line is searched for by its text.
    pub(super) fn locate(&mut self, i: InstructionValue<'_>) -> Span {
        let from = self.cursor;
        if let Some((span, opcode)) = self.next_instruction_line() {
            if opcode == opcode_keyword(i.get_opcode()) {
                return span;
            }
        }
        self.cursor = from;
        self.locate_by_text(i)
    }

    /// The next line at or after the cursor that holds an instruction other
    /// than a phi (the lift takes phis as block arguments): its span and its
    /// opcode's keyword. Labels, comments, blank and debug-record lines are
    /// passed over, and so are the continuation lines of an instruction
    /// whose brackets a line leaves open (a `switch`'s cases). None at the
    /// end of the function.
    pub(super) fn next_instruction_line(&mut self) -> Option<(Span, &'s str)> {
        loop {
            let rest = self.listing.get(self.cursor..)?;
            if rest.is_empty() {
                return None;
            }
            let start = self.cursor;
            let end = rest.find('\n').map_or(self.listing.len(), |n| start + n);
            self.cursor = (end + 1).min(self.listing.len());
            let line = &self.listing[start..end];
            let code = code_of(line).trim();
            if code == "}" {
                return None;
            }
            if code.is_empty() || code.starts_with("#dbg_") || code.ends_with(':') {
                continue;
            }
            let mut open = bracket_balance(code);
            while open > 0 && self.cursor < self.listing.len() {
                let next_end = self.listing[self.cursor..].find('\n').map_or(self.listing.len(), |n| self.cursor + n);
                open += bracket_balance(code_of(&self.listing[self.cursor..next_end]));
                self.cursor = (next_end + 1).min(self.listing.len());
            }
            let word = opcode_word(code);
            if word == "phi" {
                continue;
            }
            let lo = start + (line.len() - line.trim_start().len());
            return Some((Span::new(lo, end), word));
        }
    }

    /// The instruction's line found by its text: the printed instruction as
    /// written, else without the suffixes LLVM prints and sources often leave
    /// out (alignment, metadata), else its result's definition or its callee.
    /// Printing an instruction numbers its whole function, so this is the
    /// slow way, for the lines the walk in order could not match.
    pub(super) fn locate_by_text(&mut self, i: InstructionValue<'_>) -> Span {
        let text = i.print_to_string().to_string();
        let text = text.trim();
        let mut needles = vec![text.to_string()];
        let bare = [", align ", ", !"].iter().fold(text, |t, cut| t.split(cut).next().unwrap_or(t));
        needles.push(bare.to_string());
        if let Some(eq) = text.find(" = ").filter(|_| text.starts_with('%')) {
            needles.push(text[..eq + 3].to_string());
        }
        if let Some(paren) = text.find('(').filter(|_| i.get_opcode() == InstructionOpcode::Call) {
            needles.push(text[..paren + 1].trim_start_matches(|c| c != 'c').to_string());
        }
        let from = self.cursor;
        for n in needles.iter().filter(|n| !n.is_empty()) {
            self.cursor = from;
            if let Some(span) = self.find(n) {
                return span;
            }
        }
        self.cursor = from;
        self.func_span
    }

    /// The line that defines the global value `@name`: searched on from
    /// the cursor (values are read in the module's order, so a module of
    /// many costs linear time), and from the start when it is behind it
    /// (two globals on one line; the first of the aliases, read after the
    /// functions).
    pub(super) fn declaration(&mut self, name: &str) -> Span {
        let at = format!("@{name} ");
        self.find(&at).or_else(|| self.find_from_start(&at)).unwrap_or_default()
    }
}

/// A line of LLVM IR without its comment (a `;` outside a string).
pub(super) fn code_of(line: &str) -> &str {
    // Most lines have no comment: one fast search decides.
    if !line.contains(';') {
        return line;
    }
    // Bytes, not chars: both marks are ASCII, and a check walks every line.
    let mut in_string = false;
    for (at, &c) in line.as_bytes().iter().enumerate() {
        match c {
            b'"' => in_string = !in_string,
            b';' if !in_string => return &line[..at],
            _ => {}
        }
    }
    line
}

/// Opening minus closing brackets of a line of code, strings aside.
pub(super) fn bracket_balance(code: &str) -> i64 {
    let mut in_string = false;
    let mut n = 0;
    for &c in code.as_bytes() {
        match c {
            b'"' => in_string = !in_string,
            b'[' | b'(' | b'{' | b'<' if !in_string => n += 1,
            b']' | b')' | b'}' | b'>' if !in_string => n -= 1,
            _ => {}
        }
    }
    n
}

/// The opcode keyword of an instruction line (`%x = tail call ...` -> `call`).
pub(super) fn opcode_word(code: &str) -> &str {
    let after = match code.split_once(" = ") {
        Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
        _ => code,
    };
    let after = after.trim_start();
    let after = ["tail ", "musttail ", "notail "].iter().find_map(|p| after.strip_prefix(p)).unwrap_or(after);
    after.split_whitespace().next().unwrap_or("")
}

/// Every opcode keyword of LLVM's textual IR.
pub(super) const KEYWORDS: &[&str] = &[
    "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "cleanupret", "catchret", "catchswitch", "callbr", "fneg", "add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem", "srem", "frem", "shl", "lshr", "ashr", "and", "or", "xor", "alloca", "load", "store", "getelementptr", "fence", "cmpxchg", "atomicrmw", "trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext", "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast", "cleanuppad", "catchpad", "icmp", "fcmp", "phi", "call", "select", "va_arg", "extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue", "landingpad", "freeze",
];

/// The keyword LLVM writes an instruction of opcode `o` with (looked up
/// once per opcode: the lift asks for every instruction).
pub(super) fn opcode_keyword(o: InstructionOpcode) -> &'static str {
    use InstructionOpcode as O;
    thread_local! {
        static CACHE: std::cell::RefCell<Vec<(InstructionOpcode, &'static str)>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    if let Some(k) = CACHE.with(|c| c.borrow().iter().find(|(op, _)| *op == o).map(|(_, k)| *k)) {
        return k;
    }
    let keyword = match o {
        O::Return => "ret",
        O::AtomicCmpXchg => "cmpxchg",
        O::VAArg => "va_arg",
        _ => {
            let name = format!("{o:?}").to_ascii_lowercase();
            KEYWORDS.iter().copied().find(|k| *k == name).unwrap_or("?")
        }
    };
    CACHE.with(|c| c.borrow_mut().push((o, keyword)));
    keyword
}

/// The instruction's `!dbg` location as `file:line:col` (line only where
/// the column is 0), followed by the call sites it was inlined at
/// (`helper.h:4:3, inlined at kernel.cu:76:3`): a helper's line alone does not
/// say which use of it the diagnostic is about.
pub(super) fn debug_location(i: InstructionValue<'_>) -> Option<String> {
    // SAFETY: `i` is a live instruction; its debug location is metadata of
    // its context.
    unsafe { location_text(llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(i.as_value_ref())) }
}

/// A `DILocation` as `file:line:col`, followed by the call sites it was
/// inlined at; `None` for a null or file-less location.
///
/// The lift runs before LLVM's verifier, and LLVM's parser takes metadata
/// of the wrong kind in these fields (a `DILexicalBlockFile` whose `file:`
/// is a tuple; LLVM's C API casts it unchecked and reads it as a file:
/// SIGSEGV): each node's kind is checked before it is read as what it
/// should be, and a chain of call sites ends after [`MAX_INLINED_AT`].
///
/// # Safety
/// `loc` is null or live metadata.
pub(crate) unsafe fn location_text(mut loc: llvm_sys::prelude::LLVMMetadataRef) -> Option<String> {
    use llvm_sys::debuginfo::{self as di, LLVMMetadataKind as K};
    let is = |md: llvm_sys::prelude::LLVMMetadataRef, kinds: &[K]| {
        // SAFETY: `md` is live metadata (the caller's, or a field of it).
        !md.is_null() && {
            let kind = unsafe { di::LLVMGetMetadataKind(md) };
            kinds.iter().any(|k| std::mem::discriminant(k) == std::mem::discriminant(&kind))
        }
    };
    let mut parts = Vec::new();
    // SAFETY: the locations, scopes and files a live location leads to are
    // metadata of the same context, each read as the kind it was found to be.
    unsafe {
        while is(loc, &[K::LLVMDILocationMetadataKind]) && parts.len() <= MAX_INLINED_AT {
            let (line, col) = (di::LLVMDILocationGetLine(loc), di::LLVMDILocationGetColumn(loc));
            let scope = di::LLVMDILocationGetScope(loc);
            let local = [K::LLVMDISubprogramMetadataKind, K::LLVMDILexicalBlockMetadataKind, K::LLVMDILexicalBlockFileMetadataKind];
            let file = if is(scope, &local) { di::LLVMDIScopeGetFile(scope) } else { std::ptr::null_mut() };
            let name = if !is(file, &[K::LLVMDIFileMetadataKind]) {
                String::new()
            } else {
                let mut len = 0;
                llvm_str(di::LLVMDIFileGetFilename(file, &mut len), len as usize)
            };
            if name.is_empty() || line == 0 {
                break;
            }
            parts.push(if col == 0 { format!("{name}:{line}") } else { format!("{name}:{line}:{col}") });
            loc = di::LLVMDILocationGetInlinedAt(loc);
        }
    }
    (!parts.is_empty()).then(|| parts.join(", inlined at "))
}

/// What in the `DILocation` chain from `loc` is not of the kind LLVM reads it
/// as: a location that is no `DILocation`, a scope that is no local scope, a
/// scope's file that is no `DIFile`.
///
/// # Safety
/// `loc` is live metadata.
pub(super) unsafe fn location_fault(mut loc: llvm_sys::prelude::LLVMMetadataRef) -> Option<&'static str> {
    use llvm_sys::debuginfo::{self as di, LLVMMetadataKind as K};
    let is = |md: llvm_sys::prelude::LLVMMetadataRef, kinds: &[K]| {
        // SAFETY: `md` is live metadata (a field of the caller's).
        let kind = unsafe { di::LLVMGetMetadataKind(md) };
        kinds.iter().any(|k| std::mem::discriminant(k) == std::mem::discriminant(&kind))
    };
    let local = [K::LLVMDISubprogramMetadataKind, K::LLVMDILexicalBlockMetadataKind, K::LLVMDILexicalBlockFileMetadataKind];
    for _ in 0..=MAX_INLINED_AT {
        if loc.is_null() {
            return None;
        }
        if !is(loc, &[K::LLVMDILocationMetadataKind]) {
            return Some("a node that is no DILocation (a call site's 'inlinedAt:' or the '!dbg' itself)");
        }
        // SAFETY: a DILocation, and its scope's fields, as found.
        unsafe {
            let scope = di::LLVMDILocationGetScope(loc);
            if scope.is_null() || !is(scope, &local) {
                return Some("a 'scope:' that is no DISubprogram or lexical block");
            }
            let file = di::LLVMDIScopeGetFile(scope);
            if !file.is_null() && !is(file, &[K::LLVMDIFileMetadataKind]) {
                return Some("a scope whose 'file:' is no DIFile");
            }
            loc = di::LLVMDILocationGetInlinedAt(loc);
        }
    }
    None
}

/// The most call sites a diagnostic's location names (distinct metadata can
/// make the chain a cycle).
pub(super) const MAX_INLINED_AT: usize = 64;
