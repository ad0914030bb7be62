empty  = {}
idents = { a = 1, b = 2 }
colons = { "a" : 1, "b" : 2 }
newlines = {
  a = 1
  b = 2
}
paren_key         = { ("p") = 1 }
template_key      = { "${"t"}x" = 1 }
dup_key_last_wins = { a = 1, a = 2 }
