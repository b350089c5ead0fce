//! No input may panic the library or reach an LLVM abort: deterministic
//! mutations of the bundled example and of MLIR's own mbarrier tests are run
//! through the whole in-process pipeline on several targets. An LLVM fatal
//! error would end this process, failing the test.

use nvvm_lower::driver::{compile_source, Options};
use nvvm_lower::target::Target;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn corpus() -> Vec<String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![format!("{root}/examples/mbarrier_pipeline.mlir")];
    for f in ["mbar_init", "mbar_arrive", "mbar_try_wait", "mbar_invalid", "mbar_arr_drop_expect_tx"] {
        files.push(format!("{root}/tests/mlir-conformance/Target/LLVMIR/nvvm/{f}.mlir"));
    }
    files.iter().map(|f| std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}"))).collect()
}

/// Each line dropped in turn, each line truncated at its middle, and a few
/// token-level edits that keep the text plausible.
fn mutations(src: &str) -> Vec<String> {
    let lines: Vec<&str> = src.lines().collect();
    let mut out = Vec::new();
    for i in 0..lines.len() {
        let mut v = lines.clone();
        v.remove(i);
        out.push(v.join("\n"));
        let mut w: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        let cut = w[i].char_indices().nth(w[i].chars().count() / 2).map_or(0, |(b, _)| b);
        w[i].truncate(cut);
        out.push(w.join("\n"));
    }
    let swaps = [
        ("!llvm.ptr<3>", "!llvm.ptr<7>"),
        ("!llvm.ptr<3>", "!llvm.ptr"),
        ("i32", "i64"),
        ("i64", "i32"),
        ("-> i1", "-> i64"),
        ("cta", "gpu"),
        ("relaxed = true", "relaxed = 1"),
        ("llvm.return", ""),
        ("(1000000 : i32)", "(4294967296 : i32)"),
        ("%c1", "%nope"),
        (": i32", ""),
        ("^", "%"),
    ];
    for (a, b) in swaps {
        let mut from = 0;
        let mut n = 0;
        while let Some(p) = src[from..].find(a) {
            let at = from + p;
            out.push(format!("{}{}{}", &src[..at], b, &src[at + a.len()..]));
            from = at + a.len();
            n += 1;
            if n == 6 {
                break;
            }
        }
    }
    out
}

#[test]
fn mutated_inputs_never_panic_or_abort() {
    let targets: Vec<Target> = ["sm_75", "sm_80", "sm_90", "sm_100a"].iter().map(|t| Target::parse(t).unwrap()).collect();
    let (mut ok, mut refused, mut total) = (0, 0, 0);
    for src in corpus() {
        for m in mutations(&src) {
            for chunk in nvvm_lower::parse::split_input(&m) {
                for &t in &targets {
                    total += 1;
                    let r = catch_unwind(AssertUnwindSafe(|| compile_source(chunk.1, &Options::new(t))));
                    match r {
                        Ok(Ok(_)) => ok += 1,
                        Ok(Err(ds)) => {
                            assert!(!ds.diagnostics.is_empty(), "an error without a diagnostic for:\n{}", chunk.1);
                            assert!(ds.diagnostics.iter().all(|d| d.code != "llvm-verify"), "LLVM's verifier caught what ours did not ({t}):\n{}\n{ds:?}", chunk.1);
                            refused += 1;
                        }
                        Err(_) => panic!("panic on {t} for input:\n{}", chunk.1),
                    }
                }
            }
        }
    }
    eprintln!("{total} compilations: {ok} accepted, {refused} diagnosed");
    assert!(ok > 0 && refused > 0);
}

#[test]
fn hostile_text_is_diagnosed() {
    let t = Target::parse("sm_90a").unwrap();
    let deep = "llvm.func @f(%a: ".to_string() + &"!llvm.array<2 x ".repeat(5000) + "i32" + &">".repeat(5000) + ") {\n llvm.return\n}";
    for src in ["", "\u{0}\u{1}\u{2}", "llvm.func", "llvm.func @f(", "module {", "}}}}", "%0 = ", "llvm.func @f() {\n ^bb0:\n}", "\"llvm.return\"() : () -> ()", deep.as_str()] {
        let r = catch_unwind(AssertUnwindSafe(|| compile_source(src, &Options::new(t))));
        assert!(r.is_ok(), "panic on {src:?}");
    }
}

/// An inline asm constraint with a '^' code cut short (LLVM's constraint
/// parser reads past its end) built through LLVM's API, as a front end
/// builds its module: the check refuses it before LLVM's verifier reads
/// the constraints, in process and as bitcode through the CLI. LLVM's
/// bitcode reader parses the constraint as it reads it, before any check:
/// what the bytes after the string are decides whether it reads on or
/// dies of SIGSEGV, which the CLI's guard reports as a reader crash
/// (docs/reliability.md F28); either way a diagnostic and status 1.
#[test]
fn a_constraint_code_cut_short_is_refused_before_llvm_reads_it() {
    use inkwell::context::Context;
    let ctx = Context::create();
    let m = ctx.create_module("m");
    let i32t = ctx.i32_type();
    let f = m.add_function("k", ctx.void_type().fn_type(&[i32t.into()], false), None);
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(f, "entry"));
    let asm_ty = ctx.void_type().fn_type(&[i32t.into()], false);
    let asm = ctx.create_inline_asm(asm_ty, "mov.u32 %r0, $0;".into(), "r^a".into(), true, false, None, false);
    b.build_indirect_call(asm_ty, asm, &[f.get_nth_param(0).unwrap().into()], "").unwrap();
    b.build_return(None).unwrap();
    let target = Target::parse("sm_90").unwrap();
    let refused = nvvm_lower::check::check_module(&m, target, None, None).unwrap_err();
    assert!(refused.errors().any(|d| d.code == "inline-ptx" && d.message.contains("'^a'")), "{refused:?}");

    let dir = std::env::temp_dir().join(format!("nvvm-lower-overrun-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bc = dir.join("k.bc");
    assert!(m.write_bitcode_to_path(&bc));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nvvm-lower")).arg("check").arg(&bc).args(["--target", "sm_90"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let refused = stderr.contains("error[inline-ptx]") && stderr.contains("'^a'");
    let reader_crashed = stderr.contains("is not valid bitcode: LLVM's reader crashed on it (SIGSEGV)");
    assert!(refused || reader_crashed, "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}
