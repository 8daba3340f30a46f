// `--toy-erase-dead-constants` keeps the used constant and erases the two
// that nothing uses, in every function.
toy.func @f() -> i32 {
  %a = toy.constant 1 : i32
  %b = toy.constant 2 : i32
  toy.return %b : i32
}
toy.func @g() {
  %c = toy.constant 3 : i32
  toy.return
}
