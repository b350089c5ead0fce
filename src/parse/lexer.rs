//! Tokens of the MLIR textual subset.

use crate::diag::{Diagnostic, Span};
use std::borrow::Cow;

/// A token. It owns nothing: names borrow from the source (a large module
/// has millions of tokens) and a quoted string keeps its text as written,
/// undoing escapes only where it is used, so that tokens copy freely.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'a> {
    /// `%name`
    Value(&'a str),
    /// `@name` or `@"name"`
    Symbol(Quoted<'a>),
    /// `^bb1`
    Block(&'a str),
    /// `!llvm.ptr` (the text after `!`)
    Bang(&'a str),
    /// `#nvvm.mem_scope` (the text after `#`)
    Hash(&'a str),
    Ident(&'a str),
    Int(i128),
    Str(Quoted<'a>),
    Punct(&'static str),
    Eof,
}

/// The text between a string's quotes as written (or a bare `@name`); a
/// backslash keeps the character after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quoted<'a>(&'a str);

impl<'a> Quoted<'a> {
    /// The string's value, its escapes undone.
    pub fn text(self) -> Cow<'a, str> {
        if !self.0.contains('\\') {
            return Cow::Borrowed(self.0);
        }
        let mut s = String::with_capacity(self.0.len());
        let mut chars = self.0.chars();
        while let Some(c) = chars.next() {
            s.extend(if c == '\\' { chars.next() } else { Some(c) });
        }
        Cow::Owned(s)
    }
}

impl std::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub span: Span,
}

#[cfg(test)]
const PUNCT: &[&str] = &["->", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "?", "*", "+", "-"];

/// The punctuation token at the start of `b` (one of [`PUNCT`]): a match on
/// the first byte, since a search of the list was a fifth of parsing.
fn punct(b: &[u8]) -> Option<&'static str> {
    Some(match *b.first()? {
        b'-' if b.get(1) == Some(&b'>') => "->",
        b'(' => "(",
        b')' => ")",
        b'{' => "{",
        b'}' => "}",
        b'[' => "[",
        b']' => "]",
        b'<' => "<",
        b'>' => ">",
        b',' => ",",
        b':' => ":",
        b'=' => "=",
        b'?' => "?",
        b'*' => "*",
        b'+' => "+",
        b'-' => "-",
        _ => return None,
    })
}

/// The bytes of a name, as a table: the lexer tests every byte of the text's
/// names, and a table lookup is cheaper than the chain of range tests.
static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$';
        c += 1;
    }
    t
};

fn ident_char(c: u8) -> bool {
    IDENT[usize::from(c)]
}

/// Splits the whole text into tokens; `//` comments are skipped. The parser
/// pulls tokens one at a time from a [`Lexer`] instead, so that a large
/// input never has its token vector in memory.
#[cfg(test)]
pub fn lex(src: &str) -> Result<Vec<Token<'_>>, Box<Diagnostic>> {
    let mut lexer = Lexer::in_range(src, 0, src.len());
    let mut out = Vec::new();
    loop {
        let t = lexer.next_token()?;
        let eof = t.tok == Tok::Eof;
        out.push(t);
        if eof {
            return Ok(out);
        }
    }
}

/// Tokens on demand; after the last one, `Eof` for ever.
pub struct Lexer<'a> {
    src: &'a str,
    i: usize,
}

impl<'a> Lexer<'a> {
    /// The source text of `span`.
    pub fn text(&self, span: Span) -> &'a str {
        self.src.get(span.lo()..span.hi()).unwrap_or_default()
    }

    /// A lexer of `src[start..end]` whose spans are offsets in the whole
    /// of `src`; `end` is the end of its input.
    pub fn in_range(src: &'a str, start: usize, end: usize) -> Lexer<'a> {
        Lexer { src: &src[..end], i: start }
    }

    /// The next token. After an error the lexer is at the end of the input.
    /// The error is boxed: a result as large as a diagnostic was copied
    /// around for each of the text's tokens.
    pub fn next_token(&mut self) -> Result<Token<'a>, Box<Diagnostic>> {
        let r = self.scan();
        if r.is_err() {
            self.i = self.src.len();
        }
        r
    }

    fn scan(&mut self) -> Result<Token<'a>, Box<Diagnostic>> {
        let src = self.src;
        let b = src.as_bytes();
        let mut i = self.i;
        let r = loop {
            if i >= b.len() {
                break Ok(Token { tok: Tok::Eof, span: Span::new(src.len(), src.len()) });
            }
            let c = b[i];
            if c.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if c == b'/' && b.get(i + 1) == Some(&b'/') {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            break scan_token(src, &mut i);
        };
        self.i = i;
        r
    }
}

/// The token starting at `*i` (not whitespace or a comment); moves `*i` past it.
fn scan_token<'a>(src: &'a str, i: &mut usize) -> Result<Token<'a>, Box<Diagnostic>> {
    let b = src.as_bytes();
    let start = *i;
    let c = b[start];
    let take_ident = |j: usize| j + b[j..].iter().take_while(|&&c| ident_char(c)).count();
    let tok = match c {
        b'%' | b'@' | b'^' | b'!' | b'#' => {
            let j = take_ident(start + 1);
            if j == start + 1 {
                if c == b'@' && j < b.len() && b[j] == b'"' {
                    let (s, end) = lex_string(src, j)?;
                    *i = end;
                    return Ok(Token { tok: Tok::Symbol(s), span: Span::new(start, *i) });
                }
                return Err(Box::new(Diagnostic::error("parse", format!("expected a name after '{}'", c as char)).at(Span::new(start, start + 1))));
            }
            let name = &src[start + 1..j];
            *i = j;
            match c {
                b'%' => Tok::Value(name),
                b'@' => Tok::Symbol(Quoted(name)),
                b'^' => Tok::Block(name),
                b'!' => Tok::Bang(name),
                _ => Tok::Hash(name),
            }
        }
        b'"' => {
            let (s, end) = lex_string(src, start)?;
            *i = end;
            Tok::Str(s)
        }
        b'0'..=b'9' => {
            let mut j = start;
            let hex = b[start..].starts_with(b"0x");
            if hex {
                j += 2;
            }
            while j < b.len() && (if hex { b[j].is_ascii_hexdigit() } else { b[j].is_ascii_digit() }) {
                j += 1;
            }
            let text = &src[start..j];
            let v = if hex {
                i128::from_str_radix(&text[2..], 16)
            } else if text.len() <= 18 {
                // Fits in 64 bits: without the 128-bit arithmetic of `parse`.
                Ok(i128::from(text.bytes().fold(0u64, |v, d| v * 10 + u64::from(d - b'0'))))
            } else {
                text.parse::<i128>()
            };
            let v = v.map_err(|_| Box::new(Diagnostic::error("parse", format!("integer '{text}' is out of range")).at(Span::new(start, j))))?;
            *i = j;
            Tok::Int(v)
        }
        c if c.is_ascii_alphabetic() || c == b'_' => {
            let j = take_ident(start);
            *i = j;
            Tok::Ident(&src[start..j])
        }
        _ => {
            let p = punct(&b[start..]);
            match p {
                Some(p) => {
                    *i += p.len();
                    Tok::Punct(p)
                }
                None => {
                    let ch = src[start..].chars().next().unwrap();
                    return Err(Box::new(Diagnostic::error("parse", format!("unexpected character '{ch}'")).at(Span::new(start, start + ch.len_utf8()))));
                }
            }
        }
    };
    Ok(Token { tok, span: Span::new(start, *i) })
}

/// The string starting at `start` (a `"`), and the offset after it. A
/// backslash keeps the character after it.
fn lex_string(src: &str, start: usize) -> Result<(Quoted<'_>, usize), Box<Diagnostic>> {
    let b = src.as_bytes();
    let mut j = start + 1;
    while j < b.len() && b[j] != b'"' {
        j += if b[j] == b'\\' { 2 } else { 1 };
    }
    if j >= b.len() {
        return Err(Box::new(Diagnostic::error("parse", "unterminated string").at(Span::new(start, b.len()))));
    }
    // A backslash's character may be several bytes long: the quote that
    // ends the string is a byte of its own, so `j` is on a boundary.
    Ok((Quoted(&src[start + 1..j]), j + 1))
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_punctuation_token_is_matched() {
        for p in super::PUNCT {
            assert_eq!(super::punct(format!("{p} x").as_bytes()), Some(*p));
        }
        assert_eq!(super::punct(b"-1"), Some("-"));
        assert_eq!(super::punct(b"~"), None);
    }

    use super::*;

    fn toks(src: &str) -> Vec<Tok<'_>> {
        lex(src).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn names_borrow_from_the_source_and_escapes_own_their_text() {
        let t = toks(r#"%v @f @"a\"b" "x\\y" "plain" llvm.func"#);
        assert_eq!(t[0], Tok::Value("v"));
        assert!(matches!(t[1], Tok::Symbol(q) if matches!(q.text(), Cow::Borrowed("f"))));
        assert!(matches!(t[2], Tok::Symbol(q) if matches!(q.text(), Cow::Owned(s) if s == "a\"b")));
        assert!(matches!(t[3], Tok::Str(q) if matches!(q.text(), Cow::Owned(s) if s == "x\\y")));
        assert!(matches!(t[4], Tok::Str(q) if matches!(q.text(), Cow::Borrowed("plain"))));
        assert_eq!(t[5], Tok::Ident("llvm.func"));
        assert_eq!(t[6], Tok::Eof);
        // A backslash before a character of several bytes keeps all of it.
        assert!(matches!(toks(r#""a\é\\" x"#)[0], Tok::Str(q) if q.text() == "aé\\"));
    }

    #[test]
    fn an_unterminated_string_is_a_diagnostic_at_its_start() {
        for src in [r#""abc"#, r#""a\"bc"#] {
            let d = lex(src).unwrap_err();
            assert_eq!((d.message.as_str(), d.span.map(|s| s.start)), ("unterminated string", Some(0)));
        }
    }
}
