r = length(n.*)
