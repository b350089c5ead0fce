//! Inside the nvvm-lower workspace, `.cargo/config.toml` has llvm-sys link no
//! C++ library (nvvm-lower's build.rs explains why); this binary then links
//! libstdc++ itself, after LLVM's archives. A front end outside the workspace
//! needs none of this: llvm-sys links libstdc++ for it.
fn main() {
    println!("cargo:rerun-if-env-changed=CXXSTDLIB");
    if std::env::var("CXXSTDLIB").as_deref() == Ok("gcc_s") {
        for arg in ["-Wl,-Bstatic", "-lstdc++", "-Wl,-Bdynamic"] {
            println!("cargo:rustc-link-arg={arg}");
        }
    }
}
