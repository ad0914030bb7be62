x = length(distinct(flatten([for i in range(1024): [for j in range(32): "${i}-${j}"]])))
