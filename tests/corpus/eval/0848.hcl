r = [int(try(nul + 1, 42)) + (nullobj.b), "2.5" + element(flatten([nums, [7, [8]]]), n), ((7 - 0.5))][0]
