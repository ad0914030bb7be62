r    = tolist(toset  (concat(obj.enabled    ?  [1,    2, 3] : [],nested[0]) ))
