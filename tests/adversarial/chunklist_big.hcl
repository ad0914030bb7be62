x = length(chunklist(flatten([for i in range(1024): [for j in range(32): "${i}-${j}"]]), 1))
