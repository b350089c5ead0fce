//! `nvvm.inline_ptx`'s text as MLIR 22 writes it into LLVM's asm string:
//! its named placeholders and `%N` operands.

/// The asm string LLVM gets for `nvvm.inline_ptx`'s text: MLIR 22's named
/// placeholders (`{$wN}`, `{$rN}`, `{$rwN}`) numbered, then `%N` as `$N`.
pub fn mlir_asm_text(ptx: &str) -> String {
    percent_operands(&placeholders(ptx))
}

/// The named placeholders of `nvvm.inline_ptx`'s text that name no operand
/// of their kind: `{$wN}` past the results, `{$rN}` past the read-only
/// operands, `{$rwN}` past the read-write ones; and a `{$` that is not one.
pub fn bad_named_placeholders(ptx: &str, results: usize, ro: usize, rw: usize) -> Vec<String> {
    let mut bad = Vec::new();
    let mut i = 0;
    while let Some(at) = ptx[i..].find("{$").map(|k| i + k) {
        let rest = &ptx[at + 2..];
        let (kind, count, skip) = if rest.starts_with("rw") { ("rw", rw, 2) } else if rest.starts_with('w') { ("w", results, 1) } else if rest.starts_with('r') { ("r", ro, 1) } else { ("", 0, 0) };
        let digits = rest[skip..].bytes().take_while(u8::is_ascii_digit).count();
        let closed = rest.as_bytes().get(skip + digits) == Some(&b'}');
        let shown: String = rest.chars().take(skip + digits + 1).collect();
        if kind.is_empty() || digits == 0 || !closed {
            bad.push(format!("'{{${shown}' is not a placeholder ({{$wN}}, {{$rN}} or {{$rwN}})"));
        } else if rest[skip..skip + digits].parse::<usize>().map_or(true, |n| n >= count) {
            bad.push(format!("'{{${kind}{}}}' names no operand: there are {count} of that kind", &rest[skip..skip + digits]));
        }
        i = at + 2;
    }
    bad
}

/// `%0` as `$0`: MLIR's builder writes operands with `%` and turns every `%`
/// into `$`, which also breaks a special register (`%tid.x` becomes `$tid.x`);
/// only a `%` before a digit is an operand here.
pub(crate) fn percent_operands(ptx: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    let mut chars = ptx.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

/// MLIR 22's named placeholders, `{$rwN}`, `{$wN}` and `{$rN}`, as `$K`: the
/// read-write ones first, then the written, then the read, each kind in
/// ascending N, each N numbered once.
pub(crate) fn placeholders(ptx: &str) -> String {
    let mut found: Vec<(u8, u32)> = Vec::new();
    let scan = |mut f: Box<dyn FnMut(usize, usize, u8, u32) + '_>| {
        let b = ptx.as_bytes();
        let mut i = 0;
        while let Some(at) = ptx[i..].find("{$").map(|k| i + k) {
            let rest = &ptx[at + 2..];
            let (kind, skip) = if rest.starts_with("rw") { (0u8, 2) } else if rest.starts_with('w') { (1, 1) } else if rest.starts_with('r') { (2, 1) } else { (3, 0) };
            let digits = rest[skip..].bytes().take_while(u8::is_ascii_digit).count();
            let close = at + 2 + skip + digits;
            if kind < 3 && digits > 0 && b.get(close) == Some(&b'}') {
                f(at, close + 1, kind, rest[skip..skip + digits].parse().unwrap_or(0));
                i = close + 1;
            } else {
                i = at + 2;
            }
        }
    };
    scan(Box::new(|_, _, k, n| {
        if !found.contains(&(k, n)) {
            found.push((k, n));
        }
    }));
    if found.is_empty() {
        return ptx.to_string();
    }
    found.sort();
    let mut out = String::with_capacity(ptx.len());
    let mut prev = 0;
    scan(Box::new(|start, end, k, n| {
        out.push_str(&ptx[prev..start]);
        out.push_str(&format!("${}", found.iter().position(|&f| f == (k, n)).unwrap_or(0)));
        prev = end;
    }));
    out.push_str(&ptx[prev..]);
    out
}
