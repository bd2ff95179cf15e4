// The UI build and shared assets are embedded: rebuild when they change.
fn main() {
    println!("cargo:rerun-if-changed=../ui/dist");
    println!("cargo:rerun-if-changed=../assets");
}
