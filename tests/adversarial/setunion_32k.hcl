x = length(setunion(toset(flatten([for i in range(1024): [for j in range(32): "${i}-${j}"]])), toset(flatten([for i in range(1024): [for j in range(16): "${i}-${j}"]]))))
