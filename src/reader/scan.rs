//! The bounds of `.ll` text, scanned in one linear pass before LLVM parses
//! it (see the reader's documentation).

use super::*;

/// Scans `.ll` text for the bounds (see the module's documentation); an
/// error points at where the text passes one.
pub(super) fn scan_text(b: &[u8]) -> Result<(), Diagnostic> {
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
pub(super) struct Graph {
    pub(super) weight: Vec<u32>,
    pub(super) edges: Vec<Vec<u32>>,
    /// Where each node is defined (a byte offset), for the diagnostic.
    pub(super) at: Vec<usize>,
}

impl Graph {
    pub(super) fn node(&mut self, at: usize) -> u32 {
        self.weight.push(1);
        self.edges.push(Vec::new());
        self.at.push(at);
        (self.weight.len() - 1) as u32
    }

    /// The heaviest path, each strongly connected part counted whole (the
    /// sum of its nodes' weights), and a node where it starts; None for no
    /// nodes. Tarjan's algorithm with a stack of its own: each part is found
    /// after every part it reaches, so its path's weight is known then.
    pub(super) fn deepest(&self) -> Option<(u64, usize)> {
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
