r =  concat(objs,  [1,  "a"])
