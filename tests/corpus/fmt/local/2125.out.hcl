r = t || false ? {
  ("${n}") = -1
} : { for i, o in objs : o.name => o.size... }
