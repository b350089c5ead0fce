//! Tokens of the MLIR textual subset.

use crate::diag::{Diagnostic, Span};

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `%name`
    Value(String),
    /// `@name`
    Symbol(String),
    /// `^bb1`
    Block(String),
    /// `!llvm.ptr` (the text after `!`)
    Bang(String),
    /// `#nvvm.mem_scope` (the text after `#`)
    Hash(String),
    Ident(String),
    Int(i128),
    Str(String),
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

const PUNCT: &[&str] = &["->", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "?", "*", "+", "-"];

fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
}

/// Splits the text into tokens; `//` comments are skipped.
pub fn lex(src: &str) -> Result<Vec<Token>, Diagnostic> {
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
                let name = src[i + 1..j].to_string();
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
                let s = src[i..j].to_string();
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

fn lex_string(src: &str, start: usize) -> Result<(String, usize), Diagnostic> {
    let b = src.as_bytes();
    let mut j = start + 1;
    let mut s = String::new();
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
    Ok((s, j + 1))
}
