//! Float literals as LLVM's newer printer writes them, read as LLVM 22
//! spells the same values.
//!
//! The LLVM that Triton 3.9 is built with prints an infinity as `+inf` or
//! `-inf`, a NaN as `+qnan`/`-qnan` (no payload), `+nan(0xP)` (quiet, payload
//! P) or `+snan(0xP)` (signaling), a value that six decimal digits do not give
//! back as `f0x` and its bits (`float f0x3FB8AA3B`), and a decimal rounded to
//! the literal's own type (`float 1.000000e-01`, `half 9.997550e-02`).
//! LLVM 22's parser knows none of these spellings, and it reads a decimal
//! through double and refuses one that its type does not hold exactly. Each
//! is rewritten, before LLVM parses the text, to the hexadecimal spelling of
//! the same bits that LLVM 22 reads (`0x` and the double's 16 digits for
//! `float` and `double`, `0xH`/`0xR` and 4 digits for `half`/`bfloat`); a
//! decimal is rounded as the newer parser rounds it (LLVM's APFloat in the
//! literal's type, to nearest, ties to even: `src/float_literals.cpp`). What
//! LLVM 22 already reads is left as it is, so a module it reads means what it
//! meant. Literals of `fp128`, `x86_fp80` and `ppc_fp128`, which NVPTX cannot
//! lower, are left to LLVM's parser.
//!
//! Only tokens outside strings, comments and names are read. The text the
//! diagnostics point into stays the original; LLVM's own parse error names
//! the original line and column.

use crate::diag::{Diagnostic, Span};

/// A float type whose literals are rewritten.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Half,
    BFloat,
    Float,
    Double,
}

impl Kind {
    /// The type a keyword names: Some(None) for a float type whose literals
    /// are left alone, None for a word that is no float type.
    fn of_keyword(word: &[u8]) -> Option<Option<Kind>> {
        Some(match word {
            b"half" => Some(Kind::Half),
            b"bfloat" => Some(Kind::BFloat),
            b"float" => Some(Kind::Float),
            b"double" => Some(Kind::Double),
            b"fp128" | b"x86_fp80" | b"ppc_fp128" => None,
            _ => return None,
        })
    }

    /// Exponent and stored mantissa bits.
    fn layout(self) -> (u32, u32) {
        match self {
            Kind::Half => (5, 10),
            Kind::BFloat => (8, 7),
            Kind::Float => (8, 23),
            Kind::Double => (11, 52),
        }
    }

    fn width(self) -> u32 {
        let (e, m) = self.layout();
        1 + e + m
    }

    /// The argument of `nvvm_lower_decimal_literal` (None: a double, which
    /// LLVM 22 reads as the newer parser does).
    fn decimal_code(self) -> Option<i32> {
        match self {
            Kind::Half => Some(0),
            Kind::BFloat => Some(1),
            Kind::Float => Some(2),
            Kind::Double => None,
        }
    }

    /// LLVM 22's hexadecimal spelling of `bits` (its printer's: a float as
    /// the double of the same value, a NaN's payload moved with it).
    fn spelling(self, bits: u64) -> String {
        match self {
            Kind::Half => format!("0xH{bits:04X}"),
            Kind::BFloat => format!("0xR{bits:04X}"),
            Kind::Float => format!("0x{:016X}", float_as_double(bits as u32)),
            Kind::Double => format!("0x{bits:016X}"),
        }
    }
}

/// The bits of the double that holds float `b`'s value; an infinity or NaN
/// keeps its sign and its payload in the top mantissa bits (as LLVM 22's
/// parser narrows it back, a signaling NaN staying signaling).
fn float_as_double(b: u32) -> u64 {
    let sign = u64::from(b >> 31) << 63;
    if (b >> 23) & 0xFF == 0xFF {
        sign | (0x7FF << 52) | (u64::from(b & 0x7F_FFFF) << 29)
    } else {
        f64::from(f32::from_bits(b)).to_bits()
    }
}

unsafe extern "C" {
    /// See `src/float_literals.cpp`.
    fn nvvm_lower_decimal_literal(text: *const u8, len: usize, kind: i32, bits: *mut u64) -> i32;
}

/// One literal to rewrite: where it is in the original text, how long it
/// is, and LLVM 22's spelling of it.
#[derive(Debug)]
struct Edit {
    at: usize,
    len: usize,
    with: String,
}

/// `.ll` text with its newer float literals rewritten.
pub(crate) struct Rewritten {
    /// The text LLVM 22 parses.
    pub bytes: Vec<u8>,
    edits: Vec<Edit>,
}

/// `b` rewritten, or None where it has no literal to rewrite.
pub(crate) fn rewrite(b: &[u8]) -> Option<Rewritten> {
    let edits = edits(b);
    if edits.is_empty() {
        return None;
    }
    let mut bytes = Vec::with_capacity(b.len() + 16 * edits.len());
    let mut from = 0;
    for e in &edits {
        bytes.extend_from_slice(&b[from..e.at]);
        bytes.extend_from_slice(e.with.as_bytes());
        from = e.at + e.len;
    }
    bytes.extend_from_slice(&b[from..]);
    Some(Rewritten { bytes, edits })
}

/// The note that says which literals of `text` were read in LLVM 22's
/// spelling (None where there were none), at the first of them.
pub(crate) fn note(text: &str) -> Option<Diagnostic> {
    let edits = edits(text.as_bytes());
    let first = edits.first()?;
    let mut kinds: Vec<&str> = Vec::new();
    for e in &edits {
        let written = &text[e.at..e.at + e.len];
        if !kinds.contains(&written) {
            kinds.push(written);
        }
    }
    let mut shown = kinds.iter().take(4).copied().collect::<Vec<_>>().join(", ");
    if kinds.len() > 4 {
        shown.push_str(&format!(" and {} more", kinds.len() - 4));
    }
    let count = if edits.len() == 1 { String::from("a float literal") } else { format!("{} float literals", edits.len()) };
    Some(
        Diagnostic::note_of("float-literal", format!("read {count} of LLVM's newer spelling ({shown}) as LLVM 22's hexadecimal spellings of the same values"))
            .at(Span::new(first.at, first.at + first.len))
            .note("Triton 3.9 prints infinities and NaNs as +inf, -inf, +qnan, +nan(0x..), +snan(0x..), other values as f0x and their bits or as decimals rounded to their type, which LLVM 22's parser (llc-22 too) does not read"),
    )
}

impl Rewritten {
    /// The original offset of offset `at` of the rewritten text (the start
    /// of a literal for an offset inside its rewriting).
    fn original_offset(&self, at: usize) -> usize {
        let mut shift = 0isize;
        for e in &self.edits {
            let start = e.at.saturating_add_signed(shift);
            if at < start {
                break;
            }
            if at < start + e.with.len() {
                return e.at;
            }
            shift += e.with.len() as isize - e.len as isize;
        }
        at.saturating_add_signed(-shift)
    }

    /// LLVM's parse error (`NAME:LINE:COL: error: ...`, the line, a caret)
    /// on the rewritten text, told of the `original`: lines are the same,
    /// the column and the line shown are the original's.
    pub(crate) fn original_error(&self, message: &str, name: &str, original: &[u8]) -> String {
        let restored = || -> Option<String> {
            let rest = message.strip_prefix(name)?.strip_prefix(':')?;
            let (line, rest) = rest.split_once(':')?;
            let (col, rest) = rest.split_once(':')?;
            let (line, col): (usize, usize) = (line.parse().ok()?, col.parse().ok()?);
            let at = line_start(&self.bytes, line)? + col.checked_sub(1)?;
            let start = line_start(original, line)?;
            let col = self.original_offset(at).checked_sub(start)? + 1;
            let end = original[start..].iter().position(|&c| c == b'\n').map_or(original.len(), |n| start + n);
            let shown = String::from_utf8_lossy(&original[start..end]);
            let caret: String = original[start..start + col - 1].iter().map(|&c| if c == b'\t' { '\t' } else { ' ' }).collect();
            let mut lines = rest.lines();
            let head = lines.next().unwrap_or_default();
            let after: Vec<&str> = lines.skip(2).collect();
            let mut out = format!("{name}:{line}:{col}:{head}\n{shown}\n{caret}^");
            for l in after {
                out.push('\n');
                out.push_str(l);
            }
            Some(out)
        };
        restored().unwrap_or_else(|| message.to_string())
    }
}

/// The byte offset where 1-based line `line` of `b` starts.
fn line_start(b: &[u8], line: usize) -> Option<usize> {
    if line == 1 {
        return Some(0);
    }
    b.iter().enumerate().filter(|&(_, &c)| c == b'\n').nth(line.checked_sub(2)?).map(|(i, _)| i + 1)
}

/// A character of an LLVM name (`%name`, `@name`, a keyword).
fn is_name(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// The end of the string literal whose opening quote is at `i`.
fn string_end(b: &[u8], i: usize) -> usize {
    b[i + 1..].iter().position(|&c| c == b'"').map_or(b.len(), |n| i + 1 + n + 1)
}

/// The literals of `b` to rewrite, in order. A literal's type is the float
/// type named last before it: every float operand has its type before it
/// (`float -inf`), or shares the one its instruction names (`fmul float %a,
/// f0x3FB8AA3B`, `phi float [ -inf, %b ]`).
fn edits(b: &[u8]) -> Vec<Edit> {
    let mut out = Vec::new();
    let mut ty: Option<Kind> = None;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b';' => i += b[i..].iter().position(|&c| c == b'\n' || c == b'\r').unwrap_or(b.len() - i),
            b'/' if b.get(i + 1) == Some(&b'*') => i = b[i + 2..].windows(2).position(|w| w == b"*/").map_or(b.len(), |p| i + 2 + p + 2),
            b'"' => i = string_end(b, i),
            b'%' | b'@' | b'!' | b'#' | b'$' | b'^' => {
                i += 1;
                if b.get(i) == Some(&b'"') {
                    i = string_end(b, i);
                } else {
                    i += b[i..].iter().take_while(|&&c| is_name(c)).count();
                }
            }
            c if is_name(c) || c == b'+' => {
                let end = i + b[i..].iter().take_while(|&&c| is_name(c) || c == b'+').count();
                let word = &b[i..end];
                if let Some(kind) = Kind::of_keyword(word) {
                    ty = kind;
                } else if b.get(end) != Some(&b':') {
                    if let Some((k, (len, bits))) = ty.and_then(|k| Some((k, literal(b, i, end, k)?))) {
                        out.push(Edit { at: i, len, with: k.spelling(bits) });
                        i += len;
                        continue;
                    }
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    out
}

/// The literal of type `k` whose word is `b[i..end]`, where LLVM 22 does
/// not read it as it is: its length (a NaN's payload too) and its bits.
fn literal(b: &[u8], i: usize, end: usize, k: Kind) -> Option<(usize, u64)> {
    let word = &b[i..end];
    let (e, m) = k.layout();
    let exponent = ((1u64 << e) - 1) << m;
    let quiet = 1u64 << (m - 1);
    let sign = if word.first() == Some(&b'-') { 1u64 << (e + m) } else { 0 };
    let signed = matches!(word.first(), Some(b'-' | b'+'));
    match (signed, word.get(1..)?) {
        (true, b"inf") => Some((word.len(), sign | exponent)),
        (true, b"qnan") => Some((word.len(), sign | exponent | quiet)),
        (true, which @ (b"nan" | b"snan")) => {
            let (len, payload) = payload(b, end)?;
            let bits = match which {
                b"nan" if payload < quiet => sign | exponent | quiet | payload,
                b"snan" if payload != 0 && payload < quiet => sign | exponent | payload,
                _ => return None,
            };
            Some((word.len() + len, bits))
        }
        _ if word.starts_with(b"f0x") && word.len() == 3 + k.width() as usize / 4 => {
            Some((word.len(), u64::from_str_radix(std::str::from_utf8(&word[3..]).ok()?, 16).ok()?))
        }
        _ if is_decimal(word) => {
            let code = k.decimal_code()?;
            let mut bits = 0u64;
            // SAFETY: `word` is a live slice, read for its length; `bits` is
            // written only.
            let read = unsafe { nvvm_lower_decimal_literal(word.as_ptr(), word.len(), code, &mut bits) };
            (read == 1).then_some((word.len(), bits))
        }
        _ => None,
    }
}

/// A NaN's payload, `(0x...)` at `i`: its length and value.
fn payload(b: &[u8], i: usize) -> Option<(usize, u64)> {
    let rest = b.get(i..)?.strip_prefix(b"(0x")?;
    let digits = rest.iter().take_while(|c| c.is_ascii_hexdigit()).count();
    if digits == 0 || digits > 16 || rest.get(digits) != Some(&b')') {
        return None;
    }
    let value = u64::from_str_radix(std::str::from_utf8(&rest[..digits]).ok()?, 16).ok()?;
    Some((3 + digits + 1, value))
}

/// LLVM's decimal float token: `[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`.
fn is_decimal(w: &[u8]) -> bool {
    let w = w.strip_prefix(b"-").or_else(|| w.strip_prefix(b"+")).unwrap_or(w);
    let int = w.iter().take_while(|c| c.is_ascii_digit()).count();
    if int == 0 || w.get(int) != Some(&b'.') {
        return false;
    }
    let rest = &w[int + 1..];
    let frac = rest.iter().take_while(|c| c.is_ascii_digit()).count();
    let exp = &rest[frac..];
    if exp.is_empty() {
        return true;
    }
    let Some(exp) = exp.strip_prefix(b"e").or_else(|| exp.strip_prefix(b"E")) else { return false };
    let exp = exp.strip_prefix(b"-").or_else(|| exp.strip_prefix(b"+")).unwrap_or(exp);
    !exp.is_empty() && exp.iter().all(u8::is_ascii_digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(s: &str) -> String {
        rewrite(s.as_bytes()).map_or_else(|| s.to_string(), |r| String::from_utf8(r.bytes).unwrap())
    }

    #[test]
    fn infinities_and_nans_get_llvm_22s_bits() {
        assert_eq!(rewritten("select i1 %c, float %a, float -inf"), "select i1 %c, float %a, float 0xFFF0000000000000");
        assert_eq!(rewritten("store double +inf, ptr %p"), "store double 0x7FF0000000000000, ptr %p");
        assert_eq!(rewritten("store float +qnan, ptr %p"), "store float 0x7FF8000000000000, ptr %p");
        assert_eq!(rewritten("store float -nan(0x1), ptr %p"), "store float 0xFFF8000020000000, ptr %p");
        assert_eq!(rewritten("store float +snan(0x200000), ptr %p"), "store float 0x7FF4000000000000, ptr %p");
        assert_eq!(rewritten("store half -inf, ptr %p"), "store half 0xHFC00, ptr %p");
        assert_eq!(rewritten("store bfloat +snan(0x20), ptr %p"), "store bfloat 0xR7FA0, ptr %p");
        assert_eq!(rewritten("store <4 x float> splat (float -inf), ptr %p"), "store <4 x float> splat (float 0xFFF0000000000000), ptr %p");
        assert_eq!(rewritten("%1 = phi float [ -inf, %b ], [ %x, %c ]"), "%1 = phi float [ 0xFFF0000000000000, %b ], [ %x, %c ]");
    }

    #[test]
    fn bit_patterns_and_inexact_decimals_are_rounded_in_their_type() {
        assert_eq!(rewritten("fmul float %4, f0x3FB8AA3B"), "fmul float %4, 0x3FF7154760000000");
        assert_eq!(rewritten("fcmp ogt float %45, 1.000000e-01"), "fcmp ogt float %45, 0x3FB99999A0000000");
        assert_eq!(rewritten("store half 9.997550e-02, ptr %p"), "store half 0xH2E66, ptr %p");
        assert_eq!(rewritten("store bfloat 1.000980e-01, ptr %p"), "store bfloat 0xR3DCD, ptr %p");
        assert_eq!(rewritten("store float 1.401300e-45, ptr %p"), "store float 0x36A0000000000000, ptr %p");
    }

    #[test]
    fn what_llvm_22_reads_and_what_is_no_literal_stay() {
        for s in [
            "store float 1.000000e+00, ptr %p",
            "store double 1.000000e-01, ptr %p",
            "store float 0xFFF0000000000000, ptr %p",
            "; float -inf",
            "call void asm \"float -inf\", \"\"()",
            "%inf = fadd float %-inf, %f0x3FB8AA3B",
            "f0x3F800000:",
            "store fp128 +inf, ptr %p",
            "store float 1.0e400, ptr %p",
            "store i32 -1, ptr %p",
        ] {
            assert_eq!(rewritten(s), s);
        }
    }

    #[test]
    fn an_error_of_the_rewritten_text_names_the_original_column() {
        let original = "define void @k() {\n  %a = fmul float -inf, %x\n  ret void\n}\n";
        let r = rewrite(original.as_bytes()).unwrap();
        let text = String::from_utf8(r.bytes.clone()).unwrap();
        let col = text.lines().nth(1).unwrap().find("%x").unwrap() + 1;
        let llvm = format!("k.ll:2:{col}: error: use of undefined value '%x'\n{}\n{}^", text.lines().nth(1).unwrap(), " ".repeat(col - 1));
        let restored = r.original_error(&llvm, "k.ll", original.as_bytes());
        assert_eq!(restored, "k.ll:2:25: error: use of undefined value '%x'\n  %a = fmul float -inf, %x\n                        ^");
    }
}
