r = hasindex(strs, 9) ? { for x in keys(deep.a) : x => x... } : false ? 6.02e+23 : neg / 3
