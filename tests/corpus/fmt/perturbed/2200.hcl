r  = contains(reverse (slice(["x", "y"], 0,2)),false &&fl?  "%{for x in objs[*].name}${x};%{endfor}\u00e9"  : length(["x",    "y"]))
