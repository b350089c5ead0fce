//! Tokens of the MLIR textual subset.

use crate::diag::{Diagnostic, Span};
use std::borrow::Cow;

#[derive(Clone, Debug, PartialEq)]
///
/// Names borrow from the source (a large module has millions of tokens); only
/// a string with escapes owns its text.
pub enum Tok<'a> {
    /// `%name`
    Value(Cow<'a, str>),
    /// `@name`
    Symbol(Cow<'a, str>),
    /// `^bb1`
    Block(Cow<'a, str>),
    /// `!llvm.ptr` (the text after `!`)
    Bang(Cow<'a, str>),
    /// `#nvvm.mem_scope` (the text after `#`)
    Hash(Cow<'a, str>),
    Ident(Cow<'a, str>),
    Int(i128),
    Str(Cow<'a, str>),
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub span: Span,
}

const PUNCT: &[&str] = &["->", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "?", "*", "+", "-"];

fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
}

/// Splits the text into tokens; `//` comments are skipped.
pub fn lex(src: &str) -> Result<Vec<Token<'_>>, Diagnostic> {
    let b = src.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let take_ident = |mut j: usize| {
            while j < b.len() && ident_char(b[j]) {
                j += 1;
            }
            j
        };
        let tok = match c {
            b'%' | b'@' | b'^' | b'!' | b'#' => {
                let j = take_ident(i + 1);
                if j == i + 1 {
                    if c == b'@' && j < b.len() && b[j] == b'"' {
                        let (s, end) = lex_string(src, j)?;
                        i = end;
                        out.push(Token { tok: Tok::Symbol(s), span: Span::new(start, i) });
                        continue;
                    }
                    return Err(Diagnostic::error("parse", format!("expected a name after '{}'", c as char)).at(Span::new(i, i + 1)));
                }
                let name = Cow::Borrowed(&src[i + 1..j]);
                i = j;
                match c {
                    b'%' => Tok::Value(name),
                    b'@' => Tok::Symbol(name),
                    b'^' => Tok::Block(name),
                    b'!' => Tok::Bang(name),
                    _ => Tok::Hash(name),
                }
            }
            b'"' => {
                let (s, end) = lex_string(src, i)?;
                i = end;
                Tok::Str(s)
            }
            b'0'..=b'9' => {
                let mut j = i;
                let hex = b[i..].starts_with(b"0x");
                if hex {
                    j += 2;
                }
                while j < b.len() && (if hex { b[j].is_ascii_hexdigit() } else { b[j].is_ascii_digit() }) {
                    j += 1;
                }
                let text = &src[i..j];
                let v = if hex { i128::from_str_radix(&text[2..], 16) } else { text.parse::<i128>() };
                let v = v.map_err(|_| Diagnostic::error("parse", format!("integer '{text}' is out of range")).at(Span::new(i, j)))?;
                i = j;
                Tok::Int(v)
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let j = take_ident(i);
                let s = Cow::Borrowed(&src[i..j]);
                i = j;
                Tok::Ident(s)
            }
            _ => {
                let p = PUNCT.iter().find(|p| b[i..].starts_with(p.as_bytes()));
                match p {
                    Some(p) => {
                        i += p.len();
                        Tok::Punct(p)
                    }
                    None => {
                        let ch = src[i..].chars().next().unwrap();
                        return Err(Diagnostic::error("parse", format!("unexpected character '{ch}'")).at(Span::new(i, i + ch.len_utf8())));
                    }
                }
            }
        };
        out.push(Token { tok, span: Span::new(start, i) });
    }
    out.push(Token { tok: Tok::Eof, span: Span::new(src.len(), src.len()) });
    Ok(out)
}

/// The text of the string starting at `start` (a `"`), and the offset after
/// it. A backslash keeps the character after it.
fn lex_string(src: &str, start: usize) -> Result<(Cow<'_, str>, usize), Diagnostic> {
    let b = src.as_bytes();
    let mut j = start + 1;
    while j < b.len() && b[j] != b'"' && b[j] != b'\\' {
        j += 1;
    }
    if j < b.len() && b[j] == b'"' {
        return Ok((Cow::Borrowed(&src[start + 1..j]), j + 1));
    }
    let mut s = String::from(&src[start + 1..j]);
    while j < b.len() && b[j] != b'"' {
        if b[j] == b'\\' && j + 1 < b.len() {
            j += 1;
        }
        let ch = src[j..].chars().next().unwrap();
        s.push(ch);
        j += ch.len_utf8();
    }
    if j >= b.len() {
        return Err(Diagnostic::error("parse", "unterminated string").at(Span::new(start, b.len())));
    }
    Ok((Cow::Owned(s), j + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &str) -> Vec<Tok<'_>> {
        lex(src).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn names_borrow_from_the_source_and_escapes_own_their_text() {
        let t = toks(r#"%v @f @"a\"b" "x\\y" "plain" llvm.func"#);
        assert_eq!(t[0], Tok::Value("v".into()));
        assert!(matches!(&t[1], Tok::Symbol(Cow::Borrowed("f"))));
        assert!(matches!(&t[2], Tok::Symbol(Cow::Owned(s)) if s == "a\"b"));
        assert!(matches!(&t[3], Tok::Str(Cow::Owned(s)) if s == "x\\y"));
        assert!(matches!(&t[4], Tok::Str(Cow::Borrowed("plain"))));
        assert!(matches!(&t[5], Tok::Ident(Cow::Borrowed("llvm.func"))));
        assert_eq!(t[6], Tok::Eof);
    }

    #[test]
    fn an_unterminated_string_is_a_diagnostic_at_its_start() {
        for src in [r#""abc"#, r#""a\"bc"#] {
            let d = lex(src).unwrap_err();
            assert_eq!((d.message.as_str(), d.span.map(|s| s.start)), ("unterminated string", Some(0)));
        }
    }
}
