r = compact(toset(strs))
