r = element(flatten([[], []]), 7) == max(tiny, 6.02e+23, 1e3, 0) * length(deep.a)
