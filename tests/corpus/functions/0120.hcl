r = compact(strs)
