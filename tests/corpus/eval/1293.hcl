r = nullobj.b <= f ? {
  ("${n}") : 100
} : keys(objs[0])
