r = try(length(n), element(n.*, 7))
