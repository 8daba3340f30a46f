// RUN: not ir-opt %s --verify-diagnostics
// An `expected-*-re` part that LLVM's POSIX regex compiler rejects is
// reported with its `regerror` words, one error per expectation, and the
// expectation is dropped; valid parts match as regular expressions (a
// `{` before no digit is a plain character).

func.func @f() -> i32 {
  // expected-error-re {{x{{}}y}}
  // expected-error-re {{x{{a||b}}y}}
  // expected-error-re {{x{{(a|)}}y}}
  // expected-error-re {{x{{[}}y}}
  // expected-error-re {{x{{[a}}y}}
  // expected-error-re {{x{{(}}y}}
  // expected-error-re {{x{{a)}}y}}
  // expected-error-re {{x{{b**}}y}}
  // expected-error-re {{x{{^*}}y}}
  // expected-error-re {{x{{{1}}}y}}
  // expected-error-re {{x{{x{2,1}}y}}
  // expected-error-re {{x{{x{256}}}y}}
  // expected-error-re {{x{{x{1}}y}}
  // expected-error-re {{x{{x{1a}}y}}
  // expected-error-re {{x{{[z-a]}}y}}
  // expected-error-re {{x{{[a--]}}y}}
  // expected-error-re {{x{{[[:bogus:]]}}y}}
  // expected-error-re {{x{{[[.ab.]]}}y}}
  // expected-error-re {{x{{[[=}}y}}
  // expected-error-re {{x{{a\}}y}}
  // expected-error-re {{x{{(a\1)}}y}}
  // expected-error-re {{x{{\2(a)}}y}}
  // expected-error-re @below {{has {{[0-9]{1,3} }}operands, but enclosing function {{[(]@f[)]}} returns {{1|2{,3} }}}}
  return
}
