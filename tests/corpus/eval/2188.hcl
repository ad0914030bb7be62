r = try(max(), big * n)
