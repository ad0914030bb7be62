a = provider::p::f(
  1,
  2,
)
