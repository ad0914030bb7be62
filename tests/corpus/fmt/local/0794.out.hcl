r = { for x in sort(slice(["x", "y"], 1, 2)) : x => x... }
