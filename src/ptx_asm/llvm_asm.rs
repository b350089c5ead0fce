//! The LLVM side of an inline-asm call: its `$` placeholders and its
//! constraint string, checked for what llc-22 aborts on or refuses.

/// Checks the `$` placeholders of an LLVM inline-asm string against its
/// number of operands, as LLVM's asm printer reads them: `$$` is a `$`,
/// `$(`, `$|` and `$)` choose a dialect, `$N` and `${N}` / `${N:mod}` name
/// operand N (`mod` one of the NVPTX asm printer's `r`, `a`, `c`, `n`,
/// `s`). Anything else (a number past the operands, a `$` with no number,
/// an unclosed `${`, another modifier) makes llc-22 abort or end; `Err`
/// says which.
///
/// ```
/// use nvvm_lower::ptx_asm::check_placeholders;
/// assert!(check_placeholders("mov.u32 $0, $1; // $$", 2).is_ok());
/// assert!(check_placeholders("st.u32 [${0:r}], $1;", 2).is_ok());
/// assert!(check_placeholders("st.u32 [${0:q}], $1;", 2).unwrap_err().contains("modifier 'q'"));
/// assert!(check_placeholders("mov.u32 $0, $5;", 2).unwrap_err().contains("$5"));
/// assert!(check_placeholders("mov.u32 $0, $", 1).is_err());
/// assert!(check_placeholders("mov.u32 ${0, 1;", 1).is_err());
/// assert!(check_placeholders("mov.u32 $0, ${+1};", 2).unwrap_err().contains("'${+1}'"));
/// assert!(check_placeholders("$(a$|b$) $(c$)", 0).is_ok());
/// assert!(check_placeholders("$(a$(b$)$)", 0).unwrap_err().contains("Nested variants"));
/// ```
pub fn check_placeholders(text: &str, operands: usize) -> Result<(), String> {
    let b = text.as_bytes();
    let mut i = 0;
    // Inside `$( ... $)`, a group of dialect variants: LLVM's asm printer
    // aborts on another `$(` before the `$)` ('Nested variants found').
    let mut in_variant = false;
    while i < b.len() {
        if b[i] != b'$' {
            i += 1;
            continue;
        }
        i += 1;
        match b.get(i) {
            Some(b'(') if in_variant => return Err(format!("opens a '$(' variant group inside another at byte {} (LLVM's asm printer aborts: 'Nested variants found in inline asm string')", i - 1)),
            Some(b'(') => {
                in_variant = true;
                i += 1;
            }
            Some(b')') => {
                in_variant = false;
                i += 1;
            }
            Some(b'$' | b'|') => i += 1,
            Some(b'{') => {
                let close = text[i..].find('}').ok_or_else(|| format!("leaves '${{' unclosed at byte {}", i - 1))?;
                let inner = &text[i + 1..i + close];
                let number = inner.split(':').next().unwrap_or("");
                // LLVM reads the number as digits only: Rust's parse would also
                // take a sign ('${+1}'), on which LLVM's asm printer aborts.
                let digits_only = !number.is_empty() && number.bytes().all(|c| c.is_ascii_digit());
                let n: usize = number.parse().ok().filter(|_| digits_only).ok_or_else(|| format!("names no operand with '${{{inner}}}'"))?;
                if n >= operands {
                    return Err(format!("names operand ${n} ('${{{inner}}}')"));
                }
                // The operand modifiers LLVM's NVPTX asm printer knows (its
                // own `r`, the generic `a`, `c`, `n`, `s`); another is
                // "invalid operand in inline asm" as it writes the code.
                if let Some((_, modifier)) = inner.split_once(':') {
                    if !matches!(modifier, "r" | "a" | "c" | "n" | "s") {
                        return Err(format!("gives operand ${n} the modifier '{modifier}' ('${{{inner}}}'), which LLVM's NVPTX backend does not know (r, a, c, n, s)"));
                    }
                }
                i += close + 1;
            }
            Some(c) if c.is_ascii_digit() => {
                let end = text[i..].find(|c: char| !c.is_ascii_digit()).map_or(text.len(), |e| i + e);
                let digits = &text[i..end];
                if digits.parse::<usize>().map_or(true, |n| n >= operands) {
                    return Err(format!("names operand ${digits}"));
                }
                i = end;
            }
            _ => return Err(format!("has a '$' with no operand number at byte {}", i - 1)),
        }
    }
    Ok(())
}

/// Checks an LLVM inline-asm constraint string (`=r,l,~{memory}`) for the
/// constraints LLVM's NVPTX backend aborts on or refuses (measured with
/// llc-22 on every letter and on each operand kind): a memory constraint
/// other than `m` (`o`, `p`, `V`: "Could not match memory address"), a named
/// physical register (`{r1}`: "Copy one register into another with a
/// different width"), `m` on an operand that is no pointer (a constant:
/// "Cannot select"), and any letter it has no register class or operand
/// kind for ("couldn't allocate output register for constraint 'x'",
/// "invalid operand for inline asm constraint 'i'"; a NUL byte crashes
/// it): it takes `b`, `c`, `h`, `r`, `l`, `q`, `f`, `d` and `N`, and on an
/// input `X`, a tie to an output (`0`) and `i` or `n` on an integer
/// constant. `pointer_args` and `integer_args` say, for each argument of
/// the call in order, whether it is a pointer and whether it is an integer
/// constant.
///
/// ```
/// use nvvm_lower::ptx_asm::check_constraints;
/// assert!(check_constraints("=r,l,m,~{memory}", &[true, true], &[false, false]).is_ok());
/// assert!(check_constraints("p", &[true], &[false]).unwrap_err().contains("'p'"));
/// assert!(check_constraints("{r1}", &[false], &[false]).is_err());
/// assert!(check_constraints("r,m", &[false, false], &[false, false]).is_err());
/// assert!(check_constraints("=m,r", &[false], &[false]).is_err());
/// assert!(check_constraints("=*m,r", &[true, false], &[false, false]).is_ok());
/// assert!(check_constraints("=x", &[], &[]).unwrap_err().contains("'x'"));
/// assert!(check_constraints("n,i", &[false, false], &[true, true]).is_ok());
/// assert!(check_constraints("n", &[false], &[false]).is_err());
/// assert!(check_constraints("=&r|l,0", &[false], &[false]).is_ok());
/// ```
pub fn check_constraints(constraints: &str, pointer_args: &[bool], integer_args: &[bool]) -> Result<(), String> {
    if let Some(at) = constraint_overrun(constraints.as_bytes()) {
        return Err(overrun_message(constraints, at));
    }
    let mut arg = 0;
    for c in constraints.split(',').filter(|c| !c.is_empty() && !c.starts_with('~')) {
        // An output has no argument, unless it is written through one (`=*m`).
        let takes_arg = !c.starts_with('=') || c.contains('*');
        let body = c.trim_start_matches(['=', '+', '&', '*', '%']);
        let this = arg;
        arg += usize::from(takes_arg);
        if body.starts_with('{') {
            return Err(format!("names the physical register '{body}' (LLVM's NVPTX backend aborts: 'Copy one register into another with a different width'); use a register class such as 'r' or 'l'"));
        }
        if let Some(bad) = body.chars().find(|ch| matches!(ch, 'o' | 'p' | 'V')) {
            return Err(format!("has the memory constraint '{bad}' (LLVM's NVPTX backend aborts: 'Could not match memory address'); 'm' is the one it takes, on a pointer"));
        }
        if body.contains('m') && !takes_arg {
            return Err(format!("gives the memory constraint 'm' to an output written directly ('{c}'; LLVM's NVPTX backend dies of SIGSEGV on it); write '=*m' with a pointer operand"));
        }
        if body.contains('m') && takes_arg && !pointer_args.get(this).copied().unwrap_or(true) {
            return Err(format!("gives the memory constraint 'm' an operand that is no pointer (operand {this}; LLVM's NVPTX backend aborts: 'Cannot select')"));
        }
        let input = !c.starts_with('=');
        let integer = integer_args.get(this).copied().unwrap_or(false);
        let known = |ch: char| match ch {
            'b' | 'c' | 'd' | 'f' | 'h' | 'l' | 'q' | 'r' | 'N' | 'm' => true,
            // Alternatives and weights; LLVM's parser judges where they go.
            '|' | '?' | '!' | '%' | '&' | '*' | '#' | '+' | '=' => true,
            'X' | '0'..='9' => input,
            'i' | 'n' => input && integer,
            _ => false,
        };
        if let Some(bad) = body.chars().find(|&ch| !known(ch)) {
            let why = if matches!(bad, 'i' | 'n') && input { "takes an integer constant only" } else { "is no register class or operand kind it has" };
            return Err(format!("has the constraint '{bad}' in '{c}', which {why} for LLVM's NVPTX backend (llc-22 refuses it, or crashes on a control byte); NVPTX takes b, c, h, r, l, q, f, d and N, m on a pointer, and on an input X, a tie to an output (0) and i or n on an integer constant"));
        }
    }
    Ok(())
}

/// Why a constraint string with a cut-short code at `at`
/// ([`constraint_overrun`]) is refused.
pub fn overrun_message(constraints: &str, at: usize) -> String {
    let code: String = constraints[at..].chars().take_while(|&c| c != ',').collect();
    let needs = if code.starts_with('@') { "an '@' code takes (a digit N from 1 to 9, then N letters)" } else { "a '^' code takes (two letters)" };
    format!("ends its constraint '{code}' before the letters {needs}: LLVM's constraint parser reads past the end of the string (llc-22 can crash or abort on it)")
}

/// The byte offset of the first multi-letter constraint code in
/// `constraints` that LLVM's constraint parser
/// (`InlineAsm::ConstraintInfo::Parse`) would read past the end of its
/// constraint. `^` starts a two-letter code and `@N` an N-letter one; LLVM
/// takes the letters and steps over them without looking for the end (and
/// takes the byte after `@` as a digit unchecked, so `@x` is a code of 72
/// letters, `@!` one of -15). With fewer left it walks on through whatever
/// memory follows: a crash, an abort from a C++ exception, or garbage
/// constraints, in llc-22 too. Each constraint is read as LLVM reads it:
/// `{...}` and digits are one unit, anything else one letter.
///
/// ```
/// use nvvm_lower::ptx_asm::constraint_overrun;
/// assert_eq!(constraint_overrun(b"r,^ab"), None);
/// assert_eq!(constraint_overrun(b"r,^a"), Some(2));
/// assert_eq!(constraint_overrun(b"=r,r^,l"), Some(4));
/// assert_eq!(constraint_overrun(b"{^}"), None);
/// assert_eq!(constraint_overrun(b"@3abc,r"), None);
/// assert_eq!(constraint_overrun(b"r@3ab"), Some(1));
/// assert_eq!(constraint_overrun(b"r@llvm"), Some(1));
/// assert_eq!(constraint_overrun(b"@0"), Some(0));
/// ```
pub fn constraint_overrun(constraints: &[u8]) -> Option<usize> {
    let mut start = 0;
    for c in constraints.split(|&b| b == b',') {
        let mut i = 0;
        while i < c.len() {
            let step = match c[i] {
                b'{' => match c[i + 1..].iter().position(|&b| b == b'}') {
                    Some(p) => p + 2,
                    // LLVM refuses the constraint here.
                    None => break,
                },
                b'0'..=b'9' => c[i..].iter().take_while(|b| b.is_ascii_digit()).count(),
                b'^' => 3,
                b'@' => match c.get(i + 1) {
                    Some(&d @ b'1'..=b'9') => 2 + usize::from(d - b'0'),
                    _ => return Some(start + i),
                },
                _ => 1,
            };
            if i + step > c.len() {
                return Some(start + i);
            }
            i += step;
        }
        start += c.len() + 1;
    }
    None
}
