r = hasindex(toset([1]), 0)
