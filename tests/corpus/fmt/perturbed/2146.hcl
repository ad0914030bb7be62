r=  element(concat(objs.*.size,  nums),    n)
