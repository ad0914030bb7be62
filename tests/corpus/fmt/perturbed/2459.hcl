r=slice(["a","b"],  -1)
