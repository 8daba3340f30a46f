// A toy program: `main` calls `first`; `unused` is private and never
// called, so `--symbol-dce` removes it; `print` is an external
// declaration (private, without a body).
module {
  toy.func private @print(i32)

  toy.func @first(%a: i32, %b: i32) -> i32 {
    toy.return %a : i32
  }

  toy.func private @unused() {
    toy.return
  }

  toy.func @main() -> i32 {
    %c1 = toy.constant 1 : i32
    %c2 = toy.constant 2 : i32
    %sum = toy.call @first(%c1, %c2) : (i32, i32) -> i32
    toy.call @print(%sum) : (i32) -> ()
    toy.return %sum : i32
  }
}
