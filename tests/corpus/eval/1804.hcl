r = max(100, [(f), zero + 10, length(nmap)][2], try(nul.x, 1E2), element(sort([1, 2, 3]), n))
