# comment
a = 1 // trailing
/* block
 comment */ b = [
  1, # inside brackets
  2,
]
c = {
  k = 1

  l = 2
}
d = {
  for k, v in m : k => v if v
}
