t           = 1 < 2 ? "yes" : "no"
f           = false ? 1 : 2
unify       = true ? 1 : "x"
nested      = false ? 1 : true ? 2 : 3
null_branch = true ? null : 1
